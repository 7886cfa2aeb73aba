import { and, eq, isNull } from "drizzle-orm";
import { type Db, type Transaction as Tx, transactionExecutor } from "#app/db/client.server";
import { arrasContracts, type DealParty, deals, leads, properties, users } from "#app/db/schema/index";
import { recordAudit } from "#app/domain/kernel/audit.server";
import { dashboardHref } from "#app/domain/kernel/dashboard-urls";
import { saleStepPath } from "#app/domain/kernel/process-urls";
import { lockListing } from "#app/domain/leads/deals/offer-deal.server";
import type { OfferState } from "#app/domain/leads/offers/offer-states";
import { findOwnRequest } from "#app/domain/leads/requests/buyer-requests.server";
import { dealFellThroughEmail } from "#app/emails/fall-through.server";
import type { EmailBrand } from "#app/emails/layout.server";
import type { Mailer } from "#app/lib/mailer.server";
import { isUuid } from "#app/lib/uuid";
import { dealBuyerLocale } from "./deal-buyer-locale.server";
import { signedArrasFacts } from "./fall-through-facts.server";
import { queueAvailableAgainMails } from "./fall-through-interested.server";
import {
  FALL_THROUGH_PARTY_LABELS,
  FALL_THROUGH_REASON_LABELS,
  type FallThroughReason,
  fallThroughReasonsFor,
  type SenalFacts,
  type SenalFate,
  type SignedArrasFacts,
  senalFactsOf,
  statedSenalFate,
} from "./fallen-through";
import { keepSignedArrasWithDeal } from "./kept-arras.server";

/** What recording it needs from the server: the database and the mail queue with its brand. */
export type FallThroughDeps = {
  db: Db;
  brand: EmailBrand;
  mailer: Pick<Mailer, "ready" | "enqueueInTransaction" | "wake">;
  now?: Date;
};

export type FallThroughInput = {
  /** Who records it: the signed-in user, checked against the deal as `party`. */
  actor: { id: string; email: string };
  dealId: string;
  party: DealParty;
  reason: FallThroughReason;
  note: string | null;
};

export type FallThroughOutcome =
  | { ok: true; propertyId: string; leadId: string | null; fate: SenalFate; senal: SenalFacts }
  | { ok: false; reason: "not_found" | "reason_unavailable" };

/** The deal that holds, if `actor` is its `party`: the listing's owner, or the buyer whose offer made it. */
async function ownHeldDeal(db: Db, input: Pick<FallThroughInput, "actor" | "dealId" | "party">) {
  if (!isUuid(input.dealId)) return null;
  const [deal] = await db
    .select({
      id: deals.id,
      propertyId: deals.propertyId,
      leadId: deals.leadId,
      buyerName: deals.buyerName,
      buyerEmail: deals.buyerEmail,
      ownerId: properties.userId,
      title: properties.title,
      sellerName: users.name,
      sellerEmail: users.email,
    })
    .from(deals)
    .innerJoin(properties, eq(properties.id, deals.propertyId))
    .innerJoin(users, eq(users.id, properties.userId))
    .where(and(eq(deals.id, input.dealId), isNull(deals.releasedAt)));
  if (!deal) return null;
  if (input.party === "seller") return deal.ownerId === input.actor.id ? deal : null;
  if (!deal.leadId) return null;
  return (await findOwnRequest(db, input.actor.id, deal.leadId, "offer")) ? deal : null;
}
type HeldDeal = NonNullable<Awaited<ReturnType<typeof ownHeldDeal>>>;

/**
 * What recording it would state, before anyone confirms: the señal's fate under the signed
 * contract (null when `actor` is not the deal's `party` or it no longer holds). The confirmation
 * step shows exactly this, and recording stores it.
 */
export async function previewFallThrough(db: Db, input: Omit<FallThroughInput, "note">) {
  const deal = await ownHeldDeal(db, input);
  if (!deal) return null;
  const arras = await signedArrasFacts(db, deal.propertyId);
  return {
    reasons: fallThroughReasonsFor(arras),
    fate: statedSenalFate(input.reason, arras),
    senal: senalFactsOf(input.reason, arras),
    arrasSigned: arras !== null,
  };
}

/**
 * A deal falls through, before or after the arras (docs/decisions/0052-when-a-deal-falls-through.md):
 * either party records it with the reason; the deal keeps, once, the reason, who and when, and the
 * señal's fate as the signed contract's clause says it; the offer reads 'released'; the home is on
 * sale again at step 3, where a new buyer is found, with no arras contract (a signed one is kept
 * with the deal; a version still open to sign is closed with it: signing-flow refuses a version
 * detached from its contract, and versions somebody signed are kept as evidence); the other party, the other interested buyers and those who
 * saved it are told, in the same transaction; the audit log records it for staff.
 */
export async function recordFallThrough(
  deps: FallThroughDeps,
  input: FallThroughInput,
): Promise<FallThroughOutcome> {
  const { db, now = new Date() } = deps;
  await deps.mailer.ready();
  const outcome = await db.transaction(async (tx) => {
    const found = await ownHeldDeal(tx, input);
    if (!found) return { ok: false as const, reason: "not_found" as const };
    await lockListing(tx, found.propertyId);
    const arras = await signedArrasFacts(tx, found.propertyId);
    if (!fallThroughReasonsFor(arras).includes(input.reason))
      return { ok: false as const, reason: "reason_unavailable" as const };
    const fate = statedSenalFate(input.reason, arras);
    const [released] = await tx
      .update(deals)
      .set({
        releasedAt: now,
        releaseReason: input.note || FALL_THROUGH_REASON_LABELS[input.reason],
        fallThroughReason: input.reason,
        releasedBy: input.party,
        senalFate: fate.statement,
      })
      .where(and(eq(deals.id, found.id), isNull(deals.releasedAt)))
      .returning({ id: deals.id });
    if (!released) return { ok: false as const, reason: "not_found" as const };
    if (found.leadId)
      await tx
        .update(leads)
        .set({ state: "released" satisfies OfferState, updatedAt: now })
        .where(and(eq(leads.id, found.leadId), eq(leads.state, "accepted")));
    await tx
      .update(properties)
      .set({ arrasSigned: false, notaryDone: false, visitsManaged: false, updatedAt: now })
      .where(eq(properties.id, found.propertyId));
    await keepSignedArrasWithDeal(tx, found);
    await tx.delete(arrasContracts).where(eq(arrasContracts.propertyId, found.propertyId));
    await recordAudit(tx, input.actor, {
      action: "deal.fell_through",
      targetType: "property",
      targetId: found.propertyId,
      details: {
        dealId: found.id,
        party: input.party,
        reason: input.reason,
        senalFate: fate.statement,
        title: found.title,
      },
    });
    await queueFallThroughMails(tx, deps, { deal: found, input, fate, arras });
    const senal = senalFactsOf(input.reason, arras);
    return { ok: true as const, propertyId: found.propertyId, leadId: found.leadId, fate, senal };
  });
  if (outcome.ok) deps.mailer.wake();
  return outcome;
}

async function queueFallThroughMails(
  tx: Tx,
  deps: FallThroughDeps,
  {
    deal,
    input,
    fate,
    arras,
  }: { deal: HeldDeal; input: FallThroughInput; fate: SenalFate; arras: SignedArrasFacts | null },
) {
  // Null when the seller left it empty: each e-mail names it in its reader's words.
  const propertyTitle = deal.title;
  const { publicUrl } = deps.brand;
  const recordedBy = FALL_THROUGH_PARTY_LABELS[input.party];
  const content = {
    brand: deps.brand,
    propertyId: deal.propertyId,
    propertyTitle,
    recordedBy: recordedBy.charAt(0).toUpperCase() + recordedBy.slice(1),
    reasonLabel: FALL_THROUGH_REASON_LABELS[input.reason],
    note: input.note,
    senalFate: fate.statement,
  };
  const other =
    input.party === "seller"
      ? dealFellThroughEmail(
          content,
          { email: deal.buyerEmail, name: deal.buyerName },
          { label: "Ver mis solicitudes", href: `${publicUrl}${dashboardHref("solicitudes")}` },
          {
            locale: await dealBuyerLocale(tx, deal.leadId),
            reason: input.reason,
            senal: senalFactsOf(input.reason, arras),
          },
        )
      : dealFellThroughEmail(
          content,
          { email: deal.sellerEmail, name: deal.sellerName },
          { label: "Ver la venta", href: `${publicUrl}${saleStepPath(deal.propertyId, 3)}` },
        );
  await deps.mailer.enqueueInTransaction(transactionExecutor(tx), other);
  await queueAvailableAgainMails(tx, deps, {
    propertyId: deal.propertyId,
    propertyTitle,
    skip: [deal.buyerEmail, deal.sellerEmail],
  });
}
