import { FileText } from "lucide-react";
import { Link } from "react-router";
import { DealReportSummary } from "#app/components/agency/deal-report-summary";
import { PageHero } from "#app/components/layout/page-placeholder";
import { Badge } from "#app/components/ui/badge";
import { contractPdfPath } from "#app/domain/agency/agency-path";
import { commissionLabel } from "#app/domain/agency/agreement";
import { listAgencyCollaborations } from "#app/domain/agency/collaborations.server";
import { dealReportsByListing } from "#app/domain/agency/deal-report-queries.server";
import { FINAL_FEE_LABELS } from "#app/domain/agency/final-fee-state";
import { requireRole } from "#app/http/session.server";
import { formatPrice } from "#app/lib/format";
import { HYDRATE } from "#app/lib/hydration";
import { pageMeta } from "#app/lib/seo";
import { pathTo, ROUTES } from "#app/urls";
import type { Route } from "./+types/agency-final-fee";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, "admin");
  const [collaborations, reports] = await Promise.all([
    listAgencyCollaborations(context.db),
    dealReportsByListing(context.db),
  ]);
  // The agency's reported signings, as stored: price, buyer, the platform's share and the document.
  return {
    collaborations: collaborations.map((row) => ({ ...row, dealReports: reports.get(row.id) ?? [] })),
  };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Comisiones finales de agencias", path: ROUTES.agencyFinalFee, noIndex: true });

const euros = (value: number | null | undefined) =>
  value === null || value === undefined ? "—" : formatPrice(value);

/** An application page: React runs in the browser (app/lib/hydration.ts). */
export const handle = HYDRATE;

export default function AgencyFinalFee({ loaderData }: Route.ComponentProps) {
  const { collaborations } = loaderData;
  return (
    <>
      <PageHero
        title="Comisiones finales de agencias"
        lead="Las colaboraciones de agencias: precio, comisión pactada, reparto 60/40 y estado de la comisión final."
      />
      <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
        {collaborations.length === 0 ? (
          <p className="text-muted-foreground">Todavía no hay colaboraciones de agencias.</p>
        ) : (
          <div className="overflow-x-auto rounded-xl border border-border bg-card shadow-card">
            <table className="w-full min-w-[56rem] text-left text-sm">
              <caption className="sr-only">Colaboraciones de agencias</caption>
              <thead className="bg-muted/60 text-muted-foreground">
                <tr>
                  <th scope="col" className="px-4 py-3 font-medium">
                    Propiedad
                  </th>
                  <th scope="col" className="px-4 py-3 font-medium">
                    Agencia
                  </th>
                  <th scope="col" className="whitespace-nowrap px-4 py-3 text-right font-medium">
                    Precio
                  </th>
                  <th scope="col" className="whitespace-nowrap px-4 py-3 text-right font-medium">
                    Comisión
                  </th>
                  <th scope="col" className="whitespace-nowrap px-4 py-3 text-right font-medium">
                    Agencia (60 %)
                  </th>
                  <th scope="col" className="whitespace-nowrap px-4 py-3 text-right font-medium">
                    Plataforma (40 %)
                  </th>
                  <th scope="col" className="px-4 py-3 font-medium">
                    Comisión final
                  </th>
                  <th scope="col" className="px-4 py-3 font-medium">
                    Contrato
                  </th>
                </tr>
              </thead>
              <tbody>
                {collaborations.map((row) => (
                  <tr key={row.id} className="border-border border-t align-top">
                    <td className="px-4 py-3">
                      <Link
                        to={pathTo(ROUTES.property, { id: row.id })}
                        className="font-medium text-foreground underline-offset-4 hover:underline"
                      >
                        {row.title ?? "Sin título"}
                      </Link>
                      {row.status === "sold" ? (
                        <Badge className="ml-2" variant="secondary">
                          Vendida
                        </Badge>
                      ) : null}
                    </td>
                    <td className="px-4 py-3">
                      <span className="block text-foreground">{row.companyName ?? "—"}</span>
                      <span className="block break-all text-muted-foreground text-xs">{row.ownerEmail}</span>
                    </td>
                    <td className="px-4 py-3 text-right tabular-nums">{euros(row.price)}</td>
                    <td className="px-4 py-3 text-right tabular-nums">
                      {commissionLabel(row)}
                      <span className="block text-muted-foreground text-xs">
                        {euros(row.split?.totalCommission)}
                      </span>
                    </td>
                    <td className="px-4 py-3 text-right tabular-nums">{euros(row.split?.agency)}</td>
                    <td className="px-4 py-3 text-right tabular-nums">{euros(row.split?.platform)}</td>
                    <td className="px-4 py-3">
                      <Badge
                        variant={
                          row.finalFee === "paid" || row.finalFee === "paid_tester" ? "success" : "outline"
                        }
                      >
                        {FINAL_FEE_LABELS[row.finalFee]}
                      </Badge>
                      {row.dealReports.length > 0 ? (
                        <ul className="mt-2 flex flex-col gap-2 text-xs" aria-label="Firmas comunicadas">
                          {row.dealReports.map((report) => (
                            <li key={report.id}>
                              <DealReportSummary report={report} />
                            </li>
                          ))}
                        </ul>
                      ) : null}
                    </td>
                    <td className="px-4 py-3">
                      {row.contractId ? (
                        <a
                          href={contractPdfPath(row.contractId)}
                          className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
                          aria-label={`Contrato PDF de ${row.title ?? "la propiedad"}`}
                        >
                          <FileText aria-hidden="true" className="size-4" /> PDF
                        </a>
                      ) : (
                        <span className="text-muted-foreground">Sin contrato</span>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </>
  );
}
