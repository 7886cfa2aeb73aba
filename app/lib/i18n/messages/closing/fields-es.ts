/** The room's refused fields, in Spanish: the reference, byte for byte the domain's own sentences. */
export const closingFieldsEs = {
  "closing.field.dayRequired": "Indica la fecha.",
  "closing.field.dayInvalid": "Escribe una fecha válida.",
  "closing.field.dayFuture": "La fecha no puede ser posterior a hoy.",
  "closing.field.appointmentRequired": "Indica el día y la hora de la cita.",
  "closing.field.appointmentInvalid": "Escribe un día y una hora válidos.",
  "closing.field.appointmentPast": "La cita tiene que ser en el futuro.",
  "closing.field.deedUnconfirmed": "Marca la casilla para confirmar que habéis firmado la escritura.",
  "closing.field.mortgageDay": "Indica la fecha de la tasación o la de la FEIN.",
  "closing.field.notaryName": "Indica el nombre de la notaría o del notario.",
  "closing.field.notaryNameLong": "El nombre es demasiado largo.",
  "closing.field.notaryAddress": "Indica la dirección de la notaría.",
  "closing.field.notaryAddressLong": "La dirección es demasiado larga.",
  "closing.field.fileMissing": "Elige el archivo que quieres subir.",
  "closing.field.fileTooLarge":
    "El archivo pesa más de 10 MB. Sube una copia más ligera (un PDF o una foto).",
  "closing.field.fileWrongType":
    "Solo se admiten PDF o fotos (JPG, PNG o WebP). Ese archivo no es ninguno de ellos.",
  "closing.field.notaSimpleDay": "Escribe la fecha que figura en la nota simple (no puede ser futura).",
  "closing.refusal.ended": "Esta operación no siguió adelante: la sala ya no admite cambios.",
  "closing.refusal.otherPartyStep": "Este paso le corresponde a la otra parte.",
  "closing.refusal.deedSigned": "La escritura ya está firmada: este paso ya no se puede cambiar.",
  "closing.refusal.noMortgage": "Esta compra se paga sin hipoteca.",
  "closing.refusal.notaryFirst": "Primero el comprador tiene que elegir la notaría.",
  "closing.refusal.feinWait":
    "Desde la FEIN tienes 10 días naturales antes de firmar: la cita puede ser desde el {day}.",
  "closing.refusal.notInList": "Ese documento no está en la lista de esta operación.",
  "closing.refusal.otherPartyDocument": "Este documento lo aporta la otra parte.",
  "closing.refusal.markedByReceiver": "Lo marca como recibido quien lo recibe: la otra parte o Zaguán.",
  "closing.refusal.linkInactive": "Ese enlace ya no está activo.",
} as const;
