/**
 * Sign-in and sign-up in Spanish (the reference): merged into the main catalogue (../es.ts). The
 * Spanish page reads word for word as before; the other languages are written for their readers.
 */
export const authEs = {
  "auth.meta.title": "Acceder",
  "auth.meta.description":
    "Inicia sesión o crea tu cuenta para vender tu propiedad o colaborar como agencia.",
  "auth.intro.default.title": "Accede a tu cuenta",
  "auth.intro.default.lead":
    "Inicia sesión o crea tu cuenta para vender tu casa sin agencia y seguir cada paso desde tu panel.",
  "auth.intro.agency.title": "Accede para colaborar",
  "auth.intro.agency.lead":
    "Inicia sesión o crea tu cuenta y continúa con el proceso de colaboración para agencias.",
  "auth.intro.favorito.title": "Guarda tus viviendas favoritas",
  "auth.intro.favorito.lead":
    "Inicia sesión o crea tu cuenta gratis para guardar esta vivienda en tus favoritos, verla en tu panel y saber por correo si baja de precio.",
  "auth.intro.busqueda.title": "Guarda tu búsqueda y recibe alertas",
  "auth.intro.busqueda.lead":
    "Inicia sesión o crea tu cuenta gratis para guardar esta búsqueda y recibir por correo las viviendas nuevas que encajen con ella.",
  "auth.tabs.label": "Acceso",
  "auth.tabs.login": "Iniciar sesión",
  "auth.tabs.signup": "Registrarse",
  "auth.field.email": "Correo electrónico",
  "auth.field.password": "Contraseña",
  "auth.field.name": "Nombre completo",
  "auth.password.show": "Mostrar",
  "auth.password.hide": "Ocultar",
  "auth.signIn.submit": "Iniciar sesión",
  "auth.signIn.forgot": "¿Has olvidado tu contraseña?",
  "auth.signIn.resend": "Reenviar correo de verificación",
  "auth.signIn.link": "Enviarme un enlace para entrar",
  "auth.signUp.passwordHint": "Al menos 8 caracteres. Mejor una frase que solo tú recuerdes.",
  "auth.signUp.submit": "Crear cuenta",
  "auth.signUp.consent": "Al registrarte aceptas los {terms} y la {privacy}.",
  "auth.signUp.terms": "Términos y Condiciones",
  "auth.signUp.privacy": "Política de Privacidad",
  "auth.signUp.sent.title": "Revisa tu correo",
  "auth.signUp.sent.to": "Te hemos enviado un correo a {email}.",
  "auth.signUp.sent.mustVerify": "Debes verificar tu correo antes de poder iniciar sesión.",
  "auth.signUp.sent.body":
    "Abre el enlace del mensaje (caduca en {hours} horas). Si ya tenías una cuenta con este correo, el mensaje te explica cómo entrar. Si no lo ves, mira en la carpeta de spam.",
  "auth.signUp.sent.verified": "Ya lo he verificado: iniciar sesión",
  "auth.error.signInTitle": "Sign in Failed",
  "auth.error.signUpTitle": "Error al registrarse",
  "auth.error.tooManyTitle": "Demasiados intentos",
  "auth.error.wrongCredentials": "Correo o contraseña incorrectos.",
  "auth.error.unverified":
    "Todavía no has verificado tu correo electrónico. Abre el enlace que te enviamos al registrarte o pide uno nuevo.",
  "auth.error.suspended": "Tu cuenta está suspendida. Escríbenos si crees que es un error.",
  "auth.error.forbiddenOrigin":
    "La petición no procede de esta web. Recarga la página y vuelve a intentarlo.",
  "auth.error.somethingWentWrong": "Something went wrong",
  "auth.error.unexpected": "Ocurrió un error: {detail}",
  "auth.error.tooMany":
    "Por seguridad, espera {minutes, plural, one {# minuto} other {# minutos}} antes de volver a intentarlo.",
  "auth.error.locked":
    "Esta cuenta ha recibido demasiados intentos con una contraseña equivocada y, por seguridad, no aceptaremos contraseñas para entrar en ella durante {minutes, plural, one {# minuto} other {# minutos}}. Si es tu cuenta, puedes entrar ya con un enlace que te enviamos a tu correo.",
  "auth.invalid.emailRequired": "Introduce tu correo electrónico.",
  "auth.invalid.emailTooLong": "El correo electrónico es demasiado largo.",
  "auth.invalid.email": "Introduce un correo electrónico válido.",
  "auth.invalid.passwordRequired": "Introduce tu contraseña.",
  "auth.invalid.newPasswordRequired": "Introduce una contraseña.",
  "auth.invalid.passwordSpecMinimum": "La contraseña debe tener al menos 6 caracteres.",
  "auth.invalid.passwordMinimum": "Por seguridad, la contraseña debe tener al menos 8 caracteres.",
  "auth.invalid.passwordMaximum": "La contraseña no puede tener más de 128 caracteres.",
  "auth.invalid.nameRequired": "Introduce tu nombre.",
  "auth.invalid.nameShort": "El nombre debe tener al menos 2 caracteres.",
  "auth.invalid.nameLong": "El nombre no puede tener más de 100 caracteres.",
} as const;
