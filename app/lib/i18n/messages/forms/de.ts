import type { FormsCatalogue } from "./types";

export const formsDe: FormsCatalogue = {
  "forms.name": "Name",
  "forms.email": "E-Mail-Adresse",
  "forms.emailVerified": "Die Adresse Ihres Kontos, bereits bestätigt: Sie müssen nichts weiter tun.",
  "forms.phone": "Telefon (optional)",
  "forms.honeypot": "Website",
  "forms.privacyAccept": "Ich habe die",
  "forms.privacyPolicy": "Datenschutzerklärung",
  "forms.contact.heading": "Verkäufer kontaktieren",
  "forms.contact.intro":
    "Schreiben Sie dem Verkäufer, ohne Ihr Konto preiszugeben: Wir leiten Ihre Nachricht per E-Mail weiter, und er antwortet Ihnen direkt. Seine Adresse wird nicht angezeigt.",
  "forms.contact.message": "Nachricht",
  "forms.contact.messageHint":
    "Zum Beispiel: wann Sie die Immobilie besichtigen könnten oder was Sie darüber wissen möchten.",
  "forms.contact.privacyPurpose":
    " gelesen und akzeptiere sie: wir verwenden Ihre Daten nur, um Ihre Nachricht an den Verkäufer weiterzuleiten.",
  "forms.contact.submit": "Nachricht senden",
  "forms.contact.sent": "Nachricht gesendet",
  "forms.contact.sentDetail":
    "Der Verkäufer hat Ihre Nachricht erhalten und antwortet an Ihre E-Mail-Adresse. Dorthin haben wir Ihnen auch eine Bestätigung geschickt.",
  "forms.contact.again": "Weitere Nachricht schreiben",
  "forms.contact.tooFast":
    "Das Formular wurde zu schnell abgeschickt. Prüfen Sie Ihre Nachricht und klicken Sie erneut auf „Nachricht senden“.",
  "forms.contact.expired":
    "Das Formular ist abgelaufen. Klicken Sie erneut auf „Nachricht senden“, um es abzuschicken.",
  "forms.viewing.heading": "Besichtigung anfragen",
  "forms.viewing.intro":
    "Schlagen Sie bis zu drei Termine in den nächsten 90 Tagen vor, zwischen 08:00 und 22:00 Uhr spanischer Zeit (Madrid). Der Verkäufer bestätigt einen davon oder schlägt einen anderen vor, und Sie beide erhalten eine Kalendereinladung.",
  "forms.viewing.times": "Termine, die Ihnen passen",
  "forms.viewing.slot": "Datum und Uhrzeit {number}",
  "forms.viewing.slotOptional": "Datum und Uhrzeit {number} (optional)",
  "forms.viewing.privacyPurpose":
    " gelesen und akzeptiere sie: wir verwenden Ihre Daten nur, um die Besichtigung mit dem Verkäufer zu vereinbaren.",
  "forms.viewing.submit": "Besichtigung anfragen",
  "forms.viewing.sent": "Besichtigungsanfrage gesendet",
  "forms.viewing.sentDetail":
    "Der Verkäufer wählt einen Ihrer Termine oder schlägt einen anderen vor. Wir informieren Sie per E-Mail; darin finden Sie einen Link, um Ihre Anfrage zu verfolgen oder zu stornieren.",
  "forms.viewing.again": "Weitere Besichtigung anfragen",
  "forms.viewing.tooFast":
    "Das Formular wurde zu schnell abgeschickt. Prüfen Sie Ihre Angaben und klicken Sie erneut auf „Besichtigung anfragen“.",
  "forms.viewing.expired":
    "Das Formular ist abgelaufen. Klicken Sie erneut auf „Besichtigung anfragen“, um es abzuschicken.",
  "forms.offer.heading": "Angebot abgeben",
  "forms.offer.intro":
    "Wir senden Ihnen einen Link zur Bestätigung Ihrer E-Mail-Adresse; erst danach geht Ihr Angebot an den Verkäufer. Per E-Mail erfahren Sie, ob er es annimmt, ablehnt oder ein Gegenangebot macht. Seine Adresse wird nicht angezeigt.",
  "forms.offer.introVerified":
    "Ihr Angebot geht sofort an den Verkäufer, von der E-Mail-Adresse Ihres Kontos. Per E-Mail und unter „Meine Anfragen“ (Mis solicitudes) in Ihrem Konto erfahren Sie, ob er es annimmt, ablehnt oder ein Gegenangebot macht. Seine Adresse wird nicht angezeigt.",
  "forms.offer.amount": "Ihr Angebot (€)",
  "forms.offer.askingPrice": "Kaufpreis: {price}",
  "forms.offer.financing": "Finanzierung",
  "forms.offer.mortgage": "Mit Hypothek",
  "forms.offer.cash": "Ohne Finanzierung (Barzahlung)",
  "forms.offer.arrasDate": "Vorgeschlagener Termin für den Anzahlungsvertrag (arras)",
  "forms.offer.conditions": "Bedingungen (optional)",
  "forms.offer.conditionsExample":
    "Zum Beispiel: vorbehaltlich der Hypothekenzusage, oder die Küchenmöbel bleiben in der Wohnung.",
  "forms.offer.privacyPurpose":
    " gelesen und akzeptiere sie: wir verwenden Ihre Daten nur, um Ihr Angebot an den Verkäufer weiterzuleiten.",
  "forms.offer.submit": "Angebot senden",
  "forms.offer.sent": "Bitte bestätigen Sie Ihr Angebot per E-Mail",
  "forms.offer.sentDetail":
    "Wir haben Ihnen einen Link geschickt. Ihr Angebot erreicht den Verkäufer, sobald Sie ihn öffnen und auf „Angebot bestätigen“ klicken; ohne Bestätigung innerhalb von 7 Tagen löschen wir es.",
  "forms.offer.delivered": "Angebot an den Verkäufer gesendet",
  "forms.offer.deliveredDetail":
    "Wir informieren Sie per E-Mail über seine Antwort. Sie können sie auch unter „Meine Anfragen“ (Mis solicitudes) in Ihrem Konto verfolgen und dort auf ein Gegenangebot antworten.",
  "forms.offer.again": "Weiteres Angebot abgeben",
  "forms.offer.tooFast":
    "Das Formular wurde zu schnell abgeschickt. Prüfen Sie Ihr Angebot und klicken Sie erneut auf „Angebot senden“.",
  "forms.offer.expired":
    "Das Formular ist abgelaufen. Klicken Sie erneut auf „Angebot senden“, um es abzuschicken.",
  "forms.error.alreadySent":
    "Dieses Formular wurde bereits abgeschickt. Falls Sie keine Bestätigung gesehen haben, prüfen Sie Ihre Angaben und senden Sie es erneut.",
  "forms.error.rateLimited":
    "Sie haben zu viele Nachrichten kurz hintereinander gesendet. Bitte versuchen Sie es in {minutes, plural, one {# Minute} other {# Minuten}} erneut.",
  "forms.error.reserved":
    "Reserviert: Der Verkäufer hat sich mit einem Käufer geeinigt und nimmt keine weiteren Angebote oder Anfragen an. Wird die Reservierung aufgehoben, ist die Immobilie wieder im Verkauf.",
  "forms.error.nameRequired": "Geben Sie Ihren Namen ein.",
  "forms.error.nameShort": "Der Name muss mindestens 2 Zeichen lang sein.",
  "forms.error.nameLong": "Der Name darf höchstens 100 Zeichen lang sein.",
  "forms.error.emailRequired": "Geben Sie Ihre E-Mail-Adresse ein.",
  "forms.error.emailLong": "Die E-Mail-Adresse ist zu lang.",
  "forms.error.emailInvalid": "Geben Sie eine gültige E-Mail-Adresse ein, etwa name@beispiel.de.",
  "forms.error.phoneInvalid":
    "Geben Sie eine gültige Telefonnummer ein: nur Ziffern, Leerzeichen, Bindestriche und die Ländervorwahl (z. B. +49).",
  "forms.error.privacyRequired":
    "Bitte akzeptieren Sie die Datenschutzerklärung, um die Nachricht zu senden.",
  "forms.error.privacyViewing":
    "Bitte akzeptieren Sie die Datenschutzerklärung, um die Besichtigung anzufragen.",
  "forms.error.messageRequired": "Schreiben Sie Ihre Nachricht an den Verkäufer.",
  "forms.error.messageShort": "Die Nachricht muss mindestens 10 Zeichen lang sein.",
  "forms.error.messageLong": "Die Nachricht darf höchstens 2.000 Zeichen lang sein.",
  "forms.error.slotRequired": "Schlagen Sie mindestens einen Termin für die Besichtigung vor.",
  "forms.error.slotInvalid": "Geben Sie ein gültiges Datum mit Uhrzeit ein (zum Beispiel 14.03.2026 10:30).",
  "forms.error.slotPast": "Wählen Sie einen Termin, der noch nicht vergangen ist.",
  "forms.error.slotTooSoon": "Schlagen Sie einen Termin vor, der mindestens zwei Stunden entfernt ist.",
  "forms.error.slotTooFar": "Schlagen Sie einen Termin innerhalb der nächsten 90 Tage vor.",
  "forms.error.slotOutsideHours":
    "Schlagen Sie eine Uhrzeit zwischen 08:00 und 22:00 Uhr spanischer Zeit (Madrid) vor.",
  "forms.error.slotRepeated": "Diesen Termin haben Sie bereits vorgeschlagen.",
  "forms.error.amountRequired": "Geben Sie den Betrag Ihres Angebots in Euro ein.",
  "forms.error.amountInvalid": "Geben Sie den Betrag in vollen Euro ohne Cent ein, zum Beispiel 250.000.",
  "forms.error.amountAmbiguous":
    "Wir können nicht erkennen, ob der Betrag Cent enthält: Schreiben Sie ihn in vollen Euro mit Punkt als Tausendertrennzeichen, zum Beispiel 250.000.",
  "forms.error.amountTooLow": "Das Angebot muss mindestens 1.000 € betragen.",
  "forms.error.amountTooHigh":
    "Bitte prüfen Sie den Betrag: Er ist mehr als das Hundertfache des Kaufpreises.",
  "forms.error.financingRequired": "Geben Sie an, wie Sie bezahlen: mit Hypothek oder ohne Finanzierung.",
  "forms.error.arrasDateRequired":
    "Geben Sie den Termin an, den Sie für den Anzahlungsvertrag (arras) vorschlagen.",
  "forms.error.arrasDateInvalid": "Dieses Datum gibt es nicht: Prüfen Sie Tag und Monat.",
  "forms.error.arrasDatePast": "Der Termin für den Anzahlungsvertrag muss nach dem heutigen Tag liegen.",
  "forms.error.arrasDateFar": "Der Termin für den Anzahlungsvertrag darf höchstens ein Jahr entfernt sein.",
  "forms.error.conditionsLong": "Die Bedingungen dürfen höchstens 2.000 Zeichen lang sein.",
  "forms.mail.hello": "Guten Tag,",
  "forms.mail.viewListing": "Zum Inserat",
  "forms.mail.enquiry.copySubject": "Ihre Nachricht zu „{title}“",
  "forms.mail.enquiry.copyPreview": "Wir haben Ihre Nachricht an den Verkäufer weitergeleitet.",
  "forms.mail.enquiry.copySent":
    "Wir haben Ihre Nachricht an den Verkäufer von „{title}“ weitergeleitet. Er antwortet Ihnen direkt an diese Adresse.",
  "forms.mail.enquiry.copySentPhone":
    "Wir haben Ihre Nachricht an den Verkäufer von „{title}“ weitergeleitet. Er antwortet Ihnen direkt an diese Adresse oder telefonisch.",
  "forms.mail.enquiry.copyNotYou":
    "Falls Sie diese Nachricht nicht geschrieben haben, ignorieren Sie diese E-Mail einfach: Niemand wird Ihnen deswegen erneut schreiben.",
  "forms.mail.enquiry.receiptSubject": "Nachricht zu „{title}“ gesendet",
  "forms.mail.enquiry.receiptPreview": "Wir haben die Nachricht an den Verkäufer weitergeleitet.",
  "forms.mail.enquiry.receipt":
    "Wir haben eine Nachricht zu „{title}“ erhalten, die von dieser Adresse gesendet wurde, und sie an den Verkäufer weitergeleitet. Falls er antwortet, dann an diese Adresse.",
  "forms.mail.enquiry.receiptNotYou":
    "Falls Sie das nicht waren, ignorieren Sie diese E-Mail einfach: Niemand wird Ihnen deswegen erneut schreiben.",
  "forms.mail.offer.confirmSubject": "Bitte bestätigen Sie Ihr Angebot für „{title}“",
  "forms.mail.offer.confirmLine":
    "Damit Ihr Angebot für „{title}“ an den Verkäufer geht, bestätigen Sie bitte, dass diese E-Mail-Adresse Ihnen gehört.",
  "forms.mail.offer.confirmButton": "Angebot bestätigen",
  "forms.mail.offer.confirmNotYou":
    "Falls Sie dieses Angebot nicht abgegeben haben, ignorieren Sie diese E-Mail: Es wird nicht gesendet, und wir löschen es in einigen Tagen.",
  "forms.mail.viewing.requestSubject": "Ihre Besichtigungsanfrage für „{title}“",
  "forms.mail.viewing.receiptSubject": "Besichtigungsanfrage für „{title}“ gesendet",
  "forms.mail.viewing.requestPreview": "Wir haben Ihre Besichtigungsanfrage an den Verkäufer gesendet.",
  "forms.mail.viewing.requestSent":
    "Wir haben dem Verkäufer von „{title}“ Ihre Besichtigungsanfrage mit diesen Terminen gesendet (spanische Zeit, Madrid). Sobald er antwortet, informieren wir Sie per E-Mail.",
  "forms.mail.viewing.receiptSent":
    "Wir haben eine Besichtigungsanfrage für „{title}“ mit diesen Terminen (spanische Zeit, Madrid) erhalten, die von dieser Adresse gesendet wurde, und sie an den Verkäufer weitergeleitet. Sobald er antwortet, informieren wir Sie per E-Mail.",
  "forms.mail.viewing.followLink":
    "Über den Link sehen Sie den Stand Ihrer Anfrage und können sie stornieren.",
  "forms.mail.viewing.receiptNotYou":
    "Falls Sie das nicht waren, stornieren Sie die Anfrage über den Link oder ignorieren Sie diese E-Mail.",
  "forms.mail.viewing.requestButton": "Anfrage ansehen",
  "forms.mail.viewing.confirmedSubject": "Besichtigung bestätigt: „{title}“",
  "forms.mail.viewing.onTime": "Ihre Besichtigung ist am {time}.",
  "forms.mail.viewing.confirmed":
    "Der Verkäufer hat Ihre Besichtigung von „{title}“ bestätigt (spanische Zeit, Madrid). Mit der angehängten Einladung tragen Sie sie in Ihren Kalender ein.",
  "forms.mail.viewing.address": "Adresse: {address}",
  "forms.mail.viewing.cantGo":
    "Falls Sie nicht kommen können, stornieren Sie die Besichtigung über den Link, damit der Verkäufer Bescheid weiß.",
  "forms.mail.viewing.viewButton": "Besichtigung ansehen",
  "forms.mail.viewing.proposedSubject": "Der Verkäufer schlägt einen anderen Termin für „{title}“ vor",
  "forms.mail.viewing.proposedPreview": "Neuer Vorschlag: {time}.",
  "forms.mail.viewing.proposed":
    "Der Verkäufer von „{title}“ kann zu Ihren Terminen nicht und schlägt Ihnen diesen vor (spanische Zeit, Madrid):",
  "forms.mail.viewing.proposedButton": "Termin annehmen oder absagen",
  "forms.mail.viewing.rejectedPreview": "Der Verkäufer kann die Besichtigung nicht anbieten.",
  "forms.mail.viewing.rejected":
    "Der Verkäufer von „{title}“ kann Ihre Besichtigungsanfrage leider nicht annehmen.",
  "forms.mail.viewing.rejectedNext":
    "Sie können das Inserat weiter ansehen und dem Verkäufer von dort aus schreiben.",
  "forms.mail.viewing.cancelledSubject": "Besichtigung abgesagt: „{title}“",
  "forms.mail.viewing.cancelledPreview": "Der Verkäufer hat die Besichtigung abgesagt.",
  "forms.mail.viewing.cancelled":
    "Der Verkäufer hat Ihre Besichtigung von „{title}“ abgesagt (spanische Zeit, Madrid):",
  "forms.mail.viewing.reminderSubject": "Erinnerung: Morgen besichtigen Sie „{title}“",
  "forms.mail.viewing.reminder":
    "Wir erinnern Sie an Ihre Besichtigung von „{title}“ (spanische Zeit, Madrid).",
  "forms.mail.viewing.feedbackSubject": "Wie war die Besichtigung?",
  "forms.mail.viewing.feedbackPreview": "Wie hat Ihnen „{title}“ gefallen?",
  "forms.mail.viewing.feedback":
    "Wir hoffen, die Besichtigung von „{title}“ ist gut verlaufen. Bewerten Sie sie mit 1 bis 5 Punkten und hinterlassen Sie, wenn Sie möchten, einen Kommentar: Der Verkäufer sieht ihn.",
  "forms.mail.viewing.feedbackButton": "Besichtigung bewerten",
  "forms.phone.notPerson": "Öffnen Sie die Anzeige in einem Browser, um die Telefonnummer zu sehen.",
  "forms.phone.unavailable":
    "Zu dieser Anzeige gibt es keine Telefonnummer. Schreiben Sie dem Verkäufer bitte über das Formular.",
  "forms.phone.rateLimited":
    "Sie haben in kurzer Zeit viele Telefonnummern abgerufen. Versuchen Sie es in {minutes, plural, one {# Minute} other {# Minuten}} erneut oder schreiben Sie dem Verkäufer über das Kontaktformular.",
};
