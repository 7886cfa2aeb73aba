import {
  FALL_THROUGH_NOTE_MAX,
  FALL_THROUGH_REFUSALS_ES,
  FALL_THROUGH_TEXTS,
  type FallThroughRefusals,
} from "#app/domain/sale/fall-through.schema";
import type { DealFallThroughView } from "#app/domain/sale/fall-through-facts.server";
import type { EndedDeal, FallThroughReason, SenalFacts } from "#app/domain/sale/fallen-through";
import { fallThroughReasonIn, senalFateIn } from "#app/emails/fall-through-words";
import { madridDay } from "#app/lib/calendar";
import { formatDayIn } from "#app/lib/i18n/format-date";
import type { Locale } from "#app/lib/i18n/locales";
import { translator } from "#app/lib/i18n/translate";
import type { EndedDealWords } from "./ended-deal-notice";
import type { FallThroughFormWords } from "./fall-through-form";

export function fallThroughFormWords(locale: Locale): FallThroughFormWords {
  if (locale === "es") return FALL_THROUGH_TEXTS;
  const t = translator(locale);
  return {
    heading: t("fallThrough.heading"),
    hint: t("fallThrough.hint"),
    reasonLegend: t("fallThrough.reasonLegend"),
    noteLabel: t("fallThrough.noteLabel"),
    next: t("fallThrough.next"),
    confirmHeading: t("fallThrough.confirmHeading"),
    consequence: t("fallThrough.consequence"),
    senalLabel: t("fallThrough.senalLabel"),
    confirm: t("fallThrough.confirm"),
    back: t("fallThrough.back"),
  };
}

/** The action's answers: the form's refusals, the step's reason line and the toast once recorded. */
export function fallThroughAnswerWords(locale: Locale) {
  if (locale === "es")
    return {
      refusals: FALL_THROUGH_REFUSALS_ES,
      reasonUnavailable: FALL_THROUGH_TEXTS.reasonUnavailable,
      reasonLine: (_reason: FallThroughReason, spanishLabel: string) => `Motivo: ${spanishLabel}.`,
      fate: (_senal: SenalFacts, spanishStatement: string) => spanishStatement,
      recordedTitle: FALL_THROUGH_TEXTS.recordedTitle,
      recorded: FALL_THROUGH_TEXTS.recorded,
    };
  const t = translator(locale);
  const refusals: FallThroughRefusals = {
    notFound: t("fallThrough.notFound"),
    reasonRequired: t("fallThrough.reasonRequired"),
    noteTooLong: t("fallThrough.noteTooLong", { max: FALL_THROUGH_NOTE_MAX }),
  };
  return {
    refusals,
    reasonUnavailable: t("fallThrough.reasonUnavailable"),
    reasonLine: (reason: FallThroughReason) =>
      t("dealMail.fellThrough.reason", { reason: fallThroughReasonIn(locale, reason) }),
    fate: (senal: SenalFacts) => senalFateIn(locale, senal),
    recordedTitle: t("fallThrough.recordedTitle"),
    recorded: t("fallThrough.recorded"),
  };
}

/** The notice of a deal that ended, in the buyer's words: the same facts as the Spanish one. */
export function endedDealWordsIn(locale: Locale, ended: EndedDeal): EndedDealWords {
  const t = translator(locale);
  const day = formatDayIn(locale, madridDay(new Date(ended.endedAt)));
  return {
    heading: t("fallThrough.endedHeading"),
    line: t(ended.party === "seller" ? "fallThrough.ended.bySeller" : "fallThrough.ended.byBuyer", { day }),
    reason: t("dealMail.fellThrough.reason", { reason: fallThroughReasonIn(locale, ended.reason) }),
    note: ended.note ? t("fallThrough.ended.note", { note: ended.note }) : null,
    senal: ended.senal
      ? {
          label: null,
          text: t("dealMail.fellThrough.senal", { fate: senalFateIn(locale, ended.senal) }),
          lang: locale,
        }
      : { label: t("fallThrough.ended.senalAsRecorded"), text: ended.senalFate, lang: "es" },
  };
}

/**
 * A buyer's deal as their page shows its end: the reasons in their words while it holds, or the
 * notice once it ended. Spanish is the view as the domain gives it.
 */
export function fallThroughViewIn(locale: Locale, view: DealFallThroughView) {
  if (locale === "es") return { ...view, formWords: undefined, endedWords: undefined };
  return {
    choices: view.choices && {
      ...view.choices,
      reasons: view.choices.reasons.map((choice) => ({
        ...choice,
        label: fallThroughReasonIn(locale, choice.value),
      })),
    },
    ended: view.ended,
    formWords: fallThroughFormWords(locale),
    endedWords: view.ended ? endedDealWordsIn(locale, view.ended) : undefined,
  };
}
export type LocalFallThroughView = ReturnType<typeof fallThroughViewIn>;
