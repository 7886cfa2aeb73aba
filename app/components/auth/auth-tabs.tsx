import { Link } from "react-router";
import type { AuthReason } from "#app/domain/users/redirects";
import { authPageHref } from "#app/domain/users/redirects";
import { cn } from "#app/lib/utils";

export type AuthTab = "login" | "signup";

const TABS: ReadonlyArray<{ value: AuthTab; label: string }> = [
  { value: "login", label: "Iniciar sesión" },
  { value: "signup", label: "Registrarse" },
];

/**
 * The Login / Signup switch. Links rather than script-driven tabs: each has its own URL
 * (?tab=registro), works without JavaScript, and keeps from/redirectTo.
 */
export function AuthTabs({
  current,
  from,
  redirectTo,
}: {
  current: AuthTab;
  from: AuthReason | null;
  redirectTo: string | null;
}) {
  return (
    <nav aria-label="Acceso" className="grid grid-cols-2 gap-1 rounded-lg bg-muted p-1">
      {TABS.map((tab) => {
        const isCurrent = tab.value === current;
        return (
          <Link
            key={tab.value}
            to={authPageHref({ tab: tab.value, from, redirectTo })}
            replace
            preventScrollReset
            aria-current={isCurrent ? "page" : undefined}
            className={cn(
              "flex h-10 items-center justify-center rounded-md font-semibold text-sm transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
              isCurrent ? "bg-card text-primary shadow-sm" : "text-muted-foreground hover:text-foreground",
            )}
          >
            {tab.label}
          </Link>
        );
      })}
    </nav>
  );
}
