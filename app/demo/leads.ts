import { randomUUID } from "node:crypto";
import type { leadOffers, leads, leadViewings, saleBuyers } from "#app/db/schema/index";
import type { LeadKind } from "#app/db/schema/leads";
import type { LeadChannel } from "#app/domain/campaign/channels";
import { parseMadridLocal, toMadridLocal } from "#app/lib/calendar";
import { createRandom } from "#app/lib/random";
import type { DemoListing } from "./listings/types";

type LeadRow = typeof leads.$inferInsert;
type SaleBuyerRow = typeof saleBuyers.$inferInsert;
type OfferRow = typeof leadOffers.$inferInsert;
type ViewingRow = typeof leadViewings.$inferInsert;

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

type DemoLead = {
  kind: LeadKind;
  /** Plain state values; each kind's own states live in app/domain/leads. */
  state: string;
  buyerName: string;
  /** Reserved example domain: nothing is ever delivered there. */
  buyerEmail: string;
  buyerPhone?: string;
  message: string;
  /** Days before today the buyer wrote (kept after the listing was created). */
  daysAgo: number;
  read?: boolean;
  discarded?: boolean;
  /** The channel the buyer arrived by; without one, straight to our portal ("directo"). */
  channel?: LeadChannel;
  /** The buyer the owner named at step 6 of a sold listing. */
  boughtIt?: boolean;
  /** An offer's terms (confirmed by the buyer the day it was made). */
  offer?: { amount: number; financing: "mortgage" | "cash"; arrasInDays: number; conditions: string };
  /**
   * A viewing's proposed times, Madrid wall clock: on the first `weekday` (0 Sunday … 6 Saturday)
   * at least two days after the seed (so the seller still has them to answer), or `daysLater` days after it.
   */
  viewing?: { weekday: number; slots: ReadonlyArray<{ daysLater?: number; time: string }> };
};

/** Noon (UTC) of the Madrid calendar day that is the first `weekday` at least two days after `now`. */
function upcomingMadridDay(now: Date, weekday: number): Date {
  const day = new Date(`${toMadridLocal(now).slice(0, 10)}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 2);
  day.setUTCDate(day.getUTCDate() + ((weekday - day.getUTCDay() + 7) % 7));
  return day;
}

/** The instant of a Madrid wall-clock `time` on `daysLater` days after `day`. */
function madridInstant(day: Date, daysLater: number, time: string): Date {
  const date = new Date(day.getTime() + daysLater * DAY).toISOString().slice(0, 10);
  const instant = parseMadridLocal(`${date}T${time}`);
  if (!instant) throw new Error(`demo viewing time ${date} ${time} does not exist in Madrid`);
  return instant;
}

/**
 * Buyers who contacted the demo private owner (particular@zaguan.test), by listing slug, so the
 * step-6 question ("¿Quién ha comprado tu vivienda?") and the 'Compradores' tab have something to
 * show. Fixed people and texts; only the hour of day is drawn, from a seeded random.
 */
export const DEMO_LEADS: Readonly<Record<string, readonly DemoLead[]>> = {
  "chamberi-fuencarral": [
    {
      kind: "enquiry",
      state: "received",
      buyerName: "Marta Gil Navarro",
      buyerEmail: "marta.gil@example.com",
      buyerPhone: "+34 611 204 518",
      message:
        "Hola, me interesa mucho el piso. ¿La comunidad incluye la calefacción? ¿Se podría ver esta semana por la tarde?",
      daysAgo: 9,
      read: true,
      channel: "idealista",
    },
    {
      kind: "enquiry",
      state: "received",
      buyerName: "Javier Ruiz Montero",
      buyerEmail: "javier.ruiz@example.com",
      message: "Buenos días, ¿el piso tiene trastero? Busco algo en Chamberí para mudarme en primavera.",
      daysAgo: 7,
      read: true,
      channel: "google_ads",
    },
    {
      // Pablo writes first, then asks for a viewing: one buyer, one card in 'Compradores'.
      kind: "enquiry",
      state: "received",
      buyerName: "Pablo Serrano",
      buyerEmail: "Pablo.Serrano@example.com",
      buyerPhone: "+34 622 731 905",
      message: "Hola, ¿el piso es exterior? ¿A qué hora entra más luz en el salón?",
      daysAgo: 6,
      read: true,
      channel: "idealista",
    },
    {
      kind: "viewing",
      state: "requested",
      buyerName: "Pablo Serrano Vidal",
      buyerEmail: "pablo.serrano@example.com",
      buyerPhone: "+34 622 731 905",
      message: "Nos gustaría visitarlo mi pareja y yo. Preferimos el sábado por la mañana.",
      daysAgo: 4,
      viewing: {
        weekday: 6,
        slots: [{ time: "10:00" }, { time: "12:00" }, { daysLater: 1, time: "11:00" }],
      },
    },
    {
      kind: "enquiry",
      state: "received",
      buyerName: "Elena Castro Ramos",
      buyerEmail: "elena.castro@example.com",
      message: "Buenas tardes, ¿el precio es negociable? Tengo la hipoteca preaprobada.",
      daysAgo: 1,
      channel: "fotocasa",
    },
    {
      kind: "enquiry",
      state: "received",
      buyerName: "Nuria Pons Esteve",
      buyerEmail: "nuria.pons@example.com",
      message: "Hola, ¿cuánto son los gastos de comunidad al mes? Me encaja mucho la zona.",
      daysAgo: 2,
      channel: "idealista",
    },
  ],
  "lavapies-ave-maria": [
    {
      kind: "enquiry",
      state: "received",
      buyerName: "Sergio Molina Prieto",
      buyerEmail: "sergio.molina@example.com",
      message: "¿Tiene ascensor el edificio? En el anuncio no lo veo claro.",
      daysAgo: 28,
      read: true,
      discarded: true,
      channel: "meta",
    },
    {
      kind: "enquiry",
      state: "received",
      buyerName: "Irene Blanco Torres",
      buyerEmail: "irene.blanco@example.com",
      buyerPhone: "+34 633 418 207",
      message: "Hola, vi el piso en idealista. ¿Sigue disponible? Me encantaría verlo.",
      daysAgo: 21,
      read: true,
      channel: "idealista",
    },
    {
      kind: "offer",
      state: "submitted",
      buyerName: "Irene Blanco Torres",
      buyerEmail: "irene.blanco@example.com",
      buyerPhone: "+34 633 418 207",
      message: "Tras la visita, ofrezco 305.000 € con hipoteca; podríamos firmar las arras en tres semanas.",
      daysAgo: 14,
      read: true,
      channel: "idealista",
      offer: {
        amount: 305_000,
        financing: "mortgage",
        arrasInDays: 21,
        conditions: "Sujeta a la aprobación de la hipoteca; tengo la preaprobación del banco.",
      },
    },
  ],
  "arganzuela-delicias": [
    {
      kind: "enquiry",
      state: "received",
      buyerName: "Daniel Ortiz Campos",
      buyerEmail: "daniel.ortiz@example.com",
      buyerPhone: "+34 644 902 316",
      message: "Me interesa el piso para entrar a vivir. ¿Cuándo podría verlo?",
      daysAgo: 40,
      read: true,
      boughtIt: true,
      channel: "fotocasa",
    },
  ],
};

/**
 * The lead rows of one demo listing, and for a sold one the owner's step-6 answer naming its buyer.
 * A lead is never dated before its listing was published.
 */
export function buildLeadRows({
  listing,
  propertyId,
  listedAt,
  soldAt,
  now,
}: {
  listing: DemoListing;
  propertyId: string;
  listedAt: Date;
  soldAt: Date;
  now: Date;
}): { leads: LeadRow[]; offers: OfferRow[]; viewings: ViewingRow[]; saleBuyer: SaleBuyerRow | null } {
  const rng = createRandom(`leads-${listing.slug}`);
  let saleBuyer: SaleBuyerRow | null = null;
  const offers: OfferRow[] = [];
  const viewings: ViewingRow[] = [];
  const rows = (DEMO_LEADS[listing.slug] ?? []).map((lead): LeadRow => {
    const wanted = now.getTime() - lead.daysAgo * DAY - rng.int(1, 8) * HOUR;
    const latest = listing.progress === "sold" ? soldAt.getTime() - DAY : now.getTime();
    const createdAt = new Date(Math.min(Math.max(wanted, listedAt.getTime() + HOUR), latest));
    const id = randomUUID();
    if (lead.offer)
      offers.push({
        leadId: id,
        amount: lead.offer.amount,
        financing: lead.offer.financing,
        arrasDate: new Date(now.getTime() + lead.offer.arrasInDays * DAY).toISOString().slice(0, 10),
        conditions: lead.offer.conditions,
        confirmedAt: createdAt,
      });
    if (lead.viewing) {
      const day = upcomingMadridDay(now, lead.viewing.weekday);
      viewings.push({
        leadId: id,
        proposedSlots: lead.viewing.slots.map(({ daysLater = 0, time }) =>
          madridInstant(day, daysLater, time),
        ),
      });
    }
    if (lead.boughtIt && listing.progress === "sold")
      saleBuyer = { propertyId, source: "lead", soldToLeadId: id, declaredAt: soldAt };
    return {
      id,
      propertyId,
      kind: lead.kind,
      state: lead.state,
      buyerName: lead.buyerName,
      buyerEmail: lead.buyerEmail,
      buyerPhone: lead.buyerPhone ?? null,
      message: lead.message,
      createdAt,
      updatedAt: createdAt,
      readAt: lead.read ? new Date(createdAt.getTime() + 2 * HOUR) : null,
      discardedAt: lead.discarded ? new Date(createdAt.getTime() + 3 * HOUR) : null,
      channel: lead.channel ?? "directo",
    };
  });
  return { leads: rows, offers, viewings, saleBuyer };
}
