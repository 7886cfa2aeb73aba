import type { closingDocumentsEs } from "./documents-es";

/** The Documentos tab: each name keeps the Spanish one the notary and the registry use. */
export const closingDocumentsEn = {
  "closing.doc.intro":
    "What the notary will ask for, for this sale. Each party uploads their own; only the two of you and the Zaguán team can see the files.",
  "closing.doc.seller": "The seller’s documents",
  "closing.doc.buyer": "The buyer’s documents",
  "closing.doc.received": "Received",
  "closing.doc.missing": "Missing",
  "closing.doc.legalBasis": "Legal basis (Spanish law): {basis}",
  "closing.doc.see": "See “{title}”",
  "closing.doc.onPaper": "Received on paper",
  "closing.doc.by": "{day}, by {who}",
  "closing.doc.bySeller": "the seller",
  "closing.doc.byBuyer": "the buyer",
  "closing.doc.byStaff": "Zaguán",
  "closing.doc.earlier": "Earlier versions ({count})",
  "closing.doc.fileOf": "File of {day}",
  "closing.doc.paperOn": "Marked as received on paper on {day}",
  "closing.doc.markReceived": "I have it on paper: mark as received",
  "closing.doc.absent": "Only if you will not be at the signing.",
  "closing.doc.nota-simple.title": "Land Registry extract (nota simple)",
  "closing.doc.nota-simple.why":
    "It shows who owns the home and any charges on it; the notary wants a recent one.",
  "closing.doc.escritura.title": "Title deed (escritura de propiedad)",
  "closing.doc.escritura.why": "The title that proves how the seller acquired the home.",
  "closing.doc.ibi.title": "Latest property tax receipt (IBI)",
  "closing.doc.ibi.why": "It proves the tax is paid: the home answers for any arrears.",
  "closing.doc.certificado-comunidad.title":
    "Community of owners’ certificate of debts (certificado de la comunidad)",
  "closing.doc.certificado-comunidad.why":
    "Signed by the community’s secretary and approved by its president, it says whether the fees are paid up.",
  "closing.doc.certificado-energetico.title":
    "Energy performance certificate (certificado de eficiencia energética)",
  "closing.doc.certificado-energetico.why": "The seller must hand it to the buyer when selling a home.",
  "closing.doc.cedula-habitabilidad.title": "Certificate of occupancy (cédula de habitabilidad)",
  "closing.doc.cedula-habitabilidad.why": "The home’s region requires it to sell a home.",
  "closing.doc.certificado-deuda-hipoteca.title": "Bank certificate of the seller’s outstanding mortgage",
  "closing.doc.certificado-deuda-hipoteca.why":
    "With it the seller’s mortgage is paid off from the price on the day of the signing.",
  "closing.doc.nie-vendedor.title": "Seller’s foreigner’s number (NIE)",
  "closing.doc.nie-vendedor.why":
    "A seller not resident in Spain needs an NIE to sign and to declare the sale.",
  "closing.doc.poder-vendedor.title": "Seller’s power of attorney (poder notarial)",
  "closing.doc.poder-vendedor.why": "It lets someone else sign the deed (escritura) on the seller’s behalf.",
  "closing.doc.dni-comprador.title": "Buyer’s DNI or NIE",
  "closing.doc.dni-comprador.why": "The notary must identify the buyer.",
  "closing.doc.justificante-fondos.title": "Bank proof of payment (justificantes bancarios)",
  "closing.doc.justificante-fondos.why":
    "The deed (escritura) must state how the price is paid: transfers or cheques and their account.",
  "closing.doc.fein.title": "Binding mortgage offer (FEIN)",
  "closing.doc.fein.why":
    "You have 10 days to study it before signing; the notary checks that they have passed.",
  "closing.doc.modelo-211.title": "Modelo 211: 3% withheld from a non-resident seller",
  "closing.doc.modelo-211.why":
    "Whoever buys from a non-resident withholds 3% of the price and pays it to the tax office (Hacienda) within a month.",
  "closing.doc.poder-comprador.title": "Buyer’s power of attorney (poder notarial)",
  "closing.doc.poder-comprador.why": "It lets someone else sign the deed (escritura) on your behalf.",
  "closing.doc.age": "{days, plural, =0 {Issued today} one {Issued 1 day ago} other {Issued # days ago}}",
  "closing.doc.ageLine": "{age}.",
  "closing.doc.tooOld": "{age}: it is more than 3 months old; ask for a new one before the signing.",
  "closing.doc.toast.upload-document": "Document uploaded. The other party can see it now.",
  "closing.doc.toast.mark-received": "Marked as received.",
  "closing.doc.toast.create-notary-link": "Link created. Copy it and send it to the notary’s office.",
  "closing.doc.toast.revoke-notary-link": "Link revoked: it no longer opens.",
  "closing.doc.upload.aria": "Upload “{title}”",
  "closing.doc.upload.new": "Upload the file (PDF or photo, up to 10 MB)",
  "closing.doc.upload.replace": "Replace the file (PDF or photo, up to 10 MB)",
  "closing.doc.upload.issuedOn": "Issue date shown on the nota simple",
  "closing.doc.upload.button": "Upload",
  "closing.doc.upload.replaceButton": "Replace",
  "closing.doc.markAria": "Mark “{title}” as received",
  "closing.doc.share.heading": "Share with the notary’s office",
  "closing.doc.share.intro":
    "A link to the sale’s file (the parties, the home, the price and the deposit, the deposit contract and where each document stands) that the notary’s office opens without an account for 30 days. Either of you can revoke it.",
  "closing.doc.share.active": "Active links",
  "closing.doc.share.line": "Created by {who} on {created} · valid until {until}",
  "closing.doc.share.address": "Address of the link for the notary’s office",
  "closing.doc.share.confirm": "Revoke this link?",
  "closing.doc.share.confirmText":
    "The notary’s office will no longer be able to open the file with it. You can create another one whenever you like.",
  "closing.doc.share.confirmLabel": "Yes, revoke",
  "closing.doc.share.revoke": "Revoke",
  "closing.doc.share.none": "There are no active links.",
  "closing.doc.share.create": "Create a link for the notary’s office",
  "closing.doc.nota-simple.basis": "Mortgage Act (Ley Hipotecaria), arts. 221 and 222",
  "closing.doc.escritura.basis": "Notarial Regulations (Reglamento Notarial), art. 174",
  "closing.doc.ibi.basis":
    "Local Finance Act (Ley Reguladora de las Haciendas Locales, RDLeg. 2/2004), art. 64",
  "closing.doc.certificado-comunidad.basis":
    "Horizontal Property Act (Ley de Propiedad Horizontal), art. 9.1.e",
  "closing.doc.certificado-energetico.basis": "Royal Decree (Real Decreto) 390/2021, art. 17.2",
  "closing.doc.cedula-habitabilidad.basis":
    "The region’s housing rules (normativa de vivienda de la comunidad autónoma)",
  "closing.doc.certificado-deuda-hipoteca.basis": "Mortgage Act (Ley Hipotecaria), art. 82",
  "closing.doc.nie-vendedor.basis": "Royal Decree (Real Decreto) 1065/2007, art. 18",
  "closing.doc.poder-vendedor.basis": "Civil Code (Código Civil), art. 1280.5",
  "closing.doc.dni-comprador.basis":
    "Anti-Money Laundering Act (Ley 10/2010 de prevención del blanqueo de capitales), art. 3",
  "closing.doc.justificante-fondos.basis": "Notaries Act (Ley del Notariado), art. 24",
  "closing.doc.fein.basis": "Real Estate Credit Act (Ley 5/2019 de crédito inmobiliario), arts. 14 and 15",
  "closing.doc.modelo-211.basis": "Non-Resident Income Tax Act (Ley del IRNR, RDLeg. 5/2004), art. 25.2",
  "closing.doc.poder-comprador.basis": "Civil Code (Código Civil), art. 1280.5",
} as const satisfies Record<keyof typeof closingDocumentsEs, string>;
