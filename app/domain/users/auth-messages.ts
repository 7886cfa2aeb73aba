/**
 * What people read in Spanish only (signing out); the account pages a buyer reads
 * in every language keep their words in the catalogue (messages/auth/). The Spanish texts are
 * copied exactly; the rest is ours. Titles and descriptions are separate because the
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

  signedOutTitle: "Has cerrado sesión",
  signedOut: "¡Hasta pronto!",
  signedOutEverywhere: "Hemos cerrado tu sesión en todos los dispositivos.",
} as const;

/** "Demasiados intentos" body, with the wait rounded up to whole minutes. */
export function tooManyAttemptsMessage(retryAfterMs: number): string {
  return `Por seguridad, espera ${minutesText(retryAfterMs)} antes de volver a intentarlo.`;
}

function minutesText(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return minutes === 1 ? "1 minuto" : `${minutes} minutos`;
}
