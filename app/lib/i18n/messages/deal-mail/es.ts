/**
 * What a buyer is told when the deal falls through and from the closing room, in Spanish: the
 * reference. The Spanish e-mails are still built by the domain's own sentences; these carry the
 * same words so every language states the same case.
 */
export const dealMailEs = {
  "dealMail.fellThrough.subject": "La venta no sigue adelante: «{title}»",
  "dealMail.fellThrough.bySeller": "El vendedor ha registrado que la venta de «{title}» no sigue adelante.",
  "dealMail.fellThrough.reason": "Motivo: {reason}.",
  "dealMail.fellThrough.note": "Su nota: {note}",
  "dealMail.fellThrough.senal": "La señal: {fate}",
  "dealMail.fellThrough.onSale": "La vivienda vuelve a estar en venta.",
  "dealMail.fellThrough.button": "Ver mis solicitudes",
  "dealMail.reason.financiacion-denegada":
    "El banco ha denegado la hipoteca (condición de financiación del contrato)",
  "dealMail.reason.comprador-desiste": "El comprador se echa atrás",
  "dealMail.reason.vendedor-desiste": "El vendedor se echa atrás",
  "dealMail.reason.mutuo-acuerdo": "Lo dejamos de mutuo acuerdo",
  "dealMail.senal.sin-arras": "Aún no se firmaron las arras: no hay señal que devolver.",
  "dealMail.senal.condicion-financiacion":
    "El banco denegó la hipoteca y el contrato lo preveía (condición de financiación): el vendedor devuelve la señal de {amount} íntegra al comprador.",
  "dealMail.senal.mutuo-acuerdo":
    "Lo dejáis de mutuo acuerdo: la señal de {amount} queda como lo acordéis por escrito entre los dos.",
  "dealMail.senal.ley-catalana":
    "El contrato se rige por el Código Civil de Cataluña (art. 621-8): la señal de {amount} sigue lo que dice su cláusula sobre la naturaleza de las arras; si hay dudas, pedid consejo antes de mover el dinero.",
  "dealMail.senal.penitenciales-vendedor":
    "El vendedor se echa atrás con arras penitenciales (art. 1454 del Código Civil): devuelve la señal de {amount} duplicada.",
  "dealMail.senal.penitenciales-comprador":
    "El comprador se echa atrás con arras penitenciales (art. 1454 del Código Civil): el vendedor conserva la señal de {amount}.",
  "dealMail.senal.confirmatorias":
    "Las arras son confirmatorias (art. 1124 del Código Civil): la señal de {amount} es parte del precio y quien no incumplió puede exigir que se firme la venta o resolverla con daños y perjuicios; no se pierde ni se duplica sin más.",
  "dealMail.senal.penales":
    "Las arras son penales: la señal de {amount} es la penalización que fija la cláusula para quien incumple, y la otra parte puede además exigir que se firme la venta.",
  "dealMail.senal.clause": "Lo recoge la cláusula {clause} del contrato.",
} as const;
