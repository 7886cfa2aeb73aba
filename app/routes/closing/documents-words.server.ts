import type { ChecklistItemKey } from "#app/domain/closing/documents";
import { notaSimpleAge } from "#app/domain/closing/documents";
import { CHECKLIST_ITEM_WORDS as ITEM_WORDS } from "#app/emails/checklist-words";
import type { Locale } from "#app/lib/i18n/locales";
import { translator } from "#app/lib/i18n/translate";

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
