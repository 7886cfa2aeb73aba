import { SALE_STEPS } from "#app/domain/kernel/process-urls";
import { MAX_PHOTOS, MIN_PHOTOS } from "#app/domain/listings/photos";
import { MARKETING_CAMPAIGN_DAYS_PARTICULAR } from "#app/domain/payments/pricing";
import { RESIDENT_ADVICE } from "#app/domain/taxes/after-sale-advice";

/**
 * What each step of the private sale says to the owner: its title, a line under it and the tips
 * shown when it is open (the landing page's six steps).
 */
export type StepGuide = { number: number; title: string; summary: string; tips: readonly string[] };

export const PARTICULAR_STEP_GUIDES: readonly StepGuide[] = [
  {
    number: 1,
    title: SALE_STEPS[0].title,
    summary: "Los datos de tu vivienda, sus fotos y el precio. Al completarlo, tu anuncio se publica.",
    tips: [
      "Haz las fotos de día, con luz natural, en horizontal y con las estancias recogidas.",
      `Sube entre ${MIN_PHOTOS} y ${MAX_PHOTOS} fotos: la primera será la portada del anuncio.`,
      "Compara el precio con ventas recientes de tu barrio: un precio ajustado vende antes.",
      "La calificación energética es obligatoria en todo anuncio; si aún no tienes el certificado, indica 'En trámite'.",
    ],
  },
  {
    number: 2,
    title: SALE_STEPS[1].title,
    summary: "Un pago único para que tu anuncio llegue a miles de compradores.",
    tips: [
      "Campañas en un buscador y dos redes sociales, y publicación en los principales portales inmobiliarios.",
      `La campaña dura ${MARKETING_CAMPAIGN_DAYS_PARTICULAR} días y no exige exclusividad.`,
      "Los compradores te llamarán directamente al teléfono de tu anuncio.",
    ],
  },
  {
    number: 3,
    title: SALE_STEPS[2].title,
    summary: "Organiza las visitas de los compradores interesados.",
    tips: [
      "Ventila, ordena y despersonaliza la casa antes de cada visita.",
      "Ten a mano la nota simple, el último recibo del IBI y el certificado energético.",
      "Pide el DNI a cada visitante y apunta su nombre y su teléfono.",
      "Agrupa las visitas en franjas horarias para ahorrar tiempo.",
      "Acompaña siempre la visita y no dejes objetos de valor ni documentos a la vista.",
      "Después de cada visita, apunta las dudas de los compradores para mejorar el anuncio.",
    ],
  },
  {
    number: 4,
    title: SALE_STEPS[3].title,
    summary: "Cierra el acuerdo con el comprador y asegura la venta con una señal.",
    tips: [
      "La señal de las arras suele ser de entre el 5 % y el 10 % del precio de venta.",
      "Fija un plazo para firmar ante notario: lo habitual es entre 30 y 60 días.",
      "En las arras penitenciales, si el comprador desiste pierde la señal; si desistes tú, devuelves el doble.",
      "Pide la señal por transferencia bancaria y comprueba la identidad del comprador.",
    ],
  },
  {
    number: 5,
    title: SALE_STEPS[4].title,
    summary: "Reúne los documentos que pedirá el notario para la escritura.",
    tips: [
      "La notaría la suele elegir el comprador; pide cita con tiempo.",
      "Revisa que no queden cargas (hipoteca, embargos) o pide su cancelación antes de la firma.",
    ],
  },
  {
    number: 6,
    title: SALE_STEPS[5].title,
    summary: "Indica quién ha comprado y da por completada la venta.",
    tips: [
      "La comisión de éxito solo se paga si vendes a un comprador que llegó a través de la plataforma.",
      "Después de la firma tendrás que liquidar la plusvalía municipal y declarar la ganancia en la renta.",
    ],
  },
];

/** Step 3: things to have ready before opening the door to buyers (a checklist for the owner). */
export const VIEWING_CHECKLIST = [
  "La vivienda limpia, ventilada y con luz",
  "Nota simple, último recibo del IBI y certificado energético a mano",
  "Un calendario de franjas para las visitas",
  "Una lista con el nombre, el teléfono y el DNI de cada visitante",
  "Respuestas preparadas: gastos de comunidad, IBI, orientación y reformas",
] as const;

/** Step 5: the papers the notary will ask for. */
export const NOTARY_DOCUMENTS = [
  "Nota simple del Registro de la Propiedad de menos de 3 meses",
  "Último recibo del IBI pagado",
  "Certificado de eficiencia energética en vigor",
  "Escritura de compraventa de la vivienda",
  "Certificado de la comunidad de estar al corriente de pago",
  "DNI o NIE en vigor de todos los propietarios",
] as const;

/** Shown for 5 seconds after the sale is completed (§9). */
export const FISCAL_ADVICE = { title: "Consejo fiscal", paragraphs: RESIDENT_ADVICE } as const;

export const FINAL_STEP_DELAY_MS = 5_000;

export function particularStepGuide(step: number): StepGuide | null {
  return PARTICULAR_STEP_GUIDES.find((guide) => guide.number === step) ?? null;
}
