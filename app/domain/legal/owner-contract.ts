import { type LegalDocument, list, p } from "#app/domain/legal/document";
import { LEGAL_PROVIDER } from "#app/domain/legal/provider";
import {
  ESTIMATED_CAMPAIGN_VIEWS,
  SERVICE_VALIDITY_DAYS,
  SUCCESS_FEE_DUE_BUSINESS_DAYS,
  SUCCESS_FEE_TAIL_MONTHS,
  WITHDRAWAL_DAYS,
} from "#app/domain/legal/terms";
import { feeFor, IVA_PERCENT } from "#app/domain/payments/pricing";
import { BRAND_NAME } from "#app/lib/brand";
import { formatCents, formatDateEs, formatPrice } from "#app/lib/format";

export type OwnerDetails = { name: string; dni: string };

type Options = {
  /** The signing owner; without it, the general conditions as published. */
  owner?: OwnerDetails | null;
  /** Date of acceptance, or of the published version. */
  date: Date | string;
  brandName?: string;
};

const thousands = (value: number) => formatPrice(value).replace(/\u00a0€$/, "");

/**
 * 'Términos y Condiciones del Servicio' for private owners (decisions.md): the fixed
 * marketing fee and success fee, IVA on top, 365 days, no exclusivity. One source for
 * /terminos-y-condiciones and the contract an owner accepts in the sale process.
 */
export function privateOwnerContract({ owner, date, brandName = BRAND_NAME }: Options): LegalDocument {
  const marketing = feeFor("particular", "marketing");
  const success = feeFor("particular", "final_fee");
  const price = (fee: typeof marketing) =>
    `${formatPrice(fee.base / 100)} + IVA (${IVA_PERCENT} %), es decir, ${formatCents(fee.total)} IVA incluido`;
  const provider = LEGAL_PROVIDER;

  return {
    title: "Términos y Condiciones del Servicio",
    dateLine: owner
      ? `En ${provider.city}, a ${formatDateEs(date)}`
      : `Última actualización: ${formatDateEs(date)}`,
    intro: [
      p(
        `Estas condiciones regulan el servicio que ${provider.name} (en adelante, «${brandName}»), con NIF ${provider.nif} y domicilio en ${provider.address}, inscrita en el ${provider.registry}, presta a las personas que quieren vender por su cuenta un inmueble en España (en adelante, «el Cliente»).`,
      ),
      owner
        ? {
            type: "fields",
            fields: [
              { label: "Cliente", value: owner.name },
              { label: "DNI/NIE", value: owner.dni },
            ],
          }
        : p(
            "El Cliente es la persona que se registra en la plataforma, publica su inmueble y contrata la campaña de marketing. Al pagar la tarifa de marketing declara haber leído y aceptado estas condiciones.",
          ),
    ],
    sections: [
      {
        heading: `1. Qué es ${brandName} y qué no es`,
        blocks: [
          p(
            `${brandName} es una plataforma que acompaña al Cliente en la venta de su inmueble con una guía de seis pasos y una campaña de marketing profesional. ${brandName} no es una agencia inmobiliaria: no actúa como mandataria del Cliente, no negocia en su nombre, no custodia cantidades entregadas por los compradores ni firma documentos por él. El Cliente decide el precio, las visitas, con quién negocia y las condiciones de la venta.`,
          ),
        ],
      },
      {
        heading: "2. Objeto del servicio",
        blocks: [
          p("Con la contratación de la tarifa de marketing, el Cliente recibe:"),
          list(
            "La publicación de su anuncio en el portal de la plataforma y en los principales portales inmobiliarios.",
            "Campañas de publicidad pagadas en un buscador y en dos redes sociales, dirigidas a compradores de la zona y del perfil del inmueble.",
            "La guía de seis pasos: preparar el anuncio y el precio, lanzar la campaña, gestionar las visitas, firmar las arras, reunir la documentación de notaría y cerrar la venta.",
            "Modelos y recomendaciones para el contrato de arras y la documentación de la compraventa.",
            "Atención por correo electrónico y WhatsApp en horario laborable.",
          ),
          p(
            `Los compradores interesados contactan directamente con el Cliente por los datos de contacto que él mismo facilita en el anuncio. La cifra de ${thousands(ESTIMATED_CAMPAIGN_VIEWS)} visualizaciones que se menciona en la web es una estimación del alcance de la campaña durante su vigencia, no un resultado garantizado.`,
          ),
        ],
      },
      {
        heading: "3. Precio",
        blocks: [
          list(
            `Tarifa de marketing: ${price(marketing)}. Se paga una sola vez, por adelantado, al contratar la campaña (paso 2 del proceso).`,
            `Comisión de éxito: ${price(success)}. Solo se paga si la venta se cierra con un comprador que llegó a través de un contacto generado por la plataforma, en las condiciones de la cláusula 5.`,
          ),
          p(
            "No hay más costes del servicio: ni porcentajes sobre el precio de venta, ni cuotas mensuales, ni permanencia. El pago se hace con tarjeta a través de un proveedor de pagos seguro; cuando el proveedor lo ofrece y el Cliente cumple sus requisitos, puede fraccionarlo en plazos con un servicio de pago aplazado, sujeto a la aprobación de ese proveedor.",
          ),
          p(
            "Los impuestos y gastos propios de la compraventa (plusvalía municipal, IRPF, notaría o registro, cancelación de hipoteca, certificados) no forman parte del servicio y corresponden a quien la ley o el contrato de compraventa determine.",
          ),
        ],
      },
      {
        heading: "4. Duración",
        blocks: [
          p(
            `El servicio tiene una vigencia de ${SERVICE_VALIDITY_DAYS} días desde el pago de la tarifa de marketing. Durante ese tiempo el anuncio permanece publicado y la campaña activa, salvo que el Cliente lo retire antes o venda el inmueble. La retirada anticipada no da derecho a la devolución de la tarifa, salvo lo previsto en la cláusula 8.`,
          ),
        ],
      },
      {
        heading: "5. Cuándo se paga la comisión de éxito",
        blocks: [
          p("La comisión de éxito se devenga únicamente si se cumplen todas estas condiciones:"),
          list(
            "El comprador contactó por primera vez con el Cliente a través de la plataforma, de sus anuncios en portales o de sus campañas (formulario, teléfono o mensaje publicado en esos anuncios).",
            `El contacto se produjo durante la vigencia del servicio y la compraventa se formaliza en escritura pública durante esa vigencia o en los ${SUCCESS_FEE_TAIL_MONTHS} meses siguientes a su fin.`,
            "La venta llega a firmarse ante notario. Si la operación se cae antes de la escritura, no se debe nada, aunque se hubieran firmado arras.",
          ),
          p(
            `El Cliente la abona dentro de los ${SUCCESS_FEE_DUE_BUSINESS_DAYS} días hábiles siguientes a la firma de la escritura, desde el paso 6 de su panel. Si el comprador llegó por cualquier otra vía (el propio Cliente, un conocido, otra agencia, un cartel), no hay comisión de éxito.`,
          ),
          p(
            `Al cerrar la venta en el paso 6, el Cliente indica quién ha comprado: una de las personas que le contactaron a través de la plataforma, que figuran en su panel con la fecha de su primer contacto, o un comprador que no llegó a través de ${brandName}. Esa declaración decide si se cobra la comisión de éxito. ${brandName} conserva el registro de esos contactos durante el plazo que indica la Política de Privacidad; si el Cliente declara un comprador ajeno a la plataforma y consta que la compraventa se formalizó con una de esas personas en las condiciones anteriores, ${brandName} podrá reclamarle la comisión de éxito.`,
          ),
        ],
      },
      {
        heading: "6. Sin exclusividad",
        blocks: [
          p(
            `El Cliente no concede exclusiva a ${brandName}. Puede vender por su cuenta, encargar la venta a una o varias agencias o anunciarse en otros medios al mismo tiempo. Solo se le pide que, si vende, lo indique en su panel para retirar el anuncio y detener la campaña.`,
          ),
        ],
      },
      {
        heading: "7. Obligaciones del Cliente",
        blocks: [
          list(
            "Ser propietario del inmueble o contar con la autorización de todos los propietarios para venderlo.",
            "Facilitar datos veraces del inmueble (superficie, estado, cargas, certificado de eficiencia energética) y mantenerlos actualizados.",
            "Disponer del certificado de eficiencia energética, cuya etiqueta debe figurar en todo anuncio de venta.",
            "Publicar solo fotografías propias o sobre las que tenga derechos, sin personas identificables.",
            "Atender a los compradores con buena fe y cumplir la normativa de protección de los consumidores en la información que les ofrezca.",
          ),
        ],
      },
      {
        heading: `8. Obligaciones de ${brandName} y derecho de desistimiento`,
        blocks: [
          p(
            `${brandName} se compromete a publicar el anuncio y activar la campaña en un plazo máximo de cinco días hábiles desde el pago, a mantenerla durante la vigencia del servicio y a informar al Cliente del alcance obtenido. ${brandName} pone los medios para dar visibilidad al inmueble, pero no puede garantizar la venta ni un precio determinado.`,
          ),
          p(
            `Como consumidor, el Cliente puede desistir del contrato sin dar explicaciones en un plazo de ${WITHDRAWAL_DAYS} días naturales desde su celebración, escribiendo a la dirección de soporte. Si ha pedido expresamente que la campaña empiece durante ese plazo, se le devolverá la parte proporcional de la tarifa que corresponda a los días no prestados. Una vez prestado el servicio por completo, con su conformidad expresa, pierde el derecho de desistimiento.`,
          ),
        ],
      },
      {
        heading: "9. Responsabilidad",
        blocks: [
          p(
            `${brandName} responde de la correcta prestación del servicio contratado. No responde de las negociaciones, acuerdos o incumplimientos entre el Cliente y los compradores, ni del contenido de los contratos que firmen entre ellos, ni de los errores en los datos facilitados por el Cliente.`,
          ),
        ],
      },
      {
        heading: "10. Datos personales",
        blocks: [
          p(
            "Los datos del Cliente se tratan para gestionar este contrato y anunciar el inmueble, incluidos los datos de contacto que el Cliente decide mostrar en el anuncio, como se explica en la Política de Privacidad, que forma parte de estas condiciones.",
          ),
        ],
      },
      {
        heading: "11. Cambios, ley aplicable y reclamaciones",
        blocks: [
          p(
            "Cualquier cambio en estas condiciones se comunicará con un mes de antelación y no afectará a los servicios ya pagados. El contrato se rige por la ley española. Para cualquier controversia, el Cliente consumidor puede acudir a los juzgados de su domicilio y presentar una reclamación ante los servicios de consumo de su comunidad autónoma.",
          ),
        ],
      },
    ],
    closing: owner
      ? [
          p(
            `Aceptado electrónicamente por ${owner.name}, con DNI/NIE ${owner.dni}, el ${formatDateEs(date)}.`,
          ),
        ]
      : [],
  };
}
