/**
 * The e-mails' own words (the frame every e-mail shares, the agreed deal to the buyer and the
 * account e-mails), in Spanish: the reference, byte for byte what the e-mails always said.
 */
export const mailEs = {
  "mail.layout.tagline": "Vende tu casa sin agencia.",
  "mail.layout.help": "¿Necesitas ayuda? Escríbenos a",
  "mail.layout.buttonFallback": "Si el botón no funciona, copia este enlace en tu navegador:",
  "mail.hello": "Hola:",
  "mail.helloName": "Hola, {name}:",
  "mail.deal.buyer.subject": "Acuerdo cerrado: «{title}»",
  "mail.deal.buyer.acceptedBySeller": "El vendedor ha aceptado tu oferta de {price}.",
  "mail.deal.buyer.acceptedByBuyer": "Has aceptado la contraoferta del vendedor de {price}.",
  "mail.deal.nextStep":
    "El siguiente paso es firmar el contrato de arras. La vivienda queda reservada mientras tanto.",
  "mail.deal.buyer.button": "Ver mi oferta",
  "mail.deal.buyer.after": "El vendedor se pondrá en contacto contigo para fijar la firma.",
  "mail.deal.terms.price": "Precio acordado: {amount}",
  "mail.deal.terms.deposit": "Señal propuesta (arras): {amount}",
  "mail.closed.subject": "Oferta cerrada: «{title}»",
  "mail.closed.line":
    "El vendedor ha aceptado otra oferta por «{title}»: la vivienda queda reservada y tu oferta se cierra.",
  "mail.closed.back": "Si la reserva se libera, la vivienda volverá a estar en venta en el portal.",
  "mail.verification.subject": "Confirma tu correo electrónico en {brand}",
  "mail.verification.preview": "Confirma tu correo para empezar a vender tu casa.",
  "mail.verification.line":
    "Gracias por registrarte en {brand}. Para activar tu cuenta, confirma que este correo electrónico es tuyo.",
  "mail.verification.textLine":
    "Gracias por registrarte en {brand}. Para activar tu cuenta, confirma que este correo electrónico es tuyo abriendo este enlace:",
  "mail.verification.button": "Confirmar mi correo",
  "mail.verification.expiry":
    "El enlace caduca en {hours} horas y solo se puede usar una vez. Si no has creado una cuenta, ignora este mensaje.",
  "mail.reset.subject": "Restablece tu contraseña de {brand}",
  "mail.reset.preview": "Elige una contraseña nueva para tu cuenta.",
  "mail.reset.line": "Hemos recibido una solicitud para restablecer la contraseña de tu cuenta en {brand}.",
  "mail.reset.textLine":
    "Hemos recibido una solicitud para restablecer la contraseña de tu cuenta en {brand}. Para elegir una contraseña nueva, abre este enlace:",
  "mail.reset.button": "Elegir una contraseña nueva",
  "mail.reset.expiry":
    "El enlace caduca en {minutes} minutos y solo se puede usar una vez. Al cambiar la contraseña se cerrará la sesión en todos tus dispositivos. Si no lo has pedido tú, ignora este mensaje: tu contraseña no cambiará.",
  "mail.signInLink.subject": "Tu enlace para entrar en {brand}",
  "mail.signInLink.preview": "Entra en tu cuenta sin contraseña, con un solo clic.",
  "mail.signInLink.line":
    "Has pedido un enlace para entrar en tu cuenta de {brand} sin escribir la contraseña.",
  "mail.signInLink.textLine":
    "Has pedido un enlace para entrar en tu cuenta de {brand} sin escribir la contraseña. Para entrar, abre este enlace:",
  "mail.signInLink.button": "Entrar en mi cuenta",
  "mail.signInLink.validity": "El enlace caduca en {minutes} minutos y solo se puede usar una vez.",
  "mail.signInLink.notYou":
    "Si no lo has pedido tú, ignora este mensaje: sin este enlace nadie puede entrar, y tu contraseña no cambia.",
  "mail.signUpExisting.subject": "Alguien ha intentado crear una cuenta en {brand} con tu correo",
  "mail.signUpExisting.preview": "Ya tienes una cuenta con este correo.",
  "mail.signUpExisting.what":
    "Alguien ha intentado crear una cuenta en {brand} con este correo electrónico, pero ya tiene una. No hemos creado otra ni hemos cambiado nada en la tuya.",
  "mail.signUpExisting.ifYou":
    "Si eras tú, entra con tu contraseña o, si no la recuerdas, restablécela: te enviaremos un enlace a este correo.",
  "mail.signUpExisting.notYou": "Si no has sido tú, ignora este mensaje: tu cuenta sigue como estaba.",
  "mail.signUpExisting.signIn": "Entrar en mi cuenta",
  "mail.signUpExisting.signInText": "Entrar",
  "mail.signUpExisting.reset": "Restablecer la contraseña",
  "mail.locked.subject": "Alguien está intentando entrar en tu cuenta de {brand}",
  "mail.locked.preview": "Hemos bloqueado el acceso con contraseña durante un rato.",
  "mail.locked.what":
    "Hemos recibido muchos intentos de iniciar sesión en tu cuenta de {brand} con una contraseña equivocada. Ninguno ha funcionado. Para protegerte, durante los próximos {minutes} minutos no aceptaremos la contraseña para entrar en tu cuenta.",
  "mail.locked.link":
    "Si necesitas entrar ahora, pide un enlace de acceso: te lo enviamos a este correo, sirve una sola vez y no necesita contraseña.",
  "mail.locked.linkButton": "Recibir un enlace para entrar",
  "mail.locked.linkText": "Pídelo aquí:",
  "mail.locked.advice":
    "Si no has sido tú, te recomendamos cambiar la contraseña por una que no uses en ninguna otra web. Si has sido tú y no la recuerdas, cámbiala también: es lo más rápido.",
  "mail.locked.resetButton": "Cambiar la contraseña",
  "mail.locked.resetText": "Puedes hacerlo aquí:",
  "mail.availableAgain.subject": "Vuelve a estar en venta: «{title}»",
  "mail.availableAgain.line":
    "«{title}», por la que te interesaste, vuelve a estar en venta: la venta que estaba en curso no ha seguido adelante.",
  "mail.availableAgain.next":
    "Si aún te interesa, puedes pedir una visita o hacer una oferta desde su ficha.",
  "mail.availableAgain.button": "Ver la vivienda",
} as const;
