import type { SellerGuide } from "#app/domain/guides/guide";

export const chaletGuide: SellerGuide = {
  kind: "chalet",
  noun: "chalet",
  title: "Cómo vender tu chalet sin agencia",
  description:
    "Parcela, piscina, licencias y compradores: la guía para vender tu chalet independiente en España sin agencia, con un precio fijo y sin exclusividad.",
  lead: "Un chalet se compra con los ojos y se paga con la documentación en regla. Cuida las dos cosas y venderás sin regalar un 5 % a nadie.",
  intro: [
    "El chalet independiente es el inmueble en el que la comisión de una agencia más duele: con precios altos, un 3 % o un 5 % son muchos miles de euros. Y, a la vez, es un inmueble con un comprador muy concreto, que decide con calma y que se informa mucho antes de visitar.",
    "Para venderlo por tu cuenta necesitas tres cosas: que la parcela, la casa y la piscina estén en regla; un anuncio que transmita cómo es vivir allí; y una campaña que llegue a quien puede pagarlo, también fuera de tu provincia.",
  ],
  documents: {
    intro: "En un chalet, el comprador y su notario mirarán con lupa lo construido y la parcela.",
    items: [
      "Escritura, nota simple reciente y DNI o NIE de los titulares.",
      "Certificado de eficiencia energética, obligatorio para anunciar.",
      "Ficha catastral y recibo del IBI: comprueba que parcela y superficie construida coinciden con la realidad.",
      "Licencias de la piscina, del porche o de cualquier ampliación, y la declaración de obra nueva inscrita.",
      "Certificado de la urbanización o comunidad de estar al corriente de las cuotas.",
      "Boletines de las instalaciones (electricidad, gas) y, si hay pozo o fosa séptica, sus autorizaciones.",
      "Cédula de habitabilidad o licencia de primera ocupación donde se exija.",
    ],
  },
  buyers: {
    intro: "El comprador de un chalet suele ser uno de estos:",
    items: [
      "Familias que buscan espacio, jardín y piscina cerca de una ciudad con buenos accesos.",
      "Profesionales que teletrabajan y quieren un despacho con vistas en lugar de un piso en el centro.",
      "Compradores extranjeros, muy activos en la costa mediterránea, Baleares y Canarias, que deciden mucho por internet.",
      "Compradores de segunda residencia que buscan una casa para vacaciones y fines de semana.",
    ],
  },
  pricing: {
    intro: "Cada chalet es distinto, y eso hace tentador pedir de más. No caigas en ello.",
    items: [
      "Compara con chalets vendidos en tu urbanización o municipio, ajustando por parcela, metros construidos y estado.",
      "El metro de parcela vale mucho menos que el metro construido: no los sumes como si fueran lo mismo.",
      "Una piscina o un jardín cuidado suman, pero el comprador también calcula su mantenimiento.",
      "Si el chalet está en suelo rústico o tiene partes sin legalizar, el precio debe reflejarlo: muchos bancos no lo financian.",
    ],
  },
  photos: {
    intro: "En un chalet la foto de portada lo es todo. Elige bien la hora y el ángulo.",
    items: [
      "Una vista general de la casa con la parcela y la piscina, si puedes desde un punto elevado.",
      "El porche y el jardín con la luz dorada de la tarde.",
      "El salón abierto al exterior, con las puertas o ventanales abiertos.",
      "La cocina, los dormitorios principales y los baños en suite.",
      "Las vistas desde las habitaciones y la terraza.",
      "Los accesos: la calle, la entrada de coches y la urbanización.",
    ],
  },
  watchOut: {
    intro: "Los problemas más habituales al vender un chalet:",
    items: [
      "Construcciones sin licencia en la parcela (casetas, porches cerrados, piscinas): regularízalas o adviértelo.",
      "Chalets en suelo rústico o fuera de ordenación: consulta su situación urbanística en el ayuntamiento.",
      "Diferencias entre la superficie del Registro, la del Catastro y la real: pueden frenar la hipoteca del comprador.",
      "Cuotas de urbanización pendientes o derramas para obras comunes: acláralas antes de las arras.",
    ],
  },
  relatedArticles: [
    "comprador-extranjero-en-espana",
    "fotos-que-venden-vivienda-movil",
    "impuestos-al-vender-vivienda-plusvalia-irpf",
  ],
};
