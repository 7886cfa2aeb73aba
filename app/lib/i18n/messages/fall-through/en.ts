import type { fallThroughEs } from "./es";

/** British English, to the buyer: the arras keep their Spanish name, as the contract says it. */
export const fallThroughEn = {
  "fallThrough.heading": "The sale is not going ahead",
  "fallThrough.hint":
    "If the sale is not going to go ahead, record it here. Before you confirm, we will tell you what happens to your deposit (arras) under your contract.",
  "fallThrough.reasonLegend": "Why is it not going ahead?",
  "fallThrough.noteLabel": "Note for the seller (optional)",
  "fallThrough.next": "Continue",
  "fallThrough.confirmHeading": "Do you confirm that the sale is not going ahead?",
  "fallThrough.consequence":
    "Your reservation ends: the home goes back on sale, we e-mail the seller and the other interested buyers, and the deposit contract (contrato de arras) is no longer in force on Zaguán.",
  "fallThrough.senalLabel": "What happens to your deposit (arras)",
  "fallThrough.confirm": "Yes, the sale is not going ahead",
  "fallThrough.back": "No, go back",
  "fallThrough.recordedTitle": "Sale ended",
  "fallThrough.recorded": "We have recorded that the sale is not going ahead. The home is on sale again.",
  "fallThrough.endedHeading": "The sale did not go ahead",
  "fallThrough.notFound": "This deal is no longer active: reload the page to see where it stands.",
  "fallThrough.reasonRequired": "Choose why it is not going ahead.",
  "fallThrough.reasonUnavailable":
    "That reason cannot be used: the deposit contract (contrato de arras) has no financing condition (condición de financiación). Please choose another.",
  "fallThrough.noteTooLong": "The note cannot be longer than {max} characters.",
  "fallThrough.ended.bySeller": "The sale ended on {day}; the seller recorded it.",
  "fallThrough.ended.byBuyer": "The sale ended on {day}; you recorded it.",
  "fallThrough.ended.note": "Note: {note}",
  "fallThrough.ended.senalAsRecorded": "Your deposit (arras), as recorded in Spanish:",
} as const satisfies Record<keyof typeof fallThroughEs, string>;
