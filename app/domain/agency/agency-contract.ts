import type { AgencyDetails } from "#app/db/schema/properties";
import { WORKED_EXAMPLE, workedExampleSplit } from "#app/domain/agency/agreement";
import { type LegalDocument, list, orBlank, p } from "#app/domain/legal/document";
import { LEGAL_PROVIDER } from "#app/domain/legal/provider";
import {
  AGENCY_CONTRACT_DAYS,
  AGENCY_PAYMENT_WORKING_DAYS,
  AGENCY_REPORTING_HOURS,
} from "#app/domain/legal/terms";
import { AGENCY_CAMPAIGN_MONTHS, AGENCY_SHARE, feeFor, PLATFORM_SHARE } from "#app/domain/payments/pricing";
import { BRAND_NAME } from "#app/lib/brand";
import { formatCents, formatDateEs, formatPercent, formatPrice } from "#app/lib/format";

type Options = {
  /** The agency's details; missing ones print as blanks (the public page shows them all blank). */
  agency?: Partial<AgencyDetails> | null;
  /** Date of acceptance, or of the published version. */
  date: Date | string;
  brandName?: string;
};

/**
 * The collaboration contract between an agency and the platform (decisions.md: 60/40 everywhere, 500,00 € IVA incluido, 2-month campaign, 365-day term).
 * One source for /terminos-y-condiciones-agencia (blank agency) and the agency flow's contract
 * dialog (filled with the agency's data).
 */
export function agencyCollaborationContract({
  agency,
  date,
  brandName = BRAND_NAME,
}: Options): LegalDocument {
  const marketing = feeFor("agency", "marketing");
  const finalFee = feeFor("agency", "final_fee");
  const provider = LEGAL_PROVIDER;
  const agencyName = orBlank(agency?.company_name);
  const example = workedExampleSplit();
  const share = { agency: formatPercent(AGENCY_SHARE), platform: formatPercent(PLATFORM_SHARE) };

  return {
    title: "Contrato de Colaboración Inmobiliaria",
    dateLine: `En ${provider.city}, a ${formatDateEs(date)}`,
    intro: [
      p("REUNIDOS"),
      p(
        `De una parte, ${provider.name} (en adelante, «${brandName}»), con NIF ${provider.nif} y domicilio en ${provider.address}, titular de la plataforma ${brandName}.`,
      ),
      p("De otra parte, la agencia inmobiliaria (en adelante, «la Agencia»):"),
      {
        type: "fields",
        fields: [
          { label: "Razón social", value: agencyName },
          { label: "NIF", value: orBlank(agency?.company_nif) },
          { label: "Domicilio social", value: orBlank(agency?.company_address) },
          { label: "Representante legal", value: orBlank(agency?.legal_rep_name) },
          { label: "DNI del representante", value: orBlank(agency?.legal_rep_dni) },
        ],
      },
      p(
        "Ambas partes se reconocen capacidad para obligarse y, siendo la Agencia la encargada de la venta de un inmueble por mandato de su propietario, acuerdan colaborar en su comercialización con arreglo a las siguientes cláusulas.",
      ),
    ],
    sections: [
      {
        heading: "1. Objeto",
        blocks: [
          p(
            `La Agencia publica en ${brandName} el inmueble que tiene encomendado y ${brandName} lo promociona con una campaña de marketing para generar contactos de compradores, que se entregan a la Agencia. La Agencia mantiene la relación con su cliente propietario y dirige las visitas, la negociación y el cierre.`,
          ),
          p(
            "La Agencia declara que cuenta con un encargo de venta en vigor firmado por el propietario que le permite comercializar el inmueble y colaborar con terceros, y lo aporta a la plataforma al publicar el inmueble.",
          ),
        ],
      },
      {
        heading: "2. Campaña de marketing",
        blocks: [
          p(
            `La tarifa de la campaña es de ${formatCents(marketing.total)} (IVA incluido) por inmueble y cubre ${AGENCY_CAMPAIGN_MONTHS} meses de campaña en buscadores, redes sociales y portales inmobiliarios. Se paga por adelantado y no es reembolsable una vez iniciada la campaña. Al terminar, la Agencia puede renovarla o pedir una campaña a medida.`,
          ),
        ],
      },
      {
        heading: "3. Reparto de honorarios",
        blocks: [
          p(
            `Si el inmueble se vende a un comprador que llegó a través de un contacto generado por ${brandName}, los honorarios totales que cobre la Agencia por la operación, excluidos los impuestos, se reparten así:`,
          ),
          list(`${share.agency} para la Agencia.`, `${share.platform} para ${brandName}.`),
          p(
            `Si el precio final de venta es inferior al anunciado, el reparto se aplica sobre los honorarios que correspondan a ese precio final. Por ejemplo, en una venta de ${formatPrice(WORKED_EXAMPLE.price)} con unos honorarios del ${WORKED_EXAMPLE.percentage} % (${formatPrice(example.totalCommission)}), la Agencia recibe ${formatPrice(example.agency)} y ${brandName} ${formatPrice(example.platform)}, más los impuestos que correspondan a cada parte.`,
          ),
        ],
      },
      {
        heading: "4. Comisión final de agencia",
        blocks: [
          p(
            `Al confirmar la venta en la plataforma, la Agencia abona una comisión final de ${formatCents(finalFee.total)} (IVA incluido). Su base imponible, ${formatCents(finalFee.base)}, se descuenta de la parte de los honorarios, sin impuestos, que corresponde a ${brandName} según la cláusula 3.`,
          ),
        ],
      },
      {
        heading: "5. Comunicación de la operación",
        blocks: [
          p(
            `La Agencia comunicará a ${brandName}, en un plazo máximo de ${AGENCY_REPORTING_HOURS} horas desde su firma, cualquier contrato de arras, de reserva o escritura de compraventa del inmueble con un comprador procedente de la plataforma, aportando una copia del documento y el importe de sus honorarios.`,
          ),
        ],
      },
      {
        heading: "6. Pago",
        blocks: [
          p(
            `La Agencia pagará a ${brandName} la parte que le corresponde dentro de los ${AGENCY_PAYMENT_WORKING_DAYS} días hábiles siguientes a la firma de la escritura de compraventa, contra la factura que ${brandName} emita. Los retrasos devengarán el interés legal del dinero incrementado en los términos de la Ley 3/2004 de lucha contra la morosidad en operaciones comerciales.`,
          ),
        ],
      },
      {
        heading: "7. Duración",
        blocks: [
          p(
            `El contrato dura ${AGENCY_CONTRACT_DAYS} días desde su firma. El reparto de honorarios se aplica a toda venta a un comprador procedente de la plataforma cuyo primer contacto se produjo durante ese plazo, aunque la escritura se firme después.`,
          ),
        ],
      },
      {
        heading: "8. Obligaciones de las partes",
        blocks: [
          list(
            "La Agencia garantiza que los datos, fotografías y documentos del inmueble son veraces y que tiene derecho a usarlos, incluida la etiqueta de eficiencia energética.",
            "La Agencia atenderá con diligencia los contactos recibidos y no los desviará a otros inmuebles para eludir este contrato.",
            `${brandName} entregará los contactos sin demora y no contactará con el propietario del inmueble para ofrecerle sus servicios mientras dure el encargo de la Agencia.`,
            "Ninguna de las partes concede exclusiva a la otra.",
          ),
        ],
      },
      {
        heading: "9. Confidencialidad y protección de datos",
        blocks: [
          p(
            "Cada parte es responsable de los datos personales que trata y los usará solo para la finalidad de este contrato, conforme al Reglamento (UE) 2016/679 y a la Ley Orgánica 3/2018. Los datos de los compradores se comunican a la Agencia para que gestione su interés por el inmueble. Las condiciones económicas de este contrato son confidenciales.",
          ),
        ],
      },
      {
        heading: "10. Resolución, ley aplicable y jurisdicción",
        blocks: [
          p(
            "El incumplimiento de las obligaciones de comunicación o pago permite a la otra parte resolver el contrato, sin perjuicio de reclamar lo que se le deba. El contrato se rige por la ley española y las partes se someten a los juzgados y tribunales de Madrid.",
          ),
        ],
      },
    ],
    closing: [
      p("Y en prueba de conformidad, las partes lo aceptan en la fecha indicada."),
      {
        type: "fields",
        fields: [
          { label: `Por ${brandName}`, value: provider.name },
          {
            label: "Por la Agencia",
            value: `${agencyName}, representada por ${orBlank(agency?.legal_rep_name)}`,
          },
        ],
      },
    ],
  };
}
