import type { closingDocumentsEs } from "./documents-es";

/** The Documentos tab: each name keeps the Spanish one the notary and the registry use. */
export const closingDocumentsFr = {
  "closing.doc.intro":
    "Ce que demandera le notaire pour cette vente. Chaque partie dépose ses documents ; seuls vous deux et l’équipe Zaguán voyez les fichiers.",
  "closing.doc.seller": "Documents du vendeur",
  "closing.doc.buyer": "Documents de l’acheteur",
  "closing.doc.received": "Reçu",
  "closing.doc.missing": "Manquant",
  "closing.doc.legalBasis": "Base légale (droit espagnol) : {basis}",
  "closing.doc.see": "Voir « {title} »",
  "closing.doc.onPaper": "Reçu sur papier",
  "closing.doc.by": "{day}, par {who}",
  "closing.doc.bySeller": "le vendeur",
  "closing.doc.byBuyer": "l’acheteur",
  "closing.doc.byStaff": "Zaguán",
  "closing.doc.earlier": "Versions précédentes ({count})",
  "closing.doc.fileOf": "Fichier du {day}",
  "closing.doc.paperOn": "Marqué reçu sur papier le {day}",
  "closing.doc.markReceived": "Je l’ai sur papier : marquer comme reçu",
  "closing.doc.absent": "Seulement si vous n’êtes pas présent à la signature.",
  "closing.doc.nota-simple.title": "Extrait du registre foncier (nota simple)",
  "closing.doc.nota-simple.why":
    "Il indique qui est propriétaire et quelles charges grèvent le logement ; le notaire le veut récent.",
  "closing.doc.escritura.title": "Titre de propriété (escritura de propiedad)",
  "closing.doc.escritura.why": "Le titre qui prouve comment le vendeur a acquis le logement.",
  "closing.doc.ibi.title": "Dernier avis de taxe foncière (IBI)",
  "closing.doc.ibi.why": "Il prouve que l’impôt est payé : le logement répond des arriérés.",
  "closing.doc.certificado-comunidad.title":
    "Certificat de dettes de la copropriété (certificado de la comunidad)",
  "closing.doc.certificado-comunidad.why":
    "Signé par le secrétaire avec le visa du président, il indique si les charges sont à jour.",
  "closing.doc.certificado-energetico.title":
    "Diagnostic de performance énergétique (certificado de eficiencia energética)",
  "closing.doc.certificado-energetico.why": "Le vendeur doit le remettre à l’acheteur lors de la vente.",
  "closing.doc.cedula-habitabilidad.title": "Certificat d’habitabilité (cédula de habitabilidad)",
  "closing.doc.cedula-habitabilidad.why": "La région du logement l’exige pour le vendre.",
  "closing.doc.certificado-deuda-hipoteca.title":
    "Attestation bancaire du capital restant dû sur le prêt du vendeur",
  "closing.doc.certificado-deuda-hipoteca.why":
    "Il permet de solder le prêt du vendeur avec le prix le jour de la signature.",
  "closing.doc.nie-vendedor.title": "Numéro d’étranger du vendeur (NIE)",
  "closing.doc.nie-vendedor.why":
    "Un vendeur non résident en Espagne a besoin du NIE pour signer et déclarer la vente.",
  "closing.doc.poder-vendedor.title": "Procuration du vendeur (poder notarial)",
  "closing.doc.poder-vendedor.why":
    "Il permet à une autre personne de signer l’acte (escritura) au nom du vendeur.",
  "closing.doc.dni-comprador.title": "DNI ou NIE de l’acheteur",
  "closing.doc.dni-comprador.why": "Le notaire doit identifier l’acheteur.",
  "closing.doc.justificante-fondos.title": "Justificatifs bancaires du paiement (justificantes bancarios)",
  "closing.doc.justificante-fondos.why":
    "L’acte (escritura) doit indiquer comment le prix est payé : virements ou chèques et leur compte.",
  "closing.doc.fein.title": "Offre de prêt ferme (FEIN)",
  "closing.doc.fein.why":
    "Vous avez 10 jours pour l’étudier avant de signer ; le notaire vérifie qu’ils sont écoulés.",
  "closing.doc.modelo-211.title": "Modelo 211 : retenue de 3 % sur le vendeur non résident",
  "closing.doc.modelo-211.why":
    "Qui achète à un non-résident retient 3 % du prix et les reverse au fisc (Hacienda) dans le mois.",
  "closing.doc.poder-comprador.title": "Procuration de l’acheteur (poder notarial)",
  "closing.doc.poder-comprador.why":
    "Il permet à une autre personne de signer l’acte (escritura) en votre nom.",
  "closing.doc.age":
    "{days, plural, =0 {Délivré aujourd’hui} one {Délivré il y a # jour} other {Délivré il y a # jours}}",
  "closing.doc.ageLine": "{age}.",
  "closing.doc.tooOld": "{age} : il a plus de 3 mois ; demandez-en un nouveau avant la signature.",
  "closing.doc.toast.upload-document": "Document déposé. L’autre partie peut le voir.",
  "closing.doc.toast.mark-received": "Marqué comme reçu.",
  "closing.doc.toast.create-notary-link": "Lien créé. Copiez-le et envoyez-le à l’étude notariale.",
  "closing.doc.toast.revoke-notary-link": "Lien révoqué : il ne s’ouvre plus.",
  "closing.doc.upload.aria": "Déposer « {title} »",
  "closing.doc.upload.new": "Déposer le fichier (PDF ou photo, 10 Mo maximum)",
  "closing.doc.upload.replace": "Remplacer le fichier (PDF ou photo, 10 Mo maximum)",
  "closing.doc.upload.issuedOn": "Date de délivrance indiquée sur la nota simple",
  "closing.doc.upload.button": "Déposer",
  "closing.doc.upload.replaceButton": "Remplacer",
  "closing.doc.markAria": "Marquer « {title} » comme reçu",
  "closing.doc.share.heading": "Partager avec l’étude notariale",
  "closing.doc.share.intro":
    "Un lien vers le dossier de la vente (les parties, le logement, le prix et l’acompte, le contrat d’arrhes et l’état de chaque document) que l’étude ouvre sans compte pendant 30 jours. Chacun de vous deux peut le révoquer.",
  "closing.doc.share.active": "Liens actifs",
  "closing.doc.share.line": "Créé par {who} le {created} · valable jusqu’au {until}",
  "closing.doc.share.address": "Adresse du lien pour l’étude notariale",
  "closing.doc.share.confirm": "Révoquer ce lien ?",
  "closing.doc.share.confirmText":
    "L’étude ne pourra plus ouvrir le dossier avec ce lien. Vous pouvez en créer un autre quand vous voulez.",
  "closing.doc.share.confirmLabel": "Oui, révoquer",
  "closing.doc.share.revoke": "Révoquer",
  "closing.doc.share.none": "Aucun lien actif.",
  "closing.doc.share.create": "Créer un lien pour l’étude notariale",
  "closing.doc.nota-simple.basis": "Loi hypothécaire (Ley Hipotecaria), art. 221 et 222",
  "closing.doc.escritura.basis": "Règlement notarial (Reglamento Notarial), art. 174",
  "closing.doc.ibi.basis":
    "Loi sur les finances locales (Ley Reguladora de las Haciendas Locales, RDLeg. 2/2004), art. 64",
  "closing.doc.certificado-comunidad.basis":
    "Loi sur la copropriété (Ley de Propiedad Horizontal), art. 9.1.e",
  "closing.doc.certificado-energetico.basis": "Décret royal (Real Decreto) 390/2021, art. 17.2",
  "closing.doc.cedula-habitabilidad.basis":
    "Réglementation du logement de la région (normativa de vivienda de la comunidad autónoma)",
  "closing.doc.certificado-deuda-hipoteca.basis": "Loi hypothécaire (Ley Hipotecaria), art. 82",
  "closing.doc.nie-vendedor.basis": "Décret royal (Real Decreto) 1065/2007, art. 18",
  "closing.doc.poder-vendedor.basis": "Code civil (Código Civil), art. 1280.5",
  "closing.doc.dni-comprador.basis":
    "Loi contre le blanchiment de capitaux (Ley 10/2010 de prevención del blanqueo de capitales), art. 3",
  "closing.doc.justificante-fondos.basis": "Loi sur le notariat (Ley del Notariado), art. 24",
  "closing.doc.fein.basis":
    "Loi sur le crédit immobilier (Ley 5/2019 de crédito inmobiliario), art. 14 et 15",
  "closing.doc.modelo-211.basis":
    "Loi sur l’impôt des non-résidents (Ley del IRNR, RDLeg. 5/2004), art. 25.2",
  "closing.doc.poder-comprador.basis": "Code civil (Código Civil), art. 1280.5",
} as const satisfies Record<keyof typeof closingDocumentsEs, string>;
