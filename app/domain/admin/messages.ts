import type { PropertyStatus } from "#app/db/schema/properties";
import type { UserRole } from "#app/db/schema/users";
import { ROLE_MESSAGES } from "#app/domain/users/role-messages";

/**
 * What staff read in the panel. The Spanish texts are copied exactly: 'Error al cargar
 * datos', 'Error al enviar correo', 'Por favor, introduce una dirección de correo.'; the rest is ours.
 */
export const ADMIN_MESSAGES = {
  loadError: "Error al cargar datos",
  secondFactorRequired:
    "Antes de usar el panel de administración, configura la verificación en dos pasos en tu cuenta.",
  loadErrorDetail:
    "No se pudieron cargar los datos del panel. Recarga la página o inténtalo de nuevo más tarde.",
  sendEmailError: "Error al enviar correo",
  sendEmailErrorDetail:
    "El servidor de correo no aceptó el mensaje. Revisa la configuración (SMTP_URL) y vuelve a intentarlo.",
  emailRequired: "Por favor, introduce una dirección de correo.",
  emailInvalid: "Introduce un correo electrónico válido.",
  testEmailSentTitle: "Correo enviado",
  jobRetriedTitle: "Trabajo reintentado",
  jobRetried: "Se volverá a intentar en unos segundos.",
  jobRetryErrorTitle: "No se pudo reintentar",
  jobNotFailed: "Ese trabajo ya no está entre los fallidos: puede que ya se haya reintentado.",
  testEmailSent: (to: string) => `Hemos enviado un correo de prueba a ${to}.`,

  forbidden: ROLE_MESSAGES.forbidden,
  crossSite: "La petición no procede de esta web. Recarga la página y vuelve a intentarlo.",
  invalidRequest: "La petición no es válida. Recarga la página y vuelve a intentarlo.",
  actionFailedTitle: "No se pudo completar",
  unexpected: "Ha ocurrido un error inesperado. Inténtalo de nuevo en unos minutos.",

  roleChangedTitle: "Rol actualizado",
  roleChanged: (name: string, role: UserRole) => `${name} ahora es ${roleLabel(role)}.`,
  roleUnchanged: (name: string, role: UserRole) => `${name} ya tenía el rol ${roleLabel(role)}.`,
  ownRole: ROLE_MESSAGES.ownRole,
  userNotFound: "Este usuario ya no existe.",

  unpublishedTitle: "Anuncio retirado",
  unpublished: (title: string) => `«${title}» ya no aparece en el portal.`,
  republishedTitle: "Anuncio publicado de nuevo",
  republished: (title: string) => `«${title}» vuelve a aparecer en el portal.`,
  propertyNotFound: "Esta propiedad ya no existe.",
  notPublished: "Solo se puede retirar un anuncio publicado. Recarga la página para ver su estado actual.",
  notUnpublished:
    "Solo se puede volver a publicar un anuncio retirado por el equipo. Recarga la página para ver su estado actual.",

  verificationSentTitle: "Correo de verificación enviado",
  verificationSent: (email: string) => `Hemos enviado un enlace nuevo a ${email}.`,
  alreadyVerified: "Este usuario ya ha verificado su correo.",
  verificationQueueFull: "No se pudo poner el correo en cola. Inténtalo de nuevo en unos minutos.",

  userCreatedTitle: "Usuario creado",
  userCreated: (email: string) =>
    `Hemos creado la cuenta de ${email} y le hemos enviado un correo para verificar su dirección.`,
  userCreatedMailPending: (email: string) =>
    `Hemos creado la cuenta de ${email}, pero el correo de verificación no salió: reenvíalo desde el panel.`,
  createUserErrorTitle: "No se pudo crear el usuario",
  alreadyRegistered: "Este correo electrónico ya está registrado.",
} as const;

/** The service's refusals (better-auth error codes) in Spanish; anything else gets a generic line. */
export const CREATE_USER_ERRORS: Record<string, string> = {
  USER_ALREADY_EXISTS: ADMIN_MESSAGES.alreadyRegistered,
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: ADMIN_MESSAGES.alreadyRegistered,
  INVALID_EMAIL: ADMIN_MESSAGES.emailInvalid,
  PASSWORD_TOO_SHORT: "La contraseña es demasiado corta.",
  PASSWORD_TOO_LONG: "La contraseña es demasiado larga.",
  FAILED_TO_CREATE_USER: "El servicio de cuentas no pudo crear el usuario. Inténtalo de nuevo más tarde.",
  YOU_ARE_NOT_ALLOWED_TO_CREATE_USERS: "No tienes permiso para crear usuarios.",
  YOU_ARE_NOT_ALLOWED_TO_SET_NON_EXISTENT_VALUE: "Ese rol no existe.",
};

const ROLE_LABELS: Record<UserRole, string> = { user: "Usuario", tester: "Tester", admin: "Administrador" };

export function roleLabel(role: UserRole): string {
  return ROLE_LABELS[role];
}

/**
 * Whether a listing is visible on the portal, beside its progress label (§4), which says how far
 * the sale went but not whether buyers can see it. Null for a published or sold listing.
 */
export function visibilityLabel(status: PropertyStatus): "Borrador" | "Retirado" | null {
  if (status === "draft") return "Borrador";
  if (status === "unpublished") return "Retirado";
  return null;
}
