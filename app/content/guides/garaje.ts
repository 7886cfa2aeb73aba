import type { SellerGuide } from "#app/domain/guides/guide";

export const garajeGuide: SellerGuide = {
  kind: "garaje",
  noun: "garaje",
  title: "Cómo vender tu plaza de garaje sin agencia",
  description:
    "Vinculación a la vivienda, medidas, compradores y precio: la guía para vender tu plaza de garaje en España sin agencia y sin exclusividad.",
  lead: "Una plaza de garaje es de las ventas más sencillas si sabes dos cosas: si puedes venderla por separado y a quién le interesa.",
  intro: [
    "En muchas ciudades la plaza de garaje es un bien escaso: los vecinos sin aparcamiento y los inversores que buscan una renta pequeña pero estable la compran a menudo sin siquiera bajar a verla dos veces. Aun así, una comisión del 3 % al 5 % sobre un precio modesto se come buena parte de lo que ganas. Venderla tú tiene todo el sentido.",
    "Antes de nada, comprueba en la escritura y en la nota simple cómo está inscrita: una plaza vinculada a una vivienda como anejo no siempre se puede vender por separado.",
  ],
  documents: {
    intro: "Para vender una plaza de garaje necesitas:",
    items: [
      "Escritura y nota simple reciente: confirman si es una finca independiente, una cuota indivisa con uso de una plaza concreta o un anejo de tu vivienda.",
      "DNI o NIE de los titulares.",
      "Recibo del IBI (puede venir incluido en el de la vivienda si están vinculadas) y referencia catastral.",
      "Certificado de la comunidad de estar al corriente de pago.",
      "El mando o la llave de acceso, y las normas de uso del garaje.",
      "No necesitas certificado de eficiencia energética: una plaza de garaje no lo exige.",
    ],
  },
  buyers: {
    intro: "Casi todos los compradores de plazas de garaje están muy cerca de ti:",
    items: [
      "Vecinos del edificio o de la manzana que aparcan en la calle: anúnciala también en el portal y en el ascensor.",
      "Quien acaba de comprar o alquilar un piso sin plaza en la zona.",
      "Inversores que compran plazas para alquilarlas por meses.",
      "Propietarios de motos o de un segundo coche que buscan una plaza pequeña y barata.",
    ],
  },
  pricing: {
    intro: "El precio depende sobre todo de la calle y de lo fácil que sea aparcar en ella.",
    items: [
      "Compara con plazas en venta en tu mismo garaje o en garajes de la misma manzana.",
      "El tamaño y la maniobra importan: una plaza para coche grande o sin columnas vale más.",
      "Una plaza cerrada o con trastero, con carga para coche eléctrico o en la primera planta sube de precio.",
      "Si la alquilas, calcula qué rentabilidad ofreces: es lo primero que mirará un inversor.",
    ],
  },
  photos: {
    intro: "Pocas fotos, pero que respondan a todas las dudas:",
    items: [
      "La plaza vacía, desde el pasillo de maniobra, con las líneas bien visibles.",
      "Las columnas y paredes que la rodean, para que se entienda el espacio de maniobra.",
      "La puerta de acceso y la rampa.",
      "El número de la plaza y, si lo tienes, un plano del garaje con su ubicación.",
      "Las medidas de largo y ancho, en el texto del anuncio.",
    ],
  },
  watchOut: {
    intro: "Lo que suele complicar la venta de una plaza:",
    items: [
      "Plazas vinculadas a una vivienda como anejo inseparable: no se pueden vender solas sin modificar la inscripción.",
      "Estatutos que limitan la venta a vecinos del edificio o dan preferencia a la comunidad.",
      "Plazas en cuota indivisa sin número asignado en la escritura: aclara cuál es la tuya con la comunidad.",
      "La plusvalía municipal y el IRPF también se pagan al vender una plaza de garaje.",
    ],
  },
  relatedArticles: [
    "impuestos-al-vender-vivienda-plusvalia-irpf",
    "documentos-para-vender-una-vivienda",
    "como-fijar-el-precio-de-venta",
  ],
};
