import type { closingMailEs } from "./es";

/**
 * Français, en vouvoiement. L’acte, le notaire et les impôts gardent leur nom espagnol entre
 * parenthèses, tel que le notaire et le fisc le diront ; les heures sont celles de Madrid, et le disent.
 */
export const closingMailFr = {
  "closingMail.greeting": "Bonjour {name},",
  "closingMail.quoted": "« {title} »",
  "closingMail.theHome": "le logement",
  "closingMail.yourHome": "votre logement",
  "closingMail.news.lead": "Du nouveau dans la vente de {title}.",
  "closingMail.reminder.lead": "Un rappel concernant la vente de {title}.",
  "closingMail.button": "Ouvrir la salle de clôture",
  "closingMail.ics": "Ajouter cette date à votre agenda (.ics)",
  "closingMail.linkLine": "{label} : {url}",
  "closingMail.subject": "Salle de clôture : {what}",
  "closingMail.party.seller": "Le vendeur",
  "closingMail.party.buyer": "L’acheteur",
  "closingMail.party.staff": "L’équipe Zaguán",
  "closingMail.pending": "en attente",
  "closingMail.event.deposit_received": "{who} a confirmé avoir reçu l’acompte (señal) le {day}.",
  "closingMail.event.mortgage_recorded":
    "{who} a noté le prêt immobilier : évaluation de la banque (tasación) {valuation}, offre de prêt (FEIN) {fein}.",
  "closingMail.event.notary_chosen":
    "{who} a choisi l’étude notariale {name} ({address}), rendez-vous le {when} (heure de Madrid).",
  "closingMail.event.appointment_changed":
    "{who} a déplacé le rendez-vous chez le notaire au {when} (heure de Madrid).",
  "closingMail.event.deed_signed": "{who} a confirmé la signature de l’acte de vente (escritura) le {day}.",
  "closingMail.event.keys_handed": "{who} a confirmé la remise des clés le {day}.",
  "closingMail.event.notary_link_created":
    "{who} a partagé le dossier avec l’étude notariale (lien valable jusqu’au {day}).",
  "closingMail.event.notary_link_revoked": "{who} a révoqué un lien du dossier destiné à l’étude notariale.",
  "closingMail.document.uploaded": "{who} a déposé « {title} » dans les documents de la salle de clôture.",
  "closingMail.document.received": "{who} a indiqué avoir reçu « {title} » sur papier.",
  "closingMail.document.uploadedSubject": "un nouveau document",
  "closingMail.document.receivedSubject": "un document reçu",
  "closingMail.document.where":
    "Vous pouvez le consulter, ainsi que ce qui manque encore, dans l’onglet « Documents ».",
  "closingMail.notaryLink.subject": "le dossier pour l’étude notariale",
  "closingMail.notaryLink.created":
    "{who} a partagé le dossier de la vente avec l’étude notariale, par un lien valable jusqu’au {day}.",
  "closingMail.notaryLink.revoked":
    "{who} a révoqué un lien du dossier destiné à l’étude notariale : il ne s’ouvre plus.",
  "closingMail.notaryLink.where":
    "Les liens actifs se trouvent dans l’onglet « Documents » ; chacune des deux parties peut les révoquer.",
  "closingMail.reminder.left": "{left, plural, =1 {C’est demain.} other {Plus que {left} jours.}}",
  "closingMail.reminder.cita.subject": "Rappel : rendez-vous chez le notaire le {day}",
  "closingMail.reminder.cita.line":
    "L’acte de vente (escritura) se signe le {day} à {hour} (heure de Madrid).",
  "closingMail.reminder.cita.lineAt":
    "L’acte de vente (escritura) se signe le {day} à {hour} (heure de Madrid). Étude notariale : {name}, {address}.",
  "closingMail.reminder.escritura.subject": "Rappel : l’acte de vente doit être signé au plus tard le {day}",
  "closingMail.reminder.escritura.line":
    "Le contrat d’arrhes (contrato de arras) fixe le {day} comme dernier jour pour signer l’acte de vente (escritura). S’il n’y a pas encore de rendez-vous chez le notaire, mieux vaut le prendre au plus vite.",
  "closingMail.reminder.fein.subject": "Rappel : l’acte de vente peut être signé à partir du {day}",
  "closingMail.reminder.fein.line":
    "Le {day} prennent fin les 10 jours calendaires que la loi vous accorde pour étudier l’offre de prêt de la banque (FEIN) : à partir de ce jour, l’acte de vente (escritura) peut être signé.",
  "closingMail.reminder.plusvalia.subject":
    "Rappel : taxe municipale sur la plus-value (Plusvalía municipal), au plus tard le {day}",
  "closingMail.reminder.plusvalia.line":
    "Taxe municipale sur la plus-value (Plusvalía municipal) : le délai expire le {day}. Elle se règle à la mairie dans les 30 jours ouvrables suivant l’acte de vente.",
  "closingMail.reminder.modelo-211.subject":
    "Rappel : Modelo 211, versement des 3 % retenus, au plus tard le {day}",
  "closingMail.reminder.modelo-211.line":
    "Modelo 211, versement au fisc des 3 % retenus sur le prix : le délai expire le {day}.",
  "closingMail.reminder.modelo-210.subject":
    "Rappel : Modelo 210, impôt des non-résidents (IRNR) sur la plus-value, au plus tard le {day}",
  "closingMail.reminder.modelo-210.line":
    "Modelo 210, impôt des non-résidents (IRNR) sur la plus-value : le délai expire le {day}.",
  "closingMail.reminder.irpf.subject":
    "Rappel : déclarer la vente à l’impôt sur le revenu (IRPF), au plus tard le {day}",
  "closingMail.reminder.irpf.line":
    "Déclarer la vente à l’impôt sur le revenu (IRPF) : le délai expire le {day}. Elle figure dans la déclaration de l’année suivante (d’avril au 30 juin).",
  "closingMail.arras.greeting": "Bonjour {name},",
  "closingMail.arras.toSign.subject":
    "Signez le contrat d’arrhes (contrato de arras) de « {title} » sur {brand}",
  "closingMail.arras.toSign.preview":
    "Un contrat d’arrhes (contrato de arras) vous attend pour lecture et signature.",
  "closingMail.arras.toSign.intro":
    "Le vendeur de « {title} » vous a envoyé le contrat d’arrhes (contrato de arras) à signer sur {brand}.",
  "closingMail.arras.toSign.steps":
    "Connectez-vous avec le compte de cette adresse e-mail, complétez vos informations, lisez le contrat en entier et signez-le avec le code que nous vous enverrons.",
  "closingMail.arras.toSign.button": "Lire et signer le contrat",
  "closingMail.arras.spanishBinding":
    "Le contrat lui-même est rédigé en espagnol, et c’est le texte espagnol qui engage les deux parties.",
  "closingMail.arras.code.subject":
    "{code} est votre code pour signer le contrat d’arrhes (contrato de arras) ({brand})",
  "closingMail.arras.code.preview": "Votre code : {code}",
  "closingMail.arras.code.line": "Votre code pour signer le contrat d’arrhes (contrato de arras) est {code}.",
  "closingMail.arras.code.validity":
    "Il est valable {minutes} minutes et ne sert qu’une fois. Si vous n’avez demandé à signer aucun contrat, ignorez cet e-mail : personne ne peut signer sans ce code.",
  "closingMail.arras.sealed.subject":
    "Contrat d’arrhes (contrato de arras) de « {title} » signé par les deux parties",
  "closingMail.arras.sealed.preview":
    "Votre contrat d’arrhes (contrato de arras) est signé par les deux parties.",
  "closingMail.arras.sealed.signed":
    "Le contrat d’arrhes (contrato de arras) de « {title} » est signé par les deux parties. Vous trouverez ci-joint la copie signée et scellée en PDF.",
  "closingMail.arras.sealed.check":
    "Code de vérification : {code}. Toute personne détenant le document peut le vérifier sur {url}.",
  "closingMail.arras.sealed.button": "Voir le contrat signé",
} as const satisfies Record<keyof typeof closingMailEs, string>;
