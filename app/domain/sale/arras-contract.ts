import { BLANK, type LegalBlock, type LegalDocument, type LegalSection, p } from "#app/domain/legal/document";
import { taxYearFor } from "#app/domain/taxes/years";
import { BRAND_NAME } from "#app/lib/brand";
import { formatDateEs, formatPrice } from "#app/lib/format";
import { type ArrasKind, type ArrasTerms, isMarried, MARITAL_LABELS, type MaritalStatus } from "./arras";
import {
  arrasNatureClause,
  chargesClause,
  costsClause,
  missedDeadlineClause,
  nonResidentSellerClauses,
} from "./arras-clauses";
import { dealConditionsClause, financingClause } from "./arras-deal-clauses";
import { mortgageLoanOf } from "./arras-financing";
import { arrasLawOf, governingLawClause, marriedSellerSentence } from "./arras-law";

/**
 * The arras contract's words, written for Zaguán. The clause on the nature of
 * the arras is the one that changes with the kind chosen: it decides what happens if a party walks
 * away, which is what sellers ask about. Costs, charges and a non-resident seller follow the
 * seller's choices; the agreed deal brings a financing condition and its conditions, and the
 * home's province the civil code (docs/decisions/0050-arras-clauses.md). The clauses are numbered
 * in order, whichever of them apply.
 */

const day = (isoDate: string) => formatDateEs(`${isoDate}T12:00:00Z`);

const TITLES: Record<ArrasKind, string> = {
  penitenciales: "Contrato de arras penitenciales",
  confirmatorias: "Contrato de arras confirmatorias",
  penales: "Contrato de arras penales",
};

const ORDINALS = [
  "Primera",
  "Segunda",
  "Tercera",
  "Cuarta",
  "Quinta",
  "Sexta",
  "Séptima",
  "Octava",
  "Novena",
  "Décima",
  "Undécima",
  "Duodécima",
];

type Party = {
  name: string;
  id: string | null;
  domicile: string | null;
  maritalStatus: MaritalStatus | null;
};

const status = (maritalStatus: MaritalStatus | null) =>
  maritalStatus ? `, de estado civil ${MARITAL_LABELS[maritalStatus].toLowerCase()}` : "";

/** 'Name, con DNI/NIE …, con domicilio en …, de estado civil …'; a second party may share the first's home. */
const party = ({ name, id, domicile, maritalStatus }: Party, firstDomicile: string | null) =>
  // A part not written yet (the buyer writes theirs before signing online) prints a blank to fill.
  `${name}, con DNI/NIE ${id ?? BLANK}, con domicilio en ${domicile ?? firstDomicile ?? BLANK}${status(maritalStatus)}`;

function partiesOf(terms: ArrasTerms, side: "seller" | "buyer"): Party[] {
  const first: Party = {
    name: terms[`${side}1Name`],
    id: terms[`${side}1Id`],
    domicile: terms[`${side}1Domicile`],
    maritalStatus: terms[`${side}1MaritalStatus`],
  };
  const secondName = terms[`${side}2Name`];
  const secondId = terms[`${side}2Id`];
  if (!secondName || !secondId) return [first];
  const second: Party = {
    name: secondName,
    id: secondId,
    domicile: terms[`${side}2Domicile`],
    maritalStatus: terms[`${side}2MaritalStatus`],
  };
  return [first, second];
}

/** 'Borrador generado el 26 de noviembre de 2026': the PDF's footer, a date a reader can read. */
export function arrasDraftFooter(draftedAt: Date): string {
  return `Borrador generado el ${formatDateEs(draftedAt)}. Revisadlo juntos antes de firmar.`;
}

/** The buyer's withholding rate from the tax year of the signing (the latest known if later). */
function withholdingBpFor(signingDate: string): number {
  const year = taxYearFor(Number(signingDate.slice(0, 4))) ?? taxYearFor(Number.POSITIVE_INFINITY);
  return year?.rules.nonResidentWithholdingBp.value ?? 300;
}

/** The financing condition comes right after the arras' nature, which refers to it by number. */
export const FINANCING_CLAUSE = (ORDINALS[4] ?? "Quinta").toLowerCase();

/** Numbers the clauses in order ('Primera. La vivienda'), whichever optional ones apply. */
function numbered(clauses: Array<{ title: string; blocks: LegalBlock[] }>): LegalSection[] {
  return clauses.map(({ title, blocks }, index) => ({ heading: `${ORDINALS[index]}. ${title}`, blocks }));
}

/** The whole contract as a legal document (the PDF renders it; tests read it as text). */
export function arrasContract(terms: ArrasTerms, brandName: string = BRAND_NAME): LegalDocument {
  const price = formatPrice(terms.salePrice);
  const amount = formatPrice(terms.arrasAmount);
  const rest = formatPrice(terms.salePrice - terms.arrasAmount);
  const deadline = day(terms.deedDeadline);
  const sellerParties = partiesOf(terms, "seller");
  const buyerParties = partiesOf(terms, "buyer");
  const sellers = sellerParties.map((seller) => party(seller, terms.seller1Domicile));
  const buyers = buyerParties.map((buyer) => party(buyer, terms.buyer1Domicile));
  const isSellerMarried = sellerParties.some((seller) => isMarried(seller.maritalStatus));
  const isNonResident = terms.sellerResidence === "no-residente";
  const law = arrasLawOf(terms.facts?.province);
  const deal = terms.facts?.deal ?? null;
  const loan = deal?.financing === "mortgage" ? mortgageLoanOf(deal.conditions, terms.salePrice) : null;
  const conditions = deal ? dealConditionsClause(deal.conditions, loan ? FINANCING_CLAUSE : null) : null;
  const registry = terms.registryData
    ? ` Consta inscrita en el Registro de la Propiedad con estos datos: ${terms.registryData}.`
    : " Sus datos de inscripción en el Registro de la Propiedad se harán constar en la escritura.";
  const signatures: LegalBlock = {
    type: "fields",
    fields: [
      ...sellerParties.map((seller) => ({
        label: "Parte vendedora",
        value: `${seller.name}, con DNI/NIE ${seller.id}. Firma:`,
      })),
      ...buyerParties.map((buyer) => ({
        label: "Parte compradora",
        // As in the parties: the buyer who signs online writes their DNI later, and reads a blank.
        value: `${buyer.name}, con DNI/NIE ${buyer.id ?? BLANK}. Firma:`,
      })),
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
      ...(isSellerMarried ? [p(marriedSellerSentence(law))] : []),
    ],
    sections: numbered([
      {
        title: "La vivienda",
        blocks: [
          p(
            `La parte vendedora es propietaria de la vivienda situada en ${terms.propertyAddress}, con ` +
              `referencia catastral ${terms.catastralReference}.${registry}`,
          ),
        ],
      },
      {
        title: "Compraventa y precio",
        blocks: [
          p(
            "La parte vendedora se compromete a vender y la parte compradora a comprar la vivienda descrita, " +
              `con todo lo que le es accesorio, por un precio total de ${price}.`,
          ),
        ],
      },
      {
        title: "Señal",
        blocks: [
          p(
            `Al firmar este contrato, la parte compradora entrega a la parte vendedora ${amount}, que esta ` +
              "declara recibir; este documento sirve de recibo. La señal se descontará del precio, y el resto, " +
              `${rest}, se pagará al firmar la escritura pública de compraventa.`,
          ),
        ],
      },
      // Fourth, always: the missed-deadline clause refers to it by number.
      {
        title: "Naturaleza de las arras",
        blocks: [
          p(
            arrasNatureClause(terms.arrasKind, amount, {
              law,
              deadline,
              financing: loan ? { clause: FINANCING_CLAUSE } : null,
            }),
          ),
        ],
      },
      ...(loan
        ? [
            {
              title: "Condición de financiación",
              blocks: financingClause({
                law,
                loan,
                deposit: amount,
                signingDate: terms.signingDate,
                deedDeadline: terms.deedDeadline,
              }).map(p),
            },
          ]
        : []),
      {
        title: "Escritura y entrega",
        blocks: [
          p(
            `La escritura pública de compraventa se firmará, como muy tarde, el ${deadline}, ` +
              "ante el notario que elija la parte compradora, que avisará a la parte vendedora del día y la hora " +
              "con al menos siete días de antelación. En ese acto la parte vendedora entregará las llaves, el " +
              "certificado de eficiencia energética y los últimos recibos del IBI y de la comunidad.",
          ),
        ],
      },
      { title: "Si no se firma la escritura en plazo", blocks: [p(missedDeadlineClause(deadline))] },
      { title: "Gastos e impuestos", blocks: [p(costsClause(terms.costsSplit, terms.costsNote, law))] },
      ...(isNonResident
        ? [
            {
              title: "Parte vendedora no residente",
              blocks: nonResidentSellerClauses(terms.salePrice, withholdingBpFor(terms.signingDate)).map(p),
            },
          ]
        : []),
      {
        title: "Cargas y situación de la vivienda",
        blocks: [
          p(chargesClause(terms.chargesState, terms.chargesNote)),
          p(
            "La parte compradora ha visitado la vivienda y la acepta en el estado en que se encuentra, salvo " +
              "los defectos ocultos de los que responda la parte vendedora según la ley.",
          ),
        ],
      },
      ...(conditions ? [{ title: "Condiciones de la oferta", blocks: conditions.map(p) }] : []),
      { title: "Ley y tribunales", blocks: [p(governingLawClause(law))] },
    ]),
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
