import { DomainError, type FailureCode } from "#app/domain/errors";
import { formatDayEs } from "#app/lib/format";

/**
 * Why the room refuses a step that is not a field's fault, by code, in the domain's Spanish (what
 * the seller, staff and a Spanish buyer read). The code travels with the error so a page can word
 * it for a reader of another language; no page needs to read the Spanish to tell them apart.
 */
export const CLOSING_REFUSALS = {
  ended: "Esta operación no siguió adelante: la sala ya no admite cambios.",
  otherPartyStep: "Este paso le corresponde a la otra parte.",
  deedSigned: "La escritura ya está firmada: este paso ya no se puede cambiar.",
  noMortgage: "Esta compra se paga sin hipoteca.",
  notaryFirst: "Primero el comprador tiene que elegir la notaría.",
  keysAfterDeed:
    "Las llaves se entregan al firmar la escritura: espera a que el comprador confirme la firma.",
  notInList: "Ese documento no está en la lista de esta operación.",
  otherPartyDocument: "Este documento lo aporta la otra parte.",
  markedByReceiver: "Lo marca como recibido quien lo recibe: la otra parte o Zaguán.",
  partiesShare: "Solo el vendedor y el comprador comparten el expediente.",
  linkInactive: "Ese enlace ya no está activo.",
} as const;

export type ClosingRefusal = keyof typeof CLOSING_REFUSALS | "feinWait";

/** What a page needs to word a refusal again: its code and, for the FEIN's wait, the first day. */
export type ClosingRefusalFacts = { refusal: ClosingRefusal; earliest?: string };

/** The FEIN's ten days: the first day ('YYYY-MM-DD') the deed's appointment may be on. */
export const feinWaitEs = (earliest: string) =>
  `Desde la FEIN tienes 10 días naturales antes de firmar: la cita puede ser desde el ${formatDayEs(earliest)}.`;

/** The room's refusal as a domain error: the Spanish to show, the code and facts to word it again. */
export function closingRefusal(failure: FailureCode, refusal: keyof typeof CLOSING_REFUSALS): DomainError {
  return new DomainError(failure, CLOSING_REFUSALS[refusal], { details: { refusal } });
}

/** An appointment inside the FEIN's ten days: the day is kept so each reader gets it in their own words. */
export function feinWaitRefusal(earliest: string): DomainError {
  return new DomainError("conflict", feinWaitEs(earliest), {
    details: { refusal: "feinWait", earliest } satisfies ClosingRefusalFacts,
  });
}

/** The code and facts of a room's refusal, or null for any other error. */
export function closingRefusalOf(error: DomainError): ClosingRefusalFacts | null {
  const details = error.details as Partial<ClosingRefusalFacts> | undefined;
  return typeof details?.refusal === "string" ? (details as ClosingRefusalFacts) : null;
}
