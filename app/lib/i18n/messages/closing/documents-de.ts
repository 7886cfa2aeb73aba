import type { closingDocumentsEs } from "./documents-es";

/** The Documentos tab: each name keeps the Spanish one the notary and the registry use. */
export const closingDocumentsDe = {
  "closing.doc.intro":
    "Was das Notariat für diesen Verkauf verlangen wird. Jede Seite lädt ihre Unterlagen hoch; nur Sie beide und das Zaguán-Team sehen die Dateien.",
  "closing.doc.seller": "Unterlagen des Verkäufers",
  "closing.doc.buyer": "Unterlagen des Käufers",
  "closing.doc.received": "Liegt vor",
  "closing.doc.missing": "Fehlt",
  "closing.doc.legalBasis": "Rechtsgrundlage (spanisches Recht): {basis}",
  "closing.doc.see": "„{title}“ ansehen",
  "closing.doc.onPaper": "Auf Papier erhalten",
  "closing.doc.by": "{day}, von {who}",
  "closing.doc.bySeller": "dem Verkäufer",
  "closing.doc.byBuyer": "dem Käufer",
  "closing.doc.byStaff": "Zaguán",
  "closing.doc.earlier": "Frühere Fassungen ({count})",
  "closing.doc.fileOf": "Datei vom {day}",
  "closing.doc.paperOn": "Am {day} als auf Papier erhalten markiert",
  "closing.doc.markReceived": "Liegt mir auf Papier vor: als erhalten markieren",
  "closing.doc.absent": "Nur wenn Sie bei der Unterzeichnung nicht anwesend sind.",
  "closing.doc.nota-simple.title": "Grundbuchauszug (nota simple)",
  "closing.doc.nota-simple.why":
    "Er zeigt, wem die Immobilie gehört und welche Lasten darauf liegen; das Notariat will einen aktuellen.",
  "closing.doc.escritura.title": "Eigentumsurkunde (escritura de propiedad)",
  "closing.doc.escritura.why": "Die Urkunde, die belegt, wie der Verkäufer die Immobilie erworben hat.",
  "closing.doc.ibi.title": "Letzter Grundsteuerbescheid (IBI)",
  "closing.doc.ibi.why": "Er belegt, dass die Steuer bezahlt ist: Für Rückstände haftet die Immobilie.",
  "closing.doc.certificado-comunidad.title":
    "Bescheinigung der Eigentümergemeinschaft über Rückstände (certificado de la comunidad)",
  "closing.doc.certificado-comunidad.why":
    "Vom Verwalter unterschrieben und vom Vorsitz gegengezeichnet, zeigt sie, ob die Beiträge bezahlt sind.",
  "closing.doc.certificado-energetico.title": "Energieausweis (certificado de eficiencia energética)",
  "closing.doc.certificado-energetico.why": "Der Verkäufer muss ihn dem Käufer beim Verkauf übergeben.",
  "closing.doc.cedula-habitabilidad.title": "Bewohnbarkeitsbescheinigung (cédula de habitabilidad)",
  "closing.doc.cedula-habitabilidad.why": "Die Region der Immobilie verlangt sie für den Verkauf.",
  "closing.doc.certificado-deuda-hipoteca.title":
    "Bankbescheinigung über die Restschuld der Hypothek des Verkäufers",
  "closing.doc.certificado-deuda-hipoteca.why":
    "Damit wird die Hypothek des Verkäufers am Tag der Unterzeichnung aus dem Kaufpreis abgelöst.",
  "closing.doc.nie-vendedor.title": "Ausländernummer des Verkäufers (NIE)",
  "closing.doc.nie-vendedor.why":
    "Wer nicht in Spanien ansässig ist, braucht die NIE, um zu unterschreiben und den Verkauf zu erklären.",
  "closing.doc.poder-vendedor.title": "Vollmacht des Verkäufers (poder notarial)",
  "closing.doc.poder-vendedor.why":
    "Damit kann eine andere Person die Kaufurkunde (escritura) im Namen des Verkäufers unterschreiben.",
  "closing.doc.dni-comprador.title": "DNI oder NIE des Käufers",
  "closing.doc.dni-comprador.why": "Das Notariat muss den Käufer identifizieren.",
  "closing.doc.justificante-fondos.title": "Zahlungsnachweise der Bank (justificantes bancarios)",
  "closing.doc.justificante-fondos.why":
    "Die Kaufurkunde (escritura) muss festhalten, wie der Preis bezahlt wird: Überweisungen oder Schecks und ihr Konto.",
  "closing.doc.fein.title": "Verbindliches Kreditangebot (FEIN)",
  "closing.doc.fein.why":
    "Sie haben 10 Tage Bedenkzeit vor der Unterzeichnung; das Notariat prüft, dass sie verstrichen sind.",
  "closing.doc.modelo-211.title": "Modelo 211: Einbehalt von 3 % bei nicht ansässigem Verkäufer",
  "closing.doc.modelo-211.why":
    "Wer von einem Nichtansässigen kauft, behält 3 % des Preises ein und führt sie binnen eines Monats an das Finanzamt (Hacienda) ab.",
  "closing.doc.poder-comprador.title": "Vollmacht des Käufers (poder notarial)",
  "closing.doc.poder-comprador.why":
    "Damit kann eine andere Person die Kaufurkunde (escritura) in Ihrem Namen unterschreiben.",
  "closing.doc.age":
    "{days, plural, =0 {Heute ausgestellt} one {Vor 1 Tag ausgestellt} other {Vor # Tagen ausgestellt}}",
  "closing.doc.ageLine": "{age}.",
  "closing.doc.tooOld":
    "{age}: Er ist älter als 3 Monate; fordern Sie vor der Unterzeichnung einen neuen an.",
  "closing.doc.toast.upload-document": "Dokument hochgeladen. Die andere Seite kann es jetzt sehen.",
  "closing.doc.toast.mark-received": "Als erhalten markiert.",
  "closing.doc.toast.create-notary-link":
    "Link erstellt. Kopieren Sie ihn und schicken Sie ihn an das Notariat.",
  "closing.doc.toast.revoke-notary-link": "Link widerrufen: Er öffnet sich nicht mehr.",
  "closing.doc.upload.aria": "„{title}“ hochladen",
  "closing.doc.upload.new": "Datei hochladen (PDF oder Foto, bis 10 MB)",
  "closing.doc.upload.replace": "Datei ersetzen (PDF oder Foto, bis 10 MB)",
  "closing.doc.upload.issuedOn": "Ausstellungsdatum auf der nota simple",
  "closing.doc.upload.button": "Hochladen",
  "closing.doc.upload.replaceButton": "Ersetzen",
  "closing.doc.markAria": "„{title}“ als erhalten markieren",
  "closing.doc.share.heading": "Mit dem Notariat teilen",
  "closing.doc.share.intro":
    "Ein Link zur Akte des Verkaufs (die Parteien, die Immobilie, der Preis und die Anzahlung, der Anzahlungsvertrag und der Stand jeder Unterlage), den das Notariat 30 Tage lang ohne Konto öffnen kann. Jede Seite kann ihn widerrufen.",
  "closing.doc.share.active": "Aktive Links",
  "closing.doc.share.line": "Erstellt von {who} am {created} · gültig bis {until}",
  "closing.doc.share.address": "Adresse des Links für das Notariat",
  "closing.doc.share.confirm": "Diesen Link widerrufen?",
  "closing.doc.share.confirmText":
    "Das Notariat kann die Akte damit nicht mehr öffnen. Sie können jederzeit einen neuen erstellen.",
  "closing.doc.share.confirmLabel": "Ja, widerrufen",
  "closing.doc.share.revoke": "Widerrufen",
  "closing.doc.share.none": "Es gibt keinen aktiven Link.",
  "closing.doc.share.create": "Link für das Notariat erstellen",
  "closing.doc.nota-simple.basis": "Hypothekengesetz (Ley Hipotecaria), Art. 221 und 222",
  "closing.doc.escritura.basis": "Notariatsordnung (Reglamento Notarial), Art. 174",
  "closing.doc.ibi.basis":
    "Gesetz über die Gemeindefinanzen (Ley Reguladora de las Haciendas Locales, RDLeg. 2/2004), Art. 64",
  "closing.doc.certificado-comunidad.basis":
    "Wohnungseigentumsgesetz (Ley de Propiedad Horizontal), Art. 9.1.e",
  "closing.doc.certificado-energetico.basis": "Königliches Dekret (Real Decreto) 390/2021, Art. 17.2",
  "closing.doc.cedula-habitabilidad.basis":
    "Wohnungsrecht der Region (normativa de vivienda de la comunidad autónoma)",
  "closing.doc.certificado-deuda-hipoteca.basis": "Hypothekengesetz (Ley Hipotecaria), Art. 82",
  "closing.doc.nie-vendedor.basis": "Königliches Dekret (Real Decreto) 1065/2007, Art. 18",
  "closing.doc.poder-vendedor.basis": "Zivilgesetzbuch (Código Civil), Art. 1280.5",
  "closing.doc.dni-comprador.basis":
    "Geldwäschegesetz (Ley 10/2010 de prevención del blanqueo de capitales), Art. 3",
  "closing.doc.justificante-fondos.basis": "Notariatsgesetz (Ley del Notariado), Art. 24",
  "closing.doc.fein.basis": "Immobiliarkreditgesetz (Ley 5/2019 de crédito inmobiliario), Art. 14 und 15",
  "closing.doc.modelo-211.basis":
    "Gesetz über die Einkommensteuer Nichtansässiger (Ley del IRNR, RDLeg. 5/2004), Art. 25.2",
  "closing.doc.poder-comprador.basis": "Zivilgesetzbuch (Código Civil), Art. 1280.5",
} as const satisfies Record<keyof typeof closingDocumentsEs, string>;
