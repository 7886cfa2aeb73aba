import { data, isRouteErrorResponse } from "react-router";
import { AdminHeader } from "#app/components/admin/admin-header";
import { AdminRouteError } from "#app/components/admin/admin-load-error";
import { FallenThroughDeals } from "#app/components/admin/fallen-through-deals";
import { FeeReviewCard } from "#app/components/admin/fee-review-card";
import { ADMIN_MESSAGES } from "#app/domain/admin/messages";
import { successFeeAmount } from "#app/domain/payments/success-fee-due";
import { listFallenThroughDeals } from "#app/domain/sale/fall-through-facts.server";
import { decideFeeReview, FEE_REVIEW_INTENTS, listFeeReviews } from "#app/domain/sale/fee-review.server";
import { requireAdminForAction } from "#app/http/admin-guard.server";
import { requireRole } from "#app/http/session.server";
import { confirmationNeeded, isConfirmationRequired, isConfirmed } from "#app/lib/confirmation";
import { HYDRATE } from "#app/lib/hydration";
import { headersWithRetryAfter } from "#app/lib/retry-after";
import { pageMeta } from "#app/lib/seo";
import { z } from "#app/lib/zod";
import { ROUTES } from "#app/urls";
import type { Route } from "./+types/fee-reviews";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, "admin");
  const [reviews, fallenThrough] = await Promise.all([
    listFeeReviews(context.db),
    listFallenThroughDeals(context.db),
  ]);
  return { reviews, fallenThrough, fee: successFeeAmount() };
}

const DecisionSchema = z.object({ intent: z.enum(FEE_REVIEW_INTENTS), propertyId: z.uuid() });

type ActionResult = { ok: boolean; message: string; confirm?: undefined };

/** Charge or waive: the decision, its audit entry and the seller's e-mail (decideFeeReview). */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdminForAction(request, context);
  const formData = await request.formData();
  const parsed = DecisionSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success)
    return data<ActionResult>({ ok: false, message: ADMIN_MESSAGES.invalidRequest }, { status: 400 });
  const { intent, propertyId } = parsed.data;
  const deps = { db: context.db, mailer: context.mailer, env: context.env, logger: context.logger };
  const decision = intent === "charge" ? "charged" : "waived";
  let outcome: Awaited<ReturnType<typeof decideFeeReview>>;
  try {
    outcome = await decideFeeReview(deps, {
      actor: admin,
      propertyId,
      decision,
      confirmed: isConfirmed(formData),
    });
  } catch (error) {
    // Asked first: the page shows the question (a dialog, or in the page without JavaScript).
    if (isConfirmationRequired(error)) return data(confirmationNeeded(formData));
    throw error;
  }
  if (!outcome.ok) return data<ActionResult>({ ok: false, message: outcome.message }, { status: 409 });
  return data<ActionResult>({
    ok: true,
    message:
      intent === "charge"
        ? `Comisión de éxito cobrada para «${outcome.title}»: el vendedor la tiene pendiente en «Mis Pagos» y le hemos escrito.`
        : `Comisión de éxito no cobrada para «${outcome.title}». Le hemos escrito al vendedor.`,
  });
}

export const headers: Route.HeadersFunction = headersWithRetryAfter;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Revisiones de comisión", path: ROUTES.adminFeeReviews, noIndex: true });

export const handle = HYDRATE;

/** The staff board of outside declarations that the record contradicts. */
export default function AdminFeeReviews({ loaderData, actionData }: Route.ComponentProps) {
  const { reviews, fallenThrough, fee } = loaderData;
  const open = reviews.filter((review) => review.status === "open").length;
  return (
    <>
      <AdminHeader
        title="Revisiones de comisión"
        lead="Ventas cerradas con un comprador «de fuera» cuando lo que consta en la plataforma (oferta aceptada, arras, contactos) apunta a un contacto suyo. Decide si se cobra la comisión de éxito; queda en el registro de actividad y se avisa al vendedor."
      />
      <div className="mx-auto flex w-full max-w-7xl flex-col gap-4 px-4 py-8 sm:px-6 lg:px-8">
        <p className="text-muted-foreground">
          {open === 1 ? "1 revisión pendiente" : `${open} revisiones pendientes`}
        </p>
        {actionData && "message" in actionData ? (
          <p
            role={actionData.ok ? "status" : "alert"}
            className={
              actionData.ok
                ? "rounded-lg bg-success/10 p-3 font-medium text-sm text-success"
                : "rounded-lg bg-destructive/10 p-3 font-medium text-destructive text-sm"
            }
          >
            {actionData.message}
          </p>
        ) : null}
        {reviews.length === 0 ? (
          <p className="text-muted-foreground">No hay revisiones.</p>
        ) : (
          reviews.map((review) => <FeeReviewCard key={review.propertyId} review={review} fee={fee} />)
        )}
        <FallenThroughDeals deals={fallenThrough} />
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRouteError status={isRouteErrorResponse(error) ? error.status : 500} />;
}
