import type { fallThroughEs } from "./es";

/** Dutch, with "u", to the buyer: the arras keep their Spanish name, as the contract says it. */
export const fallThroughNl = {
  "fallThrough.heading": "De verkoop gaat niet door",
  "fallThrough.hint":
    "Gaat de koop niet door? Leg het hier vast. Voordat u bevestigt, vertellen we u wat er volgens uw contract met uw aanbetaling (arras) gebeurt.",
  "fallThrough.reasonLegend": "Waarom gaat de verkoop niet door?",
  "fallThrough.noteLabel": "Notitie voor de verkoper (optioneel)",
  "fallThrough.next": "Verder",
  "fallThrough.confirmHeading": "Bevestigt u dat de verkoop niet doorgaat?",
  "fallThrough.consequence":
    "Uw reservering vervalt: de woning staat weer te koop, we mailen de verkoper en de andere geïnteresseerden, en het koopcontract met aanbetaling (contrato de arras) geldt op Zaguán niet meer.",
  "fallThrough.senalLabel": "Wat er met uw aanbetaling (arras) gebeurt",
  "fallThrough.confirm": "Ja, de verkoop gaat niet door",
  "fallThrough.back": "Nee, terug",
  "fallThrough.recordedTitle": "Verkoop beëindigd",
  "fallThrough.recorded": "We hebben vastgelegd dat de verkoop niet doorgaat. De woning staat weer te koop.",
  "fallThrough.endedHeading": "De verkoop is niet doorgegaan",
  "fallThrough.notFound":
    "Deze afspraak loopt niet meer: laad de pagina opnieuw om te zien hoe het ervoor staat.",
  "fallThrough.reasonRequired": "Kies waarom de verkoop niet doorgaat.",
  "fallThrough.reasonUnavailable":
    "Die reden kunt u niet kiezen: het koopcontract met aanbetaling (contrato de arras) bevat geen financieringsvoorbehoud (condición de financiación). Kies een andere reden.",
  "fallThrough.noteTooLong": "De notitie mag niet langer zijn dan {max} tekens.",
  "fallThrough.ended.bySeller": "De verkoop is op {day} beëindigd; de verkoper heeft dat vastgelegd.",
  "fallThrough.ended.byBuyer": "De verkoop is op {day} beëindigd; u heeft dat vastgelegd.",
  "fallThrough.ended.note": "Notitie: {note}",
  "fallThrough.ended.senalAsRecorded": "Uw aanbetaling (arras), zoals in het Spaans vastgelegd:",
} as const satisfies Record<keyof typeof fallThroughEs, string>;
