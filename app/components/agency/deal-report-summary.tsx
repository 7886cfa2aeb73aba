import { DEAL_STAGE_LABELS } from "#app/domain/agency/deal-report.schema";
import type { DealReport } from "#app/domain/agency/deal-report-queries.server";
import { formatCents, formatDateEs, formatPrice } from "#app/lib/format";
import { pathTo, ROUTES } from "#app/urls";

/** The platform's share as the agency and staff read it: euros with cents, sin IVA. */
export const shareLabel = (share: number | null) =>
  share === null ? "sin comisión pactada" : `${formatCents(Math.round(share * 100))} (sin IVA)`;

/** One confirmed report: what was signed, when, at what price, by whom, the share and the document. */
export function DealReportSummary({ report }: { report: DealReport }) {
  return (
    <div className="flex flex-col gap-0.5">
      <p>
        <strong>{DEAL_STAGE_LABELS[report.stage]}</strong>: {formatDateEs(`${report.signedOn}T12:00:00Z`)}{" "}
        <span className="text-muted-foreground">(comunicada el {formatDateEs(report.reportedAt)})</span>
      </p>
      {report.finalPrice !== null ? (
        <p>
          Precio final {formatPrice(report.finalPrice)} · comprador {report.buyerName} · parte de la
          plataforma {shareLabel(report.platformShare)}
        </p>
      ) : null}
      {report.hasDocument ? (
        <a
          href={pathTo(ROUTES.agencyDealDocument, { id: report.id })}
          className="self-start text-primary underline underline-offset-4"
        >
          Ver el documento firmado
        </a>
      ) : null}
    </div>
  );
}
