import type { LeadHoldReason } from "#app/db/schema/leads";
import { leadLogHref } from "#app/domain/kernel/dashboard-urls";

/** What the owner reads about contacts held for review ('Pendientes de revisión'). */
export const LEAD_REVIEW_TEXTS = {
  heading: "Pendientes de revisión",
  intro:
    "Este anuncio ha recibido muchos contactos en poco tiempo, o de remitentes que marcaste como spam. No te los hemos enviado uno a uno: apruébalos para pasarlos a tu lista de compradores o márcalos como spam.",
  release: "Aprobar",
  markSpam: "Marcar como spam",
} as const;

export const HELD_REASON_LABELS: Record<LeadHoldReason, string> = {
  listing_rate: "Llegó entre muchos contactos seguidos",
  blocked_sender: "Remitente marcado como spam",
};

export const RELEASE_LEAD_INTENT = "release-lead";
export const MARK_LEAD_SPAM_INTENT = "mark-lead-spam";

/** 'Pendientes de revisión' by sender (held-senders.ts), a page at a time. */
export const HELD_SENDER_TEXTS = {
  intro:
    "Los agrupamos por remitente (mismo correo o misma conexión). Marca los que quieras pasar a tu lista de compradores y pulsa «Aprobar seleccionados», o marca como spam todo lo de un remitente.",
  releaseSelected: "Aprobar seleccionados",
  markSenderSpam: "Marcar todo como spam",
  select: (name: string) => `Seleccionar el contacto de ${name}`,
  contacts: (count: number) => (count === 1 ? "1 contacto" : `${count} contactos`),
  more: (count: number) =>
    count === 1 ? "Y 1 contacto más de este remitente." : `Y ${count} contactos más de este remitente.`,
} as const;

export const HELD_REVIEW_TOASTS = {
  released: (count: number) =>
    count === 1
      ? { title: "Contacto aprobado", description: "Ya aparece en tu lista de compradores." }
      : {
          title: "Contactos aprobados",
          description: `${count} contactos ya aparecen en tu lista de compradores.`,
        },
  senderMarkedSpam: (count: number) => ({
    title: "Marcado como spam",
    description: `${count === 1 ? "Hemos quitado su contacto" : `Hemos quitado sus ${count} contactos`} de tu lista. Sus próximos mensajes a cualquiera de tus anuncios quedarán pendientes de revisión.`,
  }),
  noneSelected: { title: "Error", description: "Marca al menos un contacto pendiente para aprobarlo." },
} as const;

export const RELEASE_SELECTED_INTENT = "release-held-leads";
export const MARK_SENDER_SPAM_INTENT = "mark-sender-spam";
/** `?pendientes=<page>`: which page of senders 'Pendientes de revisión' shows. */
export const HELD_PAGE_PARAM = "pendientes";

/** 'Compradores' on a listing, at one page of its senders waiting for review. */
export function heldReviewHref(propertyId: string, page: number): string {
  const href = leadLogHref(propertyId);
  return page > 1 ? `${href}&${HELD_PAGE_PARAM}=${page}` : href;
}
