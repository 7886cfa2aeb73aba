import type { FormsCatalogue } from "./types";

export const formsFr: FormsCatalogue = {
  "forms.name": "Nom",
  "forms.email": "Adresse e-mail",
  "forms.emailVerified": "L’adresse de votre compte, déjà vérifiée : inutile de la confirmer.",
  "forms.phone": "Téléphone (facultatif)",
  "forms.honeypot": "Site web",
  "forms.privacyAccept": "J’ai lu et j’accepte la",
  "forms.privacyPolicy": "Politique de confidentialité",
  "forms.contact.heading": "Contacter le vendeur",
  "forms.contact.intro":
    "Écrivez au vendeur sans partager votre compte : nous lui transmettons votre message par e-mail et il vous répondra directement. Son adresse n’est jamais affichée.",
  "forms.contact.message": "Message",
  "forms.contact.messageHint":
    "Par exemple : quand vous pourriez visiter le bien, ou ce que vous aimeriez savoir à son sujet.",
  "forms.contact.privacyPurpose":
    " : nous n’utiliserons vos données que pour transmettre votre message au vendeur.",
  "forms.contact.submit": "Envoyer le message",
  "forms.contact.sent": "Message envoyé",
  "forms.contact.sentDetail":
    "Le vendeur a bien reçu votre message et vous répondra à votre adresse e-mail. Nous vous y avons aussi envoyé un accusé de réception.",
  "forms.contact.again": "Écrire un autre message",
  "forms.contact.tooFast":
    "Le formulaire a été envoyé trop vite. Relisez votre message et cliquez de nouveau sur « Envoyer le message ».",
  "forms.contact.expired":
    "Le formulaire a expiré. Cliquez de nouveau sur « Envoyer le message » pour l’envoyer.",
  "forms.viewing.heading": "Demander une visite",
  "forms.viewing.intro":
    "Proposez jusqu’à trois dates et heures dans les 90 prochains jours, entre 08:00 et 22:00, heure espagnole (Madrid). Le vendeur en confirmera une ou vous en proposera une autre, et vous recevrez tous les deux une invitation pour votre agenda.",
  "forms.viewing.times": "Les créneaux qui vous conviennent",
  "forms.viewing.slot": "Date et heure {number}",
  "forms.viewing.slotOptional": "Date et heure {number} (facultatif)",
  "forms.viewing.privacyPurpose":
    " : nous n’utiliserons vos données que pour organiser la visite avec le vendeur.",
  "forms.viewing.submit": "Demander une visite",
  "forms.viewing.sent": "Demande de visite envoyée",
  "forms.viewing.sentDetail":
    "Le vendeur choisira l’un de vos créneaux ou vous en proposera un autre. Nous vous préviendrons par e-mail ; vous y trouverez un lien pour suivre ou annuler votre demande.",
  "forms.viewing.again": "Demander une autre visite",
  "forms.viewing.tooFast":
    "Le formulaire a été envoyé trop vite. Vérifiez vos informations et cliquez de nouveau sur « Demander une visite ».",
  "forms.viewing.expired":
    "Le formulaire a expiré. Cliquez de nouveau sur « Demander une visite » pour l’envoyer.",
  "forms.offer.heading": "Faire une offre",
  "forms.offer.intro":
    "Nous vous enverrons un lien pour confirmer votre adresse e-mail ; c’est alors seulement que l’offre parviendra au vendeur, et vous saurez par e-mail s’il l’accepte, la refuse ou vous fait une contre-offre. Son adresse n’est jamais affichée.",
  "forms.offer.introVerified":
    "Votre offre parvient au vendeur dès que vous l’envoyez, depuis l’adresse e-mail de votre compte. Vous saurez par e-mail, et dans « Mes demandes » (Mis solicitudes) de votre compte, s’il l’accepte, la refuse ou vous fait une contre-offre. Son adresse n’est jamais affichée.",
  "forms.offer.amount": "Montant de l’offre (€)",
  "forms.offer.askingPrice": "Prix demandé : {price}",
  "forms.offer.financing": "Financement",
  "forms.offer.mortgage": "Avec un prêt immobilier",
  "forms.offer.cash": "Comptant",
  "forms.offer.arrasDate": "Date proposée pour signer le compromis (arras)",
  "forms.offer.conditions": "Conditions (facultatif)",
  "forms.offer.conditionsExample":
    "Par exemple : sous réserve de l’obtention du prêt, ou les meubles de cuisine restent.",
  "forms.offer.privacyPurpose":
    " : nous n’utiliserons vos données que pour transmettre votre offre au vendeur.",
  "forms.offer.submit": "Envoyer l’offre",
  "forms.offer.sent": "Consultez vos e-mails pour confirmer votre offre",
  "forms.offer.sentDetail":
    "Nous vous avons envoyé un lien. Votre offre parviendra au vendeur quand vous l’ouvrirez et cliquerez sur « Confirmer mon offre » ; sans confirmation sous 7 jours, nous la supprimerons.",
  "forms.offer.delivered": "Offre envoyée au vendeur",
  "forms.offer.deliveredDetail":
    "Nous vous préviendrons de sa réponse par e-mail. Vous pouvez aussi la suivre, et répondre à une contre-offre, dans « Mes demandes » (Mis solicitudes) de votre compte.",
  "forms.offer.again": "Faire une autre offre",
  "forms.offer.tooFast":
    "Le formulaire a été envoyé trop vite. Relisez votre offre et cliquez de nouveau sur « Envoyer l’offre ».",
  "forms.offer.expired": "Le formulaire a expiré. Cliquez de nouveau sur « Envoyer l’offre » pour l’envoyer.",
  "forms.error.alreadySent":
    "Ce formulaire avait déjà été envoyé. Si vous n’avez pas vu la confirmation, vérifiez vos informations et renvoyez-le.",
  "forms.error.rateLimited":
    "Vous avez envoyé trop de messages d’affilée. Réessayez dans {minutes, plural, one {# minute} other {# minutes}}.",
  "forms.error.reserved":
    "Réservé : le vendeur a conclu un accord avec un acheteur et n’accepte plus d’offres ni de messages. Si la réservation est levée, le bien sera de nouveau en vente.",
  "forms.error.nameRequired": "Indiquez votre nom.",
  "forms.error.nameShort": "Le nom doit comporter au moins 2 caractères.",
  "forms.error.nameLong": "Le nom ne peut pas dépasser 100 caractères.",
  "forms.error.emailRequired": "Indiquez votre adresse e-mail.",
  "forms.error.emailLong": "Cette adresse e-mail est trop longue.",
  "forms.error.emailInvalid": "Indiquez une adresse e-mail valide, par exemple nom@exemple.fr.",
  "forms.error.phoneInvalid":
    "Indiquez un numéro de téléphone valide : chiffres, espaces et tirets uniquement, avec l’indicatif du pays (par exemple +33).",
  "forms.error.privacyRequired":
    "Vous devez accepter la Politique de confidentialité pour envoyer le message.",
  "forms.error.privacyViewing":
    "Vous devez accepter la Politique de confidentialité pour demander la visite.",
  "forms.error.messageRequired": "Écrivez votre message au vendeur.",
  "forms.error.messageShort": "Le message doit comporter au moins 10 caractères.",
  "forms.error.messageLong": "Le message ne peut pas dépasser 2 000 caractères.",
  "forms.error.slotRequired": "Proposez au moins une date et une heure pour la visite.",
  "forms.error.slotInvalid": "Indiquez une date et une heure valides (par exemple 14/03/2026 10:30).",
  "forms.error.slotPast": "Choisissez une date et une heure qui ne sont pas encore passées.",
  "forms.error.slotTooSoon": "Proposez une heure au moins deux heures à l’avance.",
  "forms.error.slotTooFar": "Proposez une date dans les 90 prochains jours.",
  "forms.error.slotOutsideHours": "Proposez une heure entre 08:00 et 22:00, heure espagnole (Madrid).",
  "forms.error.slotRepeated": "Vous avez déjà proposé cette date et cette heure.",
  "forms.error.amountRequired": "Indiquez le montant de votre offre en euros.",
  "forms.error.amountInvalid": "Indiquez le montant en euros, sans centimes : par exemple 250 000.",
  "forms.error.amountAmbiguous":
    "Impossible de savoir si ce montant comporte des centimes : écrivez-le en euros entiers, avec des espaces pour les milliers, par exemple 250 000.",
  "forms.error.amountTooLow": "L’offre doit être d’au moins 1 000 €.",
  "forms.error.amountTooHigh": "Vérifiez le montant : il dépasse 100 fois le prix du bien.",
  "forms.error.financingRequired": "Indiquez comment vous paierez : avec un prêt ou comptant.",
  "forms.error.arrasDateRequired": "Indiquez la date que vous proposez pour signer le compromis (arras).",
  "forms.error.arrasDateInvalid": "Cette date n’existe pas : vérifiez le jour et le mois.",
  "forms.error.arrasDatePast": "La date du compromis doit être postérieure à aujourd’hui.",
  "forms.error.arrasDateFar": "La date du compromis ne peut pas être à plus d’un an.",
  "forms.error.conditionsLong": "Les conditions ne peuvent pas dépasser 2 000 caractères.",
  "forms.mail.hello": "Bonjour,",
  "forms.mail.viewListing": "Voir l’annonce",
  "forms.mail.enquiry.copySubject": "Votre message à propos de « {title} »",
  "forms.mail.enquiry.copyPreview": "Nous avons transmis votre message au vendeur.",
  "forms.mail.enquiry.copySent":
    "Nous avons transmis votre message au vendeur de « {title} ». Il vous répondra directement à cette adresse.",
  "forms.mail.enquiry.copySentPhone":
    "Nous avons transmis votre message au vendeur de « {title} ». Il vous répondra directement à cette adresse ou par téléphone.",
  "forms.mail.enquiry.copyNotYou":
    "Si vous n’avez pas écrit ce message, ignorez cet e-mail : personne ne vous écrira plus à ce sujet.",
  "forms.mail.enquiry.receiptSubject": "Message envoyé à propos de « {title} »",
  "forms.mail.enquiry.receiptPreview": "Nous avons transmis le message au vendeur.",
  "forms.mail.enquiry.receipt":
    "Nous avons reçu un message envoyé depuis cette adresse à propos de « {title} » et l’avons transmis au vendeur. S’il répond, ce sera à cette adresse.",
  "forms.mail.enquiry.receiptNotYou":
    "Si ce n’était pas vous, ignorez cet e-mail : personne ne vous écrira plus à ce sujet.",
  "forms.mail.offer.confirmSubject": "Confirmez votre offre pour « {title} »",
  "forms.mail.offer.confirmLine":
    "Pour que votre offre pour « {title} » parvienne au vendeur, confirmez que cette adresse e-mail est bien la vôtre.",
  "forms.mail.offer.confirmButton": "Confirmer mon offre",
  "forms.mail.offer.confirmNotYou":
    "Si vous n’avez pas fait cette offre, ignorez cet e-mail : elle ne sera pas envoyée et nous la supprimerons dans quelques jours.",
  "forms.mail.viewing.requestSubject": "Votre demande de visite pour « {title} »",
  "forms.mail.viewing.receiptSubject": "Demande de visite envoyée pour « {title} »",
  "forms.mail.viewing.requestPreview": "Nous avons transmis votre demande de visite au vendeur.",
  "forms.mail.viewing.requestSent":
    "Nous avons transmis au vendeur de « {title} » votre demande de visite avec ces créneaux (heure espagnole, Madrid). Nous vous préviendrons par e-mail dès qu’il répondra.",
  "forms.mail.viewing.receiptSent":
    "Nous avons reçu une demande de visite envoyée depuis cette adresse pour « {title} », avec ces créneaux (heure espagnole, Madrid), et l’avons transmise au vendeur. Nous vous préviendrons par e-mail dès qu’il répondra.",
  "forms.mail.viewing.followLink": "Le lien vous permet de suivre votre demande ou de l’annuler.",
  "forms.mail.viewing.receiptNotYou":
    "Si ce n’était pas vous, annulez-la depuis le lien ou ignorez cet e-mail.",
  "forms.mail.viewing.requestButton": "Voir votre demande",
  "forms.mail.viewing.confirmedSubject": "Visite confirmée : « {title} »",
  "forms.mail.viewing.onTime": "Votre visite est prévue le {time}.",
  "forms.mail.viewing.confirmed":
    "Le vendeur a confirmé votre visite de « {title} » (heure espagnole, Madrid). Ajoutez-la à votre agenda grâce à l’invitation jointe.",
  "forms.mail.viewing.address": "Adresse : {address}",
  "forms.mail.viewing.cantGo":
    "Si vous ne pouvez pas venir, annulez-la depuis le lien pour prévenir le vendeur.",
  "forms.mail.viewing.viewButton": "Voir votre visite",
  "forms.mail.viewing.proposedSubject": "Le vendeur propose un autre horaire pour visiter « {title} »",
  "forms.mail.viewing.proposedPreview": "Nouvelle proposition : {time}.",
  "forms.mail.viewing.proposed":
    "Le vendeur de « {title} » n’est pas disponible aux dates que vous avez proposées et vous propose celle-ci (heure espagnole, Madrid) :",
  "forms.mail.viewing.proposedButton": "Accepter ou annuler la visite",
  "forms.mail.viewing.rejectedPreview": "Le vendeur ne peut pas vous recevoir pour une visite.",
  "forms.mail.viewing.rejected":
    "Le vendeur de « {title} » ne peut pas donner suite à votre demande de visite.",
  "forms.mail.viewing.rejectedNext":
    "Vous pouvez toujours consulter l’annonce ou lui écrire depuis celle-ci.",
  "forms.mail.viewing.cancelledSubject": "Visite annulée : « {title} »",
  "forms.mail.viewing.cancelledPreview": "Le vendeur a annulé la visite.",
  "forms.mail.viewing.cancelled":
    "Le vendeur a annulé votre visite de « {title} » (heure espagnole, Madrid) :",
  "forms.mail.viewing.reminderSubject": "Rappel : demain, vous visitez « {title} »",
  "forms.mail.viewing.reminder": "Nous vous rappelons votre visite de « {title} » (heure espagnole, Madrid).",
  "forms.mail.viewing.feedbackSubject": "Comment s’est passée la visite ?",
  "forms.mail.viewing.feedbackPreview": "Dites-nous ce que vous avez pensé de « {title} ».",
  "forms.mail.viewing.feedback":
    "Nous espérons que la visite de « {title} » s’est bien passée. Notez-la de 1 à 5 et, si vous le souhaitez, laissez un commentaire : le vendeur le verra.",
  "forms.mail.viewing.feedbackButton": "Noter la visite",
  "forms.phone.notPerson": "Ouvrez l’annonce dans un navigateur pour voir le numéro de téléphone.",
  "forms.phone.unavailable":
    "Cette annonce n’a pas de numéro de contact. Écrivez au vendeur avec le formulaire.",
  "forms.phone.rateLimited":
    "Vous avez demandé beaucoup de numéros en peu de temps. Réessayez dans {minutes, plural, one {# minute} other {# minutes}} ou écrivez au vendeur avec le formulaire de contact.",
};
