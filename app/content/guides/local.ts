import type { SellerGuide } from "#app/domain/guides/guide";

export const localGuide: SellerGuide = {
  kind: "local",
  noun: "local",
  title: "Cómo vender tu local comercial sin agencia",
  description:
    "Licencias, inquilinos, rentabilidad y fotos: la guía para vender tu local comercial en España sin agencia, con marketing profesional a precio fijo.",
  lead: "Un local se vende por lo que permite hacer en él. Si dejas claro qué negocio cabe, cuánto renta o en qué puede convertirse, el comprador hace el resto.",
  intro: [
    "Vender un local no se parece a vender una vivienda. El comprador no busca un hogar: busca un sitio para su negocio, una renta estable o una oportunidad de cambiarle el uso. Por eso pregunta por la licencia, los metros de fachada, la salida de humos o el contrato del inquilino antes que por la luz o la distribución.",
    "Prepara esas respuestas antes de publicar y tendrás muchas menos visitas inútiles y muchas más ofertas serias.",
  ],
  documents: {
    intro: "Los documentos de un local responden a la pregunta «¿qué puedo hacer aquí?».",
    items: [
      "Escritura, nota simple reciente y DNI o NIE de los titulares (o escrituras y poderes, si es de una sociedad).",
      "Certificado de eficiencia energética: también es obligatorio para vender un local.",
      "Licencia de actividad o de apertura del último negocio y los usos que permite el planeamiento municipal.",
      "Recibo del IBI, referencia catastral y certificado de la comunidad de estar al corriente.",
      "Si está alquilado: el contrato de arrendamiento, los últimos recibos y las fianzas.",
      "Los estatutos de la comunidad, por si limitan actividades como la hostelería.",
    ],
  },
  buyers: {
    intro: "Hay tres compradores típicos de locales, y cada uno lee el anuncio de forma distinta:",
    items: [
      "El negocio que compra su propio local: mira la ubicación, el paso de gente, la fachada y la licencia.",
      "El inversor que busca renta: quiere saber el alquiler, la duración del contrato y la solvencia del inquilino.",
      "Quien quiere convertirlo en vivienda: necesita saber si el ayuntamiento permite el cambio de uso y si hay luz y ventilación suficientes.",
    ],
  },
  pricing: {
    intro: "El precio de un local se apoya en su ubicación y en la renta que puede generar.",
    items: [
      "Compara con locales de la misma calle o zona comercial: unos metros más allá el precio puede cambiar por completo.",
      "Si está alquilado, el inversor dividirá la renta anual entre el precio: calcula qué rentabilidad ofreces.",
      "La fachada, la esquina, la altura libre y la salida de humos suben el precio; un sótano sin luz lo baja.",
      "Si el cambio de uso a vivienda es posible en tu municipio, dilo: abre el local a muchos más compradores.",
    ],
  },
  photos: {
    intro: "Fotografía el local vacío y limpio, o con la actividad en su mejor momento si está funcionando.",
    items: [
      "La fachada completa desde la acera de enfrente, con el escaparate y la calle.",
      "El interior diáfano desde la entrada y desde el fondo.",
      "La altura libre, los aseos, el almacén y la salida de humos si la hay.",
      "El paso de gente en la calle a una hora de actividad.",
      "Un plano con los metros de fachada y de fondo.",
    ],
  },
  watchOut: {
    intro: "Lo que más complica la venta de un local:",
    items: [
      "Un inquilino con derecho de adquisición preferente: revisa el contrato y notifícale la venta como indica la ley.",
      "Licencias caducadas o actividades que la normativa actual ya no permite en esa calle.",
      "Estatutos de la comunidad que prohíben ciertas actividades.",
      "Si el vendedor es una sociedad, la venta puede llevar IVA en lugar del impuesto de transmisiones: consulta a tu asesor.",
    ],
  },
  relatedArticles: [
    "como-fijar-el-precio-de-venta",
    "gastos-de-compraventa-quien-paga-que",
    "contrato-de-arras-guia",
  ],
};
