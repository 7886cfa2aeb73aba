import type { RequestCardWords, RequestTexts } from "#app/components/dashboard/space-words";
import { OFFER_MESSAGES } from "#app/domain/leads/offers/offer.schema";
import type { BuyerRequest } from "#app/domain/leads/requests/buyer-requests.server";
import { VIEWING_MESSAGES } from "#app/domain/leads/viewings/viewing.schema";
import { VIEWING_SLOT_MESSAGES } from "#app/domain/leads/viewings/viewing-slots";
import { formatPriceIn } from "#app/lib/i18n/format";
import { formatTimeIn } from "#app/lib/i18n/format-date";
import type { Locale } from "#app/lib/i18n/locales";
import { type MessageKey, translator } from "#app/lib/i18n/translate";

/** The viewing's and the offer's words on every card of 'Mis solicitudes', in the account's language. */
export function requestCardWords(locale: Locale): RequestCardWords {
  const t = translator(locale);
  return {
    viewing: {
      agreed: t("space.viewing.agreed"),
      madrid: t("space.viewing.madrid"),
      sellerProposes: t("space.viewing.sellerProposes"),
      yourTime: t("space.viewing.yourTimes", { count: 1 }),
      yourTimes: t("space.viewing.yourTimes", { count: 2 }),
      accept: t("space.viewing.accept"),
      cancel: t("space.viewing.cancel"),
      proposeLabel: t("space.viewing.proposeLabel"),
      proposeSubmit: t("space.viewing.proposeSubmit"),
    },
    offer: {
      unconfirmed: t("space.offer.unconfirmed"),
      yours: t("space.offer.yours"),
      acceptCounter: t("space.offer.acceptCounter"),
      withdraw: t("space.offer.withdraw"),
      counterLabel: t("space.offer.counterLabel"),
      counterSubmit: t("space.offer.counterSubmit"),
      sign: t("space.deal.sign"),
      closingRoom: t("space.deal.closingRoom"),
    },
    terms: {
      locale,
      financing: t("space.offer.financing"),
      arrasDate: t("space.offer.arrasDate"),
      conditions: t("space.offer.conditions"),
      counter: t("space.offer.counter"),
      financingKind: { mortgage: t("space.offer.mortgage"), cash: t("space.offer.cash") },
    },
  };
}

/**
 * One card's own data as its reader writes it: the viewing's times on Madrid's clock, and who
 * accepted the deal at what price, with its terms.
 */
export function requestTexts(locale: Locale, request: BuyerRequest): RequestTexts {
  const t = translator(locale);
  const time = (at: string) => formatTimeIn(locale, new Date(at));
  const deal = request.offer?.deal;
  const price = deal ? formatPriceIn(locale, deal.price) : "";
  return {
    proposedTimes: request.viewing?.proposedAt.map(time) ?? [],
    scheduledTime: request.viewing?.scheduledAt ? time(request.viewing.scheduledAt) : null,
    deal: deal
      ? {
          sentence:
            deal.acceptedBy === "seller"
              ? t("space.deal.sellerAccepted", { price })
              : t("space.deal.youAccepted", { price }),
          terms: t("space.deal.terms", { price, deposit: formatPriceIn(locale, deal.deposit) }),
        }
      : null,
  };
}

type Toast = { title: string; description: string };

/** What the tab says back after each of the buyer's moves, or why it could not be made. */
export function requestNotices(locale: Locale) {
  const t = translator(locale);
  const toast = (title: string, description: string): Toast => ({ title, description });
  return {
    notFound: toast(t("space.answer.notFound.title"), t("space.answer.notFound.description")),
    stale: toast(t("space.answer.stale.title"), t("space.answer.stale.description")),
    limit: toast(t("space.answer.limit.title"), t("space.answer.limit.description")),
    alreadyAccepted: toast(
      t("space.answer.alreadyAccepted.title"),
      t("space.answer.alreadyAccepted.description"),
    ),
    viewingProposed: toast(
      t("space.answer.viewingProposed.title"),
      t("space.answer.viewingProposed.description"),
    ),
    viewingAccepted: toast(
      t("space.answer.viewingAccepted.title"),
      t("space.answer.viewingAccepted.description"),
    ),
    viewingCancelled: toast(
      t("space.answer.viewingCancelled.title"),
      t("space.answer.viewingCancelled.description"),
    ),
    counterAccepted: toast(
      t("space.answer.counterAccepted.title"),
      t("space.answer.counterAccepted.description"),
    ),
    counteredBack: toast(t("space.answer.counteredBack.title"), t("space.answer.counteredBack.description")),
    withdrawn: toast(t("space.answer.withdrawn.title"), t("space.answer.withdrawn.description")),
  };
}
export type RequestNotices = ReturnType<typeof requestNotices>;

/**
 * The domain's Spanish refusal of the amount or the time the buyer typed, and the key the listing's
 * own forms say it with (written out, so the catalogue check sees every key where it is used).
 */
const FIELD_ERROR_KEYS: Readonly<Record<string, MessageKey>> = {
  [OFFER_MESSAGES.amountRequired]: "forms.error.amountRequired",
  [OFFER_MESSAGES.amountInvalid]: "forms.error.amountInvalid",
  [OFFER_MESSAGES.amountAmbiguous]: "forms.error.amountAmbiguous",
  [OFFER_MESSAGES.amountTooLow]: "forms.error.amountTooLow",
  [OFFER_MESSAGES.amountTooHigh]: "forms.error.amountTooHigh",
  [VIEWING_MESSAGES.slotRequired]: "forms.error.slotRequired",
  [VIEWING_SLOT_MESSAGES.invalid]: "forms.error.slotInvalid",
  [VIEWING_SLOT_MESSAGES.past]: "forms.error.slotPast",
  [VIEWING_SLOT_MESSAGES.tooSoon]: "forms.error.slotTooSoon",
  [VIEWING_SLOT_MESSAGES.tooFar]: "forms.error.slotTooFar",
  [VIEWING_SLOT_MESSAGES.outsideHours]: "forms.error.slotOutsideHours",
};

/** A field's refusal in the account's language; Spanish, and a sentence the table does not know, as it is. */
export function fieldError(locale: Locale, spanish: string): string {
  if (locale === "es") return spanish;
  const key = FIELD_ERROR_KEYS[spanish];
  return key ? translator(locale)(key) : spanish;
}
