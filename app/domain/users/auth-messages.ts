import { SIGN_IN_LINK_TTL_SECONDS } from "./session-policy";

/**
 * What people read when signing in, up or out, verifying or resetting. The Spanish texts
 * are copied exactly; the rest is ours. Titles and descriptions are separate because the
 * toasts are "title - description".
 */
export const AUTH_MESSAGES = {
  signInFailedTitle: "Sign in Failed",
  signUpErrorTitle: "Error al registrarse",
  signOutFailedTitle: "Sign out Failed",
  somethingWentWrong: "Something went wrong",
  wrongCredentials: "Correo o contraseña incorrectos.",
  emailNotVerified:
    "Todavía no has verificado tu correo electrónico. Abre el enlace que te enviamos al registrarte o pide uno nuevo.",
  unexpectedError: (detail: string) => `Ocurrió un error: ${detail}`,
  tryLater: "Inténtalo de nuevo más tarde.",
  tooManyAttemptsTitle: "Demasiados intentos",
  forbiddenOrigin: "La petición no procede de esta web. Recarga la página y vuelve a intentarlo.",

  verificationSentTitle: "Revisa tu correo",
  verificationErrorTitle: "Error de verificación",
  verificationError: "El enlace de verificación no es válido o ha expirado.",
  invalidLinkTitle: "Enlace inválido",
  invalidLink: "No se encontró un token o correo electrónico válido.",
  resendErrorTitle: "Error al reenviar",
  resendError: "No se pudo reenviar el correo.",
  resendDoneTitle: "Correo reenviado",
  resendDone:
    "Si hay una cuenta sin verificar con ese correo, te hemos enviado un enlace nuevo. Revisa también la carpeta de spam.",

  signedOutTitle: "Has cerrado sesión",
  signedOut: "¡Hasta pronto!",
  signedOutEverywhere: "Hemos cerrado tu sesión en todos los dispositivos.",

  signInLinkSentTitle: "Revisa tu correo",
  signInLinkSent: `Te hemos enviado un enlace para entrar, si ese correo es el de una cuenta verificada. Caduca en ${SIGN_IN_LINK_TTL_SECONDS / 60} minutos y solo sirve una vez. Si no lo ves, mira en la carpeta de spam.`,
  signInLinkErrorTitle: "No se pudo enviar el enlace",
  signInLinkError: "No se pudo enviar el enlace. Inténtalo de nuevo más tarde.",
  signInLinkInvalidTitle: "Enlace no válido",
  signInLinkInvalid:
    "Este enlace para entrar no es válido: ya se ha usado o ha caducado. Pide uno nuevo y te llegará en unos segundos.",
  invalidEmail: "Introduce un correo electrónico válido.",
  accountSuspended: "Tu cuenta está suspendida. Escríbenos si crees que es un error.",
} as const;

/** "Demasiados intentos" body, with the wait rounded up to whole minutes. */
export function tooManyAttemptsMessage(retryAfterMs: number): string {
  return `Por seguridad, espera ${minutesText(retryAfterMs)} antes de volver a intentarlo.`;
}

function minutesText(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return minutes === 1 ? "1 minuto" : `${minutes} minutos`;
}
