import type { LeadHoldReason } from "#app/db/schema/leads";

/** What the owner reads about contacts held for review ('Pendientes de revisión', issue #34). */
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
