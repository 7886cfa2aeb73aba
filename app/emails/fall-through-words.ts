import type { FallThroughReason, SenalCase, SenalFacts } from "#app/domain/sale/fallen-through";
import { formatPriceIn } from "#app/lib/i18n/format";
import type { Locale } from "#app/lib/i18n/locales";
import { type MessageKey, translator } from "#app/lib/i18n/translate";

/** Each reason's words in the catalogue, named in full so a reader finds (and the catalogue test sees) every key. */
const REASON_WORDS: Record<FallThroughReason, MessageKey> = {
  "financiacion-denegada": "dealMail.reason.financiacion-denegada",
  "comprador-desiste": "dealMail.reason.comprador-desiste",
  "vendedor-desiste": "dealMail.reason.vendedor-desiste",
  "mutuo-acuerdo": "dealMail.reason.mutuo-acuerdo",
};

/** Each case of the señal's fate, the same sentence the Spanish page states, for a reader abroad. */
const SENAL_WORDS: Record<SenalCase, MessageKey> = {
  "sin-arras": "dealMail.senal.sin-arras",
  "condicion-financiacion": "dealMail.senal.condicion-financiacion",
  "mutuo-acuerdo": "dealMail.senal.mutuo-acuerdo",
  "ley-catalana": "dealMail.senal.ley-catalana",
  "penitenciales-vendedor": "dealMail.senal.penitenciales-vendedor",
  "penitenciales-comprador": "dealMail.senal.penitenciales-comprador",
  confirmatorias: "dealMail.senal.confirmatorias",
  penales: "dealMail.senal.penales",
};

export type { SenalFacts };

export function fallThroughReasonIn(locale: Locale, reason: FallThroughReason): string {
  return translator(locale)(REASON_WORDS[reason]);
}

/** The señal's fate in the reader's words, the amount in their format, and the clause that decides it. */
export function senalFateIn(locale: Locale, senal: SenalFacts): string {
  const t = translator(locale);
  const sentence = t(SENAL_WORDS[senal.case], { amount: formatPriceIn(locale, senal.amount ?? 0) });
  return senal.clause ? `${sentence} ${t("dealMail.senal.clause", { clause: senal.clause })}` : sentence;
}
