import { randomUUID } from "node:crypto";
import { FileText } from "lucide-react";
import { data, isRouteErrorResponse, Link } from "react-router";
import { AdminFormAlert } from "#app/components/admin/admin-form-alert";
import { AdminHeader } from "#app/components/admin/admin-header";
import { AdminRouteError } from "#app/components/admin/admin-load-error";
import { type RectifyFormReply, RectifyInvoiceForm } from "#app/components/admin/rectify-invoice-form";
import { isDomainError } from "#app/domain/errors";
import { invoiceIssuerFrom } from "#app/domain/invoices/issue.server";
import {
  correctedCustomer,
  parseEuroAmount,
  RECTIFICATION_MESSAGES,
  RECTIFICATION_TYPE_LABELS,
  RectificationFormSchema,
} from "#app/domain/invoices/rectification";
import { correctInvoiceCustomer, findRectificationPage } from "#app/domain/invoices/rectify.server";
import { RECTIFY_REFUSAL_MESSAGES } from "#app/domain/invoices/void-or-rectify";
import { paymentProviderFor } from "#app/domain/payments/provider.server";
import { refundInvoicedPayment } from "#app/domain/payments/refund.server";
import { requireAdminForAction } from "#app/http/admin-guard.server";
import { failureStatus } from "#app/http/http-errors.server";
import { requireRole } from "#app/http/session.server";
import { confirmationNeeded, isConfirmed } from "#app/lib/confirmation";
import { formatCents, formatDateEs } from "#app/lib/format";
import { HYDRATE } from "#app/lib/hydration";
import { headersWithRetryAfter } from "#app/lib/retry-after";
import { pageMeta } from "#app/lib/seo";
import { redirectWithToast } from "#app/lib/toast.server";
import { pathTo, ROUTES } from "#app/urls";
import type { Route } from "./+types/invoice-rectify";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireRole(request, context, "admin");
  const page = await findRectificationPage(context.db, params.id);
  if (!page) throw data(null, { status: 404 });
  // A fresh key per form shown: the same form posted twice is one rectification, a new one is another.
  return { page, requestKey: randomUUID() };
}

const reply = (formData: FormData, fieldErrors: RectifyFormReply["fieldErrors"], formError?: string) => ({
  reply: {
    values: Object.fromEntries(
      [...formData].filter((entry): entry is [string, string] => typeof entry[1] === "string"),
    ),
    fieldErrors,
    ...(formError ? { formError } : {}),
  } satisfies RectifyFormReply,
});

/** Refund (R1) or correct the customer's data (R4): the R invoice, then the customer's e-mail. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const admin = await requireAdminForAction(request, context);
  const formData = await request.formData();
  const parsed = RectificationFormSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) {
    const fieldErrors: RectifyFormReply["fieldErrors"] = {};
    for (const issue of parsed.error.issues) {
      const name = String(issue.path[0] ?? "reason");
      fieldErrors[name] = [...(fieldErrors[name] ?? []), issue.message];
    }
    return data(reply(formData, fieldErrors), { status: 400 });
  }
  const page = await findRectificationPage(context.db, params.id);
  if (!page) throw data(null, { status: 404 });
  const form = parsed.data;
  // Checked again under the lock when it runs; here so nobody confirms what will be refused.
  if (page.voided) return data(reply(formData, {}, RECTIFY_REFUSAL_MESSAGES.voided), { status: 409 });
  if (form.kind !== "correction" && page.left <= 0)
    return data(reply(formData, {}, RECTIFICATION_MESSAGES.nothingLeft), { status: 409 });
  if (form.kind === "partial_refund" && (parseEuroAmount(form.amount) ?? 0) > page.left)
    return data(reply(formData, { amount: [RECTIFICATION_MESSAGES.moreThanLeft(formatCents(page.left))] }), {
      status: 400,
    });
  if (!isConfirmed(formData)) return confirmationNeeded(formData);

  const issuer = invoiceIssuerFrom(context.env);
  try {
    const outcome =
      form.kind === "correction"
        ? {
            invoice: await correctInvoiceCustomer(
              { db: context.db, issuer, mail: context },
              { invoiceId: page.invoice.id, customer: correctedCustomer(form), reason: form.reason },
            ),
            replayed: false,
          }
        : await refundInvoicedPayment(
            { db: context.db, provider: paymentProviderFor(context), issuer, mail: context },
            {
              actor: admin,
              invoiceId: page.invoice.id,
              amount: form.kind === "full_refund" ? "rest" : (parseEuroAmount(form.amount) ?? 0),
              reason: form.reason,
              requestKey: form.requestKey,
            },
          );
    const number = `R-${outcome.invoice.year}-${String(outcome.invoice.number).padStart(5, "0")}`;
    return redirectWithToast(
      pathTo(ROUTES.adminInvoiceRectify, { id: page.invoice.id }),
      {
        title: "Factura rectificativa emitida",
        description:
          outcome.invoice.total < 0
            ? `${number}: devueltos ${formatCents(-outcome.invoice.total)} a la tarjeta. Se la hemos enviado al cliente.`
            : `${number}: datos del cliente corregidos. Se la hemos enviado al cliente.`,
        variant: "success",
      },
      undefined,
      { secret: context.env.AUTH_SECRET },
    );
  } catch (error) {
    if (!isDomainError(error)) throw error;
    if (error.code === "provider_failed")
      context.logger.error({ err: error.cause }, "refund refused by the provider");
    const onAmount = error.code === "invalid" && form.kind === "partial_refund";
    return data(
      reply(
        formData,
        onAmount ? { amount: [error.userMessage] } : {},
        onAmount ? undefined : error.userMessage,
      ),
      { status: failureStatus(error) },
    );
  }
}

export const headers: Route.HeadersFunction = headersWithRetryAfter;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Rectificar factura", path: ROUTES.adminInvoices, noIndex: true });

export const handle = HYDRATE;

/** One F invoice: what it says, what was rectified, and the form that rectifies it. */
export default function AdminInvoiceRectify({ loaderData, actionData }: Route.ComponentProps) {
  const { page, requestKey } = loaderData;
  const formReply = actionData && "reply" in actionData ? actionData.reply : null;
  return (
    <>
      <AdminHeader
        title={`Rectificar la factura ${page.invoice.number}`}
        lead="Una factura emitida no se modifica: se rectifica con una factura de la serie R que la cita, por diferencias. Una devolución vuelve a la tarjeta del cliente."
      />
      <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-8 sm:px-6 lg:px-8">
        <Link to={ROUTES.adminInvoices} className="text-primary text-sm underline-offset-4 hover:underline">
          ← Volver a las facturas
        </Link>
        <section
          aria-labelledby="invoice-heading"
          className="flex flex-col gap-3 rounded-xl border border-border bg-card p-5"
        >
          <h2 id="invoice-heading" className="font-semibold text-foreground text-lg">
            Factura {page.invoice.number}
          </h2>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-muted-foreground">Fecha</dt>
            <dd>{formatDateEs(page.invoice.issuedAt)}</dd>
            <dt className="text-muted-foreground">Cliente</dt>
            <dd>
              {page.customer.customerName}
              {page.customer.customerTaxId ? ` · ${page.customer.customerTaxId}` : ""}
              {page.customer.customerAddress ? ` · ${page.customer.customerAddress}` : ""}
            </dd>
            <dt className="text-muted-foreground">Concepto</dt>
            <dd className="break-words">{page.invoice.description}</dd>
            <dt className="text-muted-foreground">Total</dt>
            <dd className="tabular-nums">
              {formatCents(page.invoice.total)} (base {formatCents(page.invoice.base)}, IVA{" "}
              {formatCents(page.invoice.iva)})
            </dd>
            <dt className="text-muted-foreground">Devuelto</dt>
            <dd className="tabular-nums">
              {formatCents(page.refunded)}
              {page.pending > 0 ? ` (y ${formatCents(page.pending)} en curso)` : ""}
            </dd>
            <dt className="text-muted-foreground">Queda por devolver</dt>
            <dd className="font-semibold tabular-nums">{formatCents(page.left)}</dd>
          </dl>
          <a
            href={pathTo(ROUTES.invoicePdf, { id: page.invoice.id })}
            className="inline-flex items-center gap-1 self-start text-primary text-sm underline-offset-4 hover:underline"
          >
            <FileText aria-hidden="true" className="size-4" /> PDF de la factura
          </a>
        </section>
        <section aria-labelledby="rectifications-heading" className="flex flex-col gap-3">
          <h2 id="rectifications-heading" className="font-semibold text-foreground text-lg">
            Ya rectificado
          </h2>
          {page.rectifications.length === 0 ? (
            <p className="text-muted-foreground text-sm">Esta factura no tiene facturas rectificativas.</p>
          ) : (
            <ul className="flex flex-col gap-2">
              {page.rectifications.map((row) => (
                <li key={row.id} className="rounded-lg border border-border p-3 text-sm">
                  <a
                    href={pathTo(ROUTES.invoicePdf, { id: row.id })}
                    className="font-semibold text-primary underline-offset-4 hover:underline"
                    aria-label={`Descargar factura rectificativa ${row.number}`}
                  >
                    {row.number}
                  </a>{" "}
                  · {formatDateEs(row.issuedAt)} ·{" "}
                  <span className="tabular-nums">{formatCents(row.total)}</span>
                  {row.voided ? <span className="font-semibold text-destructive"> · Anulada</span> : null}
                  <span className="block text-muted-foreground">
                    {row.type ? RECTIFICATION_TYPE_LABELS[row.type] : ""}
                    {row.refundedBy ? ` · por ${row.refundedBy}` : ""}
                  </span>
                  <span className="block break-words">Motivo: {row.reason}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section
          aria-labelledby="rectify-heading"
          className="flex flex-col gap-4 rounded-xl border border-border bg-card p-5"
        >
          <h2 id="rectify-heading" className="font-semibold text-foreground text-lg">
            Nueva rectificación
          </h2>
          {page.voided ? (
            <p role="status" className="rounded-lg bg-muted p-3 text-sm">
              {RECTIFY_REFUSAL_MESSAGES.voided}
            </p>
          ) : (
            <>
              {formReply?.formError ? (
                <AdminFormAlert tone="error">{formReply.formError}</AdminFormAlert>
              ) : null}
              <RectifyInvoiceForm key={requestKey} page={page} requestKey={requestKey} reply={formReply} />
            </>
          )}
        </section>
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRouteError status={isRouteErrorResponse(error) ? error.status : 500} />;
}
