import type { ChecklistItemKey } from "#app/domain/closing/documents";
import { notaSimpleAge } from "#app/domain/closing/documents";
import { CHECKLIST_ITEM_WORDS as ITEM_WORDS } from "#app/emails/checklist-words";
import type { Locale } from "#app/lib/i18n/locales";
import { type MessageKey, translator } from "#app/lib/i18n/translate";

type Worded = { key: ChecklistItemKey; title: string; why: string; legalBasis: string; onlyIf?: string };

/**
 * Each document's legal basis, written out so a reader (and the catalogue test) finds every key: the
 * statute's name in the reader's words with the Spanish name and the same article beside.
 */
const BASIS_WORDS: Record<ChecklistItemKey, MessageKey> = {
  "nota-simple": "closing.doc.nota-simple.basis",
  escritura: "closing.doc.escritura.basis",
  ibi: "closing.doc.ibi.basis",
  "certificado-comunidad": "closing.doc.certificado-comunidad.basis",
  "certificado-energetico": "closing.doc.certificado-energetico.basis",
  "cedula-habitabilidad": "closing.doc.cedula-habitabilidad.basis",
  "certificado-deuda-hipoteca": "closing.doc.certificado-deuda-hipoteca.basis",
  "nie-vendedor": "closing.doc.nie-vendedor.basis",
  "poder-vendedor": "closing.doc.poder-vendedor.basis",
  "dni-comprador": "closing.doc.dni-comprador.basis",
  "justificante-fondos": "closing.doc.justificante-fondos.basis",
  fein: "closing.doc.fein.basis",
  "modelo-211": "closing.doc.modelo-211.basis",
  "poder-comprador": "closing.doc.poder-comprador.basis",
};

/**
 * A checklist item as a reader of another language reads it: its name (the Spanish one beside), why
 * the notary asks for it and on what law. Spanish keeps the domain's words as they were.
 */
export function checklistItemIn<T extends Worded>(locale: Locale, item: T): T {
  if (locale === "es") return item;
  const t = translator(locale);
  const words = ITEM_WORDS[item.key];
  return {
    ...item,
    title: t(words.title),
    why: t(words.why),
    legalBasis: t(BASIS_WORDS[item.key]),
    ...(item.onlyIf ? { onlyIf: t("closing.doc.absent") } : {}),
  };
}

/** The nota simple's age in the reader's words, and what to do when it is too old. */
export function notaSimpleAgeIn(locale: Locale, issuedOn: string, today: string): string {
  const { days, tooOld } = notaSimpleAge(issuedOn, today);
  const t = translator(locale);
  const age = t("closing.doc.age", { days: Math.max(days, 0) });
  return tooOld ? t("closing.doc.tooOld", { age }) : t("closing.doc.ageLine", { age });
}
