import { Badge } from "#app/components/ui/badge";
import type { FeeReviewRow } from "#app/domain/sale/fee-review.server";
import { BRAND_NAME } from "#app/lib/brand";
import { formatDateEs, formatPrice } from "#app/lib/format";
import { FeeDecisionForms } from "./fee-decision-forms";

const STATUS_LABELS = {
  open: "Pendiente",
  charged: "Comisión por pagar",
  waived: "Comisión no cobrada",
} as const;

/**
 * One review of the staff board: what the seller declared beside what the
 * platform recorded, and — while open — the two decisions, each a plain form.
 */
export function FeeReviewCard({ review, fee }: { review: FeeReviewRow; fee: number }) {
  const { evidence } = review;
  const titleId = `fee-review-${review.propertyId}`;
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-xl border border-border bg-card p-5"
    >
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={titleId} className="font-semibold text-foreground text-lg">
          {review.title}
        </h3>
        <Badge variant={review.status === "open" ? "accent" : "secondary"}>
          {review.status === "charged" && review.feePaid ? "Comisión pagada" : STATUS_LABELS[review.status]}
        </Badge>
      </header>
      <p className="text-muted-foreground text-sm">
        {review.ownerName} ({review.ownerEmail}) · declarado el {formatDateEs(review.openedAt)}
        {review.decidedAt ? ` · resuelto el ${formatDateEs(review.decidedAt)}` : ""}
      </p>
      <div className="grid gap-4 md:grid-cols-2">
        <section
          aria-label="Lo que declara el vendedor"
          className="flex flex-col gap-2 rounded-lg bg-muted/50 p-4"
        >
          <h4 className="font-semibold text-foreground">Lo que declara el vendedor</h4>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-muted-foreground">Comprador</dt>
            <dd>{review.buyerName ?? evidence.declared?.name ?? "—"}</dd>
            <dt className="text-muted-foreground">DNI/NIE</dt>
            <dd>{review.buyerDni ?? evidence.declared?.dni ?? "—"}</dd>
          </dl>
          <p className="text-muted-foreground text-sm">Motivo:</p>
          <blockquote className="whitespace-pre-line border-primary/40 border-l-4 pl-3 text-foreground text-sm">
            {review.reason}
          </blockquote>
        </section>
        <section
          aria-label={`Lo que consta en ${BRAND_NAME}`}
          className="flex flex-col gap-2 rounded-lg bg-muted/50 p-4"
        >
          <h4 className="font-semibold text-foreground">Lo que consta en {BRAND_NAME}</h4>
          <ul className="list-disc pl-5 text-sm">
            {evidence.hits.map((hit) => (
              <li key={hit.kind + hit.text}>{hit.text}</li>
            ))}
          </ul>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-muted-foreground">Oferta aceptada</dt>
            <dd>
              {evidence.acceptedOffer
                ? `${evidence.acceptedOffer.buyerName} (${evidence.acceptedOffer.buyerEmail}), ${formatPrice(evidence.acceptedOffer.amount)}`
                : "Ninguna"}
            </dd>
            <dt className="text-muted-foreground">Arras</dt>
            <dd>
              {evidence.arrasBuyers.length > 0
                ? evidence.arrasBuyers.map((buyer) => `${buyer.name} (${buyer.dni || "sin DNI"})`).join("; ")
                : "Sin contrato generado"}
            </dd>
          </dl>
        </section>
      </div>
      {review.status === "open" ? <FeeDecisionForms review={review} fee={fee} /> : null}
    </article>
  );
}
