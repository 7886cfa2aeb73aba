import { CLOSING_FIELD_ERRORS, type ClosingFieldErrors } from "#app/domain/closing/action-forms";
import { DOCUMENT_ERRORS, type DocumentRefusal } from "#app/domain/closing/document-file";
import { type ClosingRefusal, closingRefusalOf } from "#app/domain/closing/refusals";
import type { DomainError } from "#app/domain/errors";
import { formatDayIn } from "#app/lib/i18n/format-date";
import type { Locale } from "#app/lib/i18n/locales";
import { type MessageKey, translator } from "#app/lib/i18n/translate";

/** Each refused field's words, written out so a reader (and the catalogue test) finds every key. */
const FIELD_WORDS: Record<keyof ClosingFieldErrors, MessageKey> = {
  dayRequired: "closing.field.dayRequired",
  dayInvalid: "closing.field.dayInvalid",
  dayFuture: "closing.field.dayFuture",
  appointmentRequired: "closing.field.appointmentRequired",
  appointmentInvalid: "closing.field.appointmentInvalid",
  appointmentPast: "closing.field.appointmentPast",
  deedUnconfirmed: "closing.field.deedUnconfirmed",
  mortgageDay: "closing.field.mortgageDay",
  notaryName: "closing.field.notaryName",
  notaryNameLong: "closing.field.notaryNameLong",
  notaryAddress: "closing.field.notaryAddress",
  notaryAddressLong: "closing.field.notaryAddressLong",
};

const FILE_WORDS: Record<DocumentRefusal, MessageKey> = {
  missing: "closing.field.fileMissing",
  tooLarge: "closing.field.fileTooLarge",
  wrongType: "closing.field.fileWrongType",
};

const NOTA_SIMPLE_DAY_ES = "Escribe la fecha que figura en la nota simple (no puede ser futura).";

/** The words the room's forms are checked with: the domain's Spanish, or the reader's. */
export function closingFieldWords(locale: Locale): ClosingFieldErrors {
  if (locale === "es") return CLOSING_FIELD_ERRORS;
  const t = translator(locale);
  return Object.fromEntries(
    Object.entries(FIELD_WORDS).map(([name, key]) => [name, t(key)]),
  ) as ClosingFieldErrors;
}

/** An upload's refusals in the reader's words; Spanish is the domain's own sentences. */
export function uploadRefusalsIn(locale: Locale) {
  if (locale === "es")
    return { file: (code: DocumentRefusal) => DOCUMENT_ERRORS[code], notaSimpleDay: NOTA_SIMPLE_DAY_ES };
  const t = translator(locale);
  return {
    file: (code: DocumentRefusal) => t(FILE_WORDS[code]),
    notaSimpleDay: t("closing.field.notaSimpleDay"),
  };
}

/**
 * The refusals a buyer can meet in the room, written out so a reader (and the catalogue test) finds
 * every key. The seller's and staff's own (the keys before the deed, sharing as staff) stay Spanish:
 * no buyer reads them.
 */
const REFUSAL_WORDS: Partial<Record<ClosingRefusal, MessageKey>> = {
  ended: "closing.refusal.ended",
  otherPartyStep: "closing.refusal.otherPartyStep",
  deedSigned: "closing.refusal.deedSigned",
  noMortgage: "closing.refusal.noMortgage",
  notaryFirst: "closing.refusal.notaryFirst",
  feinWait: "closing.refusal.feinWait",
  notInList: "closing.refusal.notInList",
  otherPartyDocument: "closing.refusal.otherPartyDocument",
  markedByReceiver: "closing.refusal.markedByReceiver",
  linkInactive: "closing.refusal.linkInactive",
};

/** A domain refusal in the reader's words; Spanish, and any refusal without words, as the domain said it. */
export function closingRefusalIn(locale: Locale, error: DomainError): string {
  const facts = closingRefusalOf(error);
  const key = facts && REFUSAL_WORDS[facts.refusal];
  if (locale === "es" || !facts || !key) return error.userMessage;
  return translator(locale)(key, { day: facts.earliest ? formatDayIn(locale, facts.earliest) : "" });
}
