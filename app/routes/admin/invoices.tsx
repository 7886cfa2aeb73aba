import { Download, FileText } from "lucide-react";
import { data, Form, Link } from "react-router";
import { AdminHeader } from "#app/components/admin/admin-header";
import { Button } from "#app/components/ui/button";
import { DataCell, DataRow, DataTable, EmptyState } from "#app/components/ui/data-table";
import { Pagination } from "#app/components/ui/pagination";
import { listInvoiceSeries } from "#app/domain/invoices/invoices.server";
import { describeChainVerification } from "#app/domain/invoices/verifactu/chain-verification";
import { invoiceEventContextFrom } from "#app/domain/invoices/verifactu/events.server";
import { type AeatState, invoiceAeatStates } from "#app/domain/invoices/verifactu/submissions.server";
import { verifyInvoiceChains } from "#app/domain/invoices/verifactu/verify.server";
import { requireAdminForAction } from "#app/http/admin-guard.server";
import { requireRole } from "#app/http/session.server";
import { formatCents, formatDateEs } from "#app/lib/format";
import { headersWithRetryAfter } from "#app/lib/retry-after";
import { pageMeta } from "#app/lib/seo";
import { pathTo, ROUTES } from "#app/urls";
import type { Route } from "./+types/invoices";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, "admin");
  const url = new URL(request.url);
  const series = await listInvoiceSeries(context.db, {
    yearParam: url.searchParams.get("anio"),
    pageParam: url.searchParams.get("page"),
  });
  // Veri*factu: what the AEAT answered for each invoice (ADR 0039).
  const aeat = await invoiceAeatStates(
    context.db,
    series.invoices.map((invoice) => invoice.id),
  );
  return {
    ...series,
    sending: context.env.VERIFACTU_SENDING === "on",
    invoices: series.invoices.map((invoice) => ({
      ...invoice,
      aeat: aeat.get(invoice.id) ?? ({ state: "unsent" } as AeatState),
    })),
  };
}

/** 'Verificar la cadena': walks every chain of records and events; a break found is registered as an event. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireAdminForAction(request, context);
  const formData = await request.formData();
  if (formData.get("intent") !== "verify-chain")
    return data(
      { ok: false, message: "La petición no es válida. Recarga la página y vuelve a intentarlo." },
      { status: 400 },
    );
  const result = await verifyInvoiceChains(context.db, { context: invoiceEventContextFrom(context.env) });
  return { ok: result.ok, message: describeChainVerification(result) };
}

export const headers: Route.HeadersFunction = headersWithRetryAfter;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Facturas", path: ROUTES.adminInvoices, noIndex: true });

const COLUMNS = ["Número", "Fecha", "Cliente", "Total", "Registro", "AEAT", "PDF", "Rectificación"];

/** 'Sin enviar', 'Aceptada', 'Aceptada con errores', 'Rechazada: <motivo>'. */
function AeatStateCell({ aeat }: { aeat: AeatState }) {
  if (aeat.state === "accepted") return <span className="block text-success">Aceptada</span>;
  if (aeat.state === "unsent")
    return (
      <>
        <span className="block text-foreground">Sin enviar</span>
        {aeat.wouldRefuse ? (
          <span className="block text-destructive text-xs">
            La AEAT la rechazaría (código {aeat.wouldRefuse.join(", ")})
          </span>
        ) : null}
      </>
    );
  return (
    <>
      <span
        className={
          aeat.state === "rejected" ? "block font-semibold text-destructive" : "block text-foreground"
        }
      >
        {aeat.state === "rejected" ? "Rechazada" : "Aceptada con errores"}
        {aeat.reason ? ":" : ""}
      </span>
      {aeat.reason ? <span className="block text-muted-foreground text-xs">{aeat.reason}</span> : null}
    </>
  );
}

const RECORD_STATE_LABELS = {
  registered: "Registrada",
  cancelled: "Anulada",
  unregistered: "Sin registro",
} as const;

/** The staff's view of the invoice series: every invoice of a year, by number. */
export default function AdminInvoices({ loaderData, actionData }: Route.ComponentProps) {
  const { year, years, page, lastPage, total, invoices, sending } = loaderData;
  return (
    <>
      <AdminHeader
        title="Facturas"
        lead="La serie de facturas de cada año, correlativa y sin huecos. Una factura emitida no se modifica."
      />
      <div className="mx-auto flex w-full max-w-7xl flex-col gap-4 px-4 py-8 sm:px-6 lg:px-8">
        <Form method="get" className="flex flex-wrap items-end gap-3">
          <label className="flex flex-col gap-1 font-medium text-sm" htmlFor="invoice-year">
            Año
            <select
              id="invoice-year"
              name="anio"
              defaultValue={String(year)}
              className="h-10 rounded-md border border-input bg-background px-3 text-sm"
            >
              {years.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
          </label>
          <Button type="submit" variant="outline">
            Ver
          </Button>
          <p className="text-muted-foreground text-sm">
            {total === 1 ? "1 factura" : `${total} facturas`} en {year}
          </p>
        </Form>
        <Form method="post" className="flex flex-wrap items-center gap-3">
          <input type="hidden" name="intent" value="verify-chain" />
          <Button type="submit" variant="outline">
            Verificar la cadena
          </Button>
          <p className="text-muted-foreground text-sm">
            Recalcula la huella de cada registro de facturación y de evento y comprueba su encadenamiento.
          </p>
        </Form>
        {/* A document request, not a fetch: the answer is a file to save. */}
        <form method="post" action={ROUTES.adminInvoiceRecords} className="flex flex-wrap items-center gap-3">
          <Button type="submit" variant="outline">
            <Download aria-hidden="true" className="size-4" /> Descargar registros (XML)
          </Button>
          <p className="text-muted-foreground text-sm">
            Todos los registros de facturación en el formato de la AEAT, para una inspección. Queda anotado.
          </p>
        </form>
        {actionData ? (
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
        {sending ? null : (
          <p className="text-muted-foreground text-sm">
            El envío de los registros a la AEAT está desactivado (VERIFACTU_SENDING): las facturas quedan sin
            enviar.
          </p>
        )}
        {invoices.length === 0 ? (
          <EmptyState>No hay facturas en {year}.</EmptyState>
        ) : (
          <DataTable caption={`Facturas de ${year}`} columns={COLUMNS}>
            {invoices.map((invoice) => (
              <DataRow key={invoice.id}>
                <DataCell label="Número" className="font-semibold text-foreground tabular-nums">
                  {invoice.number}
                </DataCell>
                <DataCell label="Fecha" className="md:whitespace-nowrap">
                  {formatDateEs(invoice.issuedAt)}
                </DataCell>
                <DataCell label="Cliente">
                  <span className="block text-foreground">{invoice.customerName}</span>
                  {invoice.customerTaxId ? (
                    <span className="block text-muted-foreground text-xs">{invoice.customerTaxId}</span>
                  ) : null}
                </DataCell>
                <DataCell label="Total" className="tabular-nums md:whitespace-nowrap md:text-right">
                  {formatCents(invoice.total)}
                </DataCell>
                <DataCell label="Registro" className="md:whitespace-nowrap">
                  <span
                    className={
                      invoice.recordState === "cancelled"
                        ? "block font-semibold text-destructive"
                        : "block text-foreground"
                    }
                  >
                    {RECORD_STATE_LABELS[invoice.recordState]}
                  </span>
                  {invoice.cancelHref ? (
                    <Link
                      to={invoice.cancelHref}
                      className="text-primary text-xs underline-offset-4 hover:underline"
                      aria-label={`Anular factura ${invoice.number}`}
                    >
                      Anular
                    </Link>
                  ) : invoice.cancelRefusal ? (
                    <span className="block text-muted-foreground text-xs">{invoice.cancelRefusal}</span>
                  ) : null}
                </DataCell>
                <DataCell label="AEAT" className="md:max-w-56">
                  <AeatStateCell aeat={invoice.aeat} />
                </DataCell>
                <DataCell label="PDF">
                  <a
                    href={invoice.href}
                    className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
                    aria-label={`Descargar factura ${invoice.number}`}
                  >
                    <FileText aria-hidden="true" className="size-4" /> PDF
                  </a>
                </DataCell>
                <DataCell label="Rectificación">
                  {invoice.rectifies ? (
                    <span className="block">
                      {invoice.rectifies.type} · rectifica{" "}
                      <Link
                        to={invoice.rectifies.href}
                        className="text-primary underline-offset-4 hover:underline"
                      >
                        {invoice.rectifies.number}
                      </Link>
                    </span>
                  ) : invoice.rectifyHref ? (
                    <Link
                      to={invoice.rectifyHref}
                      className="text-primary underline-offset-4 hover:underline"
                      aria-label={`Rectificar factura ${invoice.number}`}
                    >
                      Rectificar
                    </Link>
                  ) : null}
                </DataCell>
              </DataRow>
            ))}
          </DataTable>
        )}
        <Pagination
          page={page}
          lastPage={lastPage}
          pageHref={(target) => pathTo(ROUTES.adminInvoices, { anio: year, page: target })}
          size="sm"
        />
      </div>
    </>
  );
}
