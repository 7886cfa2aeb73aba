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
} as const satisfies Record<keyof typeof closingFieldsEs, string>;
