import { LayoutDashboard, LogOut, ShieldCheck } from "lucide-react";
import { Form, Link, useLocation, useNavigation } from "react-router";
import type { SiteWords } from "#app/components/layout/site-words";
import { Button } from "#app/components/ui/button";
import { PendingIcon } from "#app/components/ui/spinner";
import { clearSignedInLocalData } from "#app/domain/users/local-data";
import type { SessionUser } from "#app/domain/users/session.server";
import { cn } from "#app/lib/utils";
import { ROUTES } from "#app/urls";

/** What the shell knows about the signed-in person (root loader): never the e-mail. */
export type ShellUser = Pick<SessionUser, "id" | "name" | "role">;

export const SIGN_OUT_PATH = ROUTES.signOut;

/** Acceder / Vender Propiedad for visitors; Admin, Mi Panel and Salir for the signed-in. */
export function AccountActions({
  user,
  words,
  layout = "bar",
}: {
  user: ShellUser | null;
  words: SiteWords;
  layout?: "bar" | "stack";
}) {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const currentIf = (prefix: string) =>
    pathname === prefix || pathname.startsWith(`${prefix}/`) ? ("page" as const) : undefined;
  const isSigningOut = navigation.state !== "idle" && navigation.formAction === SIGN_OUT_PATH;
  const stacked = layout === "stack";
  const width = stacked ? "w-full" : undefined;

  if (!user) {
    return (
      <>
        <Button asChild variant={stacked ? "outline" : "ghost"} className={width}>
          <Link to={words.signInHref}>{words.signIn}</Link>
        </Button>
        {words.sell ? (
          <Button asChild className={width}>
            <Link to={ROUTES.sell}>{words.sell}</Link>
          </Button>
        ) : null}
      </>
    );
  }

  return (
    <>
      {user.role === "admin" ? (
        <Button
          asChild
          variant="ghost"
          className={cn("aria-[current=page]:bg-primary-soft aria-[current=page]:text-primary", width)}
        >
          <Link to={ROUTES.admin} aria-current={currentIf(ROUTES.admin)}>
            <ShieldCheck aria-hidden="true" />
            Admin
          </Link>
        </Button>
      ) : null}
      <Button asChild variant={stacked ? "default" : "outline"} className={width}>
        <Link to={ROUTES.dashboard} aria-current={currentIf(ROUTES.dashboard)}>
          <LayoutDashboard aria-hidden="true" />
          {words.dashboard}
        </Link>
      </Button>
      {/* The in-progress property kept in this browser goes with the session. */}
      <Form
        method="post"
        action={SIGN_OUT_PATH}
        data-sign-out=""
        className={width}
        onSubmit={() => clearSignedInLocalData()}
      >
        <Button
          type="submit"
          variant={stacked ? "outline" : "ghost"}
          className={width}
          disabled={isSigningOut}
        >
          <PendingIcon pending={isSigningOut} icon={LogOut} />
          {words.signOut}
        </Button>
      </Form>
    </>
  );
}
