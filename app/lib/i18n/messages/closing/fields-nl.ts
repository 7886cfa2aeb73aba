import type { closingFieldsEs } from "./fields-es";

/** The room's refused fields, to the buyer with "u": the Spanish names of the papers kept beside. */
export const closingFieldsNl = {
  "closing.field.dayRequired": "Vul de datum in.",
  "closing.field.dayInvalid": "Vul een geldige datum in.",
  "closing.field.dayFuture": "De datum mag niet later zijn dan vandaag.",
  "closing.field.appointmentRequired": "Vul de dag en het tijdstip van de afspraak in.",
  "closing.field.appointmentInvalid": "Vul een geldige dag en een geldig tijdstip in.",
  "closing.field.appointmentPast": "De afspraak moet in de toekomst liggen.",
  "closing.field.deedUnconfirmed":
    "Vink het vakje aan om te bevestigen dat u de akte (escritura) heeft getekend.",
  "closing.field.mortgageDay": "Vul de datum van de taxatie (tasación) of van het bindende aanbod (FEIN) in.",
  "closing.field.notaryName": "Vul de naam van het notariskantoor of van de notaris in.",
  "closing.field.notaryNameLong": "De naam is te lang.",
  "closing.field.notaryAddress": "Vul het adres van het notariskantoor in.",
  "closing.field.notaryAddressLong": "Het adres is te lang.",
  "closing.field.fileMissing": "Kies het bestand dat u wilt uploaden.",
  "closing.field.fileTooLarge":
    "Het bestand is groter dan 10 MB. Upload een lichtere kopie (een pdf of een foto).",
  "closing.field.fileWrongType":
    "Alleen pdf’s of foto’s (JPG, PNG of WebP) zijn toegestaan, en dit bestand is geen van beide.",
  "closing.field.notaSimpleDay":
    "Vul de datum in die op de nota simple staat (die mag niet in de toekomst liggen).",
  "closing.refusal.ended":
    "Deze verkoop is niet doorgegaan: in de afrondingsruimte kan niets meer worden gewijzigd.",
  "closing.refusal.otherPartyStep": "Deze stap is aan de andere partij.",
  "closing.refusal.deedSigned":
    "De akte (escritura) is al ondertekend: deze stap kan niet meer worden gewijzigd.",
  "closing.refusal.noMortgage": "Deze aankoop wordt zonder hypotheek betaald.",
  "closing.refusal.notaryFirst": "Kies eerst het notariskantoor.",
  "closing.refusal.feinWait":
    "Na het bindende hypotheekaanbod (FEIN) heeft u 10 kalenderdagen voordat u tekent: de afspraak kan op zijn vroegst op {day} zijn.",
  "closing.refusal.notInList": "Dat document staat niet op de lijst van deze verkoop.",
  "closing.refusal.otherPartyDocument": "Dit document levert de andere partij aan.",
  "closing.refusal.markedByReceiver":
    "Wie een document ontvangt, markeert het als ontvangen: de andere partij of Zaguán.",
  "closing.refusal.linkInactive": "Die link is niet meer actief.",
} as const satisfies Record<keyof typeof closingFieldsEs, string>;
