import type { dealMailEs } from "./es";

/** Dutch, with "u". Each legal term keeps its Spanish name, as the notary and the contract say it. */
export const dealMailNl = {
  "dealMail.fellThrough.subject": "De verkoop gaat niet door: ‘{title}’",
  "dealMail.fellThrough.bySeller": "De verkoper heeft vastgelegd dat de verkoop van ‘{title}’ niet doorgaat.",
  "dealMail.fellThrough.reason": "Reden: {reason}.",
  "dealMail.fellThrough.note": "Notitie van de verkoper: {note}",
  "dealMail.fellThrough.senal": "Uw aanbetaling (arras): {fate}",
  "dealMail.fellThrough.onSale": "De woning staat weer te koop.",
  "dealMail.fellThrough.button": "Mijn aanvragen bekijken",
  "dealMail.reason.financiacion-denegada":
    "De bank heeft de hypotheek geweigerd (financieringsvoorbehoud in het contract, condición de financiación)",
  "dealMail.reason.comprador-desiste": "De koper trekt zich terug",
  "dealMail.reason.vendedor-desiste": "De verkoper trekt zich terug",
  "dealMail.reason.mutuo-acuerdo": "In onderling overleg beëindigd",
  "dealMail.senal.sin-arras":
    "Het koopcontract met aanbetaling (contrato de arras) was nog niet ondertekend: er is geen aanbetaling terug te betalen.",
  "dealMail.senal.condicion-financiacion":
    "De bank heeft de hypotheek geweigerd en het contract voorzag daarin (financieringsvoorbehoud, condición de financiación): de verkoper betaalt u de aanbetaling van {amount} volledig terug.",
  "dealMail.senal.mutuo-acuerdo":
    "U beëindigt de koop in onderling overleg: met de aanbetaling van {amount} gebeurt wat u samen schriftelijk afspreekt.",
  "dealMail.senal.ley-catalana":
    "Op het contract is het Catalaanse Burgerlijk Wetboek van toepassing (Código Civil de Cataluña, art. 621-8): voor de aanbetaling van {amount} geldt wat de clausule van het contract over de aard van de arras bepaalt. Vraag bij twijfel advies voordat er geld wordt overgemaakt.",
  "dealMail.senal.penitenciales-vendedor":
    "De verkoper trekt zich terug terwijl de aanbetaling als berouwgeld is afgesproken (arras penitenciales, art. 1454 Código Civil): hij moet u het dubbele van de aanbetaling van {amount} terugbetalen.",
  "dealMail.senal.penitenciales-comprador":
    "De koper trekt zich terug terwijl de aanbetaling als berouwgeld is afgesproken (arras penitenciales, art. 1454 Código Civil): de verkoper houdt de aanbetaling van {amount}.",
  "dealMail.senal.confirmatorias":
    "De aanbetaling is bevestigend (arras confirmatorias, art. 1124 Código Civil): de {amount} is een deel van de prijs, en de partij die het contract is nagekomen kan nakoming van de koop eisen of het contract ontbinden met schadevergoeding. De aanbetaling gaat dus niet zomaar verloren en wordt ook niet zomaar verdubbeld.",
  "dealMail.senal.penales":
    "De aanbetaling is als boete afgesproken (arras penales): de {amount} is de boete die het contract vaststelt voor de partij die het niet nakomt, en de andere partij kan daarnaast nakoming van de koop eisen.",
  "dealMail.senal.clause": "Dit staat in clausule ‘{clause}’ (cláusula {clause}) van het contract.",
} as const satisfies Record<keyof typeof dealMailEs, string>;
