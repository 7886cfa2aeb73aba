import type { authEs } from "./es";

/** Connexion et inscription, pour un acheteur venu d’une page en français. */
export const authFr = {
  "auth.meta.title": "Connexion",
  "auth.meta.description":
    "Connectez-vous ou créez un compte gratuit pour garder vos biens favoris, recevoir des alertes et suivre vos demandes.",
  "auth.intro.default.title": "Connectez-vous à votre compte",
  "auth.intro.default.lead":
    "Connectez-vous ou créez un compte gratuit pour garder vos biens favoris, être prévenu des nouvelles annonces et suivre vos demandes, visites et offres.",
  "auth.intro.agency.title": "Connectez-vous pour collaborer",
  "auth.intro.agency.lead":
    "Connectez-vous ou créez un compte pour poursuivre la procédure de collaboration réservée aux agences.",
  "auth.intro.favorito.title": "Gardez les biens qui vous plaisent",
  "auth.intro.favorito.lead":
    "Connectez-vous ou créez un compte gratuit pour ajouter ce bien à vos favoris, le retrouver dans votre espace et être prévenu par e-mail si son prix baisse.",
  "auth.intro.busqueda.title": "Enregistrez votre recherche et recevez des alertes",
  "auth.intro.busqueda.lead":
    "Connectez-vous ou créez un compte gratuit pour enregistrer cette recherche et recevoir par e-mail les nouveaux biens qui y correspondent.",
  "auth.tabs.label": "Connexion ou inscription",
  "auth.tabs.login": "Se connecter",
  "auth.tabs.signup": "Créer un compte",
  "auth.field.email": "Adresse e-mail",
  "auth.field.password": "Mot de passe",
  "auth.field.name": "Nom et prénom",
  "auth.password.show": "Afficher",
  "auth.password.hide": "Masquer",
  "auth.signIn.submit": "Se connecter",
  "auth.signIn.forgot": "Mot de passe oublié ? (page en espagnol)",
  "auth.signIn.resend": "Renvoyer l’e-mail de confirmation",
  "auth.signIn.link": "Recevoir un lien de connexion par e-mail",
  "auth.signUp.passwordHint": "Au moins 8 caractères. Une phrase que vous seul connaissez, c’est l’idéal.",
  "auth.signUp.submit": "Créer mon compte",
  "auth.signUp.consent": "En vous inscrivant, vous acceptez les {terms} et la {privacy}.",
  "auth.signUp.terms": "Conditions générales (en espagnol)",
  "auth.signUp.privacy": "Politique de confidentialité",
  "auth.signUp.sent.title": "Consultez votre boîte de réception",
  "auth.signUp.sent.to": "Nous avons envoyé un e-mail à {email}.",
  "auth.signUp.sent.mustVerify": "Vous devez confirmer votre adresse e-mail avant de vous connecter.",
  "auth.signUp.sent.body":
    "Ouvrez le lien du message (il expire dans {hours} heures). Si vous aviez déjà un compte avec cette adresse, le message vous explique comment vous connecter. Pensez à regarder dans vos courriers indésirables.",
  "auth.signUp.sent.verified": "C’est confirmé : me connecter",
  "auth.error.signInTitle": "Échec de la connexion",
  "auth.error.signUpTitle": "Échec de l’inscription",
  "auth.error.tooManyTitle": "Trop de tentatives",
  "auth.error.wrongCredentials": "Adresse e-mail ou mot de passe incorrect.",
  "auth.error.unverified":
    "Vous n’avez pas encore confirmé votre adresse e-mail. Ouvrez le lien reçu lors de votre inscription ou demandez-en un nouveau.",
  "auth.error.suspended": "Votre compte est suspendu. Écrivez-nous si vous pensez qu’il s’agit d’une erreur.",
  "auth.error.forbiddenOrigin": "Cette demande ne vient pas de notre site. Rechargez la page et réessayez.",
  "auth.error.somethingWentWrong": "Une erreur s’est produite",
  "auth.error.unexpected": "Une erreur s’est produite ({detail}).",
  "auth.error.tooMany":
    "Par sécurité, patientez {minutes, plural, one {# minute} other {# minutes}} avant de réessayer.",
  "auth.error.locked":
    "Ce compte a reçu trop de tentatives avec un mauvais mot de passe : par sécurité, nous n’accepterons aucun mot de passe pour lui pendant {minutes, plural, one {# minute} other {# minutes}}. Si c’est votre compte, vous pouvez vous connecter dès maintenant avec un lien envoyé par e-mail.",
  "auth.invalid.emailRequired": "Saisissez votre adresse e-mail.",
  "auth.invalid.emailTooLong": "Cette adresse e-mail est trop longue.",
  "auth.invalid.email": "Saisissez une adresse e-mail valide, par exemple nom@exemple.fr.",
  "auth.invalid.passwordRequired": "Saisissez votre mot de passe.",
  "auth.invalid.newPasswordRequired": "Choisissez un mot de passe.",
  "auth.invalid.passwordSpecMinimum": "Le mot de passe doit contenir au moins 6 caractères.",
  "auth.invalid.passwordMinimum": "Par sécurité, le mot de passe doit contenir au moins 8 caractères.",
  "auth.invalid.passwordMaximum": "Le mot de passe ne peut pas dépasser 128 caractères.",
  "auth.invalid.nameRequired": "Saisissez votre nom.",
  "auth.invalid.nameShort": "Le nom doit contenir au moins 2 caractères.",
  "auth.invalid.nameLong": "Le nom ne peut pas dépasser 100 caractères.",
} as const satisfies Record<keyof typeof authEs, string>;
