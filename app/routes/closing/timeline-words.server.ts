import { earliestDeedAfterFein } from "#app/domain/closing/deadlines";
import type { TimelineInput, TimelineStep } from "#app/domain/closing/timeline";
import { formatDayIn } from "#app/lib/i18n/format-date";
import type { Locale } from "#app/lib/i18n/locales";
import { type MessageKey, translator } from "#app/lib/i18n/translate";

/** Each step's name, written out so a reader (and the catalogue test) finds every key. */
const STEP_TITLES: Record<string, MessageKey> = {
  oferta: "closing.room.step.oferta",
  arras: "closing.room.step.arras",
  senal: "closing.room.step.senal",
  tasacion: "closing.room.step.tasacion",
  fein: "closing.room.step.fein",
  notaria: "closing.room.step.notaria",
  escritura: "closing.room.step.escritura",
  llaves: "closing.room.step.llaves",
  plusvalia: "closing.room.step.plusvalia",
  "modelo-211": "closing.room.step.modelo-211",
  "modelo-210": "closing.room.step.modelo-210",
  irpf: "closing.room.step.irpf",
};

function noteIn(locale: Locale, step: TimelineStep, input: TimelineInput): string | undefined {
  if (!step.note) return undefined;
  const t = translator(locale);
  const day = (value: string) => formatDayIn(locale, value);
  switch (step.key) {
    case "fein":
      return input.state.feinOn
        ? t("closing.room.note.feinDone", { day: day(earliestDeedAfterFein(input.state.feinOn)) })
        : t("closing.room.note.feinTodo");
    case "escritura":
      return input.arras?.deedDeadline
        ? t("closing.room.note.deedDeadline", { day: day(input.arras.deedDeadline) })
        : undefined;
    case "plusvalia":
      return t("closing.room.note.plusvalia");
    case "irpf":
      return t("closing.room.note.irpf");
    default:
      return step.note;
  }
}

/**
 * The timeline's steps as a reader of another language reads them: each name and note from the
 * catalogue (the Spanish tax and legal names kept beside). Spanish keeps the domain's own words,
 * the ones the seller and the .ics files have always had.
 */
export function stepsIn(locale: Locale, steps: TimelineStep[], input: TimelineInput): TimelineStep[] {
  if (locale === "es") return steps;
  const t = translator(locale);
  return steps.map((step) => {
    const titleKey =
      step.key === "escritura" && step.status === "done"
        ? "closing.room.step.escrituraDone"
        : STEP_TITLES[step.key];
    return {
      ...step,
      title: titleKey ? t(titleKey) : step.title,
      note: noteIn(locale, step, input),
    };
  });
}
