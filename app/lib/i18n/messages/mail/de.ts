import type { mailEs } from "./es";

/** Deutsch, in der Sie-Form, wie ein Käufer aus Deutschland oder Österreich angeschrieben wird. */
export const mailDe = {
  "mail.layout.tagline": "Verkaufen Sie Ihr Haus ohne Makler.",
  "mail.layout.help": "Brauchen Sie Hilfe? Schreiben Sie uns an",
  "mail.layout.buttonFallback":
    "Falls die Schaltfläche nicht funktioniert, kopieren Sie diesen Link in Ihren Browser:",
  "mail.hello": "Guten Tag,",
  "mail.helloName": "Guten Tag {name},",
  "mail.deal.buyer.subject": "Einigung erzielt: „{title}“",
  "mail.deal.buyer.acceptedBySeller": "Der Verkäufer hat Ihr Angebot über {price} angenommen.",
  "mail.deal.buyer.acceptedByBuyer": "Sie haben das Gegenangebot des Verkäufers über {price} angenommen.",
  "mail.deal.nextStep":
    "Als Nächstes wird der Anzahlungsvertrag (contrato de arras) unterzeichnet. Bis dahin ist die Immobilie für Sie reserviert.",
  "mail.deal.buyer.button": "Mein Angebot ansehen",
  "mail.deal.buyer.after":
    "Der Verkäufer meldet sich bei Ihnen, um den Termin für die Unterzeichnung zu vereinbaren.",
  "mail.deal.terms.price": "Vereinbarter Preis: {amount}",
  "mail.deal.terms.deposit": "Vorgeschlagene Anzahlung (arras): {amount}",
  "mail.closed.subject": "Angebot geschlossen: „{title}“",
  "mail.closed.line":
    "Der Verkäufer hat ein anderes Angebot für „{title}“ angenommen: Die Immobilie ist nun reserviert und Ihr Angebot ist geschlossen.",
  "mail.closed.back": "Wird die Reservierung aufgehoben, steht die Immobilie wieder zum Verkauf im Portal.",
  "mail.verification.subject": "Bestätigen Sie Ihre E-Mail-Adresse bei {brand}",
  "mail.verification.preview": "Bestätigen Sie Ihre E-Mail-Adresse, um loszulegen.",
  "mail.verification.line":
    "Vielen Dank für Ihre Registrierung bei {brand}. Um Ihr Konto zu aktivieren, bestätigen Sie bitte, dass diese E-Mail-Adresse Ihnen gehört.",
  "mail.verification.textLine":
    "Vielen Dank für Ihre Registrierung bei {brand}. Um Ihr Konto zu aktivieren, bestätigen Sie bitte über diesen Link, dass diese E-Mail-Adresse Ihnen gehört:",
  "mail.verification.button": "E-Mail-Adresse bestätigen",
  "mail.verification.expiry":
    "Der Link ist {hours} Stunden gültig und kann nur einmal verwendet werden. Wenn Sie kein Konto angelegt haben, ignorieren Sie diese Nachricht bitte.",
  "mail.reset.subject": "Setzen Sie Ihr Passwort bei {brand} zurück",
  "mail.reset.preview": "Wählen Sie ein neues Passwort für Ihr Konto.",
  "mail.reset.line": "Wir haben eine Anfrage erhalten, das Passwort Ihres Kontos bei {brand} zurückzusetzen.",
  "mail.reset.textLine":
    "Wir haben eine Anfrage erhalten, das Passwort Ihres Kontos bei {brand} zurückzusetzen. Um ein neues Passwort zu wählen, öffnen Sie diesen Link:",
  "mail.reset.button": "Neues Passwort wählen",
  "mail.reset.expiry":
    "Der Link ist {minutes} Minuten gültig und kann nur einmal verwendet werden. Wenn Sie das Passwort ändern, werden Sie auf allen Geräten abgemeldet. Wenn Sie das nicht angefordert haben, ignorieren Sie diese Nachricht: Ihr Passwort bleibt unverändert.",
  "mail.signInLink.subject": "Ihr Anmeldelink für {brand}",
  "mail.signInLink.preview": "Melden Sie sich mit einem Klick an, ganz ohne Passwort.",
  "mail.signInLink.line":
    "Sie haben einen Link angefordert, um sich ohne Passwort bei Ihrem Konto bei {brand} anzumelden.",
  "mail.signInLink.textLine":
    "Sie haben einen Link angefordert, um sich ohne Passwort bei Ihrem Konto bei {brand} anzumelden. Öffnen Sie dazu diesen Link:",
  "mail.signInLink.button": "Bei meinem Konto anmelden",
  "mail.signInLink.validity": "Der Link ist {minutes} Minuten gültig und kann nur einmal verwendet werden.",
  "mail.signInLink.notYou":
    "Wenn Sie ihn nicht angefordert haben, ignorieren Sie diese Nachricht: Ohne diesen Link kann sich niemand anmelden, und Ihr Passwort bleibt unverändert.",
  "mail.signUpExisting.subject": "Jemand wollte mit Ihrer E-Mail-Adresse ein Konto bei {brand} anlegen",
  "mail.signUpExisting.preview": "Sie haben bereits ein Konto mit dieser E-Mail-Adresse.",
  "mail.signUpExisting.what":
    "Jemand wollte mit dieser E-Mail-Adresse ein Konto bei {brand} anlegen, aber es gibt bereits eines. Wir haben kein weiteres angelegt und an Ihrem nichts geändert.",
  "mail.signUpExisting.ifYou":
    "Wenn Sie das waren, melden Sie sich mit Ihrem Passwort an oder setzen Sie es zurück, falls Sie es vergessen haben: Wir schicken Ihnen einen Link an diese Adresse.",
  "mail.signUpExisting.notYou":
    "Wenn Sie das nicht waren, ignorieren Sie diese Nachricht: Ihr Konto bleibt, wie es war.",
  "mail.signUpExisting.signIn": "Bei meinem Konto anmelden",
  "mail.signUpExisting.signInText": "Anmelden",
  "mail.signUpExisting.reset": "Passwort zurücksetzen",
  "mail.locked.subject": "Jemand versucht, sich bei Ihrem {brand}-Konto anzumelden",
  "mail.locked.preview": "Die Anmeldung mit Passwort ist vorübergehend gesperrt.",
  "mail.locked.what":
    "Es gab viele Versuche, sich mit einem falschen Passwort bei Ihrem {brand}-Konto anzumelden. Keiner davon war erfolgreich. Zu Ihrem Schutz nehmen wir {minutes, plural, one {in der nächsten Minute} other {in den nächsten # Minuten}} kein Passwort für Ihr Konto an.",
  "mail.locked.link":
    "Wenn Sie sich jetzt anmelden müssen, fordern Sie einen Anmeldelink an: Wir senden ihn an diese Adresse, er funktioniert nur einmal und braucht kein Passwort.",
  "mail.locked.linkButton": "Anmeldelink anfordern",
  "mail.locked.linkText": "Hier anfordern:",
  "mail.locked.advice":
    "Falls Sie das nicht waren, empfehlen wir Ihnen, Ihr Passwort durch eines zu ersetzen, das Sie auf keiner anderen Website verwenden. Falls Sie es waren und das Passwort vergessen haben, ändern Sie es ebenfalls: Das geht am schnellsten.",
  "mail.locked.resetButton": "Passwort ändern",
  "mail.locked.resetText": "Das geht hier:",
  "mail.availableAgain.subject": "Wieder zu verkaufen: „{title}“",
  "mail.availableAgain.line":
    "„{title}“, für die Sie sich interessiert haben, steht wieder zum Verkauf: Der laufende Verkauf ist nicht zustande gekommen.",
  "mail.availableAgain.next":
    "Wenn Sie weiterhin Interesse haben, können Sie auf der Seite der Immobilie eine Besichtigung anfragen oder ein Angebot machen.",
  "mail.availableAgain.button": "Immobilie ansehen",
} as const satisfies Record<keyof typeof mailEs, string>;
