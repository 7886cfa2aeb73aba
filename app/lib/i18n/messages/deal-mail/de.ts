import type { dealMailEs } from "./es";

/** German, formal. Each legal term keeps its Spanish name, as the notary and the contract say it. */
export const dealMailDe = {
  "dealMail.fellThrough.subject": "Der Verkauf findet nicht statt: „{title}“",
  "dealMail.fellThrough.bySeller":
    "Der Verkäufer hat erfasst, dass der Verkauf von „{title}“ nicht stattfindet.",
  "dealMail.fellThrough.reason": "Grund: {reason}.",
  "dealMail.fellThrough.note": "Notiz des Verkäufers: {note}",
  "dealMail.fellThrough.senal": "Ihre Anzahlung (arras): {fate}",
  "dealMail.fellThrough.onSale": "Die Immobilie steht wieder zum Verkauf.",
  "dealMail.fellThrough.button": "Meine Anfragen ansehen",
  "dealMail.reason.financiacion-denegada":
    "Die Bank hat die Hypothek abgelehnt (Finanzierungsvorbehalt des Vertrags, condición de financiación)",
  "dealMail.reason.comprador-desiste": "Der Käufer tritt zurück",
  "dealMail.reason.vendedor-desiste": "Der Verkäufer tritt zurück",
  "dealMail.reason.mutuo-acuerdo": "Einvernehmlich beendet",
  "dealMail.senal.sin-arras":
    "Der Anzahlungsvertrag (contrato de arras) war noch nicht unterzeichnet: Es gibt keine Anzahlung zurückzuzahlen.",
  "dealMail.senal.condicion-financiacion":
    "Die Bank hat die Hypothek abgelehnt, und der Vertrag sah diesen Fall vor (Finanzierungsvorbehalt, condición de financiación): Der Verkäufer zahlt Ihnen die Anzahlung von {amount} vollständig zurück.",
  "dealMail.senal.mutuo-acuerdo":
    "Sie beenden den Kauf einvernehmlich: Mit der Anzahlung von {amount} wird so verfahren, wie Sie beide es schriftlich vereinbaren.",
  "dealMail.senal.ley-catalana":
    "Der Vertrag unterliegt dem katalanischen Zivilgesetzbuch (Código Civil de Cataluña, Art. 621-8): Für die Anzahlung von {amount} gilt, was die Vertragsklausel über die Art der arras bestimmt. Lassen Sie sich im Zweifel beraten, bevor Geld bewegt wird.",
  "dealMail.senal.penitenciales-vendedor":
    "Der Verkäufer tritt bei einem vereinbarten Reuegeld zurück (arras penitenciales, Art. 1454 Código Civil): Er muss Ihnen die Anzahlung von {amount} in doppelter Höhe zurückzahlen.",
  "dealMail.senal.penitenciales-comprador":
    "Der Käufer tritt bei einem vereinbarten Reuegeld zurück (arras penitenciales, Art. 1454 Código Civil): Der Verkäufer behält die Anzahlung von {amount}.",
  "dealMail.senal.confirmatorias":
    "Die Anzahlung ist eine bestätigende Anzahlung (arras confirmatorias, Art. 1124 Código Civil): Die {amount} sind Teil des Kaufpreises, und wer den Vertrag nicht verletzt hat, kann die Erfüllung des Kaufs verlangen oder vom Vertrag zurücktreten und Schadensersatz fordern. Die Anzahlung verfällt also nicht einfach und verdoppelt sich auch nicht.",
  "dealMail.senal.penales":
    "Die Anzahlung ist als Vertragsstrafe vereinbart (arras penales): Die {amount} sind die Strafe, die der Vertrag für die vertragsbrüchige Partei festlegt, und die andere Partei kann zusätzlich die Erfüllung des Kaufs verlangen.",
  "dealMail.senal.clause": "So steht es in Klausel „{clause}“ (cláusula {clause}) des Vertrags.",
} as const satisfies Record<keyof typeof dealMailEs, string>;
