import type { closingMailEs } from "./es";

/**
 * Deutsch, in der Sie-Form. Urkunde, Notar und Steuern behalten ihren spanischen Namen in Klammern,
 * wie Notar und Finanzamt sie nennen; Uhrzeiten gelten für Madrid und sagen es.
 */
export const closingMailDe = {
  "closingMail.greeting": "Guten Tag {name},",
  "closingMail.quoted": "„{title}“",
  "closingMail.theHome": "die Immobilie",
  "closingMail.yourHome": "Ihre Immobilie",
  "closingMail.news.lead": "Neuigkeiten zum Verkauf von {title}.",
  "closingMail.reminder.lead": "Eine Erinnerung zum Verkauf von {title}.",
  "closingMail.button": "Abschlussraum öffnen",
  "closingMail.ics": "Diesen Termin in Ihren Kalender übernehmen (.ics)",
  "closingMail.linkLine": "{label}: {url}",
  "closingMail.subject": "Abschlussraum: {what}",
  "closingMail.party.seller": "Der Verkäufer",
  "closingMail.party.buyer": "Der Käufer",
  "closingMail.party.staff": "Das Team von Zaguán",
  "closingMail.pending": "ausstehend",
  "closingMail.event.deposit_received": "{who} hat den Eingang der Anzahlung (señal) am {day} bestätigt.",
  "closingMail.event.mortgage_recorded":
    "{who} hat die Hypothek eingetragen: Bankbewertung (tasación) {valuation}, verbindliches Angebot (FEIN) {fein}.",
  "closingMail.event.notary_chosen":
    "{who} hat das Notariat {name} ({address}) gewählt, Termin am {when} (Madrider Zeit).",
  "closingMail.event.appointment_changed": "{who} hat den Notartermin auf {when} (Madrider Zeit) verlegt.",
  "closingMail.event.deed_signed":
    "{who} hat bestätigt, dass die Kaufurkunde (escritura) am {day} unterschrieben wurde.",
  "closingMail.event.keys_handed": "{who} hat die Schlüsselübergabe am {day} bestätigt.",
  "closingMail.event.notary_link_created":
    "{who} hat die Unterlagen mit dem Notariat geteilt (Link gültig bis {day}).",
  "closingMail.event.notary_link_revoked":
    "{who} hat einen Link zu den Unterlagen für das Notariat widerrufen.",
  "closingMail.document.uploaded": "{who} hat „{title}“ zu den Unterlagen des Abschlussraums hochgeladen.",
  "closingMail.document.received": "{who} hat „{title}“ als auf Papier erhalten markiert.",
  "closingMail.document.uploadedSubject": "ein neues Dokument",
  "closingMail.document.receivedSubject": "ein Dokument erhalten",
  "closingMail.document.where": "Sie sehen es, und was noch fehlt, im Reiter „Dokumente“.",
  "closingMail.notaryLink.subject": "die Unterlagen für das Notariat",
  "closingMail.notaryLink.created":
    "{who} hat die Unterlagen des Verkaufs mit dem Notariat geteilt, über einen Link, der bis {day} gültig ist.",
  "closingMail.notaryLink.revoked":
    "{who} hat einen Link zu den Unterlagen für das Notariat widerrufen: Er lässt sich nicht mehr öffnen.",
  "closingMail.notaryLink.where":
    "Die aktiven Links stehen im Reiter „Dokumente“; jede der beiden Seiten kann sie widerrufen.",
  "closingMail.reminder.left": "{left, plural, =1 {Es ist morgen.} other {Noch {left} Tage.}}",
  "closingMail.reminder.cita.subject": "Erinnerung: Notartermin am {day}",
  "closingMail.reminder.cita.line":
    "Die Kaufurkunde (escritura) wird am {day} um {hour} Uhr (Madrider Zeit) unterschrieben.",
  "closingMail.reminder.cita.lineAt":
    "Die Kaufurkunde (escritura) wird am {day} um {hour} Uhr (Madrider Zeit) unterschrieben. Notariat: {name}, {address}.",
  "closingMail.reminder.escritura.subject":
    "Erinnerung: Die Kaufurkunde muss spätestens am {day} unterschrieben sein",
  "closingMail.reminder.escritura.line":
    "Der Anzahlungsvertrag (contrato de arras) legt den {day} als letzten Tag für die Unterzeichnung der Kaufurkunde (escritura) fest. Falls es noch keinen Notartermin gibt, vereinbaren Sie ihn am besten so bald wie möglich.",
  "closingMail.reminder.fein.subject": "Erinnerung: Ab dem {day} kann die Kaufurkunde unterschrieben werden",
  "closingMail.reminder.fein.line":
    "Am {day} enden die 10 Kalendertage, die Ihnen das Gesetz zur Prüfung des verbindlichen Angebots der Bank (FEIN) gibt: Ab diesem Tag kann die Kaufurkunde (escritura) unterschrieben werden.",
  "closingMail.reminder.plusvalia.subject":
    "Erinnerung: kommunale Wertzuwachssteuer (Plusvalía municipal), fällig bis {day}",
  "closingMail.reminder.plusvalia.line":
    "Kommunale Wertzuwachssteuer (Plusvalía municipal): Die Frist endet am {day}. Sie ist innerhalb von 30 Werktagen nach der Kaufurkunde beim Rathaus zu entrichten.",
  "closingMail.reminder.modelo-211.subject":
    "Erinnerung: Modelo 211, Abführung der einbehaltenen 3 %, fällig bis {day}",
  "closingMail.reminder.modelo-211.line":
    "Modelo 211, Abführung der vom Kaufpreis einbehaltenen 3 % an das Finanzamt: Die Frist endet am {day}.",
  "closingMail.reminder.modelo-210.subject":
    "Erinnerung: Modelo 210, Steuer für Nichtansässige (IRNR) auf den Gewinn, fällig bis {day}",
  "closingMail.reminder.modelo-210.line":
    "Modelo 210, Einkommensteuer für Nichtansässige (IRNR) auf den Veräußerungsgewinn: Die Frist endet am {day}.",
  "closingMail.reminder.irpf.subject":
    "Erinnerung: den Verkauf in der Einkommensteuer (IRPF) erklären, bis {day}",
  "closingMail.reminder.irpf.line":
    "Den Verkauf in der Einkommensteuer (IRPF) erklären: Die Frist endet am {day}. Er gehört in die Steuererklärung des Folgejahres (April bis 30. Juni).",
  "closingMail.arras.greeting": "Guten Tag {name},",
  "closingMail.arras.toSign.subject":
    "Unterzeichnen Sie den Anzahlungsvertrag (contrato de arras) für „{title}“ auf {brand}",
  "closingMail.arras.toSign.preview":
    "Ein Anzahlungsvertrag (contrato de arras) wartet darauf, dass Sie ihn lesen und unterschreiben.",
  "closingMail.arras.toSign.intro":
    "Der Verkäufer von „{title}“ hat Ihnen den Anzahlungsvertrag (contrato de arras) zur Unterschrift auf {brand} geschickt.",
  "closingMail.arras.toSign.steps":
    "Melden Sie sich mit dem Konto dieser E-Mail-Adresse an, ergänzen Sie Ihre Angaben, lesen Sie den ganzen Vertrag und unterschreiben Sie ihn mit dem Code, den wir Ihnen senden.",
  "closingMail.arras.toSign.button": "Vertrag lesen und unterschreiben",
  "closingMail.arras.spanishBinding":
    "Der Vertrag selbst ist auf Spanisch abgefasst; verbindlich für beide Seiten ist der spanische Text.",
  "closingMail.arras.code.subject":
    "{code} ist Ihr Code zur Unterschrift des Anzahlungsvertrags (contrato de arras) ({brand})",
  "closingMail.arras.code.preview": "Ihr Code: {code}",
  "closingMail.arras.code.line":
    "Ihr Code zur Unterschrift des Anzahlungsvertrags (contrato de arras) lautet {code}.",
  "closingMail.arras.code.validity":
    "Er gilt {minutes} Minuten und nur ein einziges Mal. Wenn Sie keine Unterschrift angefordert haben, ignorieren Sie diese E-Mail: Ohne diesen Code kann niemand unterschreiben.",
  "closingMail.arras.sealed.subject":
    "Anzahlungsvertrag (contrato de arras) für „{title}“ von beiden Seiten unterschrieben",
  "closingMail.arras.sealed.preview":
    "Ihr Anzahlungsvertrag (contrato de arras) ist von beiden Seiten unterschrieben.",
  "closingMail.arras.sealed.signed":
    "Der Anzahlungsvertrag (contrato de arras) für „{title}“ ist von beiden Seiten unterschrieben. Die unterschriebene und versiegelte Ausfertigung liegt als PDF bei.",
  "closingMail.arras.sealed.check": "Prüfcode: {code}. Wer das Dokument hat, kann es auf {url} prüfen.",
  "closingMail.arras.sealed.button": "Unterschriebenen Vertrag ansehen",
} as const satisfies Record<keyof typeof closingMailEs, string>;
