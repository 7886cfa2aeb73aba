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
} as const satisfies Record<keyof typeof closingFieldsEs, string>;
