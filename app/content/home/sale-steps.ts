/** The six steps of a private sale as the landing tells them. */
export type SaleStepContent = { title: string; summary: string; points: string[] };

export const SALE_STEPS: readonly SaleStepContent[] = [
  {
    title: "Prepara el anuncio y fija el precio",
    summary:
      "Creas la ficha de tu vivienda con fotos, descripción y precio. Te ayudamos a comparar con viviendas parecidas para salir con un precio que atraiga compradores.",
    points: [
      "Al menos 15 fotos, sin datos de ubicación",
      "Un asistente para redactar la descripción",
      "Certificado energético y etiqueta en el anuncio",
    ],
  },
  {
    title: "Lanza una campaña de marketing real",
    summary:
      "Publicamos tu anuncio en los principales portales y lanzamos campañas en un buscador y en dos redes sociales, dirigidas a compradores de tu zona y de tu tipo de vivienda.",
    points: [
      "Más de 25.000 compradores potenciales",
      "Entre 20 y 40 contactos directos",
      "Un precio fijo, sin porcentajes",
    ],
  },
  {
    title: "Gestiona las visitas",
    summary:
      "Los interesados te llaman a ti. Te damos un guion para filtrar por teléfono, organizar la agenda y enseñar tu casa con seguridad.",
    points: [
      "Preguntas para filtrar compradores",
      "Consejos para preparar la casa",
      "Pide siempre el DNI en la visita",
    ],
  },
  {
    title: "Negocia y firma el contrato de arras",
    summary:
      "Cuando llegue una oferta, te explicamos cómo negociar y te llevamos a un generador de contratos de arras para firmarlo con todas las garantías.",
    points: [
      "Señal habitual del 5 % al 10 %",
      "Plazo a notaría de 30 a 60 días",
      "Arras penitenciales bien redactadas",
    ],
  },
  {
    title: "Reúne la documentación para la notaría",
    summary: "Te decimos qué pedir y cuándo para que la notaría pueda preparar la escritura sin retrasos.",
    points: [
      "Nota simple de menos de 3 meses",
      "Recibo del IBI y certificado energético",
      "Certificado de la comunidad",
    ],
  },
  {
    title: "Cierra la venta y paga los impuestos",
    summary:
      "Firmas la escritura, entregas las llaves y te recordamos los impuestos del vendedor y sus plazos.",
    points: [
      "Plusvalía municipal en 30 días hábiles",
      "Ganancia en el IRPF del año siguiente",
      "Comisión de éxito solo si el comprador vino por nosotros",
    ],
  },
];
