import type { UserRole } from "#app/db/schema/users";
import { USER_ROLES } from "#app/domain/users/roles";
import { roleLabel } from "./messages";

/** The audit log as staff read it: what the actor did, as the predicate of "{actor} …", in Spanish. */
export type AuditEntryView = {
  action: string;
  targetId: string;
  details: Record<string, unknown>;
};

const text = (value: unknown, fallback: string) =>
  typeof value === "string" && value.trim() ? value : fallback;
const role = (value: unknown): string =>
  typeof value === "string" && (USER_ROLES as readonly string[]).includes(value)
    ? roleLabel(value as UserRole)
    : "desconocido";

export function describeAuditEntry({ action, targetId, details }: AuditEntryView): string {
  switch (action) {
    case "user.role_changed":
      return `cambió el rol de ${text(details.email, targetId)} de ${role(details.from)} a ${role(details.to)}`;
    case "user.verification_resent":
      return `reenvió el correo de verificación a ${text(details.email, targetId)}`;
    case "user.created":
      return `creó la cuenta ${text(details.email, targetId)} (${role(details.role)})`;
    case "property.unpublished":
      return `retiró del portal «${text(details.title, targetId)}»`;
    case "property.republished":
      return `volvió a publicar «${text(details.title, targetId)}»`;
    case "job.retried":
      return `reintentó ${text(details.summary, `el trabajo ${targetId}`)}`;
    case "campaign.channel_changed":
      return `puso ${text(details.channel, "un canal")} en «${text(details.state, "?")}» para «${text(details.title, targetId)}»`;
    case "campaign.ad_removed":
      return `retiró el anuncio de ${text(details.channel, "un canal")} de «${text(details.title, targetId)}»`;
    case "feed_token.created":
      return `creó un feed para ${text(details.partner, targetId)}`;
    case "feed_token.revoked":
      return `revocó el feed de ${text(details.partner, targetId)}`;
    case "deal.fell_through":
      return `registró que la venta de «${text(details.title, targetId)}» no sigue adelante (${text(details.reason, "?")}): ${text(details.senalFate, "")}`;
    case "fee_review.charged":
      return `cobró la comisión de éxito (${text(details.fee, "?")}) de «${text(details.title, targetId)}»`;
    case "fee_review.waived":
      return `no cobró la comisión de éxito de «${text(details.title, targetId)}»`;
    case "invoice.cancelled":
      return `anuló la factura ${text(details.number, targetId)} (registro de anulación)`;
    case "second_factor.set_up":
      return "configuró su verificación en dos pasos";
    case "second_factor.passed":
      return "entró con el código de su aplicación de autenticación";
    case "second_factor.recovery_code_used":
      return "entró con uno de sus códigos de recuperación";
    case "email.test_sent":
      return `envió un correo de prueba a ${targetId}`;
    default:
      return `${action} (${targetId})`;
  }
}
