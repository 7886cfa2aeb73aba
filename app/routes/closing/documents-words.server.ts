import type { ChecklistItemKey } from "#app/domain/closing/documents";
import { notaSimpleAge } from "#app/domain/closing/documents";
import type { Locale } from "#app/lib/i18n/locales";
import { type MessageKey, translator } from "#app/lib/i18n/translate";

/** Each document's name and reason, written out so a reader (and the catalogue test) finds every key. */
const ITEM_WORDS: Record<ChecklistItemKey, { title: MessageKey; why: MessageKey }> = {
  "nota-simple": { title: "closing.doc.nota-simple.title", why: "closing.doc.nota-simple.why" },
  escritura: { title: "closing.doc.escritura.title", why: "closing.doc.escritura.why" },
  ibi: { title: "closing.doc.ibi.title", why: "closing.doc.ibi.why" },
  "certificado-comunidad": {
    title: "closing.doc.certificado-comunidad.title",
    why: "closing.doc.certificado-comunidad.why",
  },
  "certificado-energetico": {
    title: "closing.doc.certificado-energetico.title",
    why: "closing.doc.certificado-energetico.why",
  },
  "cedula-habitabilidad": {
    title: "closing.doc.cedula-habitabilidad.title",
    why: "closing.doc.cedula-habitabilidad.why",
  },
  "certificado-deuda-hipoteca": {
    title: "closing.doc.certificado-deuda-hipoteca.title",
    why: "closing.doc.certificado-deuda-hipoteca.why",
  },
  "nie-vendedor": { title: "closing.doc.nie-vendedor.title", why: "closing.doc.nie-vendedor.why" },
  "poder-vendedor": { title: "closing.doc.poder-vendedor.title", why: "closing.doc.poder-vendedor.why" },
  "dni-comprador": { title: "closing.doc.dni-comprador.title", why: "closing.doc.dni-comprador.why" },
  "justificante-fondos": {
    title: "closing.doc.justificante-fondos.title",
    why: "closing.doc.justificante-fondos.why",
  },
  fein: { title: "closing.doc.fein.title", why: "closing.doc.fein.why" },
  "modelo-211": { title: "closing.doc.modelo-211.title", why: "closing.doc.modelo-211.why" },
  "poder-comprador": { title: "closing.doc.poder-comprador.title", why: "closing.doc.poder-comprador.why" },
};

type Worded = { key: ChecklistItemKey; title: string; why: string; onlyIf?: string };

/**
 * A checklist item as a reader of another language reads it: its name (the Spanish one beside) and
 * why the notary asks for it. Spanish keeps the domain's words as they were.
 */
export function checklistItemIn<T extends Worded>(locale: Locale, item: T): T {
  if (locale === "es") return item;
  const t = translator(locale);
  const words = ITEM_WORDS[item.key];
  return {
    ...item,
    title: t(words.title),
    why: t(words.why),
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
