import { Ban, Check, Mail, Phone } from "lucide-react";
import { Badge } from "#app/components/ui/badge";
import type { HeldLeadEntry } from "#app/domain/leads/lead-review.server";
import { LEAD_REVIEW_TEXTS, MARK_LEAD_SPAM_INTENT, RELEASE_LEAD_INTENT } from "#app/domain/leads/review";
import { formatDateEs, formatPrice } from "#app/lib/format";
import { LeadAction } from "./lead-action";

/**
 * 'Pendientes de revisión': the contacts of one listing held past its rate or from a
 * sender the owner marked as spam. Each shows what the owner needs to decide, whole, and the two
 * answers. Nothing when none is waiting.
 */
export function HeldLeads({ leads }: { leads: HeldLeadEntry[] }) {
  if (leads.length === 0) return null;
  return (
    <section
      aria-labelledby="held-leads-title"
      className="flex flex-col gap-3 rounded-xl border border-accent/40 bg-accent-soft/40 p-4 sm:p-5"
    >
      <h3 id="held-leads-title" className="flex items-center gap-2 font-semibold text-foreground text-lg">
        {LEAD_REVIEW_TEXTS.heading}
        <Badge variant="accent">{leads.length}</Badge>
      </h3>
      <p className="text-muted-foreground text-sm">{LEAD_REVIEW_TEXTS.intro}</p>
      <ul className="flex flex-col gap-3" aria-label="Contactos pendientes de revisión">
        {leads.map((lead) => (
          <li key={lead.id}>
            <HeldLeadCard lead={lead} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function HeldLeadCard({ lead }: { lead: HeldLeadEntry }) {
  const titleId = `held-lead-${lead.id}`;
  return (
    <article
      aria-labelledby={titleId}
      data-testid="held-lead"
      className="flex flex-col gap-2 rounded-lg border border-border bg-card p-4"
    >
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Badge variant="soft">{lead.kindLabel}</Badge>
        <Badge variant="outline">{lead.reasonLabel}</Badge>
        <span className="text-muted-foreground sm:ml-auto">{formatDateEs(lead.createdAt)}</span>
      </div>
      <h4 id={titleId} className="font-semibold text-foreground">
        {lead.buyerName}
      </h4>
      {lead.offerAmount !== null ? (
        <p className="text-foreground">Oferta de {formatPrice(lead.offerAmount)}</p>
      ) : null}
      {lead.message ? (
        <p className="line-clamp-4 whitespace-pre-line text-foreground [overflow-wrap:anywhere]">
          {lead.message}
        </p>
      ) : null}
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-muted-foreground text-sm [overflow-wrap:anywhere]">
        <span>
          <Mail aria-hidden="true" className="mr-1 inline size-3.5 align-[-2px]" />
          {lead.buyerEmail}
        </span>
        {lead.buyerPhone ? (
          <span>
            <Phone aria-hidden="true" className="mr-1 inline size-3.5 align-[-2px]" />
            {lead.buyerPhone}
          </span>
        ) : null}
      </p>
      <div className="flex flex-wrap gap-2">
        <LeadAction leadId={lead.id} intent={RELEASE_LEAD_INTENT} icon={Check} variant="default">
          {LEAD_REVIEW_TEXTS.release}
        </LeadAction>
        <LeadAction leadId={lead.id} intent={MARK_LEAD_SPAM_INTENT} icon={Ban} variant="ghost">
          {LEAD_REVIEW_TEXTS.markSpam}
        </LeadAction>
      </div>
    </article>
  );
}
