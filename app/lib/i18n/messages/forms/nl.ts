import type { FormsCatalogue } from "./types";

export const formsNl: FormsCatalogue = {
  "forms.name": "Naam",
  "forms.email": "E-mailadres",
  "forms.emailVerified": "Het adres van uw account, al bevestigd: u hoeft niets meer te doen.",
  "forms.phone": "Telefoon (optioneel)",
  "forms.honeypot": "Website",
  "forms.privacyAccept": "Ik heb het",
  "forms.privacyPolicy": "privacybeleid",
  "forms.contact.heading": "Contact met de verkoper",
  "forms.contact.intro":
    "Schrijf de verkoper zonder uw account te delen: wij sturen uw bericht per e-mail door en de verkoper antwoordt u rechtstreeks. Het adres van de verkoper wordt niet getoond.",
  "forms.contact.message": "Bericht",
  "forms.contact.messageHint":
    "Bijvoorbeeld: wanneer u de woning zou kunnen bezichtigen of wat u erover wilt weten.",
  "forms.contact.privacyPurpose":
    " gelezen en ga ermee akkoord: wij gebruiken uw gegevens alleen om uw bericht aan de verkoper door te sturen.",
  "forms.contact.submit": "Bericht versturen",
  "forms.contact.sent": "Bericht verstuurd",
  "forms.contact.sentDetail":
    "De verkoper heeft uw bericht ontvangen en antwoordt op uw e-mailadres. Daar hebben we u ook een bevestiging gestuurd.",
  "forms.contact.again": "Nog een bericht schrijven",
  "forms.contact.tooFast":
    "Het formulier is te snel verstuurd. Controleer uw bericht en klik opnieuw op ‘Bericht versturen’.",
  "forms.contact.expired":
    "Het formulier is verlopen. Klik opnieuw op ‘Bericht versturen’ om het te versturen.",
  "forms.viewing.heading": "Bezichtiging aanvragen",
  "forms.viewing.intro":
    "Stel tot drie data en tijden voor binnen de komende 90 dagen, tussen 08:00 en 22:00 uur Spaanse tijd (Madrid). De verkoper bevestigt er één of stelt een ander moment voor, en u ontvangt allebei een agenda-uitnodiging.",
  "forms.viewing.times": "Momenten die u goed uitkomen",
  "forms.viewing.slot": "Datum en tijd {number}",
  "forms.viewing.slotOptional": "Datum en tijd {number} (optioneel)",
  "forms.viewing.privacyPurpose":
    " gelezen en ga ermee akkoord: wij gebruiken uw gegevens alleen om de bezichtiging met de verkoper te regelen.",
  "forms.viewing.submit": "Bezichtiging aanvragen",
  "forms.viewing.sent": "Aanvraag voor bezichtiging verstuurd",
  "forms.viewing.sentDetail":
    "De verkoper kiest een van uw momenten of stelt een ander voor. We laten het u per e-mail weten; daarin staat een link om uw aanvraag te volgen of te annuleren.",
  "forms.viewing.again": "Nog een bezichtiging aanvragen",
  "forms.viewing.tooFast":
    "Het formulier is te snel verstuurd. Controleer uw gegevens en klik opnieuw op ‘Bezichtiging aanvragen’.",
  "forms.viewing.expired":
    "Het formulier is verlopen. Klik opnieuw op ‘Bezichtiging aanvragen’ om het te versturen.",
  "forms.offer.heading": "Een bod doen",
  "forms.offer.intro":
    "We sturen u een link om uw e-mailadres te bevestigen; pas dan gaat uw bod naar de verkoper, en per e-mail hoort u of die het accepteert, afwijst of een tegenbod doet. Het adres van de verkoper wordt niet getoond.",
  "forms.offer.introVerified":
    "Uw bod gaat direct naar de verkoper, vanaf het e-mailadres van uw account. Per e-mail en onder ‘Mijn aanvragen’ (Mis solicitudes) in uw account hoort u of die het accepteert, afwijst of een tegenbod doet. Het adres van de verkoper wordt niet getoond.",
  "forms.offer.amount": "Uw bod (€)",
  "forms.offer.askingPrice": "Vraagprijs: {price}",
  "forms.offer.financing": "Financiering",
  "forms.offer.mortgage": "Met hypotheek",
  "forms.offer.cash": "Zonder hypotheek (contant)",
  "forms.offer.arrasDate": "Voorgestelde datum voor het voorlopig koopcontract (arras)",
  "forms.offer.conditions": "Voorwaarden (optioneel)",
  "forms.offer.conditionsExample":
    "Bijvoorbeeld: onder voorbehoud van financiering, of de keukenmeubels blijven achter.",
  "forms.offer.privacyPurpose":
    " gelezen en ga ermee akkoord: wij gebruiken uw gegevens alleen om uw bod aan de verkoper door te sturen.",
  "forms.offer.submit": "Bod versturen",
  "forms.offer.sent": "Bevestig uw bod via uw e-mail",
  "forms.offer.sentDetail":
    "We hebben u een link gestuurd. Uw bod komt bij de verkoper zodra u die opent en op ‘Bod bevestigen’ klikt; zonder bevestiging binnen 7 dagen verwijderen we het.",
  "forms.offer.delivered": "Bod verstuurd naar de verkoper",
  "forms.offer.deliveredDetail":
    "We laten u het antwoord per e-mail weten. U kunt het ook volgen, en op een tegenbod reageren, onder ‘Mijn aanvragen’ (Mis solicitudes) in uw account.",
  "forms.offer.again": "Nog een bod doen",
  "forms.offer.tooFast":
    "Het formulier is te snel verstuurd. Controleer uw bod en klik opnieuw op ‘Bod versturen’.",
  "forms.offer.expired": "Het formulier is verlopen. Klik opnieuw op ‘Bod versturen’ om het te versturen.",
  "forms.error.alreadySent":
    "Dit formulier was al verstuurd. Hebt u de bevestiging niet gezien? Controleer dan uw gegevens en verstuur het opnieuw.",
  "forms.error.rateLimited":
    "U hebt te veel berichten achter elkaar verstuurd. Probeer het over {minutes, plural, one {# minuut} other {# minuten}} opnieuw.",
  "forms.error.reserved":
    "Gereserveerd: de verkoper is het met een koper eens geworden en neemt geen biedingen of berichten meer aan. Vervalt de reservering, dan komt de woning weer te koop.",
  "forms.error.nameRequired": "Vul uw naam in.",
  "forms.error.nameShort": "Uw naam moet minstens 2 tekens lang zijn.",
  "forms.error.nameLong": "Uw naam mag niet langer zijn dan 100 tekens.",
  "forms.error.emailRequired": "Vul uw e-mailadres in.",
  "forms.error.emailLong": "Dat e-mailadres is te lang.",
  "forms.error.emailInvalid": "Vul een geldig e-mailadres in, zoals naam@voorbeeld.nl.",
  "forms.error.phoneInvalid":
    "Vul een geldig telefoonnummer in: alleen cijfers, spaties en streepjes, met het landnummer (zoals +31).",
  "forms.error.privacyRequired": "Ga akkoord met het privacybeleid om uw bericht te versturen.",
  "forms.error.privacyViewing": "Ga akkoord met het privacybeleid om de bezichtiging aan te vragen.",
  "forms.error.messageRequired": "Schrijf uw bericht aan de verkoper.",
  "forms.error.messageShort": "Uw bericht moet minstens 10 tekens lang zijn.",
  "forms.error.messageLong": "Uw bericht mag niet langer zijn dan 2.000 tekens.",
  "forms.error.slotRequired": "Stel minstens één datum en tijd voor de bezichtiging voor.",
  "forms.error.slotInvalid": "Vul een geldige datum en tijd in (bijvoorbeeld 14-03-2026 10:30).",
  "forms.error.slotPast": "Kies een datum en tijd die nog niet voorbij zijn.",
  "forms.error.slotTooSoon": "Stel een tijd voor die minstens twee uur vooruit ligt.",
  "forms.error.slotTooFar": "Stel een datum binnen de komende 90 dagen voor.",
  "forms.error.slotOutsideHours": "Stel een tijd voor tussen 08:00 en 22:00 uur Spaanse tijd (Madrid).",
  "forms.error.slotRepeated": "Deze datum en tijd hebt u al voorgesteld.",
  "forms.error.amountRequired": "Vul het bedrag van uw bod in euro’s in.",
  "forms.error.amountInvalid": "Vul het bedrag in hele euro’s in, zonder centen: bijvoorbeeld 250.000.",
  "forms.error.amountAmbiguous":
    "We kunnen niet zien of dat bedrag centen bevat: schrijf het in hele euro’s met een punt voor de duizendtallen, bijvoorbeeld 250.000.",
  "forms.error.amountTooLow": "Uw bod moet minstens € 1.000 zijn.",
  "forms.error.amountTooHigh": "Controleer het bedrag: het is meer dan 100 keer de vraagprijs.",
  "forms.error.financingRequired": "Geef aan hoe u betaalt: met een hypotheek of contant.",
  "forms.error.arrasDateRequired": "Vul de datum in die u voorstelt voor het voorlopig koopcontract (arras).",
  "forms.error.arrasDateInvalid": "Die datum bestaat niet: controleer de dag en de maand.",
  "forms.error.arrasDatePast": "De datum voor het voorlopig koopcontract moet na vandaag liggen.",
  "forms.error.arrasDateFar":
    "De datum voor het voorlopig koopcontract mag niet verder dan een jaar vooruit liggen.",
  "forms.error.conditionsLong": "De voorwaarden mogen niet langer zijn dan 2.000 tekens.",
  "forms.mail.hello": "Hallo,",
  "forms.mail.viewListing": "Bekijk de advertentie",
  "forms.mail.enquiry.copySubject": "Uw bericht over ‘{title}’",
  "forms.mail.enquiry.copyPreview": "We hebben uw bericht naar de verkoper gestuurd.",
  "forms.mail.enquiry.copySent":
    "We hebben uw bericht naar de verkoper van ‘{title}’ gestuurd. De verkoper antwoordt u rechtstreeks op dit adres.",
  "forms.mail.enquiry.copySentPhone":
    "We hebben uw bericht naar de verkoper van ‘{title}’ gestuurd. De verkoper antwoordt u rechtstreeks op dit adres of telefonisch.",
  "forms.mail.enquiry.copyNotYou":
    "Hebt u dit bericht niet geschreven? Dan kunt u deze e-mail negeren: niemand zal u er nog over schrijven.",
  "forms.mail.enquiry.receiptSubject": "Bericht verstuurd over ‘{title}’",
  "forms.mail.enquiry.receiptPreview": "We hebben het bericht naar de verkoper gestuurd.",
  "forms.mail.enquiry.receipt":
    "We hebben een bericht over ‘{title}’ ontvangen dat vanaf dit adres is verstuurd, en het aan de verkoper doorgestuurd. Als die antwoordt, gebeurt dat op dit adres.",
  "forms.mail.enquiry.receiptNotYou":
    "Was u dit niet? Dan kunt u deze e-mail negeren: niemand zal u er nog over schrijven.",
  "forms.mail.offer.confirmSubject": "Bevestig uw bod op ‘{title}’",
  "forms.mail.offer.confirmLine":
    "Bevestig dat dit e-mailadres van u is, dan sturen we uw bod op ‘{title}’ naar de verkoper.",
  "forms.mail.offer.confirmButton": "Mijn bod bevestigen",
  "forms.mail.offer.confirmNotYou":
    "Hebt u dit bod niet gedaan? Negeer dan deze e-mail: het bod wordt niet verstuurd en we verwijderen het binnen enkele dagen.",
  "forms.mail.viewing.requestSubject": "Uw aanvraag voor een bezichtiging van ‘{title}’",
  "forms.mail.viewing.receiptSubject": "Aanvraag voor een bezichtiging van ‘{title}’ verstuurd",
  "forms.mail.viewing.requestPreview":
    "We hebben uw aanvraag voor een bezichtiging naar de verkoper gestuurd.",
  "forms.mail.viewing.requestSent":
    "We hebben de verkoper van ‘{title}’ uw aanvraag voor een bezichtiging met deze momenten gestuurd (Spaanse tijd, Madrid). Zodra die antwoordt, laten we het u per e-mail weten.",
  "forms.mail.viewing.receiptSent":
    "We hebben vanaf dit adres een aanvraag voor een bezichtiging van ‘{title}’ ontvangen, met deze momenten (Spaanse tijd, Madrid), en die naar de verkoper gestuurd. Zodra die antwoordt, laten we het u per e-mail weten.",
  "forms.mail.viewing.followLink": "Via de link ziet u hoe het ermee staat of kunt u de aanvraag annuleren.",
  "forms.mail.viewing.receiptNotYou":
    "Was u dit niet? Annuleer de aanvraag via de link of negeer deze e-mail.",
  "forms.mail.viewing.requestButton": "Uw aanvraag bekijken",
  "forms.mail.viewing.confirmedSubject": "Bezichtiging bevestigd: ‘{title}’",
  "forms.mail.viewing.onTime": "Uw bezichtiging is op {time}.",
  "forms.mail.viewing.confirmed":
    "De verkoper heeft uw bezichtiging van ‘{title}’ bevestigd (Spaanse tijd, Madrid). Zet hem in uw agenda met de bijgevoegde uitnodiging.",
  "forms.mail.viewing.address": "Adres: {address}",
  "forms.mail.viewing.cantGo": "Kunt u niet komen? Annuleer dan via de link, zodat de verkoper het weet.",
  "forms.mail.viewing.viewButton": "Uw bezichtiging bekijken",
  "forms.mail.viewing.proposedSubject": "De verkoper stelt een ander moment voor om ‘{title}’ te bezichtigen",
  "forms.mail.viewing.proposedPreview": "Nieuw voorstel: {time}.",
  "forms.mail.viewing.proposed":
    "De verkoper van ‘{title}’ kan niet op de momenten die u voorstelde en stelt dit moment voor (Spaanse tijd, Madrid):",
  "forms.mail.viewing.proposedButton": "De bezichtiging accepteren of annuleren",
  "forms.mail.viewing.rejectedPreview": "De verkoper kan de bezichtiging niet laten doorgaan.",
  "forms.mail.viewing.rejected":
    "De verkoper van ‘{title}’ kan helaas niet ingaan op uw aanvraag voor een bezichtiging.",
  "forms.mail.viewing.rejectedNext":
    "U kunt de advertentie nog steeds bekijken en de verkoper van daaruit schrijven.",
  "forms.mail.viewing.cancelledSubject": "Bezichtiging geannuleerd: ‘{title}’",
  "forms.mail.viewing.cancelledPreview": "De verkoper heeft de bezichtiging geannuleerd.",
  "forms.mail.viewing.cancelled":
    "De verkoper heeft uw bezichtiging van ‘{title}’ geannuleerd (Spaanse tijd, Madrid):",
  "forms.mail.viewing.reminderSubject": "Herinnering: morgen bezichtigt u ‘{title}’",
  "forms.mail.viewing.reminder": "Een herinnering aan uw bezichtiging van ‘{title}’ (Spaanse tijd, Madrid).",
  "forms.mail.viewing.feedbackSubject": "Hoe was de bezichtiging?",
  "forms.mail.viewing.feedbackPreview": "Laat ons weten wat u van ‘{title}’ vond.",
  "forms.mail.viewing.feedback":
    "We hopen dat de bezichtiging van ‘{title}’ goed is verlopen. Geef haar een cijfer van 1 tot 5 en laat, als u wilt, een opmerking achter: de verkoper ziet die.",
  "forms.mail.viewing.feedbackButton": "De bezichtiging beoordelen",
  "forms.phone.notPerson": "Open de advertentie in een webbrowser om het telefoonnummer te zien.",
  "forms.phone.unavailable":
    "Bij deze advertentie staat geen telefoonnummer. Schrijf de verkoper via het formulier.",
  "forms.phone.rateLimited":
    "U hebt in korte tijd veel telefoonnummers opgevraagd. Probeer het over {minutes, plural, one {# minuut} other {# minuten}} opnieuw, of schrijf de verkoper via het contactformulier.",
};
