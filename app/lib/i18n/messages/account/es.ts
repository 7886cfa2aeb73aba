/**
 * The buyer's own e-mails in Spanish: merged into the main catalogue (../es.ts), so the catalogue
 * test checks them like every other key. Spanish is the reference; the e-mails read as before.
 */
export const accountEs = {
  "mail.greeting": "Hola, {name}:",
  "mail.offer.terms.amount": "Importe: {amount}",
  "mail.offer.terms.mortgage": "Financiación: Hipoteca",
  "mail.offer.terms.cash": "Financiación: Contado",
  "mail.offer.terms.arrasDate": "Fecha propuesta para las arras: {date}",
  "mail.offer.terms.conditions": "Condiciones: {conditions}",
  "mail.offer.rejected.subject": "Oferta rechazada: «{title}»",
  "mail.offer.rejected.line": "El vendedor ha rechazado tu oferta por «{title}».",
  "mail.offer.rejected.button": "Ver mi oferta",
  "mail.offer.countered.subject": "Contraoferta por «{title}»",
  "mail.offer.countered.line": "El vendedor te propone {amount} por «{title}».",
  "mail.offer.countered.message": "Su mensaje: {message}",
  "mail.offer.countered.yours": "Tu oferta era:",
  "mail.offer.countered.button": "Responder a la contraoferta",
  "mail.alert.manage": "Gestionar mis alertas",
  "mail.alert.unsubscribe": "Darme de baja",
  "mail.alert.untitled": "Propiedad sin título",
  "mail.alert.search": "Tu búsqueda «{search}»",
  "mail.alert.new.subject":
    "{count, plural, one {Nueva propiedad para «{search}»} other {# propiedades nuevas para «{search}»}}",
  "mail.alert.new.intro":
    "{count, plural, one {Hay una propiedad nueva que encaja con tu búsqueda guardada.} other {Hay # propiedades nuevas que encajan con tu búsqueda guardada.}}",
  "mail.alert.backOnSale": "De nuevo a la venta: ",
  "mail.alert.new.stop": "¿No quieres más avisos de esta búsqueda?",
  "mail.alert.drops.heading": "Han bajado de precio tus favoritos",
  "mail.alert.drops.line": "{title}: de {from} a {to}",
  "mail.alert.drops.subjectOne": "Ha bajado de precio: «{title}»",
  "mail.alert.drops.subjectMany": "{count} de tus favoritos han bajado de precio",
  "mail.alert.drops.introOne": "Una propiedad que guardaste en favoritos ha bajado de precio.",
  "mail.alert.drops.introMany": "Varias propiedades que guardaste en favoritos han bajado de precio.",
  "mail.alert.drops.stop": "¿No quieres más avisos de bajadas de precio?",
  "mail.alert.digest.subject": "Tu resumen diario de propiedades",
  "mail.alert.digest.intro": "Esto es lo nuevo de hoy en tus búsquedas guardadas y tus favoritos.",
  "mail.alert.digest.stop": "¿No quieres más alertas por correo?",
} as const;
