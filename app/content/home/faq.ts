import {
  ESTIMATED_CAMPAIGN_VIEWS,
  SERVICE_VALIDITY_DAYS,
  SUCCESS_FEE_DUE_BUSINESS_DAYS,
} from "#app/domain/legal/terms";
import { feeFor, IVA_PERCENT } from "#app/domain/payments/pricing";
import { BRAND_NAME } from "#app/lib/brand";
import { formatCents, formatPrice } from "#app/lib/format";

export type FaqEntry = { id: string; question: string; answer: string[] };

/**
 * The landing's questions, as plain text: the accordion shows it and the
 * FAQPage JSON-LD repeats it word for word, as search engines require. Amounts from the pricing module.
 */
export function landingFaq(brandName: string = BRAND_NAME): FaqEntry[] {
  const marketing = feeFor("particular", "marketing");
  const success = feeFor("particular", "final_fee");
  const base = (cents: number) => formatPrice(cents / 100);
  const views = formatPrice(ESTIMATED_CAMPAIGN_VIEWS).replace(/\u00a0€$/, "");
  return [
    {
      id: "precio",
      question: `¿Cuánto cuesta vender con ${brandName}?`,
      answer: [
        `Dos importes fijos, sin porcentajes: una tarifa de marketing de ${base(marketing.base)} + IVA (${formatCents(marketing.total)} en total), que pagas al lanzar tu campaña, y una comisión de éxito de ${base(success.base)} + IVA (${formatCents(success.total)}), que solo pagas si vendes a un comprador que te ha llegado por nosotros.`,
        "No hay cuotas mensuales, permanencia ni costes ocultos.",
      ],
    },
    {
      id: "iva",
      question: "¿Los precios llevan IVA?",
      answer: [
        `Los precios para particulares se anuncian sin IVA, como las comisiones de las agencias. A cada importe se le suma el IVA del ${IVA_PERCENT} %, y antes de pagar siempre ves la base, el IVA y el total. Recibirás una factura por cada pago.`,
      ],
    },
    {
      id: "exclusividad",
      question: "¿Tengo que firmar exclusividad?",
      answer: [
        "No. Puedes seguir vendiendo por tu cuenta, con una o varias agencias o en otros portales mientras dura tu campaña. Si vendes, solo te pedimos que lo marques en tu panel para retirar el anuncio.",
      ],
    },
    {
      id: "comision-exito",
      question: "¿Cuándo se paga la comisión de éxito?",
      answer: [
        `Solo si firmas la escritura de venta con un comprador que contactó contigo por primera vez a través de ${brandName}: nuestro portal, nuestros anuncios en portales inmobiliarios o nuestras campañas. Si el comprador llegó por otra vía —un conocido, otra agencia, un cartel— no pagas nada más.`,
        `Se paga en los ${SUCCESS_FEE_DUE_BUSINESS_DAYS} días hábiles siguientes a la firma en la notaría. Si la venta se cae antes de la escritura, aunque hubiera arras, no se debe.`,
      ],
    },
    {
      id: "plazos",
      question: "¿Puedo pagar a plazos?",
      answer: [
        "Sí, si cumples los requisitos del proveedor de pago aplazado que aparece al pagar con tarjeta. Él decide la aprobación y las condiciones; tú ves el calendario de pagos antes de confirmar.",
      ],
    },
    {
      id: "tiempos",
      question: "¿Cuánto tarda en publicarse mi anuncio y cuánto dura la campaña?",
      answer: [
        `Tu anuncio se publica en nuestro portal en cuanto completas la ficha, y la campaña en buscadores, redes sociales y portales se activa en un máximo de cinco días hábiles desde el pago. El servicio dura ${SERVICE_VALIDITY_DAYS} días, con un alcance estimado de más de ${views} compradores potenciales.`,
        "Cuánto tardes en vender depende sobre todo del precio y de la zona; con un precio ajustado, lo habitual es recibir los primeros contactos en las primeras semanas.",
      ],
    },
    {
      id: "documentos",
      question: "¿Qué documentos necesito para vender?",
      answer: [
        "Para anunciar tu vivienda necesitas el certificado de eficiencia energética. Para firmar las arras y la escritura, además: la escritura de propiedad, una nota simple del Registro con menos de 3 meses, el último recibo del IBI, el certificado de la comunidad de estar al corriente y, si queda hipoteca, el certificado de deuda del banco. El proceso de venta te recuerda cada uno en su momento.",
      ],
    },
    {
      id: "inmobiliaria",
      question: `¿${brandName} es una inmobiliaria?`,
      answer: [
        `No. ${brandName} es una plataforma: te damos la guía, las herramientas y una campaña de marketing profesional, y tú decides el precio, las visitas y con quién negocias. Los compradores te contactan directamente a ti.`,
      ],
    },
  ];
}

/** schema.org FAQPage for the landing's JSON-LD. */
export function faqJsonLd(entries: readonly FaqEntry[]) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: entries.map((entry) => ({
      "@type": "Question",
      name: entry.question,
      acceptedAnswer: { "@type": "Answer", text: entry.answer.join(" ") },
    })),
  };
}
