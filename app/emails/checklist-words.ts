import type { ChecklistItemKey } from "#app/domain/closing/documents";
import type { Locale } from "#app/lib/i18n/locales";
import { type MessageKey, translator } from "#app/lib/i18n/translate";

/** Each document's name and reason, written out so a reader (and the catalogue test) finds every key. */
export const CHECKLIST_ITEM_WORDS: Record<ChecklistItemKey, { title: MessageKey; why: MessageKey }> = {
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

/**
 * A checklist document's name as a reader of another language reads it, the Spanish name beside
 * ("Land Registry extract (nota simple)"), as the Documentos tab shows it. Spanish keeps `spanish`,
 * the domain's own name, untouched.
 */
export function checklistTitleIn(locale: Locale, key: ChecklistItemKey, spanish: string): string {
  return locale === "es" ? spanish : translator(locale)(CHECKLIST_ITEM_WORDS[key].title);
}
