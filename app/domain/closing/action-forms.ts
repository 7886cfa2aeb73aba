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

const field = (formData: FormData, name: string) => String(formData.get(name) ?? "").trim();

/** A past or present day ('Fecha'): the day something happened cannot be after today. */
function pastDay(
  value: string,
  today: string,
  errors: Record<string, string>,
  name: string,
  required = true,
) {
  if (!value) {
    if (required) errors[name] = "Indica la fecha.";
    return;
  }
  if (!isCalendarDay(value)) errors[name] = "Escribe una fecha válida.";
  else if (value > today) errors[name] = "La fecha no puede ser posterior a hoy.";
}

/** An appointment: a Madrid wall-clock time in the future. */
function appointment(value: string, now: Date, errors: Record<string, string>) {
  const at = parseMadridLocal(value);
  if (!value) errors.at = "Indica el día y la hora de la cita.";
  else if (!at) errors.at = "Escribe un día y una hora válidos.";
  else if (at.getTime() <= now.getTime()) errors.at = "La cita tiene que ser en el futuro.";
  return at;
}

/** Reads and checks the form of an intent; the payload stored is what was checked. */
export function parseClosingForm(
  intent: ClosingIntent,
  formData: FormData,
  now: Date,
  today: string,
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
    pastDay(on, today, errors, "on");
    if (intent === "confirm-deed" && formData.get("confirmed") !== "yes")
      errors.confirmed = "Marca la casilla para confirmar que habéis firmado la escritura.";
    payload = { on };
  } else if (intent === "record-mortgage") {
    const valuationOn = read("valuationOn");
    const feinOn = read("feinOn");
    pastDay(valuationOn, today, errors, "valuationOn", false);
    pastDay(feinOn, today, errors, "feinOn", false);
    if (!valuationOn && !feinOn) errors.feinOn = "Indica la fecha de la tasación o la de la FEIN.";
    payload = { valuationOn, feinOn };
  } else {
    const at = appointment(read("at"), now, errors);
    if (intent === "choose-notary") {
      const name = read("name");
      const address = read("address");
      if (!name) errors.name = "Indica el nombre de la notaría o del notario.";
      else if (name.length > 200) errors.name = "El nombre es demasiado largo.";
      if (!address) errors.address = "Indica la dirección de la notaría.";
      else if (address.length > 300) errors.address = "La dirección es demasiado larga.";
      payload = { name, address, at: at?.toISOString() ?? "" };
    } else payload = { at: at?.toISOString() ?? "" };
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors, values } : { ok: true, payload };
}
