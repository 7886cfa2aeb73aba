import { data, Form, isRouteErrorResponse, Link } from "react-router";
import { AdminHeader } from "#app/components/admin/admin-header";
import { AdminRouteError } from "#app/components/admin/admin-load-error";
import { Button } from "#app/components/ui/button";
import { isDomainError } from "#app/domain/errors";
import { cancelInvoice, findInvoiceToCancel } from "#app/domain/invoices/verifactu/staff.server";
import { requireAdminForAction } from "#app/http/admin-guard.server";
import { failureStatus } from "#app/http/http-errors.server";
import { requireRole } from "#app/http/session.server";
import { formatCents, formatDateEs } from "#app/lib/format";
import { headersWithRetryAfter } from "#app/lib/retry-after";
import { pageMeta } from "#app/lib/seo";
import { redirectWithToast } from "#app/lib/toast.server";
import { pathTo, ROUTES } from "#app/urls";
import type { Route } from "./+types/invoice-cancel";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireRole(request, context, "admin");
  const invoice = await findInvoiceToCancel(context.db, params.id);
  if (!invoice) throw data(null, { status: 404 });
  return { invoice };
}

/**
 * Appends the invoice's registro de anulación (admin only, checked here on the server). The rule
 * runs again under the invoice's lock: a second submit, one for an invoice cancelled, refunded or
 * rectified meanwhile, changes nothing and says why (409).
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const admin = await requireAdminForAction(request, context);
  try {
    const { number, year } = await cancelInvoice({ db: context.db, actor: admin, invoiceId: params.id });
    return redirectWithToast(pathTo(ROUTES.adminInvoices, { anio: year }), {
      title: `Factura ${number} anulada`,
      description: "Sigue en la serie con su número; los registros comunican a la AEAT que no tiene efecto.",
      variant: "success",
    });
  } catch (error) {
    if (isDomainError(error)) return data({ message: error.userMessage }, { status: failureStatus(error) });
    throw error;
  }
}

export const headers: Route.HeadersFunction = headersWithRetryAfter;

export const meta: Route.MetaFunction = ({ matches, params }) =>
  pageMeta(matches, {
    title: "Anular factura",
    path: pathTo(ROUTES.adminInvoiceCancel, { id: params.id }),
    noIndex: true,
  });

/** The staff's confirmation before cancelling an invoice: what it means, then one button — or why not. */
export default function AdminInvoiceCancel({ loaderData, actionData }: Route.ComponentProps) {
  const { invoice } = loaderData;
  const back = pathTo(ROUTES.adminInvoices, { anio: invoice.year });
  return (
    <>
      <AdminHeader
        title={`Anular la factura ${invoice.number}`}
        lead="Solo para una factura emitida por error."
      />
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-5 px-4 py-8 sm:px-6 lg:px-8">
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
          <dt className="text-muted-foreground">Fecha</dt>
          <dd>{formatDateEs(invoice.issuedAt)}</dd>
          <dt className="text-muted-foreground">Cliente</dt>
          <dd>{invoice.customerName}</dd>
          <dt className="text-muted-foreground">Total</dt>
          <dd className="tabular-nums">{formatCents(invoice.total)}</dd>
        </dl>
        {actionData && actionData.message !== invoice.refusal ? (
          <p role="alert" className="rounded-lg bg-destructive/10 p-3 font-medium text-destructive text-sm">
            {actionData.message}
          </p>
        ) : null}
        {invoice.refusal ? (
          <div role="status" className="flex flex-col gap-2 rounded-lg bg-muted p-3 text-sm">
            <p>{invoice.refusal}</p>
            {invoice.state === "registered" ? (
              <Link to={invoice.rectifyHref} className="text-primary underline-offset-4 hover:underline">
                Ir a las rectificaciones de la factura
              </Link>
            ) : null}
          </div>
        ) : (
          <Form method="post" className="flex flex-col gap-4">
            <div className="space-y-2 text-sm">
              <p>
                Anular la factura genera su <strong>registro de anulación</strong>, encadenado a los demás
                registros de facturación, que comunica a la AEAT que la factura no tiene efecto.
              </p>
              <p>
                La factura <strong>sigue en la serie con su número</strong>: no se borra ni se reutiliza el
                número, y su PDF sigue disponible. No se devuelve ningún importe: para corregir o devolver un
                importe cobrado se emite una factura rectificativa.
              </p>
              <p>La anulación no se puede deshacer.</p>
            </div>
            <div className="flex flex-wrap gap-3">
              <Button type="submit" variant="destructive">
                Anular la factura {invoice.number}
              </Button>
              <Button asChild variant="outline">
                <Link to={back}>Volver a las facturas</Link>
              </Button>
            </div>
          </Form>
        )}
        {invoice.refusal ? (
          <Link to={back} className="text-primary text-sm underline-offset-4 hover:underline">
            Volver a las facturas
          </Link>
        ) : null}
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRouteError status={isRouteErrorResponse(error) ? error.status : 500} />;
}
