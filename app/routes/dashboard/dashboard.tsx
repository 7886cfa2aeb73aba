import { SignOutEverywhere } from "#app/components/auth/sign-out-everywhere";
import { PagePlaceholder } from "#app/components/layout/page-placeholder";
import { requireUser } from "#app/domain/users/session.server";
import { pageMeta } from "#app/lib/seo";
import type { Route } from "./+types/dashboard";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  return { name: user.name };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Mi Panel de Control", path: "/dashboard", noIndex: true });

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PagePlaceholder
        title="Mi Panel de Control"
        lead={`Hola, ${loaderData.name}.`}
        note="Muy pronto verás aquí tus propiedades, tus datos, tus documentos y tus pagos."
      />
      {/* Temporary home until the 'Mis Datos' tab exists (dashboard issue). */}
      <div className="mx-auto w-full max-w-7xl px-4 pb-12 sm:px-6 lg:px-8">
        <div className="max-w-2xl">
          <SignOutEverywhere />
        </div>
      </div>
    </>
  );
}
