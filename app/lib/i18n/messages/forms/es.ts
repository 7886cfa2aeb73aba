/**
 * The listing's three buyer forms in Spanish ('Contactar con el vendedor', 'Solicitar visita',
 * 'Hacer una oferta'), their errors and notices: the reference for the other languages. The same
 * words the domain's constants hold (forms-words.test.ts keeps the two equal).
 */
export const formsEs = {
  "forms.name": "Nombre",
  "forms.email": "Correo electrónico",
  "forms.emailVerified": "El de tu cuenta, ya verificado: no hace falta confirmarlo.",
  "forms.phone": "Teléfono (opcional)",
  "forms.honeypot": "Sitio web",
  "forms.privacyAccept": "He leído y acepto la",
  "forms.privacyPolicy": "Política de Privacidad",
  "forms.contact.heading": "Contactar con el vendedor",
  "forms.contact.intro":
    "Escribe al vendedor sin compartir tu cuenta: le enviamos tu mensaje por correo y te contestará directamente. Su dirección no se muestra.",
  "forms.contact.message": "Mensaje",
  "forms.contact.messageHint": "Por ejemplo: cuándo podrías visitarla o qué quieres saber de la vivienda.",
  "forms.contact.privacyPurpose": ": usaremos tus datos solo para hacer llegar tu mensaje al vendedor.",
  "forms.contact.submit": "Enviar mensaje",
  "forms.contact.sent": "Mensaje enviado",
  "forms.contact.sentDetail":
    "El vendedor ha recibido tu mensaje y te contestará a tu correo. Te hemos enviado un aviso a ese correo.",
  "forms.contact.again": "Escribir otro mensaje",
  "forms.contact.tooFast":
    "Has enviado el formulario demasiado rápido. Revisa tu mensaje y vuelve a pulsar «Enviar mensaje».",
  "forms.contact.expired": "El formulario ha caducado. Vuelve a pulsar «Enviar mensaje» para enviarlo.",
  "forms.viewing.heading": "Solicitar visita",
  "forms.viewing.intro":
    "Propón hasta tres fechas y horas en los próximos 90 días, entre las 08:00 y las 22:00 (hora de Madrid). El vendedor confirmará una o te propondrá otra, y os enviaremos a los dos la invitación para el calendario.",
  "forms.viewing.times": "Fechas que te vienen bien",
  "forms.viewing.slot": "Fecha y hora {number}",
  "forms.viewing.slotOptional": "Fecha y hora {number} (opcional)",
  "forms.viewing.privacyPurpose": ": usaremos tus datos solo para organizar la visita con el vendedor.",
  "forms.viewing.submit": "Solicitar visita",
  "forms.viewing.sent": "Solicitud de visita enviada",
  "forms.viewing.sentDetail":
    "El vendedor elegirá una de tus fechas o te propondrá otra. Te avisaremos por correo; en él tienes un enlace para seguir tu solicitud o cancelarla.",
  "forms.viewing.again": "Solicitar otra visita",
  "forms.viewing.tooFast":
    "Has enviado el formulario demasiado rápido. Revisa los datos y vuelve a pulsar «Solicitar visita».",
  "forms.viewing.expired": "El formulario ha caducado. Vuelve a pulsar «Solicitar visita» para enviarlo.",
  "forms.offer.heading": "Hacer una oferta",
  "forms.offer.intro":
    "Te enviaremos un enlace para confirmar tu correo; con él la oferta llega al vendedor, y por correo sabrás si la acepta, la rechaza o te hace una contraoferta. Su dirección no se muestra.",
  "forms.offer.introVerified":
    "Tu oferta llega al vendedor en cuanto la envíes, desde el correo de tu cuenta. Por correo, y en «Mis solicitudes» de tu panel, sabrás si la acepta, la rechaza o te hace una contraoferta. Su dirección no se muestra.",
  "forms.offer.amount": "Importe de la oferta (€)",
  "forms.offer.askingPrice": "Precio de venta: {price}",
  "forms.offer.financing": "Financiación",
  "forms.offer.mortgage": "Hipoteca",
  "forms.offer.cash": "Contado",
  "forms.offer.arrasDate": "Fecha propuesta para firmar las arras",
  "forms.offer.conditions": "Condiciones (opcional)",
  "forms.offer.conditionsExample":
    "Por ejemplo: sujeta a la concesión de la hipoteca, o que se queden los muebles de la cocina.",
  "forms.offer.privacyPurpose": ": usaremos tus datos solo para hacer llegar tu oferta al vendedor.",
  "forms.offer.submit": "Enviar oferta",
  "forms.offer.sent": "Revisa tu correo para confirmar la oferta",
  "forms.offer.sentDetail":
    "Te hemos enviado un enlace. Tu oferta llegará al vendedor cuando lo abras y pulses «Confirmar oferta»; si no lo confirmas en 7 días, la borraremos.",
  "forms.offer.delivered": "Oferta enviada al vendedor",
  "forms.offer.deliveredDetail":
    "Te avisaremos por correo de su respuesta. También puedes seguirla, y responder a una contraoferta, en «Mis solicitudes» de tu panel.",
  "forms.offer.again": "Hacer otra oferta",
  "forms.offer.tooFast":
    "Has enviado el formulario demasiado rápido. Revisa tu oferta y vuelve a pulsar «Enviar oferta».",
  "forms.offer.expired": "El formulario ha caducado. Vuelve a pulsar «Enviar oferta» para enviarlo.",
  "forms.error.alreadySent":
    "Este formulario ya se había enviado. Si no has visto la confirmación, revisa los datos y vuelve a enviarlo.",
  "forms.error.rateLimited":
    "Has enviado demasiados mensajes seguidos. Inténtalo de nuevo en {minutes, plural, one {# minuto} other {# minutos}}.",
  "forms.error.reserved":
    "Reservado: el vendedor ha cerrado un acuerdo con un comprador y no admite más ofertas ni contactos. Si la reserva se libera, volverá a estar en venta.",
  "forms.error.nameRequired": "Introduce tu nombre.",
  "forms.error.nameShort": "El nombre debe tener al menos 2 caracteres.",
  "forms.error.nameLong": "El nombre no puede tener más de 100 caracteres.",
  "forms.error.emailRequired": "Introduce tu correo electrónico.",
  "forms.error.emailLong": "El correo electrónico es demasiado largo.",
  "forms.error.emailInvalid": "Introduce un correo electrónico válido.",
  "forms.error.phoneInvalid":
    "Introduce un teléfono válido: solo números, espacios, guiones y el prefijo (+34).",
  "forms.error.privacyRequired": "Debes aceptar la Política de Privacidad para enviar el mensaje.",
  "forms.error.privacyViewing": "Debes aceptar la Política de Privacidad para solicitar la visita.",
  "forms.error.messageRequired": "Escribe tu mensaje para el vendedor.",
  "forms.error.messageShort": "El mensaje debe tener al menos 10 caracteres.",
  "forms.error.messageLong": "El mensaje no puede tener más de 2000 caracteres.",
  "forms.error.slotRequired": "Propón al menos una fecha y hora para la visita.",
  "forms.error.slotInvalid": "Introduce una fecha y hora válidas (por ejemplo, 14/03/2026 10:30).",
  "forms.error.slotPast": "Elige una fecha y hora que aún no hayan pasado.",
  "forms.error.slotTooSoon": "Propón una hora con al menos dos horas de antelación.",
  "forms.error.slotTooFar": "Propón una fecha dentro de los próximos 90 días.",
  "forms.error.slotOutsideHours": "Propón una hora entre las 08:00 y las 22:00 (hora de Madrid).",
  "forms.error.slotRepeated": "Ya has propuesto esta fecha y hora.",
  "forms.error.amountRequired": "Introduce el importe de tu oferta en euros.",
  "forms.error.amountInvalid": "Escribe el importe en euros, sin céntimos: por ejemplo, 250.000.",
  "forms.error.amountAmbiguous":
    "No sabemos si ese importe lleva céntimos: escríbelo en euros, sin céntimos, por ejemplo 250.000.",
  "forms.error.amountTooLow": "La oferta debe ser de al menos 1.000 €.",
  "forms.error.amountTooHigh": "Revisa el importe: es más de 100 veces el precio de la vivienda.",
  "forms.error.financingRequired": "Indica cómo pagarás: con hipoteca o al contado.",
  "forms.error.arrasDateRequired": "Indica la fecha que propones para firmar las arras.",
  "forms.error.arrasDateInvalid": "Esa fecha no existe: revisa el día y el mes.",
  "forms.error.arrasDatePast": "La fecha de las arras debe ser posterior a hoy.",
  "forms.error.arrasDateFar": "La fecha de las arras no puede ser dentro de más de un año.",
  "forms.error.conditionsLong": "Las condiciones no pueden tener más de 2000 caracteres.",
  "forms.mail.hello": "Hola:",
  "forms.mail.viewListing": "Ver el anuncio",
  "forms.mail.enquiry.copySubject": "Tu mensaje sobre «{title}»",
  "forms.mail.enquiry.copyPreview": "Hemos enviado tu mensaje al vendedor.",
  "forms.mail.enquiry.copySent":
    "Hemos enviado tu mensaje al vendedor de «{title}». Te contestará directamente a este correo.",
  "forms.mail.enquiry.copySentPhone":
    "Hemos enviado tu mensaje al vendedor de «{title}». Te contestará directamente a este correo o a tu teléfono.",
  "forms.mail.enquiry.copyNotYou":
    "Si no has escrito tú este mensaje, ignora este correo: nadie volverá a escribirte por él.",
  "forms.mail.enquiry.receiptSubject": "Mensaje enviado sobre «{title}»",
  "forms.mail.enquiry.receiptPreview": "Hemos enviado el mensaje al vendedor.",
  "forms.mail.enquiry.receipt":
    "Hemos recibido un mensaje enviado desde esta dirección sobre «{title}» y se lo hemos hecho llegar al vendedor. Si te contesta, lo hará a este correo.",
  "forms.mail.enquiry.receiptNotYou":
    "Si no fuiste tú, ignora este correo: nadie volverá a escribirte por él.",
  "forms.mail.offer.confirmSubject": "Confirma tu oferta por «{title}»",
  "forms.mail.offer.confirmLine":
    "Para enviar tu oferta por «{title}» al vendedor, confirma que este correo es tuyo.",
  "forms.mail.offer.confirmButton": "Confirmar mi oferta",
  "forms.mail.offer.confirmNotYou":
    "Si no has hecho tú esta oferta, ignora este correo: no se enviará y la borraremos en unos días.",
  "forms.mail.viewing.requestSubject": "Tu solicitud de visita para «{title}»",
  "forms.mail.viewing.receiptSubject": "Solicitud de visita enviada para «{title}»",
  "forms.mail.viewing.requestPreview": "Hemos enviado la solicitud de visita al vendedor.",
  "forms.mail.viewing.requestSent":
    "Hemos enviado al vendedor de «{title}» tu solicitud de visita con estas fechas (hora de Madrid). Te avisaremos por correo cuando conteste.",
  "forms.mail.viewing.receiptSent":
    "Hemos recibido una solicitud de visita enviada desde esta dirección para «{title}», con estas fechas (hora de Madrid), y se la hemos enviado al vendedor. Te avisaremos por correo cuando conteste.",
  "forms.mail.viewing.followLink": "Desde el enlace puedes ver en qué estado está o cancelarla.",
  "forms.mail.viewing.receiptNotYou": "Si no fuiste tú, cancélala desde el enlace o ignora este correo.",
  "forms.mail.viewing.requestButton": "Ver tu solicitud",
  "forms.mail.viewing.confirmedSubject": "Visita confirmada: «{title}»",
  "forms.mail.viewing.onTime": "Tu visita es el {time}.",
  "forms.mail.viewing.confirmed":
    "El vendedor ha confirmado tu visita a «{title}» (hora de Madrid). Añádela a tu calendario con la invitación adjunta.",
  "forms.mail.viewing.address": "Dirección: {address}",
  "forms.mail.viewing.cantGo": "Si no puedes ir, cancélala desde el enlace para avisar al vendedor.",
  "forms.mail.viewing.viewButton": "Ver tu visita",
  "forms.mail.viewing.proposedSubject": "El vendedor propone otra hora para visitar «{title}»",
  "forms.mail.viewing.proposedPreview": "Nueva propuesta: {time}.",
  "forms.mail.viewing.proposed":
    "El vendedor de «{title}» no puede en las fechas que propusiste y te propone esta (hora de Madrid):",
  "forms.mail.viewing.proposedButton": "Aceptar o cancelar la visita",
  "forms.mail.viewing.rejectedPreview": "El vendedor no puede atender tu visita.",
  "forms.mail.viewing.rejected": "El vendedor de «{title}» no puede atender tu solicitud de visita.",
  "forms.mail.viewing.rejectedNext": "Puedes seguir viendo el anuncio o escribirle desde él.",
  "forms.mail.viewing.cancelledSubject": "Visita cancelada: «{title}»",
  "forms.mail.viewing.cancelledPreview": "El vendedor ha cancelado la visita.",
  "forms.mail.viewing.cancelled": "El vendedor ha cancelado tu visita a «{title}» (hora de Madrid):",
  "forms.mail.viewing.reminderSubject": "Recordatorio: mañana visitas «{title}»",
  "forms.mail.viewing.reminder": "Te recordamos tu visita a «{title}» (hora de Madrid).",
  "forms.mail.viewing.feedbackSubject": "¿Qué te pareció la visita?",
  "forms.mail.viewing.feedbackPreview": "Cuéntanos qué te pareció «{title}».",
  "forms.mail.viewing.feedback":
    "Esperamos que la visita a «{title}» fuera bien. Puntúala del 1 al 5 y, si quieres, deja un comentario: el vendedor lo verá.",
  "forms.mail.viewing.feedbackButton": "Valorar la visita",
  "forms.phone.notPerson": "Abre el anuncio en un navegador para ver el teléfono.",
  "forms.phone.unavailable":
    "Este anuncio no tiene teléfono de contacto. Escribe al vendedor con el formulario.",
  "forms.phone.rateLimited":
    "Has pedido muchos teléfonos en poco tiempo. Inténtalo de nuevo en {minutes, plural, one {# minuto} other {# minutos}} o escribe al vendedor con el formulario de contacto.",
} as const;
