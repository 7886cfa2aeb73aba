import type { fallThroughEs } from "./es";

/** French, to the buyer: the arras keep their Spanish name, as the contract says it. */
export const fallThroughFr = {
  "fallThrough.heading": "La vente n’aura pas lieu",
  "fallThrough.hint":
    "Si la vente ne doit pas se faire, indiquez-le ici. Avant que vous ne confirmiez, nous vous dirons ce que devient votre acompte (arras) selon votre contrat.",
  "fallThrough.reasonLegend": "Pourquoi la vente n’a-t-elle pas lieu ?",
  "fallThrough.noteLabel": "Note pour le vendeur (facultatif)",
  "fallThrough.next": "Continuer",
  "fallThrough.confirmHeading": "Confirmez-vous que la vente n’aura pas lieu ?",
  "fallThrough.consequence":
    "Votre réservation prend fin : le bien est de nouveau en vente, nous prévenons par e-mail le vendeur et les autres intéressés, et le contrat d’arrhes (contrato de arras) n’est plus en vigueur sur Zaguán.",
  "fallThrough.senalLabel": "Ce que devient votre acompte (arras)",
  "fallThrough.confirm": "Oui, la vente n’aura pas lieu",
  "fallThrough.back": "Non, revenir",
  "fallThrough.recordedTitle": "Vente terminée",
  "fallThrough.recorded":
    "Nous avons enregistré que la vente n’aura pas lieu. Le bien est de nouveau en vente.",
  "fallThrough.endedHeading": "La vente n’a pas eu lieu",
  "fallThrough.notFound": "Cet accord n’est plus en cours : rechargez la page pour voir où il en est.",
  "fallThrough.reasonRequired": "Choisissez pourquoi la vente n’a pas lieu.",
  "fallThrough.reasonUnavailable":
    "Ce motif n’est pas possible : le contrat d’arrhes (contrato de arras) ne prévoit pas de condition de financement (condición de financiación). Choisissez-en un autre.",
  "fallThrough.noteTooLong": "La note ne peut pas dépasser {max} caractères.",
  "fallThrough.ended.bySeller": "La vente a pris fin le {day} ; c’est le vendeur qui l’a indiqué.",
  "fallThrough.ended.byBuyer": "La vente a pris fin le {day} ; c’est vous qui l’avez indiqué.",
  "fallThrough.ended.note": "Note : {note}",
  "fallThrough.ended.senalAsRecorded": "Votre acompte (arras), tel qu’enregistré en espagnol :",
} as const satisfies Record<keyof typeof fallThroughEs, string>;
