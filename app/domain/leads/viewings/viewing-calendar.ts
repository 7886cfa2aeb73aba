import { createEvent } from "ics";
import type { MailAttachment } from "#app/lib/mail-transport.server";
import { VIEWING_DURATION_MINUTES } from "./viewing-slots";

/**
 * The calendar invitation of a confirmed viewing (RFC 5545, written by the `ics` library). It is
 * PUBLISH, not REQUEST: nobody answers it by calendar (the buyer answers through their link, the
 * seller in 'Compradores'), and a REQUEST would have to name the seller's address as organizer,
 * which a buyer must never see. A cancellation is METHOD:CANCEL for the same UID with a higher
 * SEQUENCE, so calendars drop the event they added. Times are written in UTC.
 */
export type ViewingEvent = {
  leadId: string;
  /** The host part of the UID, so it is unique across installations (the public URL's host). */
  host: string;
  startsAt: Date;
  sequence: number;
  title: string;
  description: string;
  location: string | null;
  url: string;
};

export const viewingEventUid = (leadId: string, host: string) => `visita-${leadId}@${host}`;

function utcArray(instant: Date): [number, number, number, number, number] {
  return [
    instant.getUTCFullYear(),
    instant.getUTCMonth() + 1,
    instant.getUTCDate(),
    instant.getUTCHours(),
    instant.getUTCMinutes(),
  ];
}

export function viewingCalendar(event: ViewingEvent, method: "PUBLISH" | "CANCEL"): string {
  const { error, value } = createEvent({
    productId: "zaguan/visitas",
    method,
    uid: viewingEventUid(event.leadId, event.host),
    sequence: event.sequence,
    start: utcArray(event.startsAt),
    startInputType: "utc",
    startOutputType: "utc",
    duration: { minutes: VIEWING_DURATION_MINUTES },
    title: event.title,
    description: event.description,
    ...(event.location ? { location: event.location } : {}),
    url: event.url,
    status: method === "CANCEL" ? "CANCELLED" : "CONFIRMED",
  });
  if (error || !value) throw error ?? new Error("calendar event not built");
  return value;
}

export function viewingCalendarAttachment(event: ViewingEvent, method: "PUBLISH" | "CANCEL"): MailAttachment {
  return {
    filename: method === "CANCEL" ? "visita-cancelada.ics" : "visita.ics",
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content: viewingCalendar(event, method),
  };
}
