/** What people read about the second factor (docs/decisions/0043-staff-second-factor.md). */
export const SECOND_FACTOR_MESSAGES = {
  title: "Verificación en dos pasos",
  challengeLead:
    "Abre tu aplicación de autenticación (Google Authenticator, Microsoft Authenticator, 1Password…) y escribe el código de 6 cifras que muestra para Zaguán.",
  codeLabel: "Código de la aplicación de autenticación",
  recoveryLabel: "Código de recuperación",
  recoveryHint: "Cada código de recuperación sirve una sola vez.",
  useRecovery: "¿No tienes el móvil a mano? Usa un código de recuperación",
  useApp: "Usar el código de la aplicación",
  verify: "Verificar",
  wrongCode:
    "El código no es correcto. Comprueba que la hora de tu móvil es la correcta y prueba con el siguiente.",
  wrongRecovery: "Ese código de recuperación no es válido o ya se ha usado.",
  expired: "Ha pasado demasiado tiempo o hubo demasiados intentos. Vuelve a iniciar sesión.",
  locked: "Demasiados códigos incorrectos. Espera 15 minutos y vuelve a intentarlo.",
  failedTitle: "No se pudo verificar",
  unexpected: "Algo salió mal. Inténtalo de nuevo en unos minutos.",
  setupLead:
    "Además de tu contraseña, al entrar te pediremos un código de tu aplicación de autenticación. Así nadie puede entrar en tu cuenta solo con tu contraseña.",
  staffSetupLead:
    "Las cuentas del equipo de Zaguán necesitan la verificación en dos pasos antes de abrir el panel de administración.",
  passwordLabel: "Tu contraseña actual",
  start: "Empezar",
  wrongPassword: "La contraseña no es correcta.",
  scanTitle: "1. Añade Zaguán a tu aplicación",
  scanLead: "Escanea el código QR con tu aplicación de autenticación, o escribe esta clave a mano:",
  secretLabel: "Clave (base32)",
  recoveryTitle: "2. Guarda tus códigos de recuperación",
  recoveryLead:
    "Si pierdes el móvil, cada uno de estos códigos te deja entrar una vez. Guárdalos en un lugar seguro: no volveremos a mostrarlos.",
  confirmTitle: "3. Confirma con un código",
  confirm: "Activar la verificación en dos pasos",
  enabledToast: "Verificación en dos pasos activada",
  enabled:
    "La verificación en dos pasos está activada: al entrar te pedimos un código de tu aplicación de autenticación.",
  staffCannotTurnOff: "Las cuentas del equipo no pueden desactivarla.",
  turnOff: "Desactivar la verificación en dos pasos",
  turnedOffToast: "Verificación en dos pasos desactivada",
  off: "La verificación en dos pasos está desactivada.",
  turnOn: "Activar la verificación en dos pasos",
  manage: "Gestionar la verificación en dos pasos",
} as const;
