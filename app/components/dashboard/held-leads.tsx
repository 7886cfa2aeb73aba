import { Ban, Check, Mail, Phone } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { Badge } from "#app/components/ui/badge";
import { Button } from "#app/components/ui/button";
import { Pagination } from "#app/components/ui/pagination";
import { PendingIcon } from "#app/components/ui/spinner";
import type {
  HeldContact,
  HeldLeadGroup,
  HeldLeadGroups,
} from "#app/domain/leads/review/held-lead-groups.server";
import {
  HELD_SENDER_TEXTS,
  heldReviewHref,
  LEAD_REVIEW_TEXTS,
  MARK_SENDER_SPAM_INTENT,
  RELEASE_SELECTED_INTENT,
} from "#app/domain/leads/review/review";
import { formatDateEs, formatPrice } from "#app/lib/format";
import { LeadAction } from "./lead-action";

const APPROVE_FORM_ID = "held-leads-approve";

/**
 * 'Pendientes de revisión': the contacts of one listing held past its rate or from a sender the
 * owner marked as spam, by sender, a page of senders at a time (docs/decisions/0024-held-leads.md).
 * Each sender's newest contacts show whole, with a box to tick for 'Aprobar seleccionados'; the
 * sender, all of it, goes with 'Marcar todo como spam'. Plain forms: it works without JavaScript.
 * Nothing when none is waiting.
 */
export function HeldLeads({ held }: { held: HeldLeadGroups | null }) {
  if (!held || held.total === 0) return null;
  return (
    <section
      aria-labelledby="held-leads-title"
      className="flex flex-col gap-3 rounded-xl border border-accent/40 bg-accent-soft/40 p-4 sm:p-5"
    >
      <h3 id="held-leads-title" className="flex items-center gap-2 font-semibold text-foreground text-lg">
        {LEAD_REVIEW_TEXTS.heading}
        <Badge variant="accent">{held.total}</Badge>
      </h3>
      <p className="text-muted-foreground text-sm">
        {LEAD_REVIEW_TEXTS.intro} {HELD_SENDER_TEXTS.intro}
      </p>
      <ApproveSelected />
      <ul className="flex flex-col gap-3" aria-label="Remitentes pendientes de revisión">
        {held.groups.map((group) => (
          <li key={group.anchorId}>
            <SenderGroup group={group} />
          </li>
        ))}
      </ul>
      <Pagination
        page={held.page}
        lastPage={held.lastPage}
        pageHref={(page) => heldReviewHref(held.propertyId, page)}
        size="sm"
      />
    </section>
  );
}

/** The form the ticked boxes belong to (their `form` attribute): one request for all of them. */
function ApproveSelected() {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === RELEASE_SELECTED_INTENT;
  return (
    <Form method="post" id={APPROVE_FORM_ID} preventScrollReset>
      <input type="hidden" name="intent" value={RELEASE_SELECTED_INTENT} />
      <Button type="submit" size="sm" disabled={busy}>
        <PendingIcon pending={busy} icon={Check} />
        {HELD_SENDER_TEXTS.releaseSelected}
      </Button>
    </Form>
  );
}

function SenderGroup({ group }: { group: HeldLeadGroup }) {
  const newest = group.contacts[0];
  if (!newest) return null;
  const titleId = `held-sender-${group.anchorId}`;
  const more = group.count - group.contacts.length;
  return (
    <article
      aria-labelledby={titleId}
      data-testid="held-sender"
      className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h4 id={titleId} className="font-semibold text-foreground [overflow-wrap:anywhere]">
          {newest.buyerName}
        </h4>
        <Badge variant="outline">{HELD_SENDER_TEXTS.contacts(group.count)}</Badge>
        <LeadAction
          leadId={group.anchorId}
          intent={MARK_SENDER_SPAM_INTENT}
          icon={Ban}
          variant="ghost"
          className="sm:ml-auto"
        >
          {HELD_SENDER_TEXTS.markSenderSpam}
        </LeadAction>
      </div>
      <ul className="flex flex-col gap-2">
        {group.contacts.map((contact) => (
          <li key={contact.id}>
            <HeldContactCard contact={contact} />
          </li>
        ))}
      </ul>
      {more > 0 ? <p className="text-muted-foreground text-sm">{HELD_SENDER_TEXTS.more(more)}</p> : null}
    </article>
  );
}

function HeldContactCard({ contact }: { contact: HeldContact }) {
  const boxId = `held-select-${contact.id}`;
  return (
    <div data-testid="held-lead" className="flex gap-3 rounded-md border border-border/60 p-3">
      <input
        id={boxId}
        type="checkbox"
        name="leadId"
        value={contact.id}
        form={APPROVE_FORM_ID}
        aria-label={HELD_SENDER_TEXTS.select(contact.buyerName)}
        className="mt-1 size-4 shrink-0 accent-primary"
      />
      <div className="flex min-w-0 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <Badge variant="soft">{contact.kindLabel}</Badge>
          <Badge variant="outline">{contact.reasonLabel}</Badge>
          <span className="text-muted-foreground">{formatDateEs(contact.createdAt)}</span>
        </div>
        <p className="font-medium text-foreground [overflow-wrap:anywhere]">{contact.buyerName}</p>
        {contact.offerAmount !== null ? (
          <p className="text-foreground">Oferta de {formatPrice(contact.offerAmount)}</p>
        ) : null}
        {contact.message ? (
          <p className="line-clamp-4 whitespace-pre-line text-foreground [overflow-wrap:anywhere]">
            {contact.message}
          </p>
        ) : null}
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-muted-foreground text-sm [overflow-wrap:anywhere]">
          <span>
            <Mail aria-hidden="true" className="mr-1 inline size-3.5 align-[-2px]" />
            {contact.buyerEmail}
          </span>
          {contact.buyerPhone ? (
            <span>
              <Phone aria-hidden="true" className="mr-1 inline size-3.5 align-[-2px]" />
              {contact.buyerPhone}
            </span>
          ) : null}
        </p>
      </div>
    </div>
  );
}
