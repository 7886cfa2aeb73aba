import type { BuyingGuide } from "#app/domain/guides/buying-guide";

/** For a German, Austrian or Swiss buyer, who knows the Notar, the Grunderwerbsteuer and the Grundbuch. */
export const buyingGuideDe: BuyingGuide = {
  locale: "de",
  title: "Immobilienkauf in Spanien: der Ratgeber für Käufer aus dem Ausland",
  description:
    "NIE, Grunderwerbsteuer nach Region, Hypothek für Nichtresidenten, Arras-Vertrag, Notar und Grundbuch, jährliche Steuern: was Sie vor dem Kauf wissen sollten.",
  lead: "Was Sie brauchen, was der Kauf kostet und welche Steuern jedes Jahr anfallen, wenn Sie eine Immobilie in Spanien kaufen.",
  intro: [
    "Vieles wird Ihnen bekannt vorkommen: Auch in Spanien wird der Kauf vor einem Notar beurkundet und in ein öffentliches Register eingetragen, das Registro de la Propiedad, das dem Grundbuch entspricht. Einiges läuft aber anders. Der Kaufpreis wird meist direkt bei der Beurkundung gezahlt, nicht über ein Notaranderkonto, und vorher bindet ein privater Vorvertrag mit Anzahlung, der Arras-Vertrag, beide Seiten.",
    "Der spanische Notar prüft Identität, Vollmachten und die Angaben zur Zahlung und belehrt beide Parteien, berät aber keine Seite. Viele Käufer beauftragen deshalb zusätzlich einen unabhängigen spanischen Anwalt (abogado). Dieser Ratgeber führt Sie Schritt für Schritt durch den Kauf. Er ersetzt keine Rechts- oder Steuerberatung.",
  ],
  contents: "Inhalt",
  updated: "Stand:",
  sections: {
    nie: {
      title: "Die NIE: Ihre Nummer für den Kauf",
      paragraphs: [
        "Ohne NIE (Número de Identidad de Extranjero) können Sie weder beurkunden noch Steuern zahlen oder ein spanisches Konto eröffnen. Spanien vergibt sie an Ausländer mit wirtschaftlichen Interessen im Land, etwa dem Kauf einer Immobilie. Sie ist nur eine Nummer, keine Aufenthaltserlaubnis.",
      ],
      items: [
        "Im Ausland: beim spanischen Konsulat, das für Ihren Wohnort zuständig ist.",
        "In Spanien: mit Termin bei einer Ausländerbehörde (Oficina de Extranjería) oder einer Polizeidienststelle, mit dem Formular EX-15, Ihrem Pass und einem Nachweis des Zwecks (etwa dem Arras-Vertrag).",
        "Über einen Bevollmächtigten mit notarieller Vollmacht, wenn Sie nicht selbst kommen können.",
        "Beantragen Sie sie früh: Termine sind oft erst nach Wochen frei.",
      ],
    },
    costs: {
      title: "Kaufnebenkosten nach Region",
      paragraphs: [
        "Beim Kauf einer Bestandsimmobilie zahlen Sie die Grunderwerbsteuer Spaniens, das ITP (Impuesto de Transmisiones Patrimoniales). Den Satz legt jede autonome Region selbst fest; Bemessungsgrundlage ist der höhere Wert aus Kaufpreis und Referenzwert des Katasters (valor de referencia). Dazu kommen Notar- und Grundbuchgebühren.",
        "Die Tabelle rechnet diese Kosten für eine Immobilie zu {price} mit denselben Sätzen und Gebührenordnungen, die wir in jeder Anzeige verwenden. Es sind Schätzungen zum allgemeinen Satz; manche Regionen haben ermäßigte Sätze für junge Käufer oder kinderreiche Familien.",
      ],
    },
    newBuild: {
      title: "Beim Kauf eines Neubaus",
      paragraphs: [
        "Beim Erstverkauf durch den Bauträger fällt statt ITP Umsatzsteuer (IVA) an: 10 % des Preises bei Wohnungen und Häusern. Zusätzlich zahlt die Urkunde die Stempelsteuer AJD, je nach Region zwischen 0,5 % und 1,5 %.",
        "Auf den Kanarischen Inseln tritt die kanarische Steuer IGIC an die Stelle der IVA.",
      ],
    },
    mortgage: {
      title: "Eine Hypothek als Nichtresident",
      paragraphs: [
        "Spanische Banken finanzieren auch Nichtresidenten, aber weniger: üblich sind 60 % bis 70 % des Schätzwerts, gegenüber etwa 80 % für Residenten. Rechnen Sie damit, den Rest des Preises und alle Nebenkosten aus Eigenkapital zu zahlen.",
        "Vor der Unterschrift muss Ihnen die Bank das Europäische Standardisierte Merkblatt (FEIN) und ein Warnblatt (FiAE) mindestens 10 Kalendertage im Voraus aushändigen. In dieser Zeit erklärt Ihnen der Notar den Vertrag, kostenlos.",
      ],
    },
    arrasAndDeed: {
      title: "Arras-Vertrag und notarielle Urkunde",
      paragraphs: [
        "Nach der Einigung unterschreiben Käufer und Verkäufer meist einen privaten Arras-Vertrag, und der Käufer leistet eine Anzahlung, oft 10 % des Preises. Bei den üblichen arras penitenciales verliert der Käufer die Anzahlung, wenn er zurücktritt; tritt der Verkäufer zurück, zahlt er sie doppelt zurück.",
        "Den Abschluss bildet die öffentliche Urkunde (escritura pública) vor dem Notar, bei der Sie den Restpreis zahlen und die Schlüssel erhalten. Danach wird der Kauf im Registro de la Propiedad eingetragen; erst die Eintragung schützt Sie gegenüber Dritten. Eine Vormerkung wie in Deutschland gibt es vor der Beurkundung in der Regel nicht. Wer nicht anreisen kann, unterschreibt über einen Bevollmächtigten.",
      ],
    },
    fiscalRepresentative: {
      title: "Der steuerliche Vertreter",
      paragraphs: [
        "Ein Nichtresident muss einen steuerlichen Vertreter in Spanien benennen, wenn er in einem Land ohne wirksamen Austausch von Steuerinformationen mit Spanien lebt oder das Finanzamt es verlangt. Für Einwohner der EU ist das meist nicht Pflicht; viele Eigentümer überlassen die Erklärungen trotzdem einem gestor.",
      ],
    },
    yearlyTaxes: {
      title: "Jährliche Steuern als Eigentümer",
      paragraphs: [
        "Jeder Eigentümer zahlt die IBI, die Grundsteuer der Gemeinde, einmal im Jahr.",
        "Wohnen Sie nicht in Spanien und vermieten nicht, zahlen Sie zusätzlich Einkommensteuer für Nichtresidenten auf ein fiktives Einkommen: 2 % des Katasterwerts (1,1 %, wenn er in den letzten zehn Jahren neu festgesetzt wurde), besteuert mit 19 % für Einwohner der EU oder des EWR. Erklärt wird mit dem Formular 210 im Laufe des Folgejahres.",
      ],
    },
    originOfFunds: {
      title: "Die Herkunft des Geldes",
      paragraphs: [
        "Nach dem spanischen Geldwäschegesetz müssen Bank und Notar Sie identifizieren und nach der Herkunft der Mittel fragen. Halten Sie Nachweise bereit: Verkauf einer anderen Immobilie, Ersparnisse, Darlehen.",
        "Zahlen Sie per Überweisung von einem Konto auf Ihren Namen: Die Urkunde hält fest, wie der Preis bezahlt wurde.",
      ],
    },
    nonResidentSeller: {
      title: "Wenn der Verkäufer nicht in Spanien wohnt",
      paragraphs: [
        "Kaufen Sie von einem Nichtresidenten, müssen Sie 3 % des Preises einbehalten und innerhalb eines Monats mit dem Formular 211 an das Finanzamt abführen. Es ist eine Vorauszahlung auf die Steuer des Verkäufers; wird sie nicht gezahlt, haftet die Immobilie dafür. Meist achtet der Notar bei der Beurkundung darauf.",
      ],
    },
  },
  costsTable: {
    caption: "Kaufnebenkosten einer Bestandsimmobilie zu {price}, nach Region",
    community: "Region",
    itpRate: "ITP-Satz",
    itp: "ITP",
    notary: "Notar",
    registry: "Grundbuch",
    total: "Summe, ungefähr",
    bandsNote: "Durchschnitt, gestaffelt",
    bonusNote: "nach {percent} Ermäßigung",
  },
  portal: {
    title: "Finden Sie Ihre Immobilie",
    text: "Immobilien direkt vom Eigentümer, mit den Kaufnebenkosten in jeder Anzeige.",
    link: "Immobilien ansehen",
  },
  disclaimer:
    "Allgemeine Informationen, keine Rechts- oder Steuerberatung. Regeln und Sätze ändern sich: Lassen Sie Ihren Fall von einer Fachperson prüfen.",
};
