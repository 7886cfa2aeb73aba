import type { authEs } from "./es";

/** Anmelden und registrieren, für Käufer, die von einer deutschen Seite kommen. */
export const authDe = {
  "auth.meta.title": "Anmelden",
  "auth.meta.description":
    "Melden Sie sich an oder legen Sie kostenlos ein Konto an: Immobilien merken, Suchaufträge speichern und Ihre Anfragen verfolgen.",
  "auth.intro.default.title": "Bei Ihrem Konto anmelden",
  "auth.intro.default.lead":
    "Melden Sie sich an oder legen Sie kostenlos ein Konto an, um Immobilien zu merken, über neue Angebote informiert zu werden und Ihre Anfragen, Besichtigungen und Angebote zu verfolgen.",
  "auth.intro.agency.title": "Anmelden für Partnermakler",
  "auth.intro.agency.lead":
    "Melden Sie sich an oder legen Sie ein Konto an, um die Zusammenarbeit als Makler fortzusetzen.",
  "auth.intro.favorito.title": "Lieblingsimmobilien merken",
  "auth.intro.favorito.lead":
    "Melden Sie sich an oder legen Sie kostenlos ein Konto an, um diese Immobilie zu merken, sie in Ihrem Konto wiederzufinden und per E-Mail zu erfahren, wenn der Preis sinkt.",
  "auth.intro.busqueda.title": "Suche speichern und benachrichtigt werden",
  "auth.intro.busqueda.lead":
    "Melden Sie sich an oder legen Sie kostenlos ein Konto an, um diese Suche zu speichern und neue passende Immobilien per E-Mail zu erhalten.",
  "auth.tabs.label": "Anmelden oder registrieren",
  "auth.tabs.login": "Anmelden",
  "auth.tabs.signup": "Registrieren",
  "auth.field.email": "E-Mail-Adresse",
  "auth.field.password": "Passwort",
  "auth.field.name": "Vor- und Nachname",
  "auth.password.show": "Anzeigen",
  "auth.password.hide": "Verbergen",
  "auth.signIn.submit": "Anmelden",
  "auth.signIn.forgot": "Passwort vergessen? (Seite auf Spanisch)",
  "auth.signIn.resend": "Bestätigungs-E-Mail erneut senden",
  "auth.signIn.link": "Anmeldelink per E-Mail senden",
  "auth.signUp.passwordHint": "Mindestens 8 Zeichen. Am besten ein Satz, den nur Sie kennen.",
  "auth.signUp.submit": "Konto anlegen",
  "auth.signUp.consent": "Mit der Registrierung akzeptieren Sie die {terms} und die {privacy}.",
  "auth.signUp.terms": "AGB (auf Spanisch)",
  "auth.signUp.privacy": "Datenschutzerklärung",
  "auth.signUp.sent.title": "Bitte prüfen Sie Ihr Postfach",
  "auth.signUp.sent.to": "Wir haben eine E-Mail an {email} geschickt.",
  "auth.signUp.sent.mustVerify": "Bitte bestätigen Sie Ihre E-Mail-Adresse, bevor Sie sich anmelden.",
  "auth.signUp.sent.body":
    "Öffnen Sie den Link in der Nachricht (er ist {hours} Stunden gültig). Falls Sie mit dieser Adresse schon ein Konto hatten, erklärt die Nachricht, wie Sie sich anmelden. Sehen Sie auch im Spam-Ordner nach.",
  "auth.signUp.sent.verified": "Ich habe bestätigt: anmelden",
  "auth.error.signInTitle": "Anmeldung fehlgeschlagen",
  "auth.error.signUpTitle": "Registrierung fehlgeschlagen",
  "auth.error.tooManyTitle": "Zu viele Versuche",
  "auth.error.wrongCredentials": "E-Mail-Adresse oder Passwort ist falsch.",
  "auth.error.unverified":
    "Sie haben Ihre E-Mail-Adresse noch nicht bestätigt. Öffnen Sie den Link aus unserer E-Mail oder fordern Sie einen neuen an.",
  "auth.error.suspended": "Ihr Konto ist gesperrt. Schreiben Sie uns, wenn Sie das für einen Fehler halten.",
  "auth.error.forbiddenOrigin":
    "Diese Anfrage kam nicht von unserer Website. Laden Sie die Seite neu und versuchen Sie es noch einmal.",
  "auth.error.somethingWentWrong": "Etwas ist schiefgelaufen",
  "auth.error.unexpected": "Etwas ist schiefgelaufen ({detail}).",
  "auth.error.tooMany":
    "Bitte warten Sie aus Sicherheitsgründen {minutes, plural, one {# Minute} other {# Minuten}}, bevor Sie es erneut versuchen.",
  "auth.error.locked":
    "Für dieses Konto gab es zu viele Versuche mit falschem Passwort. Zu Ihrer Sicherheit nehmen wir {minutes, plural, one {eine Minute} other {# Minuten}} lang keine Passwörter dafür an. Wenn es Ihr Konto ist, können Sie sich sofort mit einem Link anmelden, den wir Ihnen per E-Mail senden.",
  "auth.invalid.emailRequired": "Bitte geben Sie Ihre E-Mail-Adresse ein.",
  "auth.invalid.emailTooLong": "Die E-Mail-Adresse ist zu lang.",
  "auth.invalid.email": "Bitte geben Sie eine gültige E-Mail-Adresse ein, z. B. name@beispiel.de.",
  "auth.invalid.passwordRequired": "Bitte geben Sie Ihr Passwort ein.",
  "auth.invalid.newPasswordRequired": "Bitte wählen Sie ein Passwort.",
  "auth.invalid.passwordSpecMinimum": "Das Passwort muss mindestens 6 Zeichen lang sein.",
  "auth.invalid.passwordMinimum": "Zu Ihrer Sicherheit muss das Passwort mindestens 8 Zeichen lang sein.",
  "auth.invalid.passwordMaximum": "Das Passwort darf höchstens 128 Zeichen lang sein.",
  "auth.invalid.nameRequired": "Bitte geben Sie Ihren Namen ein.",
  "auth.invalid.nameShort": "Der Name muss mindestens 2 Zeichen lang sein.",
  "auth.invalid.nameLong": "Der Name darf höchstens 100 Zeichen lang sein.",
} as const satisfies Record<keyof typeof authEs, string>;
