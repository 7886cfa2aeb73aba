import type { authEs } from "./es";

/** Inloggen en registreren, voor een koper die van een Nederlandstalige pagina komt. */
export const authNl = {
  "auth.meta.title": "Inloggen",
  "auth.meta.description":
    "Log in of maak gratis een account aan om woningen te bewaren, meldingen te krijgen en je aanvragen te volgen.",
  "auth.intro.default.title": "Log in op je account",
  "auth.intro.default.lead":
    "Log in of maak gratis een account aan om je favoriete woningen te bewaren, meldingen over nieuw aanbod te krijgen en je vragen, bezichtigingen en biedingen te volgen.",
  "auth.intro.agency.title": "Log in om samen te werken",
  "auth.intro.agency.lead":
    "Log in of maak een account aan om verder te gaan met de samenwerking voor makelaars.",
  "auth.intro.favorito.title": "Bewaar je favoriete woningen",
  "auth.intro.favorito.lead":
    "Log in of maak gratis een account aan om deze woning bij je favorieten te zetten, terug te vinden in je account en per e-mail te horen als de prijs daalt.",
  "auth.intro.busqueda.title": "Bewaar je zoekopdracht en krijg meldingen",
  "auth.intro.busqueda.lead":
    "Log in of maak gratis een account aan om deze zoekopdracht te bewaren en nieuwe woningen die erbij passen per e-mail te krijgen.",
  "auth.tabs.label": "Inloggen of registreren",
  "auth.tabs.login": "Inloggen",
  "auth.tabs.signup": "Registreren",
  "auth.field.email": "E-mailadres",
  "auth.field.password": "Wachtwoord",
  "auth.field.name": "Volledige naam",
  "auth.password.show": "Tonen",
  "auth.password.hide": "Verbergen",
  "auth.signIn.submit": "Inloggen",
  "auth.signIn.forgot": "Wachtwoord vergeten? (pagina in het Spaans)",
  "auth.signIn.resend": "Bevestigingsmail opnieuw sturen",
  "auth.signIn.link": "Stuur me een inloglink",
  "auth.signUp.passwordHint": "Minstens 8 tekens. Een zin die alleen jij kent, werkt het best.",
  "auth.signUp.submit": "Account aanmaken",
  "auth.signUp.consent": "Door je te registreren ga je akkoord met de {terms} en het {privacy}.",
  "auth.signUp.terms": "algemene voorwaarden (in het Spaans)",
  "auth.signUp.privacy": "privacybeleid",
  "auth.signUp.sent.title": "Kijk in je mailbox",
  "auth.signUp.sent.to": "We hebben een e-mail gestuurd naar {email}.",
  "auth.signUp.sent.mustVerify": "Bevestig eerst je e-mailadres, daarna kun je inloggen.",
  "auth.signUp.sent.body":
    "Open de link in het bericht (die is {hours} uur geldig). Had je met dit adres al een account, dan lees je in het bericht hoe je inlogt. Zie je niets? Kijk dan in je spammap.",
  "auth.signUp.sent.verified": "Ik heb het bevestigd: inloggen",
  "auth.error.signInTitle": "Inloggen mislukt",
  "auth.error.signUpTitle": "Registreren mislukt",
  "auth.error.tooManyTitle": "Te veel pogingen",
  "auth.error.wrongCredentials": "E-mailadres of wachtwoord klopt niet.",
  "auth.error.unverified":
    "Je hebt je e-mailadres nog niet bevestigd. Open de link die we je bij het registreren stuurden, of vraag een nieuwe aan.",
  "auth.error.suspended": "Je account is geschorst. Mail ons als je denkt dat dit een vergissing is.",
  "auth.error.forbiddenOrigin":
    "Dit verzoek kwam niet van onze website. Laad de pagina opnieuw en probeer het nog eens.",
  "auth.error.somethingWentWrong": "Er ging iets mis",
  "auth.error.unexpected": "Er ging iets mis ({detail}).",
  "auth.error.tooMany":
    "Wacht voor je veiligheid {minutes, plural, one {# minuut} other {# minuten}} voordat je het opnieuw probeert.",
  "auth.error.locked":
    "Op dit account is te vaak een verkeerd wachtwoord geprobeerd. Voor je veiligheid accepteren we er {minutes, plural, one {# minuut} other {# minuten}} lang geen wachtwoorden voor. Is het jouw account, dan kun je nu inloggen met een link die we je mailen.",
  "auth.invalid.emailRequired": "Vul je e-mailadres in.",
  "auth.invalid.emailTooLong": "Dit e-mailadres is te lang.",
  "auth.invalid.email": "Vul een geldig e-mailadres in, bijvoorbeeld naam@voorbeeld.nl.",
  "auth.invalid.passwordRequired": "Vul je wachtwoord in.",
  "auth.invalid.newPasswordRequired": "Kies een wachtwoord.",
  "auth.invalid.passwordSpecMinimum": "Je wachtwoord moet minstens 6 tekens hebben.",
  "auth.invalid.passwordMinimum": "Voor je veiligheid moet je wachtwoord minstens 8 tekens hebben.",
  "auth.invalid.passwordMaximum": "Je wachtwoord mag niet langer zijn dan 128 tekens.",
  "auth.invalid.nameRequired": "Vul je naam in.",
  "auth.invalid.nameShort": "Je naam moet minstens 2 tekens hebben.",
  "auth.invalid.nameLong": "Je naam mag niet langer zijn dan 100 tekens.",
} as const satisfies Record<keyof typeof authEs, string>;
