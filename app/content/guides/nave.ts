import type { SellerGuide } from "#app/domain/guides/guide";

export const naveGuide: SellerGuide = {
  kind: "nave",
  noun: "nave industrial",
  title: "Cómo vender tu nave industrial sin agencia",
  description:
    "Licencias, altura, accesos, potencia eléctrica y compradores: la guía para vender tu nave industrial en España sin agencia y sin exclusividad.",
  lead: "Quien compra una nave compra capacidad: metros, altura, potencia y muelles de carga. Pon esas cifras delante y el comprador adecuado te encontrará.",
  intro: [
    "Las naves las compran empresas e inversores con necesidades muy concretas. Un taller necesita potencia eléctrica; una empresa de logística, muelles de carga y acceso para camiones; un inversor, un inquilino solvente. Si el anuncio da esos datos, cada uno sabrá en segundos si tu nave le sirve.",
    "Como la operación suele ser grande, cuidar los números también importa: en una nave, un 3 % de comisión son muchos miles de euros que puedes ahorrarte.",
  ],
  documents: {
    intro: "La documentación de una nave demuestra que se puede trabajar en ella:",
    items: [
      "Escritura, nota simple reciente y, si el vendedor es una sociedad, sus escrituras y poderes.",
      "Licencia de actividad y de apertura, con la actividad para la que se concedió.",
      "Certificado urbanístico con el uso industrial permitido y la edificabilidad de la parcela.",
      "Boletines de la instalación eléctrica y certificado de la protección contra incendios.",
      "Recibo del IBI y referencia catastral.",
      "Certificado de eficiencia energética si tiene zona de oficinas o no está exenta como edificio industrial de baja demanda energética.",
    ],
  },
  buyers: {
    intro: "Los compradores habituales de naves son:",
    items: [
      "Empresas que dejan de alquilar y compran su propia nave en el mismo polígono.",
      "Empresas de logística y distribución, que buscan accesos rápidos a autovías.",
      "Talleres y pequeñas industrias que necesitan potencia y altura.",
      "Inversores que compran naves alquiladas o para alquilar.",
    ],
  },
  pricing: {
    intro: "El precio de una nave se mueve con la ubicación y con lo que permite hacer:",
    items: [
      "Compara con naves del mismo polígono o de polígonos con accesos similares.",
      "Separa el valor de la parcela libre (patio, aparcamiento) del de lo construido.",
      "La altura libre, los muelles, el puente grúa y la potencia contratada suben el precio.",
      "Si está alquilada, el inversor mirará la renta y la duración del contrato antes que los metros.",
    ],
  },
  photos: {
    intro: "Fotografía la nave pensando en la actividad que puede acoger:",
    items: [
      "El interior diáfano, desde una esquina, con las luces encendidas.",
      "Los portones y muelles de carga, y el patio de maniobra para camiones.",
      "La zona de oficinas, vestuarios y aseos.",
      "El cuadro eléctrico, el puente grúa o cualquier instalación que sume.",
      "La fachada, la calle y los accesos del polígono.",
    ],
  },
  watchOut: {
    intro: "Lo que suele complicar la venta de una nave:",
    items: [
      "Licencias a nombre de la empresa anterior: el comprador tendrá que pedir la suya, y algunas actividades no caben.",
      "Entreplantas o ampliaciones sin licencia.",
      "Cubiertas de fibrocemento con amianto: su retirada tiene un coste que el comprador descontará.",
      "Si vende una empresa, la operación puede llevar IVA: coordina el impuesto con tu asesor antes de firmar las arras.",
    ],
  },
  relatedArticles: [
    "gastos-de-compraventa-quien-paga-que",
    "como-leer-los-datos-del-mercado-inmobiliario",
    "contrato-de-arras-guia",
  ],
};
