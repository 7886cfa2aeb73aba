import type { closingMailEs } from "./es";

/**
 * Nederlands, met u. De akte, de notaris en de belastingen houden hun Spaanse naam tussen haakjes,
 * zoals de notaris en de belastingdienst ze noemen; tijden zijn die van Madrid, en zeggen dat.
 */
export const closingMailNl = {
  "closingMail.greeting": "Beste {name},",
  "closingMail.quoted": "‘{title}’",
  "closingMail.theHome": "de woning",
  "closingMail.yourHome": "uw woning",
  "closingMail.news.lead": "Nieuws over de verkoop van {title}.",
  "closingMail.reminder.lead": "Een herinnering over de verkoop van {title}.",
  "closingMail.button": "De afrondingsruimte openen",
  "closingMail.ics": "Deze datum aan uw agenda toevoegen (.ics)",
  "closingMail.linkLine": "{label}: {url}",
  "closingMail.subject": "Afrondingsruimte: {what}",
  "closingMail.party.seller": "De verkoper",
  "closingMail.party.buyer": "De koper",
  "closingMail.party.staff": "Het team van Zaguán",
  "closingMail.pending": "nog niet bekend",
  "closingMail.event.deposit_received":
    "{who} heeft bevestigd de aanbetaling (señal) op {day} te hebben ontvangen.",
  "closingMail.event.mortgage_recorded":
    "{who} heeft de hypotheek genoteerd: taxatie door de bank (tasación) {valuation}, bindend aanbod (FEIN) {fein}.",
  "closingMail.event.notary_chosen":
    "{who} heeft notariskantoor {name} ({address}) gekozen, afspraak op {when} (Madrid-tijd).",
  "closingMail.event.appointment_changed":
    "{who} heeft de afspraak bij de notaris verzet naar {when} (Madrid-tijd).",
  "closingMail.event.deed_signed": "{who} heeft bevestigd dat de akte (escritura) op {day} is getekend.",
  "closingMail.event.keys_handed": "{who} heeft bevestigd dat de sleutels op {day} zijn overgedragen.",
  "closingMail.event.notary_link_created":
    "{who} heeft het dossier met het notariskantoor gedeeld (link geldig tot {day}).",
  "closingMail.event.notary_link_revoked":
    "{who} heeft een link naar het dossier voor het notariskantoor ingetrokken.",
  "closingMail.document.uploaded":
    "{who} heeft ‘{title}’ geüpload naar de documenten van de afrondingsruimte.",
  "closingMail.document.received": "{who} heeft ‘{title}’ gemarkeerd als op papier ontvangen.",
  "closingMail.document.uploadedSubject": "een nieuw document",
  "closingMail.document.receivedSubject": "een document ontvangen",
  "closingMail.document.where": "U ziet het, en wat nog ontbreekt, op het tabblad ‘Documenten’.",
  "closingMail.notaryLink.subject": "het dossier voor het notariskantoor",
  "closingMail.notaryLink.created":
    "{who} heeft het dossier van de verkoop met het notariskantoor gedeeld, met een link die geldig is tot {day}.",
  "closingMail.notaryLink.revoked":
    "{who} heeft een link naar het dossier voor het notariskantoor ingetrokken: die opent niet meer.",
  "closingMail.notaryLink.where":
    "De actieve links staan op het tabblad ‘Documenten’; elk van beide partijen kan ze intrekken.",
  "closingMail.reminder.left": "{left, plural, =1 {Het is morgen.} other {Nog {left} dagen.}}",
  "closingMail.reminder.cita.subject": "Herinnering: afspraak bij de notaris op {day}",
  "closingMail.reminder.cita.line":
    "De akte (escritura) wordt getekend op {day} om {hour} uur (Madrid-tijd).",
  "closingMail.reminder.cita.lineAt":
    "De akte (escritura) wordt getekend op {day} om {hour} uur (Madrid-tijd). Notariskantoor: {name}, {address}.",
  "closingMail.reminder.escritura.subject": "Herinnering: de akte moet uiterlijk op {day} getekend zijn",
  "closingMail.reminder.escritura.line":
    "Het voorlopig koopcontract (contrato de arras) legt {day} vast als laatste dag om de akte (escritura) te tekenen. Is er nog geen afspraak bij de notaris, maak die dan zo snel mogelijk.",
  "closingMail.reminder.fein.subject": "Herinnering: vanaf {day} kan de akte getekend worden",
  "closingMail.reminder.fein.line":
    "Op {day} zijn de 10 kalenderdagen voorbij die de wet u geeft om het bindende aanbod van de bank (FEIN) te bestuderen: vanaf die dag kan de akte (escritura) getekend worden.",
  "closingMail.reminder.plusvalia.subject":
    "Herinnering: gemeentelijke meerwaardebelasting (Plusvalía municipal), uiterlijk {day}",
  "closingMail.reminder.plusvalia.line":
    "Gemeentelijke meerwaardebelasting (Plusvalía municipal): de termijn loopt af op {day}. Te betalen bij het gemeentehuis binnen 30 werkdagen na de akte.",
  "closingMail.reminder.modelo-211.subject":
    "Herinnering: Modelo 211, afdracht van de ingehouden 3%, uiterlijk {day}",
  "closingMail.reminder.modelo-211.line":
    "Modelo 211, afdracht aan de belastingdienst van de 3% die op de prijs is ingehouden: de termijn loopt af op {day}.",
  "closingMail.reminder.modelo-210.subject":
    "Herinnering: Modelo 210, belasting voor niet-ingezetenen (IRNR) over de winst, uiterlijk {day}",
  "closingMail.reminder.modelo-210.line":
    "Modelo 210, inkomstenbelasting voor niet-ingezetenen (IRNR) over de verkoopwinst: de termijn loopt af op {day}.",
  "closingMail.reminder.irpf.subject":
    "Herinnering: de verkoop opgeven in de inkomstenbelasting (IRPF), uiterlijk {day}",
  "closingMail.reminder.irpf.line":
    "De verkoop opgeven in de inkomstenbelasting (IRPF): de termijn loopt af op {day}. Dat gebeurt in de aangifte van het jaar erna (april tot 30 juni).",
  "closingMail.arras.greeting": "Beste {name},",
  "closingMail.arras.toSign.subject":
    "Onderteken het koopcontract met aanbetaling (contrato de arras) voor ‘{title}’ op {brand}",
  "closingMail.arras.toSign.preview":
    "Er ligt een koopcontract met aanbetaling (contrato de arras) voor u klaar om te lezen en te ondertekenen.",
  "closingMail.arras.toSign.intro":
    "De verkoper van ‘{title}’ heeft u het koopcontract met aanbetaling (contrato de arras) gestuurd om te ondertekenen op {brand}.",
  "closingMail.arras.toSign.steps":
    "Log in met het account van dit e-mailadres, vul uw gegevens aan, lees het hele contract en onderteken het met de code die we u sturen.",
  "closingMail.arras.toSign.button": "Het contract lezen en ondertekenen",
  "closingMail.arras.spanishBinding":
    "Het contract zelf is in het Spaans opgesteld, en de Spaanse tekst is de tekst die beide partijen bindt.",
  "closingMail.arras.code.subject":
    "{code} is uw code om het koopcontract met aanbetaling (contrato de arras) te ondertekenen ({brand})",
  "closingMail.arras.code.preview": "Uw code: {code}",
  "closingMail.arras.code.line":
    "Uw code om het koopcontract met aanbetaling (contrato de arras) te ondertekenen is {code}.",
  "closingMail.arras.code.validity":
    "Hij is {minutes} minuten geldig en werkt maar één keer. Hebt u niet gevraagd een contract te ondertekenen, negeer deze e-mail dan: zonder deze code kan niemand ondertekenen.",
  "closingMail.arras.sealed.subject":
    "Koopcontract met aanbetaling (contrato de arras) voor ‘{title}’ door beide partijen ondertekend",
  "closingMail.arras.sealed.preview":
    "Uw koopcontract met aanbetaling (contrato de arras) is door beide partijen ondertekend.",
  "closingMail.arras.sealed.signed":
    "Het koopcontract met aanbetaling (contrato de arras) voor ‘{title}’ is door beide partijen ondertekend. De ondertekende en verzegelde kopie zit als pdf in de bijlage.",
  "closingMail.arras.sealed.check":
    "Verificatiecode: {code}. Wie het document heeft, kan het controleren op {url}.",
  "closingMail.arras.sealed.button": "Het ondertekende contract bekijken",
} as const satisfies Record<keyof typeof closingMailEs, string>;
