import { formatCents, formatDateEs } from "#app/lib/format";

/**
 * 'Descargar mis datos' is machine-readable (portability: stable English keys other programs can
 * read). A person who reads Spanish gets, at the top of the same file, what each part is and what
 * it holds: the summary and the glossary below, in Spanish.
 */

/** Each part of the export, in the order of the file, and what it holds. */
export const EXPORT_SECTIONS = {
  profile:
    "Tu perfil: nombre, correo electrónico, DNI, domicilio de facturación, tipo de cuenta y fechas de alta y de cambio.",
  properties: "Tus anuncios, con todos sus datos, fotos, pasos del proceso de venta y estado.",
  contracts: "Los contratos que has aceptado en la plataforma, con el enlace a su PDF.",
  payments: "Tus pagos: concepto, importe en céntimos, estado y fecha.",
  arrasContracts: "Tus contratos de arras (borradores y firmados), con sus condiciones.",
  invoices: "Tus facturas: número, fecha, emisor, cliente, concepto e importes en céntimos.",
  sessions: "Los inicios de sesión abiertos: fecha, caducidad, dirección IP y navegador.",
  leadsReceived: "Los mensajes, visitas y ofertas que los compradores enviaron a tus anuncios.",
  leadsSent: "Los mensajes, visitas y ofertas que enviaste a otros vendedores con tu cuenta.",
  favourites: "Los anuncios que guardaste en favoritos, y cuándo.",
  savedSearches: "Tus búsquedas guardadas y cómo quieres recibir sus avisos.",
  priceDropAlerts: "Cómo quieres que te avisemos de las bajadas de precio de tus favoritos.",
  alertsSent: "Los avisos de anuncios nuevos que te hemos enviado o que esperan envío.",
  dailyDigests: "Los resúmenes diarios de avisos que te hemos enviado.",
} as const;

export type ExportSection = keyof typeof EXPORT_SECTIONS;

/** The field names a person meets most, in Spanish (the rest read alike: createdAt, updatedAt…). */
export const EXPORT_FIELDS: Record<string, string> = {
  name: "nombre",
  email: "correo electrónico",
  emailVerified: "correo confirmado",
  dni: "DNI/NIE",
  billingStreet: "domicilio de facturación: calle y número",
  billingPostalCode: "domicilio de facturación: código postal",
  billingCity: "domicilio de facturación: localidad",
  billingProvince: "domicilio de facturación: provincia",
  role: "tipo de cuenta (user: normal, tester: pruebas, admin: personal)",
  createdAt: "fecha de alta",
  updatedAt: "fecha del último cambio",
  title: "título",
  description: "descripción",
  address: "dirección",
  province: "provincia",
  propertyType: "tipo de inmueble",
  propertyOrigin: "origen (particular o agency: agencia)",
  price: "precio en euros",
  bedrooms: "dormitorios",
  bathrooms: "baños",
  size: "superficie construida en m²",
  phone: "teléfono",
  countryCode: "prefijo del teléfono",
  energyRating: "certificado energético (letra de consumo)",
  usefulSize: "superficie útil en m²",
  yearBuilt: "año de construcción",
  yearRenovated: "año de la última reforma",
  floor: "planta",
  hasLift: "ascensor",
  accessibility: "accesibilidad",
  occupancy: "ocupación (libre, alquilada u ocupada)",
  communityFeesYearly: "gastos de comunidad en euros al año",
  ibiYearly: "IBI en euros al año",
  hasHabitabilityCertificate: "cédula de habitabilidad",
  charges: "cargas declaradas",
  energyConsumption: "consumo de energía en kWh/m² año",
  energyEmissionsRating: "letra de emisiones del certificado energético",
  energyEmissions: "emisiones en kg CO₂/m² año",
  images: "fotos",
  features: "características",
  catastralReference: "referencia catastral",
  status: "estado",
  statusLabel: "estado, en palabras",
  ownerName: "nombre del propietario",
  agencyDetails: "datos de la agencia",
  agencyCommissionPercentage: "comisión de la agencia en %",
  agencyCommissionFixed: "comisión fija de la agencia en euros",
  marketingActive: "campaña de marketing activa",
  visitsManaged: "visitas preparadas (paso 3)",
  arrasSigned: "arras firmadas (paso 4)",
  notaryDone: "notaría preparada (paso 5)",
  saleConfirmed: "venta confirmada",
  paymentStatus: "estado del pago de la campaña (paid: pagado, paid_tester: de prueba, pending: pendiente)",
  concept: "concepto",
  amountCents: "importe en céntimos (60500 = 605,00 €)",
  baseCents: "base imponible en céntimos",
  ivaCents: "IVA en céntimos",
  totalCents: "total en céntimos",
  currency: "moneda",
  acceptedAt: "fecha de aceptación",
  pdfDownloadPath: "dirección para descargar el PDF (con tu sesión iniciada)",
  expiresAt: "caduca el",
  ipAddress: "dirección IP",
  userAgent: "navegador",
};

type Countable = Partial<Record<ExportSection, unknown>> & {
  exportedAt: string;
  payments?: readonly { amountCents: number; status: string }[];
};

/** The export in a few Spanish sentences: when, and how much of each part there is. */
export function dataExportSummary(exported: Countable): string[] {
  const count = (section: ExportSection) => {
    const value = exported[section];
    return Array.isArray(value) ? value.length : null;
  };
  const paid = (exported.payments ?? [])
    .filter((payment) => payment.status === "succeeded")
    .reduce((sum, payment) => sum + payment.amountCents, 0);
  const lines = [
    `Estos son todos los datos que guardamos sobre ti, exportados el ${formatDateEs(exported.exportedAt)}.`,
    "El archivo está pensado para que otro programa pueda leerlo (derecho de portabilidad): por eso las claves están en inglés. «glosario» explica qué es cada parte y cada campo.",
    ...(Object.keys(EXPORT_SECTIONS) as ExportSection[])
      .filter((section) => count(section) !== null)
      .map((section) => `${section}: ${count(section)} · ${EXPORT_SECTIONS[section]}`),
  ];
  if (paid > 0) lines.push(`Has pagado en total ${formatCents(paid).replace(/\u00a0/g, " ")}.`);
  return lines;
}
