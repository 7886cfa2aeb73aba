/**
 * The form that records a deal falling through, and the notice of a deal that ended, in Spanish:
 * the reference, byte for byte the domain's own words (the seller, staff and a Spanish buyer read
 * those). The reason and the señal's fate are worded by `dealMail.*`, as the buyer's e-mail says them.
 */
export const fallThroughEs = {
  "fallThrough.heading": "La venta no sigue adelante",
  "fallThrough.hint":
    "Si la venta con esta persona no va a seguir, regístralo aquí: te diremos qué pasa con la señal según vuestro contrato antes de confirmar.",
  "fallThrough.reasonLegend": "¿Por qué no sigue adelante?",
  "fallThrough.noteLabel": "Nota para la otra parte (opcional)",
  "fallThrough.next": "Continuar",
  "fallThrough.confirmHeading": "¿Confirmas que la venta no sigue adelante?",
  "fallThrough.consequence":
    "La reserva termina: la vivienda vuelve a estar «En venta», avisamos por correo a la otra parte y a los demás interesados, y el contrato de arras deja de estar en vigor en Zaguán.",
  "fallThrough.senalLabel": "Qué pasa con la señal",
  "fallThrough.confirm": "Sí, la venta no sigue adelante",
  "fallThrough.back": "No, volver",
  "fallThrough.recordedTitle": "Venta terminada",
  "fallThrough.recorded":
    "Hemos registrado que la venta no sigue adelante. La vivienda vuelve a estar en venta.",
  "fallThrough.endedHeading": "La venta no siguió adelante",
  "fallThrough.notFound": "Este acuerdo ya no está activo: recarga la página para ver cómo está.",
  "fallThrough.reasonRequired": "Elige por qué no sigue adelante.",
  "fallThrough.reasonUnavailable":
    "Ese motivo no se puede usar: el contrato de arras no tiene la condición de financiación. Elige otro.",
  "fallThrough.noteTooLong": "La nota no puede pasar de {max} caracteres.",
  "fallThrough.ended.bySeller": "La venta terminó el {day}: lo registró el vendedor.",
  "fallThrough.ended.byBuyer": "La venta terminó el {day}: lo registró el comprador.",
  "fallThrough.ended.note": "Nota: {note}",
  "fallThrough.ended.senalAsRecorded": "La señal, tal como quedó registrada:",
} as const;
