import type { OfferTermsWords } from "#app/components/leads/request-words";
import type { DashboardTab } from "#app/domain/kernel/dashboard-urls";
import type { Locale } from "#app/lib/i18n/locales";

/**
 * The buyer's space in the account's language (docs/decisions/0061): finished on the server by
 * each tab's loader and passed down, so no catalogue reaches the browser. A sentence with a link
 * or a name inside comes in two pieces, before and after it, so each language keeps its order.
 */
export type Around = [string, string];

/** Around a name, as an accessible label: 'Eliminar «' + name + '»'. */
export const around = ([before, after]: Around, inside: string) => `${before}${inside}${after}`;

export type ShellWords = {
  locale: Locale;
  title: string;
  /** The greeting, with the person's name already in it. */
  lead: string | null;
  /** Every tab's name; the seller's tabs open pages that stay Spanish. */
  tabs: Record<DashboardTab, string>;
  unread: string;
  awaiting: string;
};

export type LanguageWords = { heading: string; label: string; hint: string; save: string };

export type StatusWords = { onSale: string; reserved: string; sold: string; withdrawn: string };

export type FavouritesWords = {
  locale: Locale;
  loadFailed: string;
  empty: Around;
  portal: string;
  list: string;
  untitled: string;
  priceOnRequest: string;
  dropped: string;
  before: string;
  sold: string;
  withdrawn: string;
  remove: string;
  removeLabel: Around;
  status: StatusWords;
};

export type SearchesWords = {
  locale: Locale;
  loadFailed: string;
  heading: string;
  empty: string;
  toPortal: string;
  drops: string;
  dropsLegend: string;
  dropsSave: string;
  alerts: string;
  saveAlerts: Around;
  results: string;
  resultsLabel: Around;
  delete: string;
  deleteLabel: Around;
  save: string;
  frequency: { instant: string; daily: string; off: string };
};

export type RequestsWords = {
  locale: Locale;
  loadFailed: string;
  /** The toast over the tab when the requests could not be read. */
  loadFailedToast: { title: string; description: string };
  empty: Around;
  portal: string;
  list: string;
  awaitsYou: string;
  sent: Around;
  sellerReplies: string;
  kind: { enquiry: string; viewing: string; offer: string };
  card: RequestCardWords;
};

/** The words of a request card's viewing and offer, the same for every card. */
export type RequestCardWords = {
  viewing: {
    agreed: string;
    madrid: string;
    sellerProposes: string;
    yourTime: string;
    yourTimes: string;
    accept: string;
    cancel: string;
    proposeLabel: string;
    proposeSubmit: string;
  };
  offer: {
    unconfirmed: string;
    yours: string;
    acceptCounter: string;
    withdraw: string;
    counterLabel: string;
    counterSubmit: string;
    sign: string;
    closingRoom: string;
  };
  terms: OfferTermsWords;
};

/** What one card says of its own data, finished on the server: times, amounts and the deal. */
export type RequestTexts = {
  proposedTimes: string[];
  scheduledTime: string | null;
  deal: { sentence: string; terms: string } | null;
};
