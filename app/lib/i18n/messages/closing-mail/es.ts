/**
 * The closing room's e-mails (its news and its reminders) in Spanish: the reference, and exactly
 * what the seller, staff and a Spanish buyer have always read. Who acted is a value ({who}) so the
 * same sentence serves the three parties.
 */
export const closingMailEs = {
  "closingMail.greeting": "Hola, {name}:",
  "closingMail.quoted": "«{title}»",
  "closingMail.theHome": "la vivienda",
  "closingMail.yourHome": "tu vivienda",
  "closingMail.news.lead": "Novedades de la venta de {title}.",
  "closingMail.reminder.lead": "Un recordatorio de la venta de {title}.",
  "closingMail.button": "Abrir la sala de cierre",
  "closingMail.ics": "Añadir esta fecha a tu calendario (.ics)",
  "closingMail.linkLine": "{label}: {url}",
  "closingMail.subject": "Sala de cierre: {what}",
  "closingMail.party.seller": "El vendedor",
  "closingMail.party.buyer": "El comprador",
  "closingMail.party.staff": "El equipo de Zaguán",
  "closingMail.pending": "pendiente",
  "closingMail.event.deposit_received": "{who} confirmó que recibió la señal ({day}).",
  "closingMail.event.mortgage_recorded": "{who} anotó la hipoteca: tasación {valuation}, FEIN {fein}.",
  "closingMail.event.notary_chosen": "{who} eligió la notaría {name} ({address}), cita el {when}.",
  "closingMail.event.appointment_changed": "{who} cambió la cita en la notaría al {when}.",
  "closingMail.event.deed_signed": "{who} confirmó la firma de la escritura ({day}).",
  "closingMail.event.keys_handed": "{who} confirmó la entrega de llaves ({day}).",
  "closingMail.event.notary_link_created":
    "{who} compartió el expediente con la notaría (enlace válido hasta el {day}).",
  "closingMail.event.notary_link_revoked": "{who} revocó un enlace del expediente para la notaría.",
  "closingMail.document.uploaded": "{who} ha subido «{title}» a los documentos de la sala de cierre.",
  "closingMail.document.received": "{who} ha marcado «{title}» como recibido en papel.",
  "closingMail.document.uploadedSubject": "un documento nuevo",
  "closingMail.document.receivedSubject": "un documento recibido",
  "closingMail.document.where": "Puedes verlo, y lo que falta, en la pestaña «Documentos».",
  "closingMail.notaryLink.subject": "el expediente para la notaría",
  "closingMail.notaryLink.created":
    "{who} ha compartido el expediente de la operación con la notaría, con un enlace válido hasta el {day}.",
  "closingMail.notaryLink.revoked":
    "{who} ha revocado un enlace del expediente para la notaría: ya no se abre.",
  "closingMail.notaryLink.where":
    "Los enlaces activos están en la pestaña «Documentos»; cualquiera de los dos puede revocarlos.",
  "closingMail.reminder.left": "{left, plural, =1 {Es mañana.} other {Quedan {left} días.}}",
  "closingMail.reminder.cita.subject": "Recordatorio: cita en la notaría el {day}",
  "closingMail.reminder.cita.line": "La firma de la escritura es el {day} a las {hour}.",
  "closingMail.reminder.cita.lineAt":
    "La firma de la escritura es el {day} a las {hour}. Notaría: {name}, {address}.",
  "closingMail.reminder.escritura.subject": "Recordatorio: la escritura debe firmarse como tarde el {day}",
  "closingMail.reminder.escritura.line":
    "El contrato de arras fija el {day} como último día para firmar la escritura. Si aún no hay cita en la notaría, conviene pedirla cuanto antes.",
  "closingMail.reminder.fein.subject": "Recordatorio: desde el {day} puede firmarse la escritura",
  "closingMail.reminder.fein.line":
    "El {day} se cumplen los 10 días naturales que la ley te da para estudiar la FEIN del banco: desde ese día puede firmarse la escritura.",
  "closingMail.reminder.plusvalia.subject": "Recordatorio: Plusvalía municipal, hasta el {day}",
  "closingMail.reminder.plusvalia.line":
    "Plusvalía municipal: el plazo termina el {day}. 30 días hábiles desde la escritura, en el ayuntamiento.",
  "closingMail.reminder.modelo-211.subject":
    "Recordatorio: Modelo 211: ingresar el 3 % retenido, hasta el {day}",
  "closingMail.reminder.modelo-211.line": "Modelo 211: ingresar el 3 % retenido: el plazo termina el {day}.",
  "closingMail.reminder.modelo-210.subject": "Recordatorio: Modelo 210: IRNR de la ganancia, hasta el {day}",
  "closingMail.reminder.modelo-210.line": "Modelo 210: IRNR de la ganancia: el plazo termina el {day}.",
  "closingMail.reminder.irpf.subject": "Recordatorio: Declarar la venta en el IRPF, hasta el {day}",
  "closingMail.reminder.irpf.line":
    "Declarar la venta en el IRPF: el plazo termina el {day}. En la campaña de la renta del año siguiente (de abril al 30 de junio).",
  "closingMail.arras.greeting": "Hola, {name}",
  "closingMail.arras.toSign.subject": "Firma el contrato de arras de «{title}» en {brand}",
  "closingMail.arras.toSign.preview": "Tienes un contrato de arras para leer y firmar.",
  "closingMail.arras.toSign.intro":
    "El vendedor de «{title}» te ha enviado el contrato de arras para firmarlo en {brand}.",
  "closingMail.arras.toSign.steps":
    "Entra con la cuenta de este correo, completa tus datos, lee el contrato entero y fírmalo con el código que te enviaremos.",
  "closingMail.arras.toSign.button": "Leer y firmar el contrato",
  "closingMail.arras.spanishBinding":
    "El contrato está redactado en español, y el texto en español es el que vincula a las partes.",
  "closingMail.arras.code.subject": "{code} es tu código para firmar el contrato de arras ({brand})",
  "closingMail.arras.code.preview": "Tu código: {code}",
  "closingMail.arras.code.line": "Tu código para firmar el contrato de arras es {code}.",
  "closingMail.arras.code.validity":
    "Vale {minutes} minutos y sirve una sola vez. Si no has pedido firmar ningún contrato, ignora este correo: nadie puede firmar sin este código.",
  "closingMail.arras.sealed.subject": "Contrato de arras de «{title}» firmado por ambas partes",
  "closingMail.arras.sealed.preview": "Tu contrato de arras está firmado por ambas partes.",
  "closingMail.arras.sealed.signed":
    "El contrato de arras de «{title}» está firmado por ambas partes. Te enviamos la copia firmada y sellada en PDF.",
  "closingMail.arras.sealed.check":
    "Código de verificación: {code}. Cualquiera que tenga el documento puede comprobarlo en {url}.",
  "closingMail.arras.sealed.button": "Ver el contrato firmado",
} as const;
