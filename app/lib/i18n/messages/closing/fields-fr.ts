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
  "closing.refusal.ended":
    "Cette vente n’a pas abouti : la salle de clôture n’accepte plus de modifications.",
  "closing.refusal.otherPartyStep": "Cette étape revient à l’autre partie.",
  "closing.refusal.deedSigned":
    "L’acte de vente (escritura) est déjà signé : cette étape ne peut plus être modifiée.",
  "closing.refusal.noMortgage": "Cet achat est payé sans prêt immobilier.",
  "closing.refusal.notaryFirst": "Choisissez d’abord l’étude notariale.",
  "closing.refusal.feinWait":
    "À compter de l’offre de prêt (FEIN), vous disposez de 10 jours calendaires avant de signer : le rendez-vous peut avoir lieu au plus tôt le {day}.",
  "closing.refusal.notInList": "Ce document ne figure pas sur la liste de cette vente.",
  "closing.refusal.otherPartyDocument": "C’est à l’autre partie de fournir ce document.",
  "closing.refusal.markedByReceiver":
    "C’est celui qui reçoit un document qui le marque comme reçu : l’autre partie ou Zaguán.",
  "closing.refusal.linkInactive": "Ce lien n’est plus actif.",
} as const satisfies Record<keyof typeof closingFieldsEs, string>;
