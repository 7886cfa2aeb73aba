import { parseWithZod } from "@conform-to/zod/v4";
import { data, isRouteErrorResponse, redirect, useNavigation } from "react-router";
import { AdminHeader } from "#app/components/admin/admin-header";
import { AdminListControls } from "#app/components/admin/admin-list-controls";
import { AdminLoadError, AdminRouteError } from "#app/components/admin/admin-load-error";
import { AdminPagination } from "#app/components/admin/admin-pagination";
import { AdminPropertiesTable } from "#app/components/admin/admin-properties-table";
import { AdminTotals } from "#app/components/admin/admin-totals";
import { AdminUsersTable } from "#app/components/admin/admin-users-table";
import { DelayedCampaignsNotice } from "#app/components/admin/delayed-campaigns-notice";
import { performAdminAction } from "#app/domain/admin/actions.server";
import { ADMIN_MESSAGES } from "#app/domain/admin/messages";
import { loadAdminOverview } from "#app/domain/admin/overview-page.server";
import { adminHref, adminSearchParams, parseAdminQuery } from "#app/domain/admin/query";
import { type AdminActionResult, AdminActionSchema } from "#app/domain/admin/schemas";
import { countDelayedCampaigns } from "#app/domain/campaign/board.server";
import { isDomainError } from "#app/domain/errors";
import { emailBrand } from "#app/emails/brand.server";
import { requireAdminForAction } from "#app/http/admin-guard.server";
import { failureStatus } from "#app/http/http-errors.server";
import { requireRole } from "#app/http/session.server";
import { HYDRATE } from "#app/lib/hydration";
import { headersWithRetryAfter } from "#app/lib/retry-after";
import { pageMeta } from "#app/lib/seo";
import { ROUTES } from "#app/urls";
import type { Route } from "./+types/admin";

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireRole(request, context, "admin");
  const url = new URL(request.url);
  const query = parseAdminQuery(url.searchParams);
  // One URL per list state: empty fields, defaults and stray parameters are dropped.
  if (url.search !== adminSearchParams(query)) throw redirect(adminHref(query));

  const [overview, delayedCampaigns] = await Promise.all([
    loadAdminOverview(context.db, query).catch((error: unknown) => {
      context.logger.error({ err: error }, "admin overview failed");
      return null;
    }),
    // A help, not the page's purpose: if it fails the panel still loads, without the notice.
    countDelayedCampaigns(context.db).catch((error: unknown) => {
      context.logger.error({ err: error }, "delayed campaigns count failed");
      return null;
    }),
  ]);
  if (!overview) return data({ status: "error" as const, query }, { status: 503 });
  if (overview.page.rows.length === 0 && query.page > overview.lastPage) {
    throw redirect(adminHref({ ...query, page: overview.lastPage }));
  }
  return { status: "ok" as const, query, adminId: admin.id, delayedCampaigns, ...overview };
}

/** A 429 says when to come back (Retry-After), for the page and for `.data` alike. */
export const headers: Route.HeadersFunction = headersWithRetryAfter;

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdminForAction(request, context);
  const submission = parseWithZod(await request.formData(), { schema: AdminActionSchema });
  if (submission.status !== "success") {
    return data<AdminActionResult>({ ok: false, message: ADMIN_MESSAGES.invalidRequest }, { status: 400 });
  }
  try {
    const outcome = await performAdminAction({
      db: context.db,
      mailer: context.mailer,
      brand: emailBrand(context.env),
      actor: admin,
      action: submission.value,
    });
    return data<AdminActionResult>(outcome);
  } catch (error) {
    if (isDomainError(error))
      return data<AdminActionResult>(
        { ok: false, message: error.userMessage },
        { status: failureStatus(error) },
      );
    context.logger.error({ err: error, intent: submission.value.intent }, "admin action failed");
    return data<AdminActionResult>({ ok: false, message: ADMIN_MESSAGES.unexpected }, { status: 500 });
  }
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Panel de Administración", path: ROUTES.admin, noIndex: true });

/** An application page: React runs in the browser (app/lib/hydration.ts). */
export const handle = HYDRATE;

export default function Admin({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const isLoadingList = navigation.state === "loading" && navigation.location.pathname === ROUTES.admin;

  return (
    <>
      <AdminHeader
        title="Panel de Administración"
        lead="Totales de la plataforma, clientes y propiedades. Cada cambio que hagas aquí queda en el registro de actividad."
      />
      <div className="mx-auto flex w-full max-w-7xl flex-col gap-8 px-4 py-8 sm:px-6 lg:px-8">
        {loaderData.status === "error" ? (
          <AdminLoadError />
        ) : (
          <>
            <DelayedCampaignsNotice count={loaderData.delayedCampaigns} />
            <AdminTotals totals={loaderData.totals} />
            <section aria-label="Listados" className="flex flex-col gap-4">
              <AdminListControls query={loaderData.query} counts={loaderData.counts} />
              <div
                aria-busy={isLoadingList}
                className={isLoadingList ? "opacity-60 transition-opacity" : undefined}
              >
                {loaderData.page.kind === "clientes" ? (
                  <AdminUsersTable users={loaderData.page.rows} currentAdminId={loaderData.adminId} />
                ) : (
                  <AdminPropertiesTable properties={loaderData.page.rows} />
                )}
              </div>
              <AdminPagination query={loaderData.query} lastPage={loaderData.lastPage} />
            </section>
          </>
        )}
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRouteError status={isRouteErrorResponse(error) ? error.status : 500} />;
}
