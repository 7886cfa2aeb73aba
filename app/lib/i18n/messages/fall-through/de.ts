import type { fallThroughEs } from "./es";

/** German, with "Sie", to the buyer: the arras keep their Spanish name, as the contract says it. */
export const fallThroughDe = {
  "fallThrough.heading": "Der Verkauf findet nicht statt",
  "fallThrough.hint":
    "Wenn der Kauf nicht zustande kommt, halten Sie es hier fest. Bevor Sie bestätigen, sagen wir Ihnen, was nach Ihrem Vertrag mit Ihrer Anzahlung (arras) geschieht.",
  "fallThrough.reasonLegend": "Warum findet der Verkauf nicht statt?",
  "fallThrough.noteLabel": "Notiz für den Verkäufer (optional)",
  "fallThrough.next": "Weiter",
  "fallThrough.confirmHeading": "Bestätigen Sie, dass der Verkauf nicht stattfindet?",
  "fallThrough.consequence":
    "Ihre Reservierung endet: Die Immobilie steht wieder zum Verkauf, wir benachrichtigen den Verkäufer und die anderen Interessenten per E-Mail, und der Anzahlungsvertrag (contrato de arras) gilt auf Zaguán nicht mehr.",
  "fallThrough.senalLabel": "Was mit Ihrer Anzahlung (arras) geschieht",
  "fallThrough.confirm": "Ja, der Verkauf findet nicht statt",
  "fallThrough.back": "Nein, zurück",
  "fallThrough.recordedTitle": "Verkauf beendet",
  "fallThrough.recorded":
    "Wir haben festgehalten, dass der Verkauf nicht stattfindet. Die Immobilie steht wieder zum Verkauf.",
  "fallThrough.endedHeading": "Der Verkauf hat nicht stattgefunden",
  "fallThrough.notFound":
    "Diese Vereinbarung gilt nicht mehr. Laden Sie die Seite neu, um den aktuellen Stand zu sehen.",
  "fallThrough.reasonRequired": "Wählen Sie aus, warum der Verkauf nicht stattfindet.",
  "fallThrough.reasonUnavailable":
    "Diesen Grund können Sie nicht wählen: Der Anzahlungsvertrag (contrato de arras) enthält keinen Finanzierungsvorbehalt (condición de financiación). Bitte wählen Sie einen anderen.",
  "fallThrough.noteTooLong": "Die Notiz darf höchstens {max} Zeichen lang sein.",
  "fallThrough.ended.bySeller": "Der Verkauf endete am {day}; der Verkäufer hat es festgehalten.",
  "fallThrough.ended.byBuyer": "Der Verkauf endete am {day}; Sie haben es festgehalten.",
  "fallThrough.ended.note": "Notiz: {note}",
  "fallThrough.ended.senalAsRecorded": "Ihre Anzahlung (arras), wie auf Spanisch festgehalten:",
} as const satisfies Record<keyof typeof fallThroughEs, string>;
