import type { BuyingGuide } from "#app/domain/guides/buying-guide";

/** For a reader of Spanish: often a buyer from Latin America or a foreigner already living here. */
export const buyingGuideEs: BuyingGuide = {
  locale: "es",
  title: "Comprar vivienda en España: guía para compradores extranjeros",
  description:
    "NIE, impuestos por comunidad, hipoteca de no residente, arras, escritura y los impuestos de cada año: lo que necesitas saber para comprar casa en España.",
  lead: "Lo que necesitas, lo que cuesta y lo que pagarás cada año si compras una vivienda en España sin vivir aquí, o viniendo de fuera.",
  intro: [
    "Comprar en España es seguro cuando se hace con notario y se inscribe en el Registro de la Propiedad, pero tiene sus pasos: un número de identificación, unos impuestos que cambian según la comunidad autónoma y unos controles sobre el dinero que traes.",
    "Esta guía resume cada paso en el orden en que te lo vas a encontrar. No sustituye el consejo de un abogado o un asesor fiscal, que te recomendamos para tu caso concreto.",
  ],
  contents: "En esta guía",
  updated: "Actualizada el",
  sections: {
    nie: {
      title: "El NIE: tu número para comprar",
      paragraphs: [
        "Sin NIE (Número de Identidad de Extranjero) no se firma la escritura, no se pagan los impuestos y no se abre una cuenta en un banco español. Se asigna a los extranjeros que tienen intereses económicos en España, como comprar una vivienda.",
      ],
      items: [
        "Fuera de España: en el consulado español de tu país de residencia.",
        "En España: con cita en una Oficina de Extranjería o una comisaría de Policía, con el formulario EX-15, el pasaporte y un documento que explique para qué lo necesitas (por ejemplo, el contrato de arras).",
        "Con un representante con poder notarial, si no puedes ir en persona.",
        "Pídelo en cuanto empieces a buscar: las citas pueden tardar semanas.",
      ],
    },
    costs: {
      title: "Lo que cuesta comprar, por comunidad autónoma",
      paragraphs: [
        "En una vivienda de segunda mano pagas el Impuesto de Transmisiones Patrimoniales (ITP), que fija cada comunidad autónoma, más la notaría y el Registro de la Propiedad. El ITP se calcula sobre el mayor entre el precio y el valor de referencia del Catastro.",
        "La tabla calcula estos gastos para una vivienda de {price} con los mismos tipos y aranceles que usamos en cada anuncio. Son estimaciones con el tipo general: hay tipos reducidos para jóvenes, familias numerosas o personas con discapacidad.",
      ],
    },
    newBuild: {
      title: "Si la vivienda es de obra nueva",
      paragraphs: [
        "La primera venta de una vivienda nueva, de manos del promotor, no paga ITP sino IVA: el 10 % del precio en las viviendas. Además, la escritura paga el Impuesto de Actos Jurídicos Documentados (AJD), entre el 0,5 % y el 1,5 % según la comunidad.",
        "En Canarias, en lugar de IVA se paga el IGIC, el impuesto canario.",
      ],
    },
    mortgage: {
      title: "Una hipoteca siendo no residente",
      paragraphs: [
        "Los bancos españoles prestan a no residentes, pero con menos financiación: lo habitual es entre el 60 % y el 70 % del valor de tasación, frente al 80 % de un residente. Cuenta con aportar el resto del precio y todos los gastos con ahorros.",
        "Antes de firmar, el banco debe entregarte la FEIN (Ficha Europea de Información Normalizada) y la FiAE, con al menos 10 días naturales de antelación. En ese plazo acudes gratis al notario, que comprueba que entiendes el préstamo.",
      ],
    },
    arrasAndDeed: {
      title: "Las arras y la escritura",
      paragraphs: [
        "Lo normal es firmar primero un contrato de arras y entregar una señal, a menudo el 10 % del precio. En las arras penitenciales, si el comprador se echa atrás pierde la señal; si se echa atrás el vendedor, devuelve el doble.",
        "La compra se cierra con la escritura pública ante notario, donde pagas el resto del precio y recibes las llaves. Después se inscribe en el Registro de la Propiedad: es lo que te protege frente a terceros. Puedes firmar por medio de un apoderado si no estás en España.",
      ],
    },
    fiscalRepresentative: {
      title: "El representante fiscal",
      paragraphs: [
        "Un no residente debe nombrar un representante fiscal en España si vive en un país sin intercambio efectivo de información tributaria con España, o si Hacienda se lo exige. Para quien reside en la Unión Europea no suele ser obligatorio, aunque muchos encargan los impuestos a un gestor.",
      ],
    },
    yearlyTaxes: {
      title: "Los impuestos de cada año como propietario",
      paragraphs: [
        "Todo propietario paga el IBI, el impuesto municipal sobre la vivienda, con un recibo anual del ayuntamiento.",
        "Si no vives en España y la vivienda no está alquilada, pagas además el Impuesto sobre la Renta de No Residentes por una renta imputada: un 2 % del valor catastral (un 1,1 % si se revisó en los diez últimos años), al 19 % si resides en la UE o el EEE y al 24 % si no. Se declara con el modelo 210 a lo largo del año siguiente.",
      ],
    },
    originOfFunds: {
      title: "El origen del dinero",
      paragraphs: [
        "El banco y el notario están obligados por la ley de prevención del blanqueo de capitales a identificarte y a preguntar de dónde viene el dinero. Ten a mano los justificantes: la venta de otra vivienda, tus ahorros o tu préstamo.",
        "Paga con transferencia desde una cuenta a tu nombre: la escritura recoge cómo se pagó el precio.",
      ],
    },
    nonResidentSeller: {
      title: "Si el vendedor no reside en España",
      paragraphs: [
        "Cuando compras a un vendedor no residente, debes retener el 3 % del precio e ingresarlo en Hacienda con el modelo 211 en el plazo de un mes. Es un pago a cuenta de los impuestos del vendedor. Si no lo haces, la vivienda queda afecta a ese pago. El notario suele encargarse de que se haga en la firma.",
      ],
    },
  },
  costsTable: {
    caption: "Gastos de compra de una vivienda de segunda mano de {price}, por comunidad autónoma",
    community: "Comunidad",
    itpRate: "Tipo de ITP",
    itp: "ITP",
    notary: "Notaría",
    registry: "Registro",
    total: "Total aproximado",
    bandsNote: "medio, por tramos",
    bonusNote: "con bonificación del {percent}",
  },
  portal: {
    title: "Encuentra tu vivienda",
    text: "Viviendas vendidas directamente por sus propietarios, con los gastos de compra calculados en cada anuncio.",
    link: "Ver viviendas en venta",
  },
  disclaimer:
    "Información general, no asesoramiento legal ni fiscal. Las normas y los tipos cambian: comprueba tu caso con un profesional.",
};
