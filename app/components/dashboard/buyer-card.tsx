import { Ban, Mail, MailOpen, Megaphone, Phone, Trash2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { ViewingAnswers } from "#app/components/leads/viewing-answers";
import { Badge } from "#app/components/ui/badge";
import { Button } from "#app/components/ui/button";
import { salePath } from "#app/domain/kernel/process-urls";
import { DEAL_TEXTS } from "#app/domain/leads/deals/offer-deal";
import type { BuyerCard as BuyerCardData, BuyerCardLead } from "#app/domain/leads/log/buyer-cards.server";
import { groupHolds } from "#app/domain/leads/log/buyer-groups";
import type { LeadKind } from "#app/domain/leads/log/kinds";
import type { LeadEntry } from "#app/domain/leads/log/lead-log.server";
import { MARK_LEAD_SPAM_INTENT } from "#app/domain/leads/review/review";
import { formatDateEs, formatPrice } from "#app/lib/format";
import { cn } from "#app/lib/utils";
import type { DashboardActionData } from "./action-data";
import { LeadAction } from "./lead-action";
import { OfferAnswers, OfferTermsList } from "./lead-offer";
import { MachineTranslation } from "./machine-translation";

/** Which item a button acts on, for a screen reader ('Descartar' + ' el mensaje'). */
const ITEM_NAME: Record<LeadKind, string> = {
  enquiry: "el mensaje",
  viewing: "la visita",
  offer: "la oferta",
};

/** Where the card stands and what it may do. */
export type BuyerCardMode = {
  /** The item a link or the last answer points at (`?contacto=`, a refused counteroffer): the card opens on it. */
  highlightId: string | null;
  /** The owner answers; staff only read. */
  canAnswer: boolean;
  actionData: DashboardActionData | undefined;
};

/**
 * One buyer of one listing: the latest contact and its state head the card; opened,
 * the history in order — message, viewing and its state, offer and counteroffer — each item with
 * its own answers. 'Abrir' is a plain form: it reads the whole card.
 */
export function BuyerCard({ card, mode }: { card: BuyerCardData; mode: BuyerCardMode }) {
  const isOpen = groupHolds(card, mode.highlightId);
  const isUnread = card.unreadCount > 0;
  const titleId = `comprador-${card.id}`;
  const first = card.items[0] ?? card.latest;
  return (
    <article
      aria-labelledby={titleId}
      data-testid="lead"
      data-unread={isUnread || undefined}
      className={cn(
        "flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-card sm:p-5",
        isUnread ? "border-accent/60 border-l-4" : "border-border",
      )}
    >
      <div className="flex flex-wrap items-center gap-2 text-sm">
        {/* The latest state leads; opened, each item of the history carries its own. */}
        {isOpen ? null : (
          <>
            <Badge variant="soft">{card.latest.kindLabel}</Badge>
            <Badge variant="outline">{card.latest.stateLabel}</Badge>
          </>
        )}
        {isUnread ? <Badge variant="accent">Nuevo</Badge> : null}
        <span className="flex w-full flex-wrap items-center gap-x-2 text-muted-foreground sm:ml-auto sm:w-auto">
          <span data-testid="lead-channel">
            <span className="sr-only">Llegó por: </span>
            <Megaphone aria-hidden="true" className="mr-1 inline size-3.5 align-[-2px]" />
            {first.channelLabel}
          </span>
          {first.writesIn ? (
            <span data-testid="lead-language">
              <span aria-hidden="true">· </span>
              {first.writesIn}
            </span>
          ) : null}
          <span>
            <span aria-hidden="true">· </span>
            {formatDateEs(card.latest.createdAt)}
          </span>
        </span>
      </div>
      <h3 id={titleId} className={cn("text-foreground text-lg", isUnread ? "font-bold" : "font-semibold")}>
        {card.buyerName}
        {isUnread ? <span className="sr-only"> (sin leer)</span> : null}
      </h3>
      {card.items.length > 1 ? (
        <p className="text-muted-foreground text-sm" data-testid="buyer-history-count">
          {card.items.length} contactos: {kindsInOrder(card.items)}
        </p>
      ) : null}
      {isOpen ? (
        <>
          <div className="flex flex-wrap items-start justify-between gap-2">
            <ContactButtons emails={card.emails} phones={card.phones} />
            {/* Opened from a link (an e-mail): reading it is the owner's own step, as 'Abrir' is. */}
            {isUnread && mode.canAnswer ? (
              <LeadAction leadId={card.focusId} intent="open-lead" icon={MailOpen} variant="outline">
                Marcar como leído
              </LeadAction>
            ) : null}
          </div>
          <ol className="flex flex-col gap-3" aria-label={`Historial de ${card.buyerName}`}>
            {card.items.map((lead) => (
              <HistoryItem
                key={lead.id}
                lead={lead}
                isLatest={lead.id === card.latest.id && card.items.length > 1}
                isHighlighted={lead.id === mode.highlightId}
                mode={mode}
              />
            ))}
          </ol>
        </>
      ) : (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <p className="line-clamp-2 min-w-0 text-muted-foreground">{cardSummary(card)}</p>
          <LeadAction
            leadId={card.focusId}
            intent="open-lead"
            icon={MailOpen}
            variant="outline"
            className="shrink-0"
          >
            Abrir
          </LeadAction>
        </div>
      )}
    </article>
  );
}

function ContactButtons({ emails, phones }: { emails: string[]; phones: string[] }) {
  return (
    <div className="flex flex-wrap gap-2">
      {emails.map((email) => (
        <Button
          key={email}
          asChild
          variant="outline"
          size="sm"
          className="h-auto min-h-9 max-w-full whitespace-normal py-1.5 text-left [overflow-wrap:anywhere]"
        >
          <a href={`mailto:${email}`}>
            <Mail aria-hidden="true" />
            {email}
          </a>
        </Button>
      ))}
      {phones.map((phone) => (
        <Button key={phone} asChild variant="outline" size="sm">
          <a href={`tel:${phone.replace(/[^\d+]/g, "")}`}>
            <Phone aria-hidden="true" />
            {phone}
          </a>
        </Button>
      ))}
    </div>
  );
}

/** One contact in the buyer's history: its kind, state and date, what they sent, and its answers. */
function HistoryItem({
  lead,
  isLatest,
  isHighlighted,
  mode,
}: {
  lead: BuyerCardLead;
  isLatest: boolean;
  isHighlighted: boolean;
  mode: BuyerCardMode;
}) {
  const ref = useRef<HTMLLIElement>(null);
  // A link to this item (an e-mail, the answer just sent) brings it into view once the page runs.
  useEffect(() => {
    if (isHighlighted) ref.current?.scrollIntoView?.({ block: "nearest" });
  }, [isHighlighted]);
  return (
    <li
      ref={ref}
      id={`contacto-${lead.id}`}
      data-testid="lead-item"
      data-kind={lead.kind}
      data-highlighted={isHighlighted || undefined}
      aria-current={isHighlighted ? "true" : undefined}
      className={cn(
        "flex scroll-mt-24 flex-col gap-3 rounded-lg border p-3 sm:p-4",
        isHighlighted ? "border-primary ring-2 ring-primary/30" : "border-border",
        isLatest ? "bg-primary-soft/30" : "bg-background",
      )}
    >
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Badge variant="soft">{lead.kindLabel}</Badge>
        <Badge variant="outline">{lead.stateLabel}</Badge>
        {lead.isUnread ? <Badge variant="accent">Nuevo</Badge> : null}
        {isLatest ? <span className="font-medium text-primary">Lo más reciente</span> : null}
        <span className="text-muted-foreground sm:ml-auto">{formatDateEs(lead.createdAt)}</span>
      </div>
      {lead.offer ? (
        // An offer's conditions are its message: the adapter's Spanish of them is the lead's.
        <OfferTermsList
          offer={lead.offer}
          conditionsTranslation={{ text: lead.messageTranslation ?? null, lang: lead.messageLang }}
        />
      ) : lead.message ? (
        <BuyerMessage lead={lead} />
      ) : null}
      {lead.viewing ? (
        <ViewingAnswers
          leadId={lead.id}
          state={lead.state}
          viewing={lead.viewing}
          commentLang={lead.messageLang}
          canAnswer={mode.canAnswer}
        />
      ) : null}
      {mode.canAnswer ? <OfferAnswers lead={lead} actionData={mode.actionData} /> : null}
      {mode.canAnswer && lead.offer?.deal && lead.state === "accepted" ? (
        // The sale's process records that the deal fell through, before or after the arras (the
        // step it stands on, 3 to 5), asking for the reason and stating the señal's fate first.
        <p className="rounded-lg border border-border p-3 text-sm">
          ¿La venta con este comprador no sigue adelante?{" "}
          <a
            href={salePath(lead.propertyId)}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            Regístralo en tu proceso de venta
          </a>
          : te diremos qué pasa con la señal antes de confirmar.
        </p>
      ) : null}
      {mode.canAnswer ? (
        <div className="flex flex-wrap gap-2 border-border border-t pt-3 sm:justify-end">
          <LeadAction leadId={lead.id} intent={MARK_LEAD_SPAM_INTENT} icon={Ban} variant="ghost">
            Marcar como spam<span className="sr-only"> {ITEM_NAME[lead.kind]}</span>
          </LeadAction>
          <LeadAction leadId={lead.id} intent="discard-lead" icon={Trash2} variant="ghost">
            Descartar<span className="sr-only"> {ITEM_NAME[lead.kind]}</span>
          </LeadAction>
        </div>
      ) : null}
    </li>
  );
}

const KIND_LIST = new Intl.ListFormat("es", { type: "conjunction" });

/** "Mensaje, Visita y Oferta": the history's kinds, oldest first. */
function kindsInOrder(items: LeadEntry[]): string {
  return KIND_LIST.format(items.map((item) => item.kindLabel));
}

/** A closed card's line: the agreed price once there is a deal, else the latest contact. */
function cardSummary(card: BuyerCardData): string {
  const deal = card.items.find((item) => item.offer?.deal)?.offer?.deal;
  if (deal) return `${DEAL_TEXTS.agreedPrice}: ${formatPrice(deal.price)}`;
  return leadSummary(card.latest);
}

function leadSummary(lead: LeadEntry): string {
  if (lead.offer) return `Oferta de ${formatPrice(lead.offer.amount)}`;
  if (lead.viewing && !lead.message) return viewingSummary(lead.viewing);
  return lead.message;
}

/** A closed viewing's line: the agreed time, or how many times the buyer proposed. */
function viewingSummary(viewing: NonNullable<LeadEntry["viewing"]>): string {
  if (viewing.scheduled) return `Visita: ${viewing.scheduled.label}`;
  const count = viewing.proposedSlots.length;
  return `Propone ${count} ${count === 1 ? "fecha" : "fechas"}: ${viewing.proposedSlots[0]?.label ?? ""}`;
}

/**
 * The buyer's words as written and, under them, the adapter's Spanish when there is one: both
 * untrusted text, rendered as text.
 */
function BuyerMessage({ lead }: { lead: BuyerCardLead }) {
  return (
    <div className="flex flex-col gap-2">
      {/* A long compound (German) breaks inside the card on a phone instead of running past it. */}
      <p lang={lead.messageLang} className="whitespace-pre-line text-foreground [overflow-wrap:anywhere]">
        {lead.message}
      </p>
      {lead.messageTranslation ? <MachineTranslation text={lead.messageTranslation} /> : null}
    </div>
  );
}
