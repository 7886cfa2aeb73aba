import { type LegalBlock, type LegalDocument, p } from "#app/domain/legal/document";
import { BRAND_NAME } from "#app/lib/brand";
import { formatDateEs, formatPrice } from "#app/lib/format";
import type { ArrasKind, ArrasTerms, ChargesState, CostsSplit } from "./arras";

/**
 * The arras contract's words, written for Zaguán (issue #23). The clause on the nature of the
 * arras is the one that changes with the kind chosen: it decides what happens if a party walks
 * away, which is what sellers ask about. Costs and charges follow the seller's choices.
 */

const day = (isoDate: string) => formatDateEs(`${isoDate}T12:00:00Z`);

const TITLES: Record<ArrasKind, string> = {
  penitenciales: "Contrato de arras penitenciales",
  confirmatorias: "Contrato de arras confirmatorias",
  penales: "Contrato de arras penales",
};

/** What happens when a party does not go ahead: the heart of each kind. */
export function arrasNatureClause(kind: ArrasKind, amount: string): string {
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

export function costsClause(split: CostsSplit, note: string | null): string {
  switch (split) {
    case "ley":
      return (
        "Los gastos y tributos de la compraventa se pagarán como dispone la ley (artículo 1455 del Código " +
        "Civil): la parte vendedora pagará el otorgamiento de la escritura matriz, la plusvalía municipal " +
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

const party = (name: string, id: string) => `${name}, con DNI/NIE ${id}`;

function partiesOf(terms: ArrasTerms, side: "seller" | "buyer"): string[] {
  const first = party(terms[`${side}1Name`], terms[`${side}1Id`]);
  const secondName = terms[`${side}2Name`];
  const secondId = terms[`${side}2Id`];
  return secondName && secondId ? [first, party(secondName, secondId)] : [first];
}

/** The whole contract as a legal document (the PDF renders it; tests read it as text). */
export function arrasContract(terms: ArrasTerms, brandName: string = BRAND_NAME): LegalDocument {
  const price = formatPrice(terms.salePrice);
  const amount = formatPrice(terms.arrasAmount);
  const rest = formatPrice(terms.salePrice - terms.arrasAmount);
  const sellers = partiesOf(terms, "seller");
  const buyers = partiesOf(terms, "buyer");
  const registry = terms.registryData
    ? ` Consta inscrita en el Registro de la Propiedad con estos datos: ${terms.registryData}.`
    : " Sus datos de inscripción en el Registro de la Propiedad se harán constar en la escritura.";
  const signatures: LegalBlock = {
    type: "fields",
    fields: [
      ...sellers.map((seller) => ({ label: "Parte vendedora", value: `${seller}. Firma:` })),
      ...buyers.map((buyer) => ({ label: "Parte compradora", value: `${buyer}. Firma:` })),
    ],
  };

  return {
    title: TITLES[terms.arrasKind],
    dateLine: `En ${terms.place}, a ${day(terms.signingDate)}`,
    intro: [
      {
        type: "fields",
        fields: [
          { label: "Parte vendedora", value: sellers.join("; ") },
          { label: "Parte compradora", value: buyers.join("; ") },
        ],
      },
      p(
        "Las partes intervienen en su propio nombre, se reconocen capacidad para firmar este contrato y, " +
          "de común acuerdo, lo otorgan con las siguientes cláusulas.",
      ),
    ],
    sections: [
      {
        heading: "Primera. La vivienda",
        blocks: [
          p(
            `La parte vendedora es propietaria de la vivienda situada en ${terms.propertyAddress}, con ` +
              `referencia catastral ${terms.catastralReference}.${registry}`,
          ),
        ],
      },
      {
        heading: "Segunda. Compraventa y precio",
        blocks: [
          p(
            "La parte vendedora se compromete a vender y la parte compradora a comprar la vivienda descrita, " +
              `con todo lo que le es accesorio, por un precio total de ${price}.`,
          ),
        ],
      },
      {
        heading: "Tercera. Señal",
        blocks: [
          p(
            `Al firmar este contrato, la parte compradora entrega a la parte vendedora ${amount}, que esta ` +
              "declara recibir; este documento sirve de recibo. La señal se descontará del precio, y el resto, " +
              `${rest}, se pagará al firmar la escritura pública de compraventa.`,
          ),
        ],
      },
      {
        heading: "Cuarta. Naturaleza de las arras",
        blocks: [p(arrasNatureClause(terms.arrasKind, amount))],
      },
      {
        heading: "Quinta. Escritura y entrega",
        blocks: [
          p(
            `La escritura pública de compraventa se firmará, como muy tarde, el ${day(terms.deedDeadline)}, ` +
              "ante el notario que elija la parte compradora, que avisará a la parte vendedora del día y la hora " +
              "con al menos siete días de antelación. En ese acto la parte vendedora entregará las llaves, el " +
              "certificado de eficiencia energética y los últimos recibos del IBI y de la comunidad.",
          ),
        ],
      },
      { heading: "Sexta. Gastos e impuestos", blocks: [p(costsClause(terms.costsSplit, terms.costsNote))] },
      {
        heading: "Séptima. Cargas y situación de la vivienda",
        blocks: [
          p(chargesClause(terms.chargesState, terms.chargesNote)),
          p(
            "La parte compradora ha visitado la vivienda y la acepta en el estado en que se encuentra, salvo " +
              "los defectos ocultos de los que responda la parte vendedora según la ley.",
          ),
        ],
      },
      {
        heading: "Octava. Ley y tribunales",
        blocks: [
          p(
            "Este contrato se rige por el Código Civil. Para cualquier desacuerdo, las partes se someten a los " +
              "juzgados y tribunales del lugar donde está la vivienda.",
          ),
        ],
      },
    ],
    closing: [
      p(
        "Y, en prueba de conformidad, las partes firman este contrato por duplicado en el lugar y la fecha indicados.",
      ),
      signatures,
      p(
        `Documento preparado con ${brandName} a partir de los datos que ha escrito la parte vendedora. ` +
          `${brandName} no es parte de este contrato.`,
      ),
    ],
  };
}
