import type { requestEs } from "./es";

/** The buyer's page behind their e-mailed link, in German. */
export const requestDe = {
  "request.meta.title": "Ihre Anfrage",
  "request.linkEnd": "Dieser Link funktioniert bis zum {date}.",
  "request.offer.title": "Ihr Angebot",
  "request.offer.for": "Für {listing}",
  "request.offer.sellerReason": "Begründung des Verkäufers: {reason}",
  "request.offer.initial": "Ihr erstes Angebot",
  "request.offer.amount": "Angebotener Betrag",
  "request.offer.confirm": "Angebot bestätigen",
  "request.offer.acceptCounter": "Gegenangebot annehmen",
  "request.offer.withdraw": "Mein Angebot zurückziehen",
  "request.offer.counterLabel": "Mit einem neuen Angebot antworten (€)",
  "request.offer.counterSubmit": "Neues Angebot senden",
  "request.offer.financing": "Finanzierung",
  "request.offer.arrasDate": "Vorgeschlagenes Datum für den Reservierungsvertrag (arras)",
  "request.offer.conditions": "Bedingungen",
  "request.offer.counter": "Gegenangebot des Verkäufers",
  "request.financing.mortgage": "Hypothek",
  "request.financing.cash": "Barzahlung",
  "request.deal.heading": "Einigung",
  "request.deal.price": "Vereinbarter Preis",
  "request.deal.deposit": "Vorgeschlagene Anzahlung (arras)",
  "request.deal.closingRoom": "Abschlussraum öffnen: der Zeitplan bis zum Notartermin",
  "request.offerState.unconfirmed":
    "Noch ein Schritt: Bestätigen Sie Ihr Angebot, damit es den Verkäufer erreicht.",
  "request.offerState.submitted":
    "Der Verkäufer hat Ihr Angebot erhalten. Wir informieren Sie per E-Mail über seine Antwort.",
  "request.offerState.accepted":
    "Sie haben sich geeinigt. Als Nächstes wird der Reservierungsvertrag (arras) unterschrieben.",
  "request.offerState.rejected": "Der Verkäufer hat Ihr Angebot abgelehnt.",
  "request.offerState.countered": "Der Verkäufer hat Ihnen ein Gegenangebot gemacht.",
  "request.offerState.buyer_countered":
    "Sie haben auf das Gegenangebot mit einem neuen Angebot geantwortet. Wir informieren Sie per E-Mail über die Antwort des Verkäufers.",
  "request.offerState.withdrawn": "Sie haben dieses Angebot zurückgezogen.",
  "request.offerState.closed":
    "Der Verkäufer hat ein anderes Angebot für diese Immobilie angenommen: Ihr Angebot ist damit erledigt.",
  "request.offerState.released":
    "Der Verkäufer hat die Reservierung aufgehoben: Die Einigung wird nicht umgesetzt.",
  "request.offerDone.confirmed":
    "Angebot bestätigt und an den Verkäufer gesendet. Wir informieren Sie per E-Mail über seine Antwort.",
  "request.offerDone.counterAccepted":
    "Sie haben das Gegenangebot angenommen. Der Verkäufer meldet sich bei Ihnen, um den Reservierungsvertrag (arras) zu unterschreiben.",
  "request.offerDone.withdrawn": "Sie haben Ihr Angebot zurückgezogen; der Verkäufer ist informiert.",
  "request.offerDone.counteredBack":
    "Ihr neues Angebot ist beim Verkäufer. Wir informieren Sie per E-Mail über seine Antwort.",
  "request.offerDone.stale":
    "Dieses Angebot lässt diese Änderung nicht mehr zu: Laden Sie die Seite neu, um den aktuellen Stand zu sehen.",
  "request.offerDone.alreadyAccepted":
    "Der Verkäufer hat bereits ein anderes Angebot für diese Immobilie angenommen.",
  "request.offerDone.amountInvalid": "Geben Sie den Betrag in vollen Euro ohne Cent an, zum Beispiel 250000.",
  "request.viewing.title": "Ihre Besichtigung von „{title}“",
  "request.viewing.listing": "Zur Anzeige",
  "request.viewing.proposed": "Der Verkäufer schlägt vor:",
  "request.viewing.date": "Termin der Besichtigung:",
  "request.viewing.madrid": "(Madrider Zeit)",
  "request.viewing.yourTimes": "Ihre vorgeschlagenen Termine (Madrider Zeit):",
  "request.viewing.accept": "Diesen Termin annehmen",
  "request.viewing.cancel": "Besichtigung absagen",
  "request.viewing.rating": "Ihre Bewertung: {rating} von 5",
  "request.viewing.rateLegend": "Wie war die Besichtigung?",
  "request.viewing.rateHint": "1 heißt sehr schlecht, 5 sehr gut.",
  "request.viewing.comment": "Kommentar (optional)",
  "request.viewing.rateSubmit": "Bewertung senden",
  "request.viewingState.requested": "Besichtigung angefragt",
  "request.viewingState.rescheduled": "Anderer Termin vorgeschlagen",
  "request.viewingState.confirmed": "Besichtigung bestätigt",
  "request.viewingState.rejected": "Besichtigung abgelehnt",
  "request.viewingState.cancelled_by_buyer": "Von Ihnen abgesagt",
  "request.viewingState.cancelled_by_seller": "Vom Verkäufer abgesagt",
  "request.viewingNotice.cancelada": "Sie haben die Besichtigung abgesagt; der Verkäufer ist informiert.",
  "request.viewingNotice.aceptada":
    "Besichtigung bestätigt. Wir haben Ihnen eine Kalendereinladung geschickt.",
  "request.viewingNotice.valorada": "Danke für Ihre Bewertung. Der Verkäufer kann sie jetzt sehen.",
  "request.viewingNotice.cambiada":
    "Ihre Besichtigung hatte sich bereits geändert: Prüfen Sie den aktuellen Stand.",
  "request.deal.acceptedBySeller": "Der Verkäufer hat Ihr Angebot über {price} angenommen.",
  "request.deal.acceptedByBuyer": "Sie haben das Gegenangebot des Verkäufers über {price} angenommen.",
  "request.deal.nextStep": "Als Nächstes wird der Anzahlungsvertrag (contrato de arras) unterschrieben.",
  "request.rating.required": "Bitte wählen Sie eine Bewertung von 1 bis 5.",
  "request.rating.commentLong": "Ihr Kommentar darf höchstens 1.000 Zeichen lang sein.",
  "request.expired.eyebrow": "Link abgelaufen",
  "request.expired.title": "Dieser Link ist abgelaufen",
  "request.expired.lasts":
    "Der Link zu Ihrer Anfrage gilt, solange sie offen ist, und noch {days} Tage nach ihrem Abschluss.",
  "request.expired.listing":
    "Wenn Sie sich weiter für die Immobilie interessieren, können Sie dem Verkäufer über die Anzeige erneut schreiben.",
  "request.expired.noListing":
    "Die Anzeige ist nicht mehr online. Weitere Immobilien zum Verkauf finden Sie in unserem Portal.",
  "request.expired.seeListing": "Zur Anzeige",
  "request.missing.eyebrow": "Fehler 404",
  "request.missing.title": "Anfrage nicht gefunden",
  "request.missing.message":
    "Zu dieser Anfrage gibt es keine eigene Seite mehr. In unserem Portal können Sie weiter nach einer Immobilie suchen.",
  "request.portal": "Immobilien zum Verkauf",
} as const satisfies Record<keyof typeof requestEs, string>;
