import type { SellerGuide } from "#app/domain/guides/guide";

export const oficinaGuide: SellerGuide = {
  kind: "oficina",
  noun: "oficina",
  title: "Cómo vender tu oficina sin agencia",
  description:
    "Uso, instalaciones, compradores y precio: la guía para vender tu oficina o despacho en España sin agencia y sin pagar un porcentaje.",
  lead: "Una oficina se vende por su ubicación, su luz y lo fácil que es empezar a trabajar en ella al día siguiente.",
  intro: [
    "Las oficinas las compran profesionales, empresas e inversores que hacen números con calma. Les importa la ubicación, el transporte público, el aparcamiento y el estado de las instalaciones, porque cada reforma retrasa el día en que pueden usarla o alquilarla.",
    "Si tu oficina está en un edificio residencial, comprueba también qué dicen los estatutos de la comunidad: un despacho profesional suele estar permitido, pero no todas las actividades lo están.",
  ],
  documents: {
    intro: "Estos son los papeles que te pedirán antes de hacer una oferta:",
    items: [
      "Escritura, nota simple reciente y DNI o NIE de los titulares (o escrituras y poderes de la sociedad).",
      "Certificado de eficiencia energética: obligatorio para vender una oficina.",
      "Recibo del IBI, referencia catastral y certificado de la comunidad de estar al corriente.",
      "Licencia de actividad o declaración responsable del uso actual, si la hay.",
      "Estatutos de la comunidad y normas de uso del edificio (horarios, rótulos, accesos).",
      "Si está alquilada, el contrato y los recibos de los últimos meses.",
    ],
  },
  buyers: {
    intro: "El comprador de una oficina suele ser:",
    items: [
      "Profesionales (abogados, asesores, arquitectos, clínicas) que prefieren pagar una cuota en vez de un alquiler.",
      "Empresas pequeñas que quieren estabilidad en la ubicación de su sede.",
      "Inversores que compran para alquilar a profesionales o empresas.",
      "Compradores que estudian el cambio de uso a vivienda, allí donde el ayuntamiento lo permite.",
    ],
  },
  pricing: {
    intro: "Para fijar el precio, piensa como quien va a trabajar allí:",
    items: [
      "Compara con oficinas de la misma zona y del mismo tipo de edificio (exclusivo de oficinas o residencial).",
      "La planta, la luz natural, la fibra y la climatización suben el precio; una reforma pendiente lo baja.",
      "Si incluyes plazas de garaje o trastero, valóralos por separado y dilo en el anuncio.",
      "Si está alquilada, calcula la rentabilidad bruta que ofreces al inversor con la renta actual.",
    ],
  },
  photos: {
    intro: "Enseña un espacio listo para trabajar:",
    items: [
      "Los despachos y la zona abierta, ordenados y con luz natural.",
      "La sala de reuniones, la recepción y los aseos.",
      "Las instalaciones que suman: climatización, suelo técnico, cableado, cocina office.",
      "El edificio, el portal, el ascensor y el aparcamiento.",
      "Un plano con la distribución y los metros útiles.",
    ],
  },
  watchOut: {
    intro: "Errores habituales al vender una oficina:",
    items: [
      "No revisar los estatutos: si prohíben una actividad, el comprador que la necesitaba se irá.",
      "Anunciarla como vivienda sin tener el cambio de uso concedido.",
      "Olvidar los gastos de comunidad y de mantenimiento del edificio en el anuncio: el comprador los preguntará.",
      "Si el vendedor es una empresa, el impuesto de la operación puede cambiar: consúltalo antes de fijar el precio.",
    ],
  },
  relatedArticles: [
    "como-leer-los-datos-del-mercado-inmobiliario",
    "gastos-de-compraventa-quien-paga-que",
    "como-gestionar-visitas-compradores",
  ],
};
