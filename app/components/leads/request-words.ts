import type { RateViewingMessages } from "#app/domain/leads/viewings/viewing.schema";
import type { Locale } from "#app/lib/i18n/locales";

/** Text either side of a link the translated sentence places: ['Por ', ''] around the listing. */
export type Around = [string, string];

/** What the offer's terms are called; Spanish by default, where 'Mis solicitudes' shows them. */
export type OfferTermsWords = {
  locale: Locale;
  financing: string;
  arrasDate: string;
  conditions: string;
  counter: string;
  financingKind: { mortgage: string; cash: string };
};

/**
 * Every word of the buyer's offer behind their e-mailed link, finished on the server in the
 * lead's language (the page is hydrated: no catalogue goes to the browser).
 */
export type OfferPanelWords = {
  title: string;
  forListing: Around;
  /** The listing's page in the same language, so the link does not drop the reader into Spanish. */
  listingHref: string;
  stateText: string;
  sellerReason: string | null;
  initial: string;
  amount: string;
  confirm: string;
  acceptCounter: string;
  withdraw: string;
  counterLabel: string;
  counterSubmit: string;
  deal: { heading: string; price: string; deposit: string; arrasDate: string; closingRoom: string };
  terms: OfferTermsWords;
};

/** Every word of the buyer's viewing behind their e-mailed link, in the lead's language. */
export type ViewingPanelWords = {
  stateLabel: string;
  title: string;
  listing: string;
  /** The listing's page in the same language as the rest of the words. */
  listingHref: string;
  proposed: string;
  date: string;
  madrid: string;
  yourTimes: string;
  accept: string;
  cancel: string;
  rating: string | null;
  rateLegend: string;
  rateHint: string;
  comment: string;
  rateSubmit: string;
  /** The rating form's refusals: the browser's check and the action's answer say the same. */
  rateErrors: RateViewingMessages;
};

/** What a buyer's link says when it has nothing to show: expired (410), or no page of its kind (404). */
export type ClosedLinkWords = {
  eyebrow: string;
  title: string;
  lines: string[];
  /** The first is the way on; the rest are alternatives. */
  links: { label: string; to: string }[];
};
