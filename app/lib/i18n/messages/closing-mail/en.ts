import type { closingMailEs } from "./es";

/**
 * British English. The deed, the notary and the taxes keep their Spanish names beside the English,
 * as the notary and the tax office will say them; times are Madrid's, and say so.
 */
export const closingMailEn = {
  "closingMail.greeting": "Hello {name},",
  "closingMail.quoted": "“{title}”",
  "closingMail.theHome": "the home",
  "closingMail.yourHome": "your home",
  "closingMail.news.lead": "News about the sale of {title}.",
  "closingMail.reminder.lead": "A reminder about the sale of {title}.",
  "closingMail.button": "Open the closing room",
  "closingMail.ics": "Add this date to your calendar (.ics)",
  "closingMail.linkLine": "{label}: {url}",
  "closingMail.subject": "Closing room: {what}",
  "closingMail.party.seller": "The seller",
  "closingMail.party.buyer": "The buyer",
  "closingMail.party.staff": "The Zaguán team",
  "closingMail.pending": "pending",
  "closingMail.event.deposit_received": "{who} has confirmed receiving the deposit (señal) on {day}.",
  "closingMail.event.mortgage_recorded":
    "{who} has noted the mortgage: bank valuation (tasación) {valuation}, binding offer (FEIN) {fein}.",
  "closingMail.event.notary_chosen":
    "{who} has chosen the notary’s office {name} ({address}), appointment on {when} (Madrid time).",
  "closingMail.event.appointment_changed": "{who} has moved the notary appointment to {when} (Madrid time).",
  "closingMail.event.deed_signed": "{who} has confirmed that the deed (escritura) was signed on {day}.",
  "closingMail.event.keys_handed": "{who} has confirmed that the keys were handed over on {day}.",
  "closingMail.event.notary_link_created":
    "{who} has shared the file with the notary’s office (link valid until {day}).",
  "closingMail.event.notary_link_revoked": "{who} has revoked a link to the file for the notary’s office.",
  "closingMail.document.uploaded": "{who} has uploaded “{title}” to the closing room’s documents.",
  "closingMail.document.received": "{who} has marked “{title}” as received on paper.",
  "closingMail.document.uploadedSubject": "a new document",
  "closingMail.document.receivedSubject": "a document received",
  "closingMail.document.where": "You can see it, and what is still missing, in the Documents tab.",
  "closingMail.notaryLink.subject": "the file for the notary’s office",
  "closingMail.notaryLink.created":
    "{who} has shared the sale’s file with the notary’s office, with a link valid until {day}.",
  "closingMail.notaryLink.revoked":
    "{who} has revoked a link to the file for the notary’s office: it no longer opens.",
  "closingMail.notaryLink.where": "The active links are in the Documents tab; either of you can revoke them.",
  "closingMail.reminder.left": "{left, plural, =1 {It is tomorrow.} other {{left} days to go.}}",
  "closingMail.reminder.cita.subject": "Reminder: notary appointment on {day}",
  "closingMail.reminder.cita.line": "The deed (escritura) is signed on {day} at {hour} (Madrid time).",
  "closingMail.reminder.cita.lineAt":
    "The deed (escritura) is signed on {day} at {hour} (Madrid time). Notary’s office: {name}, {address}.",
  "closingMail.reminder.escritura.subject": "Reminder: the deed must be signed by {day} at the latest",
  "closingMail.reminder.escritura.line":
    "The deposit contract (contrato de arras) sets {day} as the last day to sign the deed (escritura). If there is no notary appointment yet, it is best to book one as soon as possible.",
  "closingMail.reminder.fein.subject": "Reminder: the deed can be signed from {day}",
  "closingMail.reminder.fein.line":
    "On {day} the 10 calendar days the law gives you to study the bank’s binding offer (FEIN) are over: from that day the deed (escritura) can be signed.",
  "closingMail.reminder.plusvalia.subject":
    "Reminder: municipal capital gains tax (Plusvalía municipal), due by {day}",
  "closingMail.reminder.plusvalia.line":
    "Municipal capital gains tax (Plusvalía municipal): the deadline is {day}. It is due within 30 working days of the deed, at the town hall.",
  "closingMail.reminder.modelo-211.subject": "Reminder: Modelo 211, paying in the 3% withheld, due by {day}",
  "closingMail.reminder.modelo-211.line":
    "Modelo 211, paying the 3% withheld from the price in to the tax office: the deadline is {day}.",
  "closingMail.reminder.modelo-210.subject":
    "Reminder: Modelo 210, non-resident tax (IRNR) on the gain, due by {day}",
  "closingMail.reminder.modelo-210.line":
    "Modelo 210, non-resident income tax (IRNR) on the gain: the deadline is {day}.",
  "closingMail.reminder.irpf.subject": "Reminder: declaring the sale in your income tax (IRPF), by {day}",
  "closingMail.reminder.irpf.line":
    "Declaring the sale in your income tax (IRPF): the deadline is {day}. It goes in the following year’s tax return (April to 30 June).",
  "closingMail.arras.greeting": "Hello {name},",
  "closingMail.arras.toSign.subject":
    "Sign the deposit contract (contrato de arras) for “{title}” on {brand}",
  "closingMail.arras.toSign.preview": "You have a deposit contract (contrato de arras) to read and sign.",
  "closingMail.arras.toSign.intro":
    "The seller of “{title}” has sent you the deposit contract (contrato de arras) to sign on {brand}.",
  "closingMail.arras.toSign.steps":
    "Sign in with the account for this e-mail address, fill in your details, read the whole contract and sign it with the code we will send you.",
  "closingMail.arras.toSign.button": "Read and sign the contract",
  "closingMail.arras.spanishBinding":
    "The contract itself is written in Spanish, and the Spanish text is the one that binds both parties.",
  "closingMail.arras.code.subject":
    "{code} is your code to sign the deposit contract (contrato de arras) ({brand})",
  "closingMail.arras.code.preview": "Your code: {code}",
  "closingMail.arras.code.line": "Your code to sign the deposit contract (contrato de arras) is {code}.",
  "closingMail.arras.code.validity":
    "It is valid for {minutes} minutes and works only once. If you did not ask to sign a contract, ignore this e-mail: no one can sign without this code.",
  "closingMail.arras.sealed.subject":
    "Deposit contract (contrato de arras) for “{title}” signed by both parties",
  "closingMail.arras.sealed.preview": "Your deposit contract (contrato de arras) is signed by both parties.",
  "closingMail.arras.sealed.signed":
    "The deposit contract (contrato de arras) for “{title}” is signed by both parties. The signed and sealed copy is attached as a PDF.",
  "closingMail.arras.sealed.check":
    "Verification code: {code}. Anyone holding the document can check it at {url}.",
  "closingMail.arras.sealed.button": "See the signed contract",
} as const satisfies Record<keyof typeof closingMailEs, string>;
