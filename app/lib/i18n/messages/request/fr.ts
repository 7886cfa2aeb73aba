import type { requestEs } from "./es";

/** The buyer's page behind their e-mailed link, in French. */
export const requestFr = {
  "request.meta.title": "Votre demande",
  "request.linkEnd": "Ce lien fonctionnera jusqu’au {date}.",
  "request.offer.title": "Votre offre",
  "request.offer.for": "Pour {listing}",
  "request.offer.sellerReason": "Motif du vendeur : {reason}",
  "request.offer.initial": "Votre offre initiale",
  "request.offer.amount": "Montant proposé",
  "request.offer.confirm": "Confirmer l’offre",
  "request.offer.acceptCounter": "Accepter la contre-offre",
  "request.offer.withdraw": "Retirer mon offre",
  "request.offer.counterLabel": "Répondre par une nouvelle offre (€)",
  "request.offer.counterSubmit": "Envoyer la nouvelle offre",
  "request.offer.financing": "Financement",
  "request.offer.arrasDate": "Date proposée pour signer le contrat d’arrhes (arras)",
  "request.offer.conditions": "Conditions",
  "request.offer.counter": "Contre-offre du vendeur",
  "request.financing.mortgage": "Prêt immobilier",
  "request.financing.cash": "Comptant",
  "request.deal.heading": "Accord",
  "request.deal.price": "Prix convenu",
  "request.deal.deposit": "Acompte proposé (arras)",
  "request.deal.closingRoom": "Ouvrir la salle de clôture : le calendrier jusqu’à l’acte",
  "request.offerState.unconfirmed":
    "Il reste une étape : confirmez votre offre pour qu’elle parvienne au vendeur.",
  "request.offerState.submitted":
    "Le vendeur a reçu votre offre. Nous vous préviendrons par e-mail de sa réponse.",
  "request.offerState.accepted":
    "Vous êtes parvenus à un accord. Prochaine étape : signer le contrat d’arrhes (arras).",
  "request.offerState.rejected": "Le vendeur a refusé votre offre.",
  "request.offerState.countered": "Le vendeur vous a fait une contre-offre.",
  "request.offerState.buyer_countered":
    "Vous avez répondu à la contre-offre par une nouvelle offre. Nous vous préviendrons par e-mail de la réponse du vendeur.",
  "request.offerState.withdrawn": "Vous avez retiré cette offre.",
  "request.offerState.closed": "Le vendeur a accepté une autre offre pour ce bien : votre offre est close.",
  "request.offerState.released": "Le vendeur a levé la réservation : l’accord ne va pas plus loin.",
  "request.offerDone.confirmed":
    "Offre confirmée et transmise au vendeur. Nous vous préviendrons par e-mail de sa réponse.",
  "request.offerDone.counterAccepted":
    "Vous avez accepté la contre-offre. Le vendeur vous contactera pour signer le contrat d’arrhes (arras).",
  "request.offerDone.withdrawn": "Vous avez retiré votre offre ; nous en avons informé le vendeur.",
  "request.offerDone.counteredBack":
    "Votre nouvelle offre a été transmise au vendeur. Nous vous préviendrons par e-mail de sa réponse.",
  "request.offerDone.stale":
    "Cette offre ne permet plus ce changement : rechargez la page pour voir où elle en est.",
  "request.offerDone.alreadyAccepted": "Le vendeur a déjà accepté une autre offre pour ce bien.",
  "request.offerDone.amountInvalid": "Saisissez le montant en euros, sans centimes : par exemple 250000.",
  "request.viewing.title": "Votre visite de « {title} »",
  "request.viewing.listing": "Voir l’annonce",
  "request.viewing.proposed": "Le vendeur propose :",
  "request.viewing.date": "Date de la visite :",
  "request.viewing.madrid": "(heure de Madrid)",
  "request.viewing.yourTimes": "Les créneaux que vous avez proposés (heure de Madrid) :",
  "request.viewing.accept": "Accepter ce créneau",
  "request.viewing.cancel": "Annuler la visite",
  "request.viewing.rating": "Votre note : {rating} sur 5",
  "request.viewing.rateLegend": "Comment s’est passée la visite ?",
  "request.viewing.rateHint": "1 : très mal ; 5 : très bien.",
  "request.viewing.comment": "Commentaire (facultatif)",
  "request.viewing.rateSubmit": "Envoyer ma note",
  "request.viewingState.requested": "Visite demandée",
  "request.viewingState.rescheduled": "Autre créneau proposé",
  "request.viewingState.confirmed": "Visite confirmée",
  "request.viewingState.rejected": "Visite refusée",
  "request.viewingState.cancelled_by_buyer": "Annulée par vous",
  "request.viewingState.cancelled_by_seller": "Annulée par le vendeur",
  "request.viewingNotice.cancelada": "Vous avez annulé la visite ; nous avons prévenu le vendeur.",
  "request.viewingNotice.aceptada":
    "Visite confirmée. Nous vous avons envoyé une invitation pour votre agenda.",
  "request.viewingNotice.valorada": "Merci pour votre note. Le vendeur peut désormais la voir.",
  "request.viewingNotice.cambiada": "Votre visite avait déjà changé : vérifiez où elle en est.",
  "request.deal.acceptedBySeller": "Le vendeur a accepté votre offre de {price}.",
  "request.deal.acceptedByBuyer": "Vous avez accepté la contre-proposition du vendeur de {price}.",
  "request.deal.nextStep": "Prochaine étape : signer le contrat d’arrhes (contrato de arras).",
  "request.rating.required": "Choisissez une note de 1 à 5.",
  "request.rating.commentLong": "Votre commentaire ne peut pas dépasser 1 000 caractères.",
  "request.expired.eyebrow": "Lien expiré",
  "request.expired.title": "Ce lien a expiré",
  "request.expired.lasts":
    "Le lien de votre demande fonctionne tant qu’elle est ouverte, puis {days} jours après sa clôture.",
  "request.expired.listing":
    "Si le bien vous intéresse toujours, vous pouvez écrire de nouveau au vendeur depuis l’annonce.",
  "request.expired.noListing":
    "L’annonce n’est plus en ligne. Vous trouverez d’autres biens à vendre sur notre portail.",
  "request.expired.seeListing": "Voir l’annonce",
  "request.missing.eyebrow": "Erreur 404",
  "request.missing.title": "Demande introuvable",
  "request.missing.message":
    "Cette demande n’a plus de page à elle. Vous pouvez poursuivre votre recherche sur notre portail.",
  "request.portal": "Biens à vendre",
} as const satisfies Record<keyof typeof requestEs, string>;
