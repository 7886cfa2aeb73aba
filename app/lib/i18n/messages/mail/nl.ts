import type { mailEs } from "./es";

/** Nederlands, met u: zo schrijft een bedrijf een koper uit Nederland of Vlaanderen aan. */
export const mailNl = {
  "mail.layout.tagline": "Verkoop uw woning zonder makelaar.",
  "mail.layout.help": "Hulp nodig? Schrijf ons op",
  "mail.layout.buttonFallback": "Werkt de knop niet? Kopieer deze link in uw browser:",
  "mail.hello": "Beste,",
  "mail.helloName": "Beste {name},",
  "mail.deal.buyer.subject": "Akkoord bereikt: ‘{title}’",
  "mail.deal.buyer.acceptedBySeller": "De verkoper heeft uw bod van {price} aanvaard.",
  "mail.deal.buyer.acceptedByBuyer": "U heeft het tegenbod van de verkoper van {price} aanvaard.",
  "mail.deal.nextStep":
    "De volgende stap is het ondertekenen van het voorlopig koopcontract met aanbetaling (contrato de arras). Tot dan is de woning voor u gereserveerd.",
  "mail.deal.buyer.button": "Mijn bod bekijken",
  "mail.deal.buyer.after": "De verkoper neemt contact met u op om de ondertekening in te plannen.",
  "mail.deal.terms.price": "Overeengekomen prijs: {amount}",
  "mail.deal.terms.deposit": "Voorgestelde aanbetaling (arras): {amount}",
  "mail.closed.subject": "Bod gesloten: ‘{title}’",
  "mail.closed.line":
    "De verkoper heeft een ander bod op ‘{title}’ aanvaard: de woning is nu gereserveerd en uw bod is gesloten.",
  "mail.closed.back": "Vervalt de reservering, dan staat de woning weer te koop op het portaal.",
  "mail.verification.subject": "Bevestig uw e-mailadres bij {brand}",
  "mail.verification.preview": "Bevestig uw e-mailadres om te beginnen.",
  "mail.verification.line":
    "Bedankt voor uw registratie bij {brand}. Bevestig dat dit e-mailadres van u is om uw account te activeren.",
  "mail.verification.textLine":
    "Bedankt voor uw registratie bij {brand}. Bevestig dat dit e-mailadres van u is door deze link te openen, dan wordt uw account geactiveerd:",
  "mail.verification.button": "Mijn e-mailadres bevestigen",
  "mail.verification.expiry":
    "De link verloopt over {hours} uur en kan maar één keer worden gebruikt. Heeft u geen account aangemaakt? Dan kunt u dit bericht negeren.",
  "mail.reset.subject": "Stel uw wachtwoord voor {brand} opnieuw in",
  "mail.reset.preview": "Kies een nieuw wachtwoord voor uw account.",
  "mail.reset.line":
    "We hebben een verzoek ontvangen om het wachtwoord van uw account bij {brand} opnieuw in te stellen.",
  "mail.reset.textLine":
    "We hebben een verzoek ontvangen om het wachtwoord van uw account bij {brand} opnieuw in te stellen. Open deze link om een nieuw wachtwoord te kiezen:",
  "mail.reset.button": "Een nieuw wachtwoord kiezen",
  "mail.reset.expiry":
    "De link verloopt over {minutes} minuten en kan maar één keer worden gebruikt. Als u uw wachtwoord wijzigt, wordt u op al uw apparaten afgemeld. Heeft u dit niet gevraagd? Negeer dan dit bericht: uw wachtwoord blijft hetzelfde.",
  "mail.signInLink.subject": "Uw link om in te loggen bij {brand}",
  "mail.signInLink.preview": "Log met één klik in, zonder wachtwoord.",
  "mail.signInLink.line":
    "U heeft een link gevraagd om zonder wachtwoord in te loggen op uw account bij {brand}.",
  "mail.signInLink.textLine":
    "U heeft een link gevraagd om zonder wachtwoord in te loggen op uw account bij {brand}. Open deze link om in te loggen:",
  "mail.signInLink.button": "Inloggen op mijn account",
  "mail.signInLink.validity": "De link verloopt over {minutes} minuten en kan maar één keer worden gebruikt.",
  "mail.signInLink.notYou":
    "Heeft u hem niet gevraagd? Negeer dan dit bericht: zonder deze link kan niemand inloggen, en uw wachtwoord blijft hetzelfde.",
  "mail.signUpExisting.subject": "Iemand probeerde met uw e-mailadres een account bij {brand} aan te maken",
  "mail.signUpExisting.preview": "U heeft al een account met dit e-mailadres.",
  "mail.signUpExisting.what":
    "Iemand probeerde met dit e-mailadres een account bij {brand} aan te maken, maar er bestaat er al een. We hebben geen tweede aangemaakt en niets aan het uwe veranderd.",
  "mail.signUpExisting.ifYou":
    "Was u het zelf? Log dan in met uw wachtwoord of stel het opnieuw in als u het niet meer weet: we sturen een link naar dit adres.",
  "mail.signUpExisting.notYou": "Was u het niet? Negeer dan dit bericht: uw account blijft zoals het was.",
  "mail.signUpExisting.signIn": "Inloggen op mijn account",
  "mail.signUpExisting.signInText": "Inloggen",
  "mail.signUpExisting.reset": "Wachtwoord opnieuw instellen",
  "mail.locked.subject": "Iemand probeert in te loggen op uw {brand}-account",
  "mail.locked.preview": "Inloggen met uw wachtwoord is even geblokkeerd.",
  "mail.locked.what":
    "Er is vaak geprobeerd met een verkeerd wachtwoord in te loggen op uw {brand}-account. Geen enkele poging is gelukt. Voor uw veiligheid accepteren we {minutes, plural, one {de komende minuut} other {de komende # minuten}} geen wachtwoord voor uw account.",
  "mail.locked.link":
    "Moet u nu inloggen? Vraag dan een inloglink aan: we sturen die naar dit adres, hij werkt één keer en u heeft geen wachtwoord nodig.",
  "mail.locked.linkButton": "Inloglink aanvragen",
  "mail.locked.linkText": "Vraag hem hier aan:",
  "mail.locked.advice":
    "Was u het niet? Dan raden we u aan uw wachtwoord te vervangen door een dat u nergens anders gebruikt. Was u het wel en weet u het niet meer? Wijzig het dan ook: zo bent u het snelst weer binnen.",
  "mail.locked.resetButton": "Wachtwoord wijzigen",
  "mail.locked.resetText": "Dat kan hier:",
  "mail.availableAgain.subject": "Weer te koop: ‘{title}’",
  "mail.availableAgain.line":
    "‘{title}’, waarvoor u belangstelling had, is weer te koop: de lopende verkoop is niet doorgegaan.",
  "mail.availableAgain.next":
    "Heeft u nog steeds belangstelling? Dan kunt u via de pagina van de woning een bezichtiging aanvragen of een bod doen.",
  "mail.availableAgain.button": "De woning bekijken",
} as const satisfies Record<keyof typeof mailEs, string>;
