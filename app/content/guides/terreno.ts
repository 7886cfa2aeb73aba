import type { SellerGuide } from "#app/domain/guides/guide";

export const terrenoGuide: SellerGuide = {
  kind: "terreno",
  noun: "terreno",
  title: "Cómo vender tu terreno o parcela sin agencia",
  description:
    "Clasificación urbanística, servicios, compradores y precio: la guía para vender tu terreno o parcela en España sin agencia y sin exclusividad.",
  lead: "Lo que vale un terreno depende de lo que se puede construir en él. Averígualo antes de publicar y venderás a quien de verdad puede aprovecharlo.",
  intro: [
    "Un terreno no se enseña como una casa: el comprador imagina lo que hará en él. Para eso necesita saber si es urbano, urbanizable o rústico, cuántos metros se pueden edificar, qué servicios llegan hasta la parcela y por dónde se accede.",
    "Con esa información en el anuncio atraerás a quien puede construir o cultivar, y te ahorrarás visitas de curiosos que descubren en el ayuntamiento que el terreno no sirve para lo que querían.",
  ],
  documents: {
    intro: "En un terreno, los documentos urbanísticos pesan tanto como la escritura:",
    items: [
      "Escritura y nota simple reciente, con la superficie y los linderos inscritos.",
      "Certificación catastral descriptiva y gráfica: compara su superficie con la del Registro.",
      "Cédula o certificado urbanístico del ayuntamiento: clasificación del suelo, usos permitidos y edificabilidad.",
      "Recibo del IBI, urbano o rústico según el tipo de suelo.",
      "Si hay pozo, riego o construcciones, sus autorizaciones y licencias.",
      "No necesitas certificado de eficiencia energética si el terreno no tiene edificaciones.",
    ],
  },
  buyers: {
    intro: "Según el tipo de suelo, tu comprador será:",
    items: [
      "Particulares que quieren construir su casa en una parcela urbana con todos los servicios.",
      "Pequeños promotores y constructores que buscan solares en zonas con demanda.",
      "Colindantes que quieren ampliar su finca: en fincas rústicas pequeñas tienen incluso un derecho de retracto.",
      "Agricultores y quien busca una finca de recreo, en suelo rústico.",
    ],
  },
  pricing: {
    intro: "En un terreno no se compara el metro de parcela, sino lo que permite hacer:",
    items: [
      "En suelo urbano, el precio se apoya en los metros edificables y en lo que vale lo construido en la zona.",
      "Descuenta lo que costará urbanizar si faltan servicios (agua, luz, alcantarillado, acceso asfaltado).",
      "En suelo rústico, compara con fincas parecidas de tu comarca y ten en cuenta el agua disponible.",
      "Una parcela con proyecto o licencia ya concedida vale más: el comprador se ahorra tiempo y riesgo.",
    ],
  },
  photos: {
    intro: "Que se entienda la forma, el acceso y el entorno:",
    items: [
      "Una vista general desde el punto más alto o una foto aérea, con los límites marcados.",
      "El acceso por el camino o la calle, con su firme.",
      "Las acometidas de agua, luz y alcantarillado, si llegan a la parcela.",
      "Las vistas y la orientación.",
      "El plano catastral con la parcela señalada.",
    ],
  },
  watchOut: {
    intro: "Lo que más frena la venta de un terreno:",
    items: [
      "Diferencias entre la superficie del Registro y la del Catastro: pueden obligar a una georreferenciación antes de vender.",
      "Afecciones que reducen lo edificable: carreteras, cauces, vías pecuarias o costas.",
      "Terrenos urbanizables sin desarrollar: el comprador tendrá que esperar y pagar la urbanización.",
      "La plusvalía municipal se paga al vender suelo urbano, no rústico; el IRPF, en ambos casos.",
    ],
  },
  relatedArticles: [
    "impuestos-al-vender-vivienda-plusvalia-irpf",
    "contrato-de-arras-guia",
    "como-leer-los-datos-del-mercado-inmobiliario",
  ],
};
