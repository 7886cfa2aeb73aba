import { and, asc, desc, eq, isNotNull } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { arrasContracts, closingEvents, properties, users } from "#app/db/schema/index";
import { dealBuyerLocale } from "#app/domain/leads/deals/buyer-locale.server";
import type { ArrasTerms } from "#app/domain/sale/arras";
import { madridDay } from "#app/lib/calendar";
import type { Locale } from "#app/lib/i18n/locales";
import { type ClosingEvent, closingStateOf } from "./events";
import type { ClosingRoom } from "./room-access.server";
import type { TimelineInput } from "./timeline";

type Reader = Pick<Db, "select">;

/** Every recorded change of the deal, oldest first: the room's state and its history. */
export async function eventsOfDeal(db: Reader, dealId: string): Promise<ClosingEvent[]> {
  return db
    .select({
      kind: closingEvents.kind,
      party: closingEvents.party,
      payload: closingEvents.payload,
      createdAt: closingEvents.createdAt,
    })
    .from(closingEvents)
    .where(eq(closingEvents.dealId, dealId))
    .orderBy(asc(closingEvents.createdAt), asc(closingEvents.id)) as Promise<ClosingEvent[]>;
}

/**
 * The arras signed for this deal: the listing's contract marked signed after the deal was agreed
 * (an earlier buyer's contract is not this deal's). Its terms hold the deed's deadline and the
 * seller's residence.
 */
export async function signedArrasOf(
  db: Reader,
  room: Pick<ClosingRoom, "deal">,
): Promise<TimelineInput["arras"]> {
  // A deal that fell through keeps its signed contract; the listing's row may be a later buyer's.
  const kept = room.deal.signedArras;
  const [row] = kept
    ? [{ signedAt: new Date(kept.signedAt), terms: kept.terms }]
    : await db
        .select({ signedAt: arrasContracts.signedAt, terms: arrasContracts.terms })
        .from(arrasContracts)
        .where(and(eq(arrasContracts.propertyId, room.deal.propertyId), isNotNull(arrasContracts.signedAt)))
        .orderBy(desc(arrasContracts.signedAt))
        .limit(1);
  if (!row?.signedAt || row.signedAt < room.deal.agreedAt) return null;
  const terms = row.terms as Partial<ArrasTerms>;
  return {
    signedOn: madridDay(row.signedAt),
    deedDeadline: terms.deedDeadline ?? null,
    sellerResidence: terms.sellerResidence ?? "residente",
  };
}

/**
 * The seller's and the buyer's names, addresses and languages, to tell each of what the other
 * did: the seller reads Spanish, the buyer their own language.
 */
export async function partiesOf(db: Reader, room: Pick<ClosingRoom, "deal" | "property">) {
  const [seller] = await db
    .select({ name: users.name, email: users.email })
    .from(properties)
    .innerJoin(users, eq(users.id, properties.userId))
    .where(eq(properties.id, room.property.id));
  return {
    seller: { name: seller?.name ?? "", email: seller?.email ?? "", locale: "es" as Locale },
    buyer: {
      name: room.deal.buyerName,
      email: room.deal.buyerEmail,
      locale: await dealBuyerLocale(db, room.deal),
    },
  };
}

/** What the timeline is built from, read once per request. */
export async function timelineInputOf(db: Reader, room: ClosingRoom, events: readonly ClosingEvent[]) {
  return {
    agreedOn: madridDay(room.deal.agreedAt),
    financing: room.deal.financing,
    arras: await signedArrasOf(db, room),
    state: closingStateOf(events),
  } satisfies TimelineInput;
}
