import type { closingFieldsEs } from "./fields-es";

/** The room's refused fields, to the buyer: the Spanish names of the papers kept beside. */
export const closingFieldsEn = {
  "closing.field.dayRequired": "Enter the date.",
  "closing.field.dayInvalid": "Enter a valid date.",
  "closing.field.dayFuture": "The date cannot be later than today.",
  "closing.field.appointmentRequired": "Enter the day and time of the appointment.",
  "closing.field.appointmentInvalid": "Enter a valid day and time.",
  "closing.field.appointmentPast": "The appointment must be in the future.",
  "closing.field.deedUnconfirmed": "Tick the box to confirm that you have signed the deed (escritura).",
  "closing.field.mortgageDay": "Enter the date of the valuation (tasación) or of the binding offer (FEIN).",
  "closing.field.notaryName": "Enter the name of the notary’s office or of the notary.",
  "closing.field.notaryNameLong": "The name is too long.",
  "closing.field.notaryAddress": "Enter the address of the notary’s office.",
  "closing.field.notaryAddressLong": "The address is too long.",
  "closing.field.fileMissing": "Choose the file you want to upload.",
  "closing.field.fileTooLarge":
    "The file is larger than 10 MB. Please upload a lighter copy (a PDF or a photo).",
  "closing.field.fileWrongType":
    "Only PDFs or photos (JPG, PNG or WebP) are accepted, and this file is neither.",
  "closing.field.notaSimpleDay": "Enter the date shown on the nota simple (it cannot be in the future).",
  "closing.refusal.ended": "This sale did not go ahead: the closing room no longer accepts changes.",
  "closing.refusal.otherPartyStep": "This step is the other party’s to take.",
  "closing.refusal.deedSigned": "The deed (escritura) is already signed: this step can no longer be changed.",
  "closing.refusal.noMortgage": "This purchase is being paid without a mortgage.",
  "closing.refusal.notaryFirst": "Choose the notary’s office first.",
  "closing.refusal.feinWait":
    "You have 10 calendar days from the binding offer (FEIN) before you sign: the appointment can be on {day} at the earliest.",
  "closing.refusal.notInList": "That document is not on this sale’s list.",
  "closing.refusal.otherPartyDocument": "This document is for the other party to provide.",
  "closing.refusal.markedByReceiver":
    "A document is marked as received by whoever receives it: the other party or Zaguán.",
  "closing.refusal.linkInactive": "That link is no longer active.",
} as const satisfies Record<keyof typeof closingFieldsEs, string>;
