import type { mailEs } from "./es";

/** Français, en vouvoyant l’acheteur ; l’apostrophe typographique, la droite étant l’échappement d’ICU. */
export const mailFr = {
  "mail.layout.tagline": "Vendez votre bien sans agence.",
  "mail.layout.help": "Besoin d’aide ? Écrivez-nous à",
  "mail.layout.buttonFallback": "Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :",
  "mail.hello": "Bonjour,",
  "mail.helloName": "Bonjour {name},",
  "mail.deal.buyer.subject": "Accord conclu : « {title} »",
  "mail.deal.buyer.acceptedBySeller": "Le vendeur a accepté votre offre de {price}.",
  "mail.deal.buyer.acceptedByBuyer": "Vous avez accepté la contre-proposition du vendeur de {price}.",
  "mail.deal.nextStep":
    "La prochaine étape est la signature du contrat d’arrhes (contrato de arras). Le bien vous est réservé d’ici là.",
  "mail.deal.buyer.button": "Voir mon offre",
  "mail.deal.buyer.after": "Le vendeur prendra contact avec vous pour fixer la date de signature.",
  "mail.deal.terms.price": "Prix convenu : {amount}",
  "mail.deal.terms.deposit": "Acompte proposé (arras) : {amount}",
  "mail.closed.subject": "Offre close : « {title} »",
  "mail.closed.line":
    "Le vendeur a accepté une autre offre pour « {title} » : le bien est désormais réservé et votre offre est close.",
  "mail.closed.back": "Si la réservation est levée, le bien sera de nouveau en vente sur le portail.",
  "mail.verification.subject": "Confirmez votre adresse e-mail sur {brand}",
  "mail.verification.preview": "Confirmez votre adresse e-mail pour commencer.",
  "mail.verification.line":
    "Merci de votre inscription sur {brand}. Pour activer votre compte, confirmez que cette adresse e-mail est bien la vôtre.",
  "mail.verification.textLine":
    "Merci de votre inscription sur {brand}. Pour activer votre compte, confirmez que cette adresse e-mail est bien la vôtre en ouvrant ce lien :",
  "mail.verification.button": "Confirmer mon adresse e-mail",
  "mail.verification.expiry":
    "Le lien expire dans {hours} heures et ne peut être utilisé qu’une seule fois. Si vous n’avez pas créé de compte, ignorez ce message.",
  "mail.reset.subject": "Réinitialisez votre mot de passe {brand}",
  "mail.reset.preview": "Choisissez un nouveau mot de passe pour votre compte.",
  "mail.reset.line":
    "Nous avons reçu une demande de réinitialisation du mot de passe de votre compte {brand}.",
  "mail.reset.textLine":
    "Nous avons reçu une demande de réinitialisation du mot de passe de votre compte {brand}. Pour choisir un nouveau mot de passe, ouvrez ce lien :",
  "mail.reset.button": "Choisir un nouveau mot de passe",
  "mail.reset.expiry":
    "Le lien expire dans {minutes} minutes et ne peut être utilisé qu’une seule fois. Changer de mot de passe vous déconnecte sur tous vos appareils. Si vous n’en êtes pas à l’origine, ignorez ce message : votre mot de passe ne changera pas.",
  "mail.signInLink.subject": "Votre lien de connexion à {brand}",
  "mail.signInLink.preview": "Connectez-vous en un clic, sans mot de passe.",
  "mail.signInLink.line":
    "Vous avez demandé un lien pour vous connecter à votre compte {brand} sans saisir votre mot de passe.",
  "mail.signInLink.textLine":
    "Vous avez demandé un lien pour vous connecter à votre compte {brand} sans saisir votre mot de passe. Pour vous connecter, ouvrez ce lien :",
  "mail.signInLink.button": "Me connecter à mon compte",
  "mail.signInLink.validity":
    "Le lien expire dans {minutes} minutes et ne peut être utilisé qu’une seule fois.",
  "mail.signInLink.notYou":
    "Si vous ne l’avez pas demandé, ignorez ce message : sans ce lien, personne ne peut se connecter, et votre mot de passe ne change pas.",
  "mail.signUpExisting.subject": "Quelqu’un a tenté de créer un compte {brand} avec votre adresse e-mail",
  "mail.signUpExisting.preview": "Vous avez déjà un compte avec cette adresse e-mail.",
  "mail.signUpExisting.what":
    "Quelqu’un a tenté de créer un compte {brand} avec cette adresse e-mail, qui en possède déjà un. Nous n’en avons pas créé d’autre et n’avons rien modifié dans le vôtre.",
  "mail.signUpExisting.ifYou":
    "Si c’était vous, connectez-vous avec votre mot de passe ou, si vous l’avez oublié, réinitialisez-le : nous vous enverrons un lien à cette adresse.",
  "mail.signUpExisting.notYou": "Si ce n’était pas vous, ignorez ce message : votre compte reste tel quel.",
  "mail.signUpExisting.signIn": "Me connecter à mon compte",
  "mail.signUpExisting.signInText": "Se connecter",
  "mail.signUpExisting.reset": "Réinitialiser le mot de passe",
  "mail.locked.subject": "Quelqu’un essaie d’accéder à votre compte {brand}",
  "mail.locked.preview": "La connexion par mot de passe est suspendue pour un moment.",
  "mail.locked.what":
    "Nous avons reçu de nombreuses tentatives de connexion à votre compte {brand} avec un mauvais mot de passe. Aucune n’a abouti. Pour vous protéger, nous n’accepterons pas le mot de passe de votre compte {minutes, plural, one {pendant la prochaine minute} other {pendant les # prochaines minutes}}.",
  "mail.locked.link":
    "Si vous devez vous connecter maintenant, demandez un lien de connexion : nous l’envoyons à cette adresse, il ne sert qu’une fois et ne demande aucun mot de passe.",
  "mail.locked.linkButton": "Recevoir un lien de connexion",
  "mail.locked.linkText": "Demandez-le ici :",
  "mail.locked.advice":
    "Si ce n’était pas vous, nous vous conseillons de choisir un mot de passe que vous n’utilisez sur aucun autre site. Si c’était vous et que vous l’avez oublié, changez-le aussi : c’est le plus rapide.",
  "mail.locked.resetButton": "Changer le mot de passe",
  "mail.locked.resetText": "C’est possible ici :",
  "mail.availableAgain.subject": "De nouveau en vente : « {title} »",
  "mail.availableAgain.line":
    "« {title} », qui vous avait intéressé, est de nouveau en vente : la vente en cours n’a pas abouti.",
  "mail.availableAgain.next":
    "Si ce bien vous intéresse toujours, vous pouvez demander une visite ou faire une offre depuis sa fiche.",
  "mail.availableAgain.button": "Voir le bien",
} as const satisfies Record<keyof typeof mailEs, string>;
