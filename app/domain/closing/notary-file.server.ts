import type { Db } from "#app/db/client.server";
import {
  ARRAS_KIND_INFO,
  type ArrasTerms,
  MARITAL_LABELS,
  SELLER_RESIDENCE_LABELS,
} from "#app/domain/sale/arras";
import { madridDay } from "#app/lib/calendar";
import { formatDayEs, formatPrice } from "#app/lib/format";
import { type PdfBlock, renderPdf } from "#app/lib/pdf.server";
import { formatAppointment } from "./actions.server";
import { signedArrasOfDeal } from "./arras-file.server";
import { documentsChecklist } from "./documents.server";
import { closingStateOf } from "./events";
import type { ClosingRoom } from "./room-access.server";
import { eventsOfDeal, partiesOf } from "./room-data.server";

type Room = Pick<ClosingRoom, "deal" | "property">;
type Field = { label: string; value: string };

const orNone = (value: string | null | undefined, none = "No consta") => (value?.trim() ? value : none);

/** One signing party as the arras record them; nothing for a second party that does not exist. */
function partyFields(
  name: string | null | undefined,
  id: string | null | undefined,
  domicile: string | null | undefined,
  marital: keyof typeof MARITAL_LABELS | null | undefined,
): Field[] {
  if (!name) return [];
  return [
    { label: "Nombre y apellidos", value: name },
    { label: "DNI o NIE", value: orNone(id) },
    { label: "Domicilio", value: orNone(domicile) },
    { label: "Estado civil", value: marital ? MARITAL_LABELS[marital] : "No consta" },
  ];
}

function partiesBlocks(terms: Partial<ArrasTerms>, names: { seller: string; buyer: string }): PdfBlock[] {
  const sellers = [
    ...partyFields(
      terms.seller1Name ?? names.seller,
      terms.seller1Id,
      terms.seller1Domicile,
      terms.seller1MaritalStatus,
    ),
    ...partyFields(
      terms.seller2Name,
      terms.seller2Id,
      terms.seller2Domicile ?? terms.seller1Domicile,
      terms.seller2MaritalStatus,
    ),
  ];
  const buyers = [
    ...partyFields(
      terms.buyer1Name ?? names.buyer,
      terms.buyer1Id,
      terms.buyer1Domicile,
      terms.buyer1MaritalStatus,
    ),
    ...partyFields(terms.buyer2Name, terms.buyer2Id, terms.buyer2Domicile, terms.buyer2MaritalStatus),
  ];
  const residence = terms.sellerResidence ? SELLER_RESIDENCE_LABELS[terms.sellerResidence] : "No consta";
  return [
    { type: "heading", text: "Parte vendedora" },
    { type: "fields", fields: [...sellers, { label: "Residencia fiscal", value: residence }] },
    { type: "heading", text: "Parte compradora" },
    { type: "fields", fields: buyers },
  ];
}

/**
 * The notary file: one PDF for the notary's office with what the deed is prepared from — the
 * parties and the home as the signed arras record them, the price and the señal, how and when the
 * arras were signed, the appointment, and each document of the checklist with its state. Built
 * from stored records only, at the moment it is asked for, so it always shows the room as it is.
 */
export async function renderNotaryFile(db: Db, room: Room, now: Date): Promise<Buffer> {
  const [arras, names, events, checklist] = await Promise.all([
    signedArrasOfDeal(db, room),
    partiesOf(db, room),
    eventsOfDeal(db, room.deal.id),
    documentsChecklist(db, room),
  ]);
  const terms = arras?.terms ?? {};
  const { notary } = closingStateOf(events);
  const deal = room.deal;
  const arrasFields: Field[] = arras
    ? [
        { label: "Firmado el", value: formatDayEs(madridDay(arras.signedAt)) },
        {
          label: "Cómo se firmó",
          value: arras.signedOnline
            ? "En línea, en Zaguán: copia sellada con el registro de las firmas"
            : "En papel; Zaguán guarda el contrato generado que el vendedor marcó firmado",
        },
        {
          label: "Clase de arras",
          value: terms.arrasKind ? ARRAS_KIND_INFO[terms.arrasKind].label : "No consta",
        },
        {
          label: "Escritura, como tarde el",
          value: terms.deedDeadline ? formatDayEs(terms.deedDeadline) : "No consta",
        },
      ]
    : [{ label: "Estado", value: "Aún no consta firmado en Zaguán" }];
  const documents = checklist.map((entry) => {
    const state = !entry.current
      ? "Falta"
      : entry.current.storageKey
        ? `Recibido: archivo subido el ${formatDayEs(madridDay(entry.current.createdAt))}`
        : `Recibido en papel (anotado el ${formatDayEs(madridDay(entry.current.createdAt))})`;
    const condition = entry.onlyIf ? ", solo si aplica" : "";
    return `${entry.title} (${entry.party === "seller" ? "vendedor" : "comprador"}${condition}): ${state}`;
  });
  return renderPdf({
    title: "Expediente para la notaría",
    subtitle: room.property.title ?? undefined,
    createdAt: now,
    author: "Zaguán",
    blocks: [
      { type: "heading", text: "La operación" },
      {
        type: "fields",
        fields: [
          { label: "Vivienda", value: orNone(terms.propertyAddress ?? room.property.address) },
          { label: "Referencia catastral", value: orNone(terms.catastralReference) },
          { label: "Datos registrales", value: orNone(terms.registryData, "No constan") },
          { label: "Precio acordado", value: formatPrice(terms.salePrice ?? deal.price) },
          { label: "Señal", value: formatPrice(terms.arrasAmount ?? deal.deposit) },
          { label: "Pago", value: deal.financing === "mortgage" ? "Con préstamo hipotecario" : "Al contado" },
        ],
      },
      ...partiesBlocks(terms, { seller: names.seller.name, buyer: names.buyer.name }),
      { type: "heading", text: "Contrato de arras" },
      { type: "fields", fields: arrasFields },
      { type: "heading", text: "Notaría y cita" },
      {
        type: "fields",
        fields: notary
          ? [
              { label: "Notaría", value: notary.name },
              { label: "Dirección", value: notary.address },
              { label: "Cita", value: formatAppointment(notary.at) },
            ]
          : [{ label: "Notaría", value: "Aún sin elegir" }],
      },
      { type: "heading", text: "Documentos" },
      { type: "list", items: documents },
    ],
    footer: `Generado por Zaguán el ${formatAppointment(now.toISOString())} con los datos del contrato de arras firmado y de la sala de cierre de la operación. La notaría comprueba los originales.`,
  });
}
