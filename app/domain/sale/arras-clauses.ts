import { formatCents } from "#app/lib/format";
import type { ArrasKind, ChargesState, CostsSplit } from "./arras";
import { type ArrasLaw, catalanArrasNatureClause, type FinancingReference } from "./arras-law";

/**
 * The arras contract's clauses that change with the seller's choices: the
 * kind of arras, who pays, the charges, a non-resident seller, a missed deed deadline.
 */

/**
 * What happens when a party does not go ahead: the heart of each kind. A home in Catalonia gets
 * the Catalan code's words (art. 621-8 CCCat, arras-law.ts); elsewhere art. 1454 CC and the rest.
 */
export function arrasNatureClause(
  kind: ArrasKind,
  amount: string,
  where?: { law: ArrasLaw; deadline: string; financing: FinancingReference },
): string {
  if (where?.law === "catalana")
    return catalanArrasNatureClause(kind, amount, where.deadline, where.financing);
  switch (kind) {
    case "penitenciales":
      return (
        `Las partes acuerdan expresamente que la cantidad de ${amount} se entrega como arras penitenciales, ` +
        "en los términos del artículo 1454 del Código Civil. Por tanto, hasta la firma de la escritura " +
        "cualquiera de las partes puede desistir de la compraventa: si desiste la parte compradora, perderá " +
        "la cantidad entregada; si desiste la parte vendedora, devolverá esa cantidad duplicada. Con ello " +
        "queda resuelto el contrato y ninguna parte podrá reclamar a la otra nada más por haber desistido."
      );
    case "confirmatorias":
      return (
        `Las partes acuerdan que la cantidad de ${amount} se entrega como arras confirmatorias: es un pago a ` +
        "cuenta del precio y prueba que la compraventa ha quedado cerrada. Ninguna parte puede desistir por " +
        "su sola voluntad. Si una de ellas no cumple, la otra podrá exigir que se firme la escritura o dar el " +
        "contrato por resuelto, en ambos casos con la indemnización de daños y perjuicios que proceda, según el " +
        "artículo 1124 del Código Civil."
      );
    case "penales":
      return (
        `Las partes acuerdan que la cantidad de ${amount} se entrega como arras penales, en garantía del ` +
        "cumplimiento. Si no cumple la parte compradora, la perderá; si no cumple la parte vendedora, la " +
        "devolverá duplicada. Las partes pactan expresamente que, además de esa pena, la parte que sí haya " +
        "cumplido podrá exigir a la otra que se firme la compraventa, según los artículos 1152 y 1153 del " +
        "Código Civil."
      );
  }
}

/** Who pays; "según la ley" cites art. 1455 CC, and in Catalonia is agreed as a pact (ADR 0050). */
export function costsClause(split: CostsSplit, note: string | null, law: ArrasLaw = "comun"): string {
  switch (split) {
    case "ley":
      return (
        (law === "comun"
          ? "Los gastos y tributos de la compraventa se pagarán como dispone la ley (artículo 1455 del Código Civil): "
          : "Los gastos y tributos de la compraventa se pagarán según el reparto habitual, que las partes pactan " +
            "expresamente: ") +
        "la parte vendedora pagará el otorgamiento de la escritura matriz, la plusvalía municipal " +
        "(IIVTNU) y lo necesario para cancelar las cargas; la parte compradora pagará la primera copia y las " +
        "siguientes, la inscripción en el Registro de la Propiedad y el impuesto que grave la compra (ITP, o IVA " +
        "y AJD si es vivienda nueva)."
      );
    case "comprador":
      return (
        "Las partes acuerdan que la parte compradora pagará todos los gastos de notaría, registro y gestoría y " +
        "el impuesto que grave la compra. La plusvalía municipal (IIVTNU) y lo necesario para cancelar las " +
        "cargas siguen a cargo de la parte vendedora."
      );
    case "pacto":
      return (
        `Las partes acuerdan el siguiente reparto de gastos y tributos: ${note ?? ""}. Lo que este pacto no ` +
        "prevea se pagará como dispone la ley."
      );
  }
}

export function chargesClause(state: ChargesState, note: string | null): string {
  const rest =
    "no tiene inquilinos ni ocupantes y está al corriente del Impuesto sobre Bienes Inmuebles y de los gastos de comunidad";
  switch (state) {
    case "libre":
      return `La parte vendedora declara que la vivienda está libre de cargas y gravámenes, ${rest}, y se obliga a entregarla así.`;
    case "hipoteca":
      return (
        "La parte vendedora declara que la vivienda tiene una hipoteca, que cancelará con cargo al precio en el " +
        "mismo acto de la escritura; la parte compradora podrá retener y pagar directamente la cantidad " +
        `pendiente. Fuera de esa hipoteca, la vivienda está libre de cargas, ${rest}.`
      );
    case "otras":
      return (
        `La parte vendedora declara que la vivienda soporta estas cargas: ${note ?? ""}. Fuera de ellas, la ` +
        `vivienda está libre de cargas, ${rest}.`
      );
  }
}

/**
 * A non-resident seller (art. 25.2 TRLIRNR): the buyer keeps 3 % of the price and pays it to the
 * AEAT on the seller's account with the modelo 211; and, the seller being a non-resident
 * individual, the buyer is the plusvalía's substitute taxpayer (art. 106.2 TRLRHL), so it pays the
 * town hall and takes the amount from the price. `withholdingBp` comes from the tax year's rules.
 */
export function nonResidentSellerClauses(salePrice: number, withholdingBp: number): string[] {
  const rate = `${(withholdingBp / 100).toLocaleString("es-ES")} %`;
  const withheld = formatCents(Math.round((salePrice * withholdingBp) / 100));
  return [
    "La parte vendedora declara que no es residente fiscal en España. Por ello, al firmar la escritura, la " +
      `parte compradora retendrá el ${rate} del precio total, ${withheld}, y lo ingresará en la Agencia ` +
      "Tributaria a cuenta del impuesto de la parte vendedora mediante el modelo 211, dentro del mes siguiente " +
      "a la firma (artículo 25.2 del texto refundido de la Ley del Impuesto sobre la Renta de No Residentes). " +
      "Esa cantidad se descontará de lo que se pague en la escritura, y la parte compradora entregará a la " +
      "parte vendedora una copia del modelo 211 presentado, que le sirve de justificante.",
    "Antes de la escritura, la parte vendedora entregará a la parte compradora y al notario su NIE y un " +
      "certificado de residencia fiscal expedido por la autoridad fiscal del país donde reside.",
    "Como la parte vendedora es una persona física no residente, la parte compradora es sustituta del " +
      "contribuyente en la plusvalía municipal (IIVTNU), según el artículo 106.2 del texto refundido de la " +
      "Ley Reguladora de las Haciendas Locales: la declarará y pagará al ayuntamiento, y podrá retener su " +
      "importe del precio al firmar la escritura cuando, según la cláusula de gastos, corresponda pagarla a " +
      "la parte vendedora.",
  ];
}

/**
 * The deed deadline passes unsigned. By one party's fault: a written demand, fifteen days, then the
 * arras clause decides. By no one's: they may extend it in writing, or the signal goes back.
 */
export function missedDeadlineClause(deadline: string): string {
  return (
    `Si llegado el ${deadline} no se ha firmado la escritura por causa de una de las partes, la otra podrá ` +
    "requerirle por escrito, por un medio que deje constancia (burofax o correo electrónico certificado), para " +
    "que la firme en un plazo de quince días naturales. Si pasado ese plazo sigue sin firmarse, se entenderá " +
    "que esa parte no cumple y se aplicará lo pactado en la cláusula cuarta. Si la escritura no puede firmarse " +
    "en plazo por una causa ajena a las dos partes, podrán ampliar el plazo de común acuerdo y por escrito; si " +
    "no lo amplían dentro de los quince días siguientes a la fecha límite, el contrato quedará resuelto y la " +
    "parte vendedora devolverá a la parte compradora la señal recibida, sin que ninguna deba otra " +
    "indemnización."
  );
}
