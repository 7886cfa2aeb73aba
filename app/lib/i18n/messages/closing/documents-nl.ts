import type { closingDocumentsEs } from "./documents-es";

/** The Documentos tab: each name keeps the Spanish one the notary and the registry use. */
export const closingDocumentsNl = {
  "closing.doc.intro":
    "Wat de notaris voor deze verkoop zal vragen. Elke partij uploadt haar eigen stukken; alleen u beiden en het Zaguán-team zien de bestanden.",
  "closing.doc.seller": "Documenten van de verkoper",
  "closing.doc.buyer": "Documenten van de koper",
  "closing.doc.received": "Ontvangen",
  "closing.doc.missing": "Ontbreekt",
  "closing.doc.legalBasis": "Wettelijke grondslag (Spaans recht): {basis}",
  "closing.doc.see": "“{title}” bekijken",
  "closing.doc.onPaper": "Op papier ontvangen",
  "closing.doc.by": "{day}, door {who}",
  "closing.doc.bySeller": "de verkoper",
  "closing.doc.byBuyer": "de koper",
  "closing.doc.byStaff": "Zaguán",
  "closing.doc.earlier": "Eerdere versies ({count})",
  "closing.doc.fileOf": "Bestand van {day}",
  "closing.doc.paperOn": "Op {day} als op papier ontvangen gemarkeerd",
  "closing.doc.markReceived": "Ik heb het op papier: als ontvangen markeren",
  "closing.doc.absent": "Alleen als u niet bij de ondertekening bent.",
  "closing.doc.nota-simple.title": "Uittreksel uit het kadaster (nota simple)",
  "closing.doc.nota-simple.why":
    "Het toont wie de eigenaar is en welke lasten op de woning rusten; de notaris wil een recent exemplaar.",
  "closing.doc.escritura.title": "Eigendomsakte (escritura de propiedad)",
  "closing.doc.escritura.why": "De akte die bewijst hoe de verkoper de woning heeft verkregen.",
  "closing.doc.ibi.title": "Laatste aanslag onroerendgoedbelasting (IBI)",
  "closing.doc.ibi.why": "Het bewijst dat de belasting betaald is: de woning staat in voor achterstanden.",
  "closing.doc.certificado-comunidad.title":
    "Verklaring van de VvE over achterstanden (certificado de la comunidad)",
  "closing.doc.certificado-comunidad.why":
    "Ondertekend door de secretaris met akkoord van de voorzitter; het zegt of de bijdragen betaald zijn.",
  "closing.doc.certificado-energetico.title": "Energielabel (certificado de eficiencia energética)",
  "closing.doc.certificado-energetico.why": "De verkoper moet het bij de verkoop aan de koper overhandigen.",
  "closing.doc.cedula-habitabilidad.title": "Bewoonbaarheidsverklaring (cédula de habitabilidad)",
  "closing.doc.cedula-habitabilidad.why": "De regio van de woning eist het bij verkoop.",
  "closing.doc.certificado-deuda-hipoteca.title":
    "Bankverklaring over de resterende hypotheekschuld van de verkoper",
  "closing.doc.certificado-deuda-hipoteca.why":
    "Daarmee wordt de hypotheek van de verkoper op de dag van ondertekening met de koopprijs afgelost.",
  "closing.doc.nie-vendedor.title": "Vreemdelingennummer van de verkoper (NIE)",
  "closing.doc.nie-vendedor.why":
    "Een verkoper die niet in Spanje woont, heeft een NIE nodig om te tekenen en de verkoop aan te geven.",
  "closing.doc.poder-vendedor.title": "Volmacht van de verkoper (poder notarial)",
  "closing.doc.poder-vendedor.why":
    "Daarmee kan iemand anders de akte (escritura) namens de verkoper tekenen.",
  "closing.doc.dni-comprador.title": "DNI of NIE van de koper",
  "closing.doc.dni-comprador.why": "De notaris moet de koper identificeren.",
  "closing.doc.justificante-fondos.title": "Betalingsbewijzen van de bank (justificantes bancarios)",
  "closing.doc.justificante-fondos.why":
    "De akte (escritura) moet vermelden hoe de prijs wordt betaald: overschrijvingen of cheques en hun rekening.",
  "closing.doc.fein.title": "Bindend hypotheekaanbod (FEIN)",
  "closing.doc.fein.why":
    "U hebt 10 dagen om het te bestuderen voordat u tekent; de notaris controleert dat die voorbij zijn.",
  "closing.doc.modelo-211.title": "Modelo 211: inhouding van 3% bij een niet-ingezeten verkoper",
  "closing.doc.modelo-211.why":
    "Wie koopt van een niet-ingezetene, houdt 3% van de prijs in en draagt die binnen een maand af aan de belastingdienst (Hacienda).",
  "closing.doc.poder-comprador.title": "Volmacht van de koper (poder notarial)",
  "closing.doc.poder-comprador.why": "Daarmee kan iemand anders de akte (escritura) namens u tekenen.",
  "closing.doc.age":
    "{days, plural, =0 {Vandaag afgegeven} one {1 dag geleden afgegeven} other {# dagen geleden afgegeven}}",
  "closing.doc.ageLine": "{age}.",
  "closing.doc.tooOld": "{age}: het is ouder dan 3 maanden; vraag vóór de ondertekening een nieuw aan.",
  "closing.doc.toast.upload-document": "Document geüpload. De andere partij kan het nu zien.",
  "closing.doc.toast.mark-received": "Gemarkeerd als ontvangen.",
  "closing.doc.toast.create-notary-link":
    "Link aangemaakt. Kopieer hem en stuur hem naar het notariskantoor.",
  "closing.doc.toast.revoke-notary-link": "Link ingetrokken: hij opent niet meer.",
  "closing.doc.upload.aria": "“{title}” uploaden",
  "closing.doc.upload.new": "Het bestand uploaden (pdf of foto, tot 10 MB)",
  "closing.doc.upload.replace": "Het bestand vervangen (pdf of foto, tot 10 MB)",
  "closing.doc.upload.issuedOn": "Afgiftedatum op de nota simple",
  "closing.doc.upload.button": "Uploaden",
  "closing.doc.upload.replaceButton": "Vervangen",
  "closing.doc.markAria": "“{title}” als ontvangen markeren",
  "closing.doc.share.heading": "Delen met het notariskantoor",
  "closing.doc.share.intro":
    "Een link naar het dossier van de verkoop (de partijen, de woning, de prijs en de aanbetaling, het koopcontract en de stand van elk document) die het notariskantoor 30 dagen zonder account kan openen. U kunt hem allebei intrekken.",
  "closing.doc.share.active": "Actieve links",
  "closing.doc.share.line": "Aangemaakt door {who} op {created} · geldig tot {until}",
  "closing.doc.share.address": "Adres van de link voor het notariskantoor",
  "closing.doc.share.confirm": "Deze link intrekken?",
  "closing.doc.share.confirmText":
    "Het notariskantoor kan het dossier er dan niet meer mee openen. U kunt altijd een nieuwe aanmaken.",
  "closing.doc.share.confirmLabel": "Ja, intrekken",
  "closing.doc.share.revoke": "Intrekken",
  "closing.doc.share.none": "Er is geen actieve link.",
  "closing.doc.share.create": "Een link voor het notariskantoor aanmaken",
  "closing.doc.nota-simple.basis": "Hypotheekwet (Ley Hipotecaria), art. 221 en 222",
  "closing.doc.escritura.basis": "Notarieel reglement (Reglamento Notarial), art. 174",
  "closing.doc.ibi.basis":
    "Wet op de lokale financiën (Ley Reguladora de las Haciendas Locales, RDLeg. 2/2004), art. 64",
  "closing.doc.certificado-comunidad.basis":
    "Wet op de appartementsrechten (Ley de Propiedad Horizontal), art. 9.1.e",
  "closing.doc.certificado-energetico.basis": "Koninklijk Besluit (Real Decreto) 390/2021, art. 17.2",
  "closing.doc.cedula-habitabilidad.basis":
    "Woningregels van de regio (normativa de vivienda de la comunidad autónoma)",
  "closing.doc.certificado-deuda-hipoteca.basis": "Hypotheekwet (Ley Hipotecaria), art. 82",
  "closing.doc.nie-vendedor.basis": "Koninklijk Besluit (Real Decreto) 1065/2007, art. 18",
  "closing.doc.poder-vendedor.basis": "Burgerlijk Wetboek (Código Civil), art. 1280.5",
  "closing.doc.dni-comprador.basis":
    "Antiwitwaswet (Ley 10/2010 de prevención del blanqueo de capitales), art. 3",
  "closing.doc.justificante-fondos.basis": "Notariswet (Ley del Notariado), art. 24",
  "closing.doc.fein.basis":
    "Wet op het hypothecair krediet (Ley 5/2019 de crédito inmobiliario), art. 14 en 15",
  "closing.doc.modelo-211.basis":
    "Wet op de inkomstenbelasting van niet-ingezetenen (Ley del IRNR, RDLeg. 5/2004), art. 25.2",
  "closing.doc.poder-comprador.basis": "Burgerlijk Wetboek (Código Civil), art. 1280.5",
} as const satisfies Record<keyof typeof closingDocumentsEs, string>;
