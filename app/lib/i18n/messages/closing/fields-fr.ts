import type { closingFieldsEs } from "./fields-es";

/** The room's refused fields, to the buyer: the Spanish names of the papers kept beside. */
export const closingFieldsFr = {
  "closing.field.dayRequired": "Indiquez la date.",
  "closing.field.dayInvalid": "Saisissez une date valide.",
  "closing.field.dayFuture": "La date ne peut pas être postérieure à aujourd’hui.",
  "closing.field.appointmentRequired": "Indiquez le jour et l’heure du rendez-vous.",
  "closing.field.appointmentInvalid": "Saisissez un jour et une heure valides.",
  "closing.field.appointmentPast": "Le rendez-vous doit être dans le futur.",
  "closing.field.deedUnconfirmed":
    "Cochez la case pour confirmer que vous avez signé l’acte de vente (escritura).",
  "closing.field.mortgageDay":
    "Indiquez la date de l’expertise (tasación) ou celle de l’offre de prêt (FEIN).",
  "closing.field.notaryName": "Indiquez le nom de l’étude notariale ou du notaire.",
  "closing.field.notaryNameLong": "Le nom est trop long.",
  "closing.field.notaryAddress": "Indiquez l’adresse de l’étude notariale.",
  "closing.field.notaryAddressLong": "L’adresse est trop longue.",
  "closing.field.fileMissing": "Choisissez le fichier à déposer.",
  "closing.field.fileTooLarge":
    "Le fichier dépasse 10 Mo. Déposez une copie plus légère (un PDF ou une photo).",
  "closing.field.fileWrongType":
    "Seuls les PDF et les photos (JPG, PNG ou WebP) sont acceptés, et ce fichier n’est ni l’un ni l’autre.",
  "closing.field.notaSimpleDay":
    "Indiquez la date qui figure sur la nota simple (elle ne peut pas être future).",
} as const satisfies Record<keyof typeof closingFieldsEs, string>;
