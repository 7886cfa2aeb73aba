import type { closingFieldsEs } from "./fields-es";

/** The room's refused fields, to the buyer with "Sie": the Spanish names of the papers kept beside. */
export const closingFieldsDe = {
  "closing.field.dayRequired": "Geben Sie das Datum an.",
  "closing.field.dayInvalid": "Geben Sie ein gültiges Datum ein.",
  "closing.field.dayFuture": "Das Datum darf nicht nach dem heutigen Tag liegen.",
  "closing.field.appointmentRequired": "Geben Sie Tag und Uhrzeit des Termins an.",
  "closing.field.appointmentInvalid": "Geben Sie einen gültigen Tag und eine gültige Uhrzeit ein.",
  "closing.field.appointmentPast": "Der Termin muss in der Zukunft liegen.",
  "closing.field.deedUnconfirmed":
    "Kreuzen Sie das Kästchen an, um zu bestätigen, dass Sie die Kaufurkunde (escritura) unterzeichnet haben.",
  "closing.field.mortgageDay":
    "Geben Sie das Datum der Bewertung (tasación) oder des verbindlichen Angebots (FEIN) an.",
  "closing.field.notaryName": "Geben Sie den Namen des Notariats oder des Notars an.",
  "closing.field.notaryNameLong": "Der Name ist zu lang.",
  "closing.field.notaryAddress": "Geben Sie die Adresse des Notariats an.",
  "closing.field.notaryAddressLong": "Die Adresse ist zu lang.",
  "closing.field.fileMissing": "Wählen Sie die Datei aus, die Sie hochladen möchten.",
  "closing.field.fileTooLarge":
    "Die Datei ist größer als 10 MB. Laden Sie bitte eine kleinere Kopie hoch (ein PDF oder ein Foto).",
  "closing.field.fileWrongType":
    "Nur PDFs oder Fotos (JPG, PNG oder WebP) sind möglich, und diese Datei ist nichts davon.",
  "closing.field.notaSimpleDay":
    "Geben Sie das Datum an, das auf der nota simple steht (es darf nicht in der Zukunft liegen).",
  "closing.refusal.ended":
    "Dieser Verkauf ist nicht zustande gekommen: Im Abschlussraum lässt sich nichts mehr ändern.",
  "closing.refusal.otherPartyStep": "Dieser Schritt ist Sache der anderen Partei.",
  "closing.refusal.deedSigned":
    "Die Kaufurkunde (escritura) ist bereits unterschrieben: Dieser Schritt lässt sich nicht mehr ändern.",
  "closing.refusal.noMortgage": "Dieser Kauf wird ohne Hypothek bezahlt.",
  "closing.refusal.notaryFirst": "Wählen Sie zuerst das Notariat.",
  "closing.refusal.feinWait":
    "Ab dem verbindlichen Kreditangebot (FEIN) haben Sie 10 Kalendertage bis zur Unterschrift: Der Termin kann frühestens am {day} sein.",
  "closing.refusal.notInList": "Dieses Dokument steht nicht auf der Liste dieses Verkaufs.",
  "closing.refusal.otherPartyDocument": "Dieses Dokument bringt die andere Partei bei.",
  "closing.refusal.markedByReceiver":
    "Als erhalten markiert ein Dokument, wer es erhält: die andere Partei oder Zaguán.",
  "closing.refusal.linkInactive": "Dieser Link ist nicht mehr aktiv.",
} as const satisfies Record<keyof typeof closingFieldsEs, string>;
