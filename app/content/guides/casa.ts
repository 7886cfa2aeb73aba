import type { SellerGuide } from "#app/domain/guides/guide";

export const casaGuide: SellerGuide = {
  kind: "casa",
  noun: "casa",
  title: "Cómo vender tu casa sin agencia",
  description:
    "Casas adosadas, pareadas o de pueblo: documentos, compradores, precio y fotos para vender tu casa en España sin agencia y sin exclusividad.",
  lead: "Una casa vende espacio, luz y una forma de vivir. Si la documentación está en orden y el anuncio lo cuenta bien, el comprador aparece.",
  intro: [
    "Bajo «casa» caben muchas cosas: un adosado en una urbanización, una casa pareada en las afueras o una casa de pueblo con patio. Todas comparten algo: el comprador busca más metros, exterior y tranquilidad que en un piso, y se fija mucho en el estado de la estructura, el tejado y las instalaciones.",
    "También comparten un riesgo: que lo que hay construido no coincida con lo que dicen la escritura y el Catastro. Revisarlo antes de publicar es el mejor favor que puedes hacerle a tu venta.",
  ],
  documents: {
    intro: "Además de lo básico, en una casa conviene comprobar que el papel y la realidad coinciden.",
    items: [
      "Escritura de propiedad y nota simple del Registro (de menos de 3 meses cuando llegue el momento de firmar).",
      "Certificado de eficiencia energética, obligatorio para anunciarla.",
      "Recibo del IBI y ficha catastral: comprueba que la superficie construida coincide con la real.",
      "Si has ampliado o reformado (un piso más, un porche cerrado, una cochera), la licencia de obras y la declaración de obra nueva inscrita.",
      "Certificado de la comunidad o de la urbanización de estar al corriente, si la hay.",
      "Cédula de habitabilidad o licencia de primera ocupación donde se exija.",
      "Si queda hipoteca, el certificado de deuda pendiente.",
    ],
  },
  buyers: {
    intro: "Quien busca una casa suele tener claro por qué deja el piso:",
    items: [
      "Familias con hijos que necesitan más habitaciones, jardín o patio y buenos colegios cerca.",
      "Personas que teletrabajan y buscan una habitación más para el despacho y un entorno más tranquilo.",
      "Compradores de segunda residencia, nacionales y extranjeros, sobre todo en la costa y en pueblos con encanto.",
      "Quien quiere reformar a su gusto: en casas de pueblo, el precio bajo y el potencial pesan más que el estado.",
    ],
  },
  pricing: {
    intro: "Las casas tienen menos comparables que los pisos, así que el precio pide algo más de trabajo.",
    items: [
      "Busca ventas recientes de casas del mismo tipo (adosada, pareada, de pueblo) en tu municipio, no pisos.",
      "Separa el valor del terreno o del patio del de lo construido: un jardín grande suma, pero no al mismo precio por metro.",
      "Descuenta con honestidad lo que el comprador tendrá que arreglar: tejado, carpinterías, instalación eléctrica.",
      "Consulta el valor de referencia del Catastro y, si dudas, paga una tasación: cuesta poco comparado con un precio mal puesto.",
    ],
  },
  photos: {
    intro: "Fotografía la casa como se vive: de fuera hacia dentro.",
    items: [
      "La fachada completa y la entrada, con el cielo despejado.",
      "El jardín, el patio o la terraza, mejor con la luz de la tarde.",
      "El salón y la cocina, desde donde mejor se vea su amplitud.",
      "Todos los dormitorios y baños, ordenados y luminosos.",
      "Lo que la hace distinta: la chimenea, la bodega, el garaje, la buhardilla.",
      "El entorno: la calle, las vistas, la plaza del pueblo o la urbanización.",
    ],
  },
  watchOut: {
    intro: "Lo que más complica la venta de una casa:",
    items: [
      "Ampliaciones sin declarar: el banco del comprador tasará solo lo inscrito y la hipoteca puede no llegar.",
      "Herencias sin aceptar o casas a nombre de varios hermanos: todos deben estar de acuerdo y firmar.",
      "Servidumbres de paso, lindes dudosas o fosas sépticas: explícalas en el anuncio antes de que salgan en la visita.",
      "Humedades y tejado: un comprador que las descubre por sorpresa negocia mucho más fuerte.",
    ],
  },
  relatedArticles: [
    "documentos-para-vender-una-vivienda",
    "home-staging-low-cost",
    "como-fijar-el-precio-de-venta",
  ],
};
