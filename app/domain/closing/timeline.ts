import type { SellerResidence } from "#app/domain/sale/arras";
import { madridDay } from "#app/lib/calendar";
import { formatDayEs } from "#app/lib/format";
import {
  earliestDeedAfterFein,
  irpfDeadline,
  modelo210Deadline,
  modelo211Deadline,
  plusvaliaDeadline,
} from "./deadlines";
import type { ClosingState } from "./events";

/** Whose task a step is. */
export type StepOwner = "seller" | "buyer" | "both";
export type StepStatus = "done" | "todo";

/** The steps with a date of their own, each also an .ics file of the room. */
export const DATED_STEP_KEYS = ["escritura", "plusvalia", "modelo-211", "modelo-210", "irpf"] as const;
export type DatedStepKey = (typeof DATED_STEP_KEYS)[number];

export type TimelineStep = {
  key: string;
  title: string;
  owner: StepOwner;
  status: StepStatus;
  /** The step's day (done on, or due by), a Madrid calendar day. */
  day: string | null;
  /** 'Hecho el', 'Antes del', 'Cita el'... what `day` means. */
  dayLabel: string | null;
  /** An appointment's instant (ISO), when the step has one. */
  at?: string | null;
  note?: string;
};

/** What the timeline is built from: the deal, its signed arras (if any), and what was recorded. */
export type TimelineInput = {
  agreedOn: string;
  financing: "mortgage" | "cash";
  arras: { signedOn: string | null; deedDeadline: string | null; sellerResidence: SellerResidence } | null;
  state: ClosingState;
};

const done = (day: string | null): StepStatus => (day ? "done" : "todo");

/** The deed's steps: before it, the contract and the money; its day; after it, the keys. */
function beforeDeed({ agreedOn, financing, arras, state }: TimelineInput): TimelineStep[] {
  const steps: TimelineStep[] = [
    { key: "oferta", title: "Oferta aceptada", owner: "both", status: "done", day: agreedOn, dayLabel: "El" },
    {
      key: "arras",
      title: "Contrato de arras firmado",
      owner: "both",
      status: done(arras?.signedOn ?? null),
      day: arras?.signedOn ?? null,
      dayLabel: arras?.signedOn ? "Firmado el" : null,
    },
    {
      key: "senal",
      title: "Señal recibida",
      owner: "seller",
      status: done(state.depositReceivedOn),
      day: state.depositReceivedOn,
      dayLabel: state.depositReceivedOn ? "Recibida el" : null,
    },
  ];
  if (financing === "mortgage") {
    steps.push(
      {
        key: "tasacion",
        title: "Tasación del banco",
        owner: "buyer",
        status: done(state.valuationOn),
        day: state.valuationOn,
        dayLabel: state.valuationOn ? "Hecha el" : null,
      },
      {
        key: "fein",
        title: "FEIN del banco (oferta vinculante)",
        owner: "buyer",
        status: done(state.feinOn),
        day: state.feinOn,
        dayLabel: state.feinOn ? "Recibida el" : null,
        note: state.feinOn
          ? `La ley te da 10 días naturales para estudiarla: la escritura no puede firmarse antes del ${formatDayEs(earliestDeedAfterFein(state.feinOn))}.`
          : "Desde que el banco te entrega la FEIN pasan al menos 10 días naturales antes de la firma.",
      },
    );
  }
  steps.push({
    key: "notaria",
    title: "Notaría elegida y cita",
    owner: "buyer",
    status: state.notary ? "done" : "todo",
    day: state.notary ? madridDay(new Date(state.notary.at)) : null,
    dayLabel: state.notary ? "Cita el" : null,
    at: state.notary?.at ?? null,
  });
  return steps;
}

/** The deed's step: signed (the buyer confirmed), or due by the appointment or the contract's deadline. */
function deedStep({ arras, state }: TimelineInput): TimelineStep {
  const appointment = state.notary ? madridDay(new Date(state.notary.at)) : null;
  if (state.deedSignedOn)
    return {
      key: "escritura",
      title: "Escritura firmada",
      owner: "both",
      status: "done",
      day: state.deedSignedOn,
      dayLabel: "Firmada el",
    };
  return {
    key: "escritura",
    title: "Firma de la escritura",
    owner: "both",
    status: "todo",
    day: appointment ?? arras?.deedDeadline ?? null,
    dayLabel: appointment ? "Cita el" : arras?.deedDeadline ? "Como tarde el" : null,
    at: state.notary?.at ?? null,
    note: arras?.deedDeadline
      ? `El contrato de arras fija como fecha límite el ${formatDayEs(arras.deedDeadline)}.`
      : undefined,
  };
}

/**
 * The taxes after the deed, each with its owner and deadline. Counted from the signed deed, or
 * from the appointment as a forecast; none before a date is set. A non-resident seller's buyer
 * withholds 3 % (modelo 211) and pays the plusvalía as substitute; the seller files modelo 210.
 */
function afterDeed({ arras, state }: TimelineInput): TimelineStep[] {
  const deedOn = state.deedSignedOn ?? (state.notary ? madridDay(new Date(state.notary.at)) : null);
  const nonResident = arras?.sellerResidence === "no-residente";
  const due = (day: string | null): Pick<TimelineStep, "day" | "dayLabel" | "status"> => ({
    day,
    dayLabel: day ? "Antes del" : null,
    status: "todo",
  });
  const steps: TimelineStep[] = [
    {
      key: "llaves",
      title: "Entrega de llaves",
      owner: "seller",
      status: done(state.keysHandedOn),
      day: state.keysHandedOn,
      dayLabel: state.keysHandedOn ? "Entregadas el" : null,
    },
    {
      key: "plusvalia",
      title: "Plusvalía municipal",
      owner: nonResident ? "buyer" : "seller",
      ...due(deedOn ? plusvaliaDeadline(deedOn) : null),
      note: "30 días hábiles desde la escritura, en el ayuntamiento.",
    },
  ];
  if (nonResident)
    steps.push(
      {
        key: "modelo-211",
        title: "Modelo 211: ingresar el 3 % retenido",
        owner: "buyer",
        ...due(deedOn ? modelo211Deadline(deedOn) : null),
      },
      {
        key: "modelo-210",
        title: "Modelo 210: IRNR de la ganancia",
        owner: "seller",
        ...due(deedOn ? modelo210Deadline(deedOn) : null),
      },
    );
  else
    steps.push({
      key: "irpf",
      title: "Declarar la venta en el IRPF",
      owner: "seller",
      ...due(deedOn ? irpfDeadline(deedOn) : null),
      note: "En la campaña de la renta del año siguiente (de abril al 30 de junio).",
    });
  return steps;
}

/** The whole timeline from the accepted offer to the taxes, in order. */
export function closingTimeline(input: TimelineInput): TimelineStep[] {
  return [...beforeDeed(input), deedStep(input), ...afterDeed(input)];
}

/** The first step not done that is the party's (or both's): what they see as 'Tu siguiente paso'. */
export function nextStepFor(steps: readonly TimelineStep[], party: "seller" | "buyer"): TimelineStep | null {
  return (
    steps.find((step) => step.status === "todo" && (step.owner === party || step.owner === "both")) ?? null
  );
}

/**
 * The steps a room shows: all while the deal holds; once it ended, only those done, the record of
 * how far it got. The others are put to no one, nor their dates offered for a calendar.
 */
export function stepsOnRecord(steps: readonly TimelineStep[], ended: boolean): readonly TimelineStep[] {
  return ended ? steps.filter((step) => step.status === "done") : steps;
}

/** A deed appointment earlier than the borrower's ten days after the FEIN: refused. */
export function appointmentTooEarly(
  state: Pick<ClosingState, "feinOn">,
  appointmentDay: string,
): string | null {
  if (!state.feinOn) return null;
  const earliest = earliestDeedAfterFein(state.feinOn);
  return appointmentDay < earliest ? earliest : null;
}

/** A dated step by its .ics key, if it has a date. */
export function datedStep(steps: readonly TimelineStep[], key: string): TimelineStep | null {
  if (!(DATED_STEP_KEYS as readonly string[]).includes(key)) return null;
  return steps.find((step) => step.key === key && step.day) ?? null;
}
