import { namesMatch, normaliseDni, normaliseEmail, normaliseName } from "./person-match";

/**
 * An outside buyer declared at step 6 compared with one lead of the listing on everything the
 * record holds (docs/decisions/0051): a lead types only "Lucía" in the buyer form, so the name
 * alone lost the fee. E-mail, phone and DNI are evidence; a shared first name is only a possible
 * match, shown to staff, never enough alone.
 */
export type MatchedOn = "email" | "phone" | "dni" | "name" | "first_name";

export type LeadContact = {
  buyerName: string;
  buyerEmail: string;
  buyerPhone?: string | null;
  dni?: string | null;
};
export type DeclaredContact = {
  name: string;
  dni?: string | null;
  email?: string | null;
  phone?: string | null;
};

/**
 * A Spanish phone as its nine digits, whatever the writing: '+34 600 11 22 33', '0034600112233' and
 * '600112233' are one number. Foreign numbers keep their country code, digits only.
 */
export function normalisePhone(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  if (digits.startsWith("0034") && digits.length === 13) return digits.slice(4);
  if (digits.startsWith("34") && digits.length === 11) return digits.slice(2);
  if (digits.startsWith("00")) return digits.slice(2);
  return digits;
}

const firstName = (name: string) => normaliseName(name).split(" ")[0] ?? "";
const onlyOneWord = (name: string) => normaliseName(name).split(" ").filter(Boolean).length === 1;

/** What the declaration and the lead share, strongest evidence first; empty when nothing. */
export function matchDeclaredBuyer(declared: DeclaredContact, lead: LeadContact): MatchedOn[] {
  const on: MatchedOn[] = [];
  if (declared.email && lead.buyerEmail && normaliseEmail(declared.email) === normaliseEmail(lead.buyerEmail))
    on.push("email");
  const phone = declared.phone ? normalisePhone(declared.phone) : "";
  if (phone.length >= 6 && lead.buyerPhone && normalisePhone(lead.buyerPhone) === phone) on.push("phone");
  if (declared.dni && lead.dni && normaliseDni(declared.dni) === normaliseDni(lead.dni)) on.push("dni");
  if (namesMatch(declared.name, lead.buyerName)) on.push("name");
  else if (
    (onlyOneWord(lead.buyerName) || onlyOneWord(declared.name)) &&
    firstName(lead.buyerName) !== "" &&
    firstName(lead.buyerName) === firstName(declared.name)
  )
    on.push("first_name");
  return on;
}

/** A match is evidence when something other than a shared first name agrees. */
export const isPossibleOnly = (on: MatchedOn[]): boolean => on.length === 1 && on[0] === "first_name";

const LABELS: Record<MatchedOn, string> = {
  email: "el e-mail",
  phone: "el teléfono",
  dni: "el DNI/NIE",
  name: "el nombre y apellidos",
  first_name: "solo el nombre de pila (posible coincidencia)",
};

/** 'el e-mail y el teléfono': what staff read in the fee review. */
export function describeMatch(on: MatchedOn[]): string {
  const words = on.map((kind) => LABELS[kind]);
  return words.length <= 1 ? (words[0] ?? "") : `${words.slice(0, -1).join(", ")} y ${words.at(-1)}`;
}
