import type {
  ClosedLinkWords,
  OfferPanelWords,
  OfferTermsWords,
  ViewingPanelWords,
} from "#app/components/leads/request-words";
import { DEAL_TEXTS } from "#app/domain/leads/deals/offer-deal";
import type { BuyerOfferView } from "#app/domain/leads/deals/offer-views.server";
import { BUYER_LINK_DAYS_AFTER_CLOSE } from "#app/domain/leads/log/lead-lifecycle";
import type { BuyerOfferMessage } from "#app/domain/leads/offers/offer-messages";
import { formatPriceIn } from "#app/lib/i18n/format";
import type { Locale } from "#app/lib/i18n/locales";
import { type MessageKey, translator } from "#app/lib/i18n/translate";
import { localePathTo, ROUTES } from "#app/urls";
import { type BuyerViewingNotice, rateErrors } from "./buyer-viewing-actions.server";

// A stand-in the translated sentence carries where the listing's link goes, then split on.
const MARK = "\u0001";

/** Each offer state as the buyer reads it (written out: the catalogue test finds every key). */
const OFFER_STATE_KEYS: Record<string, MessageKey> = {
  unconfirmed: "request.offerState.unconfirmed",
  submitted: "request.offerState.submitted",
  accepted: "request.offerState.accepted",
  rejected: "request.offerState.rejected",
  countered: "request.offerState.countered",
  buyer_countered: "request.offerState.buyer_countered",
  withdrawn: "request.offerState.withdrawn",
  closed: "request.offerState.closed",
  released: "request.offerState.released",
};

const VIEWING_STATE_KEYS: Record<string, MessageKey> = {
  requested: "request.viewingState.requested",
  rescheduled: "request.viewingState.rescheduled",
  confirmed: "request.viewingState.confirmed",
  rejected: "request.viewingState.rejected",
  cancelled_by_buyer: "request.viewingState.cancelled_by_buyer",
  cancelled_by_seller: "request.viewingState.cancelled_by_seller",
};

const NOTICE_KEYS: Record<BuyerViewingNotice, MessageKey> = {
  cancelada: "request.viewingNotice.cancelada",
  aceptada: "request.viewingNotice.aceptada",
  valorada: "request.viewingNotice.valorada",
  cambiada: "request.viewingNotice.cambiada",
};

const DONE_KEYS: Record<BuyerOfferMessage, MessageKey> = {
  confirmed: "request.offerDone.confirmed",
  counterAccepted: "request.offerDone.counterAccepted",
  withdrawn: "request.offerDone.withdrawn",
  counteredBack: "request.offerDone.counteredBack",
  stale: "request.offerDone.stale",
  alreadyAccepted: "request.offerDone.alreadyAccepted",
};

export function offerTermsWords(locale: Locale): OfferTermsWords {
  const t = translator(locale);
  return {
    locale,
    financing: t("request.offer.financing"),
    arrasDate: t("request.offer.arrasDate"),
    conditions: t("request.offer.conditions"),
    counter: t("request.offer.counter"),
    financingKind: { mortgage: t("request.financing.mortgage"), cash: t("request.financing.cash") },
  };
}

/**
 * An accepted offer reads its deal's sentence: who accepted what, at the agreed price, then the next
 * step. Spanish is the sentence offer-deal.ts builds for every Spanish page; another language says
 * the same from the deal's facts, the price as its reader writes it.
 */
function offerStateText(locale: Locale, offer: BuyerOfferView): string {
  const t = translator(locale);
  if (offer.state === "accepted" && offer.deal) {
    if (locale === "es") return `${offer.deal.sentence} ${DEAL_TEXTS.nextStep}`;
    const price = formatPriceIn(locale, offer.deal.price);
    const sentence =
      offer.deal.acceptedBy === "seller"
        ? t("request.deal.acceptedBySeller", { price })
        : t("request.deal.acceptedByBuyer", { price });
    return `${sentence} ${t("request.deal.nextStep")}`;
  }
  const key = OFFER_STATE_KEYS[offer.state];
  return key ? t(key) : offer.state;
}

export function offerPanelWords(locale: Locale, offer: BuyerOfferView): OfferPanelWords {
  const t = translator(locale);
  const [before = "", after = ""] = t("request.offer.for", { listing: MARK }).split(MARK);
  const reason = offer.deal?.releaseReason;
  return {
    title: t("request.offer.title"),
    forListing: [before, after],
    listingHref: localePathTo(locale, ROUTES.property, { id: offer.propertyId }),
    stateText: offerStateText(locale, offer),
    sellerReason: reason ? t("request.offer.sellerReason", { reason }) : null,
    initial: t("request.offer.initial"),
    amount: t("request.offer.amount"),
    confirm: t("request.offer.confirm"),
    acceptCounter: t("request.offer.acceptCounter"),
    withdraw: t("request.offer.withdraw"),
    counterLabel: t("request.offer.counterLabel"),
    counterSubmit: t("request.offer.counterSubmit"),
    deal: {
      heading: t("request.deal.heading"),
      price: t("request.deal.price"),
      deposit: t("request.deal.deposit"),
      arrasDate: t("request.offer.arrasDate"),
      closingRoom: t("request.deal.closingRoom"),
    },
    terms: offerTermsWords(locale),
  };
}

export function viewingPanelWords(
  locale: Locale,
  view: { state: string; title: string; rating: number | null; propertyId: string },
): ViewingPanelWords {
  const t = translator(locale);
  const stateKey = VIEWING_STATE_KEYS[view.state];
  return {
    stateLabel: stateKey ? t(stateKey) : view.state,
    title: t("request.viewing.title", { title: view.title }),
    listing: t("request.viewing.listing"),
    listingHref: localePathTo(locale, ROUTES.property, { id: view.propertyId }),
    proposed: t("request.viewing.proposed"),
    date: t("request.viewing.date"),
    madrid: t("request.viewing.madrid"),
    yourTimes: t("request.viewing.yourTimes"),
    accept: t("request.viewing.accept"),
    cancel: t("request.viewing.cancel"),
    rating: view.rating === null ? null : t("request.viewing.rating", { rating: view.rating }),
    rateLegend: t("request.viewing.rateLegend"),
    rateHint: t("request.viewing.rateHint"),
    comment: t("request.viewing.comment"),
    rateSubmit: t("request.viewing.rateSubmit"),
    rateErrors: rateErrors(locale),
  };
}

export const viewingNotice = (locale: Locale, notice: BuyerViewingNotice) =>
  translator(locale)(NOTICE_KEYS[notice]);

/** What an offer's button did, or why it could not, in the page's language. */
export const offerDone = (locale: Locale, message: BuyerOfferMessage) =>
  translator(locale)(DONE_KEYS[message]);

export const amountInvalid = (locale: Locale) => translator(locale)("request.offerDone.amountInvalid");

export function requestPageWords(locale: Locale, linkEnd: string | null) {
  const t = translator(locale);
  return {
    title: t("request.meta.title"),
    linkEnd: linkEnd ? t("request.linkEnd", { date: linkEnd }) : null,
  };
}

/**
 * A link past its end (410): it worked while the request was open and for a while after; the way on
 * is the listing while it is still published, else the portal, both in the reader's language.
 */
export function expiredLinkWords(locale: Locale, listingId: string | null): ClosedLinkWords {
  const t = translator(locale);
  const portal = { label: t("request.portal"), to: localePathTo(locale, ROUTES.portal) };
  return {
    eyebrow: t("request.expired.eyebrow"),
    title: t("request.expired.title"),
    lines: [
      t("request.expired.lasts", { days: BUYER_LINK_DAYS_AFTER_CLOSE }),
      listingId ? t("request.expired.listing") : t("request.expired.noListing"),
    ],
    links: listingId
      ? [
          {
            label: t("request.expired.seeListing"),
            to: localePathTo(locale, ROUTES.property, { id: listingId }),
          },
          portal,
        ]
      : [portal],
  };
}

/** A real link with no page of its kind (a message, not an offer or a viewing): 404 in its words. */
export function missingPageWords(locale: Locale): ClosedLinkWords {
  const t = translator(locale);
  return {
    eyebrow: t("request.missing.eyebrow"),
    title: t("request.missing.title"),
    lines: [t("request.missing.message")],
    links: [{ label: t("request.portal"), to: localePathTo(locale, ROUTES.portal) }],
  };
}
