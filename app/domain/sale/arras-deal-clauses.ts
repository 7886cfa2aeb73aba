import { formatDateEs, formatPrice } from "#app/lib/format";
import { winAnsiLiteral } from "#app/lib/win-ansi";
import {
  financingDeadline,
  LOAN_OFFER_DAYS,
  LOAN_OFFER_DAYS_CATALONIA,
  type MortgageLoan,
} from "./arras-financing";
import type { ArrasLaw } from "./arras-law";

/**
 * The clauses the agreed deal brings into the arras contract (docs/decisions/0050-arras-clauses.md):
 * the financing condition when the buyer pays with a mortgage, and the conditions of the offer,
 * word for word. Each returns its paragraphs; the contract numbers and places them.
 */

const day = (isoDate: string) => formatDateEs(`${isoDate}T12:00:00Z`);

const CCCAT = "Código civil de Cataluña";

function loanText({ amount, percent }: MortgageLoan): string {
  const euros = formatPrice(amount);
  return percent === null
    ? `por un importe de ${euros}`
    : `por un importe del ${percent.toLocaleString("es-ES")} % del precio, es decir, ${euros}`;
}

export type FinancingClauseInput = {
  law: ArrasLaw;
  loan: MortgageLoan;
  /** The signal, as the contract prints it ('25.000 €'). */
  deposit: string;
  signingDate: string;
  deedDeadline: string;
};

/**
 * The buyer's way out when the bank says no. Under the Código Civil, a condición resolutoria: the
 * loan refused (or granted for less, a low valuation included) by the deadline, proved with the
 * bank's written answer, resolves the contract and the signal is returned in full (art. 1123 CC).
 * Under Catalan law the same exit is the buyer's withdrawal of art. 621-49 CCCat, with its own
 * words: the designated lender, documentary proof, the seller left as if no contract had been made.
 * Both protect the seller too: the buyer must apply on time and diligently, and must prove the
 * refusal within the deadline, or the contract stands.
 */
export function financingClause({
  law,
  loan,
  deposit,
  signingDate,
  deedDeadline,
}: FinancingClauseInput): string[] {
  const catalan = law === "catalana";
  const offerDays = catalan ? LOAN_OFFER_DAYS_CATALONIA : LOAN_OFFER_DAYS;
  const deadline = financingDeadline(signingDate, deedDeadline, offerDays);
  const lenders = catalan
    ? "las entidades designadas"
    : "las entidades a las que la parte compradora lo haya solicitado";
  return [
    `La parte compradora pagará parte del precio con un préstamo con garantía hipotecaria sobre la vivienda ` +
      `${loanText(loan)}. Lo solicitará a una o varias entidades de crédito dentro de los ` +
      `${deadline.applicationDays} días naturales siguientes a la firma de este contrato, comunicará por escrito ` +
      "a la parte vendedora a cuáles lo ha solicitado y les aportará con diligencia la documentación que le pidan." +
      (catalan
        ? ` A los efectos del artículo 621-49 del ${CCCAT}, las partes hacen constar que este contrato prevé la ` +
          "financiación de parte del precio por una entidad de crédito, que será la entidad o entidades que la " +
          "parte compradora designe en esa comunicación."
        : ""),
    (catalan ? "Si" : "Esta compraventa queda sujeta a condición resolutoria: si") +
      `, a más tardar el ${day(deadline.date)} (${deadline.days} días naturales desde la firma), ninguna de ` +
      `${lenders} le concede el préstamo por el importe indicado, porque lo deniegan o porque solo lo ` +
      "conceden por un importe inferior, incluido el caso de que la tasación de la vivienda resulte inferior " +
      "al precio, la parte compradora podrá " +
      (catalan
        ? `desistir de este contrato conforme al artículo 621-49 del ${CCCAT}; las partes pactan expresamente que ` +
          "la concesión por un importe inferior equivale a la denegación."
        : "dar por resuelto este contrato."),
    "Para ello lo comunicará a la parte vendedora por escrito, por un medio que deje constancia (burofax o " +
      "correo electrónico certificado), dentro de ese plazo, y lo justificará con la respuesta escrita de cada " +
      "entidad, que deniegue el préstamo o fije el importe concedido, y, si la causa es la tasación, con el " +
      "informe de tasación. Recibida la comunicación, la parte vendedora devolverá íntegramente a la parte compradora la " +
      `señal de ${deposit} dentro de los diez días naturales siguientes, sin penalización ni indemnización ` +
      "para ninguna de las partes" +
      (catalan
        ? ", y la parte compradora dejará a la parte vendedora en la situación en que se hallaría de no haberse " +
          "celebrado el contrato. No se aplicará lo pactado en la cláusula cuarta."
        : "; no se aplicará lo pactado en la cláusula cuarta (artículo 1123 del Código Civil)."),
    "La parte compradora no podrá acogerse a esta cláusula si la denegación se debe a su negligencia: si no " +
      "solicitó el préstamo en plazo, no aportó la documentación que se le pidió o retiró la solicitud. Si no " +
      "comunica y justifica la denegación dentro del plazo, ya no podrá invocarla y el contrato seguirá en " +
      "vigor en todos sus términos. La parte compradora podrá renunciar a esta cláusula en cualquier momento, " +
      "por escrito." +
      (deadline.leavesOfferDays
        ? ` El plazo deja al menos ${offerDays} días naturales antes de la fecha límite de la escritura, ` +
          "los que la entidad debe dar a la parte compradora para estudiar su oferta antes de firmar el " +
          "préstamo (artículo 14 de la Ley 5/2019, de 15 de marzo, reguladora de los contratos de crédito " +
          (catalan
            ? "inmobiliario, que fija diez días, ampliados a catorce en Cataluña por el Código de consumo de " +
              "Cataluña)."
            : "inmobiliario).")
        : ""),
  ];
}

/**
 * The buyer's conditions, word for word, each line of them its own paragraph between « and ». The
 * text is the buyer's, never rewritten: only characters the PDF's fonts cannot draw are spelled by
 * their code (app/lib/win-ansi.ts), and the clause says so when that happens. Where a condition
 * contradicts another clause, the other clause prevails: the parties read and sign those together.
 * Null when the offer had none.
 */
export function dealConditionsClause(
  conditions: string,
  financingClauseName: string | null,
): string[] | null {
  const lines = conditions
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "");
  if (lines.length === 0) return null;
  const printed = lines.map(winAnsiLiteral);
  const quoted = printed.map(({ text }, index) => {
    const open = index === 0 ? "«" : "";
    const close = index === printed.length - 1 ? "»" : "";
    return `${open}${text}${close}`;
  });
  const replaced = printed.some((line) => line.replaced);
  return [
    "La parte compradora hizo su oferta con las condiciones que se transcriben a continuación, literalmente, " +
      "tal como las escribió; la parte vendedora las aceptó al aceptar la oferta, y forman parte de este contrato:",
    ...quoted,
    "Si alguna de ellas contradice lo pactado en las demás cláusulas, prevalecerán estas, que las partes han " +
      "revisado juntas antes de firmar." +
      (financingClauseName
        ? ` Lo que se refiera a la financiación se cumplirá como dispone la cláusula ${financingClauseName}.`
        : "") +
      (replaced
        ? " Los caracteres que este documento no puede imprimir figuran por su código Unicode entre corchetes " +
          "(por ejemplo, [U+4E2D])."
        : ""),
  ];
}
