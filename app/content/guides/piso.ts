import type { SellerGuide } from "#app/domain/guides/guide";

export const pisoGuide: SellerGuide = {
  kind: "piso",
  noun: "piso",
  title: "Cómo vender tu piso sin agencia",
  description:
    "Documentos, compradores, precio y fotos: la guía práctica para vender tu piso en España por tu cuenta, con marketing profesional y sin exclusividad.",
  lead: "Un piso bien preparado, con un precio realista y buenas fotos, se vende sin necesidad de pagar un porcentaje a una agencia. Te contamos cómo.",
  intro: [
    "El piso es el inmueble que más se vende en España y también el que más se compara: el comprador habrá visto decenas de anuncios de tu barrio antes de llamarte. Por eso gana el que llega con la documentación lista, un precio que se sostiene frente a los pisos vecinos y un anuncio que deja claro lo que tiene de especial.",
    "Esta guía resume lo que de verdad importa al vender un piso: qué papeles pedir y cuándo, quién lo va a comprar, cómo ponerle precio y qué fotografiar.",
  ],
  documents: {
    intro: "Pide estos documentos antes de publicar: te ahorrarán semanas cuando aparezca el comprador.",
    items: [
      "Escritura de propiedad y DNI o NIE de todos los titulares.",
      "Nota simple del Registro de la Propiedad: confirma titulares y cargas. Pídela de nuevo antes de las arras si la que tienes tiene más de 3 meses.",
      "Certificado de eficiencia energética: obligatorio para anunciar el piso; su etiqueta debe aparecer en el anuncio.",
      "Último recibo del IBI y la referencia catastral.",
      "Certificado de la comunidad de propietarios de estar al corriente de pago, con las derramas aprobadas si las hay.",
      "Si queda hipoteca, el certificado de deuda pendiente del banco para cancelarla en la firma.",
      "Cédula de habitabilidad en las comunidades autónomas que la exigen, como Cataluña, la Comunitat Valenciana o Baleares.",
    ],
  },
  buyers: {
    intro: "Saber quién compra pisos como el tuyo te dice dónde anunciarte y qué destacar.",
    items: [
      "Parejas y familias que compran su primera vivienda, casi siempre con hipoteca: valoran el estado, la distribución y los gastos de comunidad.",
      "Familias que cambian a un piso más grande en el mismo barrio: buscan colegios, ascensor y plaza de garaje cerca.",
      "Inversores que compran para alquilar: calculan la rentabilidad y prefieren pisos que no necesiten reforma.",
      "Compradores de fuera que se trasladan por trabajo: deciden mucho a distancia, con fotos, plano y vídeo.",
    ],
  },
  pricing: {
    intro:
      "El precio de salida decide si recibes llamadas en las primeras semanas, que son las que más cuentan.",
    items: [
      "Compara con pisos de tu mismo edificio o calle, con superficie y estado parecidos, no con la media de la ciudad.",
      "Fíjate en los anuncios que llevan meses publicados: su precio es el que el mercado ya ha rechazado.",
      "Consulta el valor de referencia del Catastro: Hacienda lo usa como base mínima del impuesto que paga el comprador.",
      "Ten en cuenta la altura, la orientación, el ascensor y la terraza: son lo que más cambia el precio entre pisos de un mismo edificio.",
      "Deja un margen de negociación razonable, de un 3 % a un 5 %, en lugar de inflar el precio de salida.",
    ],
  },
  photos: {
    intro:
      "Las fotos son la primera visita. Hazlas de día, con todas las luces encendidas y las persianas subidas.",
    items: [
      "El salón desde la esquina más alejada, para que se vea su amplitud y la luz de las ventanas.",
      "La cocina y los baños, limpios y despejados: son las estancias que más miran los compradores.",
      "Cada dormitorio, con la cama hecha y sin objetos personales.",
      "La terraza o el balcón y las vistas, si las hay.",
      "El portal, la escalera, el ascensor y la fachada: el comprador también compra el edificio.",
      "Un plano sencillo con las medidas: ayuda a quien no puede visitar el piso enseguida.",
    ],
  },
  watchOut: {
    intro: "Lo que más a menudo retrasa la venta de un piso:",
    items: [
      "Derramas aprobadas y no pagadas: acuerda con el comprador quién las asume y déjalo por escrito en las arras.",
      "Obras sin licencia, como cerramientos de terraza o cambios de distribución: infórmate antes de que lo descubra el tasador del banco.",
      "Inquilinos: si el piso está alquilado, el inquilino puede tener derecho de adquisición preferente.",
      "Una hipoteca con comisión por cancelación: pide la cifra al banco para saber lo que te quedará limpio.",
    ],
  },
  relatedArticles: [
    "documentos-para-vender-una-vivienda",
    "como-fijar-el-precio-de-venta",
    "fotos-que-venden-vivienda-movil",
  ],
};
