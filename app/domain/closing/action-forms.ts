import { isCalendarDay, parseMadridLocal } from "#app/lib/calendar";

/**
 * The closing room's intents: who may post each, and the fields each reads. Parsing is pure;
 * whether the party may act and whether the state allows it is checked in actions.server.ts.
 */
export const CLOSING_INTENTS = {
  "mark-deposit": { parties: ["seller"], kind: "deposit_received" },
  "record-mortgage": { parties: ["buyer"], kind: "mortgage_recorded" },
  "choose-notary": { parties: ["buyer"], kind: "notary_chosen" },
  "change-appointment": { parties: ["seller", "buyer"], kind: "appointment_changed" },
  "confirm-deed": { parties: ["buyer"], kind: "deed_signed" },
  "hand-keys": { parties: ["seller"], kind: "keys_handed" },
} as const;
export type ClosingIntent = keyof typeof CLOSING_INTENTS;

export const isClosingIntent = (value: string): value is ClosingIntent =>
  Object.hasOwn(CLOSING_INTENTS, value);

export type ParsedForm =
  | { ok: true; payload: Record<string, string> }
  | { ok: false; errors: Record<string, string>; values: Record<string, string> };

/** What a refused field says: Spanish here; the page passes its reader's words. */
export const CLOSING_FIELD_ERRORS = {
  dayRequired: "Indica la fecha.",
  dayInvalid: "Escribe una fecha válida.",
  dayFuture: "La fecha no puede ser posterior a hoy.",
  appointmentRequired: "Indica el día y la hora de la cita.",
  appointmentInvalid: "Escribe un día y una hora válidos.",
  appointmentPast: "La cita tiene que ser en el futuro.",
  deedUnconfirmed: "Marca la casilla para confirmar que habéis firmado la escritura.",
  mortgageDay: "Indica la fecha de la tasación o la de la FEIN.",
  notaryName: "Indica el nombre de la notaría o del notario.",
  notaryNameLong: "El nombre es demasiado largo.",
  notaryAddress: "Indica la dirección de la notaría.",
  notaryAddressLong: "La dirección es demasiado larga.",
};
export type ClosingFieldErrors = Record<keyof typeof CLOSING_FIELD_ERRORS, string>;

const field = (formData: FormData, name: string) => String(formData.get(name) ?? "").trim();

/** A past or present day ('Fecha'): the day something happened cannot be after today. */
function pastDay(
  words: ClosingFieldErrors,
  value: string,
  today: string,
  errors: Record<string, string>,
  name: string,
  required = true,
) {
  if (!value) {
    if (required) errors[name] = words.dayRequired;
    return;
  }
  if (!isCalendarDay(value)) errors[name] = words.dayInvalid;
  else if (value > today) errors[name] = words.dayFuture;
}

/** An appointment: a Madrid wall-clock time in the future. */
function appointment(words: ClosingFieldErrors, value: string, now: Date, errors: Record<string, string>) {
  const at = parseMadridLocal(value);
  if (!value) errors.at = words.appointmentRequired;
  else if (!at) errors.at = words.appointmentInvalid;
  else if (at.getTime() <= now.getTime()) errors.at = words.appointmentPast;
  return at;
}

/** Reads and checks the form of an intent; the payload stored is what was checked. */
export function parseClosingForm(
  intent: ClosingIntent,
  formData: FormData,
  now: Date,
  today: string,
  words: ClosingFieldErrors = CLOSING_FIELD_ERRORS,
): ParsedForm {
  const errors: Record<string, string> = {};
  const values: Record<string, string> = {};
  const read = (name: string) => {
    values[name] = field(formData, name);
    return values[name];
  };
  let payload: Record<string, string> = {};
  if (intent === "mark-deposit" || intent === "confirm-deed" || intent === "hand-keys") {
    const on = read("on");
    pastDay(words, on, today, errors, "on");
    if (intent === "confirm-deed" && formData.get("confirmed") !== "yes")
      errors.confirmed = words.deedUnconfirmed;
    payload = { on };
  } else if (intent === "record-mortgage") {
    const valuationOn = read("valuationOn");
    const feinOn = read("feinOn");
    pastDay(words, valuationOn, today, errors, "valuationOn", false);
    pastDay(words, feinOn, today, errors, "feinOn", false);
    if (!valuationOn && !feinOn) errors.feinOn = words.mortgageDay;
    payload = { valuationOn, feinOn };
  } else {
    const at = appointment(words, read("at"), now, errors);
    if (intent === "choose-notary") {
      const name = read("name");
      const address = read("address");
      if (!name) errors.name = words.notaryName;
      else if (name.length > 200) errors.name = words.notaryNameLong;
      if (!address) errors.address = words.notaryAddress;
      else if (address.length > 300) errors.address = words.notaryAddressLong;
      payload = { name, address, at: at?.toISOString() ?? "" };
    } else payload = { at: at?.toISOString() ?? "" };
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors, values } : { ok: true, payload };
}
