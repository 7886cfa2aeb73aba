import type {
  Around,
  FavouritesWords,
  LanguageWords,
  RequestsWords,
  SearchesWords,
  ShellWords,
  StatusWords,
} from "#app/components/dashboard/space-words";
import type { LeadKind } from "#app/domain/leads/log/kinds";
import type { Locale } from "#app/lib/i18n/locales";
import { type MessageKey, translator } from "#app/lib/i18n/translate";

// A stand-in the translated sentence carries where a link or a name goes, then split on.
const MARK = "\u0001";

function split(text: string): Around {
  const [before = "", after = ""] = text.split(MARK);
  return [before, after];
}

export function shellWords(locale: Locale, name: string | null): ShellWords {
  const t = translator(locale);
  return {
    locale,
    title: t("space.shell.title"),
    lead: name === null ? null : t("space.shell.lead", { name }),
    tabs: {
      propiedades: t("space.tab.propiedades"),
      datos: t("space.tab.datos"),
      documentos: t("space.tab.documentos"),
      pagos: t("space.tab.pagos"),
      compradores: t("space.tab.compradores"),
      favoritos: t("space.tab.favoritos"),
      busquedas: t("space.tab.busquedas"),
      solicitudes: t("space.tab.solicitudes"),
    },
    unread: t("space.tab.unread"),
    awaiting: t("space.tab.awaiting"),
  };
}

export function languageWords(locale: Locale): LanguageWords {
  const t = translator(locale);
  return {
    heading: t("space.language.heading"),
    label: t("space.language.label"),
    hint: t("space.language.hint"),
    save: t("space.language.save"),
  };
}

/** What the action says after a language was saved or refused, in the language it leaves. */
export function languageNotices(locale: Locale) {
  const t = translator(locale);
  return { saved: t("space.language.saved"), invalid: t("space.language.invalid") };
}

function statusWords(locale: Locale): StatusWords {
  const t = translator(locale);
  return {
    onSale: t("space.status.onSale"),
    reserved: t("space.status.reserved"),
    sold: t("space.status.sold"),
    withdrawn: t("space.status.withdrawn"),
  };
}

export function favouritesWords(locale: Locale): FavouritesWords {
  const t = translator(locale);
  return {
    locale,
    loadFailed: t("space.fav.loadFailed"),
    empty: split(t("space.fav.empty", { portal: MARK })),
    portal: t("space.portal"),
    list: t("space.fav.list"),
    untitled: t("space.fav.untitled"),
    priceOnRequest: t("space.fav.priceOnRequest"),
    dropped: t("space.fav.dropped"),
    before: t("space.fav.before"),
    sold: t("space.fav.sold"),
    withdrawn: t("space.fav.withdrawn"),
    remove: t("space.fav.remove"),
    removeLabel: split(t("space.fav.removeLabel", { title: MARK })),
    status: statusWords(locale),
  };
}

export function searchesWords(locale: Locale): SearchesWords {
  const t = translator(locale);
  return {
    locale,
    loadFailed: t("space.searches.loadFailed"),
    heading: t("space.searches.heading"),
    empty: t("space.searches.empty"),
    toPortal: t("space.searches.toPortal"),
    drops: t("space.searches.drops"),
    dropsLegend: t("space.searches.dropsLegend"),
    dropsSave: t("space.searches.dropsSave"),
    alerts: t("space.searches.alerts"),
    saveAlerts: split(t("space.searches.saveAlerts", { name: MARK })),
    results: t("space.searches.results"),
    resultsLabel: split(t("space.searches.resultsLabel", { name: MARK })),
    delete: t("space.searches.delete"),
    deleteLabel: split(t("space.searches.deleteLabel", { name: MARK })),
    save: t("space.searches.save"),
    frequency: {
      instant: t("space.frequency.instant"),
      daily: t("space.frequency.daily"),
      off: t("space.frequency.off"),
    },
  };
}

export function requestsWords(locale: Locale): Omit<RequestsWords, "card"> {
  const t = translator(locale);
  return {
    locale,
    loadFailed: t("space.requests.loadFailed"),
    loadFailedToast: {
      title: t("space.requests.loadFailedToast.title"),
      description: t("space.requests.loadFailedToast.description"),
    },
    empty: split(t("space.requests.empty", { portal: MARK })),
    portal: t("space.portal"),
    list: t("space.requests.list"),
    awaitsYou: t("space.requests.awaitsYou"),
    sent: split(t("space.requests.sent", { date: MARK })),
    sellerReplies: t("space.requests.sellerReplies"),
    kind: {
      enquiry: t("space.kind.enquiry"),
      viewing: t("space.kind.viewing"),
      offer: t("space.kind.offer"),
    },
  };
}

/** Each stored state as the buyer reads it (written out: the catalogue test finds every key). */
const STATE_KEYS: Record<LeadKind, Record<string, MessageKey>> = {
  enquiry: { received: "space.state.enquiry.received" },
  viewing: {
    requested: "space.state.viewing.requested",
    rescheduled: "space.state.viewing.rescheduled",
    confirmed: "space.state.viewing.confirmed",
    rejected: "space.state.viewing.rejected",
    cancelled_by_buyer: "space.state.viewing.cancelled_by_buyer",
    cancelled_by_seller: "space.state.viewing.cancelled_by_seller",
  },
  offer: {
    unconfirmed: "space.state.offer.unconfirmed",
    submitted: "space.state.offer.submitted",
    accepted: "space.state.offer.accepted",
    rejected: "space.state.offer.rejected",
    countered: "space.state.offer.countered",
    buyer_countered: "space.state.offer.buyer_countered",
    withdrawn: "space.state.offer.withdrawn",
    closed: "space.state.offer.closed",
    released: "space.state.offer.released",
  },
};

/** A request's state in the account's language; a state this version does not know, as given. */
export function requestStateWord(locale: Locale, kind: LeadKind, state: string, fallback: string): string {
  const key = STATE_KEYS[kind][state];
  return key ? translator(locale)(key) : fallback;
}

/** What the buyer's forms say back (a toast after the redirect), in the account's language. */
export function spaceNotices(locale: Locale) {
  const t = translator(locale);
  return {
    error: t("space.notice.error"),
    searchDeleted: t("space.notice.searchDeleted"),
    alertsSaved: t("space.notice.alertsSaved"),
    searchNotFound: t("space.notice.searchNotFound"),
    chooseFrequency: t("space.notice.chooseFrequency"),
    favouriteRemoved: t("space.notice.favouriteRemoved"),
  };
}
