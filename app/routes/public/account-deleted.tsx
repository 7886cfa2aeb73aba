import { Link } from "react-router";
import { PageHero } from "#app/components/layout/page-placeholder";
import { Button } from "#app/components/ui/button";
import { ACCOUNT_DELETION_TEXTS } from "#app/domain/users/account-deletion";
import { loadAsDocument } from "#app/lib/hydration";
import { pageMeta } from "#app/lib/seo";
import { ROUTES } from "#app/urls";
import type { Route } from "./+types/account-deleted";

/**
 * Where 'Eliminar definitivamente' lands: the account is gone, so the page is public
 * and the same for everyone — what was deleted, what the law keeps, and that an e-mail says so.
 */
// A server loader, even an empty one: with only a clientLoader the server would render no page.
export function loader() {
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Cuenta eliminada", path: ROUTES.accountDeleted, noIndex: true });

export const clientLoader = loadAsDocument;

export default function AccountDeleted() {
  return (
    <>
      <PageHero title="Tu cuenta se ha eliminado" lead="Te hemos enviado un correo que lo confirma." />
      <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
        <div className="flex max-w-2xl flex-col gap-4 rounded-xl border border-border bg-card p-5 sm:p-6">
          <p>{ACCOUNT_DELETION_TEXTS.removed}</p>
          <p>{ACCOUNT_DELETION_TEXTS.campaigns}</p>
          <p>{ACCOUNT_DELETION_TEXTS.kept}</p>
          <p className="text-muted-foreground text-sm">
            Más detalles en la{" "}
            <Link to={ROUTES.privacy} className="font-medium text-primary underline underline-offset-4">
              política de privacidad
            </Link>
            .
          </p>
          <div>
            <Button asChild>
              <Link to={ROUTES.home}>Volver al inicio</Link>
            </Button>
          </div>
        </div>
      </div>
    </>
  );
}
