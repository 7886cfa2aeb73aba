import type { dealMailEs } from "./es";

/** French. Each legal term keeps its Spanish name, as the notary and the contract say it. */
export const dealMailFr = {
  "dealMail.fellThrough.subject": "La vente n’aura pas lieu : « {title} »",
  "dealMail.fellThrough.bySeller": "Le vendeur a indiqué que la vente de « {title} » n’aura pas lieu.",
  "dealMail.fellThrough.reason": "Motif : {reason}.",
  "dealMail.fellThrough.note": "Note du vendeur : {note}",
  "dealMail.fellThrough.senal": "Votre acompte (arras) : {fate}",
  "dealMail.fellThrough.onSale": "Le bien est de nouveau en vente.",
  "dealMail.fellThrough.button": "Voir mes demandes",
  "dealMail.reason.financiacion-denegada":
    "La banque a refusé le prêt immobilier (condition de financement du contrat, condición de financiación)",
  "dealMail.reason.comprador-desiste": "L’acheteur se retire",
  "dealMail.reason.vendedor-desiste": "Le vendeur se retire",
  "dealMail.reason.mutuo-acuerdo": "Abandon d’un commun accord",
  "dealMail.senal.sin-arras":
    "Le contrat d’arrhes (contrato de arras) n’avait pas encore été signé : il n’y a pas d’acompte à rembourser.",
  "dealMail.senal.condicion-financiacion":
    "La banque a refusé le prêt et le contrat le prévoyait (condition de financement, condición de financiación) : le vendeur vous rembourse l’intégralité de l’acompte de {amount}.",
  "dealMail.senal.mutuo-acuerdo":
    "Vous y mettez fin d’un commun accord : l’acompte de {amount} suit ce que vous conviendrez tous les deux par écrit.",
  "dealMail.senal.ley-catalana":
    "Le contrat est régi par le Code civil de Catalogne (Código Civil de Cataluña, art. 621-8) : l’acompte de {amount} suit ce que prévoit sa clause sur la nature des arras. En cas de doute, demandez conseil avant tout mouvement d’argent.",
  "dealMail.senal.penitenciales-vendedor":
    "Le vendeur se retire alors que les arrhes sont des arrhes de dédit (arras penitenciales, art. 1454 du Código Civil) : il doit vous rembourser le double de l’acompte de {amount}.",
  "dealMail.senal.penitenciales-comprador":
    "L’acheteur se retire alors que les arrhes sont des arrhes de dédit (arras penitenciales, art. 1454 du Código Civil) : le vendeur conserve l’acompte de {amount}.",
  "dealMail.senal.confirmatorias":
    "Les arrhes sont confirmatoires (arras confirmatorias, art. 1124 du Código Civil) : les {amount} font partie du prix, et la partie qui a respecté le contrat peut exiger la signature de la vente ou la résolution du contrat avec dommages et intérêts. L’acompte n’est donc ni simplement perdu ni simplement doublé.",
  "dealMail.senal.penales":
    "Les arrhes ont valeur de clause pénale (arras penales) : les {amount} sont la pénalité que le contrat fixe pour la partie qui ne le respecte pas, et l’autre partie peut en outre exiger la signature de la vente.",
  "dealMail.senal.clause": "C’est ce que prévoit la clause « {clause} » (cláusula {clause}) du contrat.",
} as const satisfies Record<keyof typeof dealMailEs, string>;
