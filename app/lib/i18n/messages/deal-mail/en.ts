import type { dealMailEs } from "./es";

/** British English. Each legal term keeps its Spanish name, as the notary and the contract say it. */
export const dealMailEn = {
  "dealMail.fellThrough.subject": "The sale is not going ahead: “{title}”",
  "dealMail.fellThrough.bySeller": "The seller has recorded that the sale of “{title}” is not going ahead.",
  "dealMail.fellThrough.reason": "Reason: {reason}.",
  "dealMail.fellThrough.note": "The seller’s note: {note}",
  "dealMail.fellThrough.senal": "Your deposit (arras): {fate}",
  "dealMail.fellThrough.onSale": "The home is on sale again.",
  "dealMail.fellThrough.button": "See my requests",
  "dealMail.reason.financiacion-denegada":
    "The bank has refused the mortgage (the contract’s financing condition, condición de financiación)",
  "dealMail.reason.comprador-desiste": "The buyer has pulled out",
  "dealMail.reason.vendedor-desiste": "The seller has pulled out",
  "dealMail.reason.mutuo-acuerdo": "Called off by mutual agreement",
  "dealMail.senal.sin-arras":
    "The deposit contract (contrato de arras) had not been signed yet, so there is no deposit to return.",
  "dealMail.senal.condicion-financiacion":
    "The bank refused the mortgage and the contract provided for this (financing condition, condición de financiación): the seller returns your deposit of {amount} to you in full.",
  "dealMail.senal.mutuo-acuerdo":
    "You are calling it off by mutual agreement: the deposit of {amount} is dealt with as the two of you agree in writing.",
  "dealMail.senal.ley-catalana":
    "The contract is governed by the Civil Code of Catalonia (Código Civil de Cataluña, art. 621-8): the deposit of {amount} follows what the contract’s clause says about the kind of arras agreed. If in doubt, take advice before any money is moved.",
  "dealMail.senal.penitenciales-vendedor":
    "The seller is pulling out under a penitential deposit (arras penitenciales, art. 1454 Código Civil): the seller must pay you back double the deposit of {amount}.",
  "dealMail.senal.penitenciales-comprador":
    "The buyer is pulling out under a penitential deposit (arras penitenciales, art. 1454 Código Civil): the seller keeps the deposit of {amount}.",
  "dealMail.senal.confirmatorias":
    "The deposit is a confirmatory deposit (arras confirmatorias, art. 1124 Código Civil): the {amount} is part of the price, and the party who did not break the contract may either insist on completing the sale or end the contract and claim damages. The deposit is not simply forfeited or doubled.",
  "dealMail.senal.penales":
    "The deposit is a penalty deposit (arras penales): the {amount} is the penalty the contract sets for the party who breaks it, and the other party may also insist on completing the sale.",
  "dealMail.senal.clause": "This is set out in clause “{clause}” (cláusula {clause}) of the contract.",
} as const satisfies Record<keyof typeof dealMailEs, string>;
