import { communityOfProvince } from "#app/domain/listings/province-communities";
import { provinceFromName } from "#app/domain/listings/province-names";
import type { ArrasKind } from "./arras";

/**
 * Which civil code governs the arras contract, by where the home is (docs/decisions/0050-arras-clauses.md):
 * since 1 January 2018 a sale of a home in Barcelona, Girona, Lleida or Tarragona is governed by
 * the sixth book of the Codi civil de Catalunya (Ley 3/2017), whose art. 621-8 makes arras
 * confirmatory unless the right to withdraw is agreed expressly; everywhere else, the Código Civil
 * (art. 1454). The texts here are the Catalan variant's; the common ones live in arras-clauses.ts.
 */
export type ArrasLaw = "catalana" | "comun";

export function arrasLawOf(province: string | null | undefined): ArrasLaw {
  return communityOfProvince(provinceFromName(province)) === "Cataluña" ? "catalana" : "comun";
}

const CCCAT = "Código civil de Cataluña";

/** How the arras clause points at the financing clause, when the contract has one. */
export type FinancingReference = { clause: string } | null;

/**
 * The fourth clause under Catalan law: the contract says which kind the arras are and cites art.
 * 621-8. Penitential arras need the express agreement (else they would be confirmatory) and give way
 * to a buyer's withdrawal justified by a refused loan (art. 621-49); the withdrawal right lasts
 * until the deed's deadline at the latest.
 */
export function catalanArrasNatureClause(
  kind: ArrasKind,
  amount: string,
  deadline: string,
  financing: FinancingReference,
): string {
  switch (kind) {
    case "penitenciales":
      return (
        `Las partes pactan expresamente que la cantidad de ${amount} se entrega como arras penitenciales, ` +
        `con facultad de desistimiento para ambas, conforme al artículo 621-8 del ${CCCAT}. Por tanto, hasta ` +
        `la firma de la escritura y, como muy tarde, hasta el ${deadline}, cualquiera de las partes puede ` +
        "desistir de la compraventa: si desiste la parte compradora, perderá la cantidad entregada" +
        (financing
          ? `, salvo que el desistimiento esté justificado por la falta de financiación según la cláusula ${financing.clause} (artículo 621-49 del ${CCCAT})`
          : "") +
        "; si desiste la parte vendedora, la devolverá doblada. Con ello queda extinguido el contrato y " +
        "ninguna parte podrá reclamar a la otra nada más por haber desistido."
      );
    case "confirmatorias":
      return (
        `Las partes acuerdan que la cantidad de ${amount} se entrega como arras confirmatorias: a cuenta del ` +
        `precio, como señal y para confirmar el contrato, que es el efecto que el artículo 621-8 del ${CCCAT} ` +
        "da a las arras cuando no se pacta expresamente la facultad de desistir. Ninguna parte puede desistir " +
        "por su sola voluntad" +
        (financing
          ? `, salvo lo previsto en la cláusula ${financing.clause} para la falta de financiación`
          : "") +
        ". Si una de ellas no cumple, la otra podrá exigir que se firme la escritura o resolver el contrato, " +
        "en ambos casos con la indemnización de daños y perjuicios que proceda, según los remedios que el " +
        `libro sexto del ${CCCAT} da a la parte compradora y a la vendedora.`
      );
    case "penales":
      return (
        `Las partes acuerdan que la cantidad de ${amount} se entrega como arras penales, en garantía del ` +
        "cumplimiento, y no como arras penitenciales: ninguna parte puede desistir por su sola voluntad " +
        `(artículo 621-8 del ${CCCAT})` +
        (financing
          ? `, salvo lo previsto en la cláusula ${financing.clause} para la falta de financiación`
          : "") +
        ". Si no cumple la parte compradora, la perderá; si no cumple la parte vendedora, la devolverá " +
        "doblada. Las partes pactan expresamente que, además de esa pena, la parte que sí haya cumplido " +
        "podrá exigir a la otra que se firme la compraventa, según los artículos 1152 y 1153 del Código " +
        `Civil, aplicables en lo que no regula el ${CCCAT}.`
      );
  }
}

/** The last clause: which code governs, and the courts of the place where the home is. */
export function governingLawClause(law: ArrasLaw): string {
  const courts =
    "Para cualquier desacuerdo, las partes se someten a los juzgados y tribunales del lugar donde está la vivienda.";
  if (law === "comun") return `Este contrato se rige por el Código Civil. ${courts}`;
  return (
    `La vivienda está en Cataluña: este contrato se rige por el ${CCCAT}, en particular por su libro ` +
    "sexto, relativo a las obligaciones y los contratos (Ley 3/2017, de 15 de febrero), y, en lo que este " +
    `no regule, por el Código Civil. ${courts}`
  );
}

/** A married seller's spouse consents when the home is the family's or shared; in Catalonia, art. 231-9 too. */
export function marriedSellerSentence(law: ArrasLaw): string {
  const articles =
    law === "comun"
      ? "(artículos 1320 y 1377 del Código Civil)"
      : `(artículos 1320 y 1377 del Código Civil o, si su matrimonio se rige por el derecho civil de ` +
        `Cataluña, artículo 231-9 del ${CCCAT})`;
  return (
    "Si la vivienda es la vivienda familiar o un bien común del matrimonio de quien vende, su cónyuge " +
    `firmará también este contrato y la escritura, o dará su consentimiento por escrito ${articles}.`
  );
}
