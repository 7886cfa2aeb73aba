import { type LegalDocument, list, p } from "#app/domain/legal/document";
import type { PrivacyFacts, PrivacyPageWords } from "./facts";

export const PRIVACY_PAGE_FR: PrivacyPageWords = {
  description:
    "Qui traite vos données personnelles, dans quel but, avec qui elles sont partagées, combien de temps elles sont conservées, comment exercer vos droits et quels cookies nous utilisons.",
  eyebrow: "Vos données",
  contents: { navLabel: "Sommaire de la politique", title: "Sommaire" },
};

/** La politique de confidentialité pour les lecteurs francophones : le contenu de l’espagnole, expliqué à un acheteur étranger. */
export function privacyPolicyFr(facts: PrivacyFacts): LegalDocument {
  const { provider, brandName } = facts;
  return {
    title: "Politique de confidentialité",
    dateLine: `Dernière mise à jour : ${facts.updatedOn}`,
    intro: [
      p(
        `${brandName} traite des données personnelles pour permettre aux propriétaires de vendre leur logement, aux agences de travailler avec nous et aux acheteurs de contacter les vendeurs. Vous trouverez ici, sans petits caractères, quelles données nous utilisons, pourquoi, avec qui nous les partageons et quels choix vous avez. Ce sont les informations que nous vous devons au titre des articles 13 et 14 du Règlement général sur la protection des données (règlement (UE) 2016/679, RGPD) et de la loi espagnole sur la protection des données (Ley Orgánica 3/2018, LOPDGDD).`,
      ),
      p(
        "Cette traduction vous est proposée pour faciliter votre lecture. Seule la version espagnole (Política de Privacidad) fait foi : en cas de divergence, le texte espagnol prévaut.",
      ),
    ],
    sections: [
      {
        heading: "1. Responsable du traitement",
        blocks: [
          {
            type: "fields",
            fields: [
              { label: "Responsable", value: provider.name },
              { label: "Numéro fiscal espagnol (NIF)", value: provider.nif },
              { label: "Siège", value: provider.address },
              { label: "Adresse e-mail « vie privée »", value: provider.privacyEmail },
              { label: "Assistance", value: facts.supportEmail },
            ],
          },
        ],
      },
      {
        heading: "2. Les données que nous traitons",
        blocks: [
          list(
            "Votre compte : nom, adresse e-mail, mot de passe (stocké chiffré, jamais en clair) et, lorsque vous concluez un contrat avec nous, votre numéro d’identité espagnol (DNI ou NIE).",
            "Le bien que vous publiez : adresse, caractéristiques, photos, prix, référence cadastrale (jamais affichée dans l’annonce) et certificat énergétique.",
            "Les coordonnées de l’annonce : le téléphone et, si vous le souhaitez, l’adresse e-mail que vous voulez montrer aux acheteurs.",
            "Si vous êtes une agence : raison sociale, numéro fiscal, siège, représentant légal et sa pièce d’identité, ainsi que le mandat de vente que vous fournissez.",
            "Paiements et factures : le montant, la date et l’état de chaque paiement, et les factures que nous vous adressons (votre nom et votre DNI ou NIF, ou ceux de votre agence). Les données de votre carte sont transmises directement au prestataire de paiement ; nous ne les voyons pas et ne les conservons pas.",
            "Données techniques : adresse IP, journaux de connexion et préférences de cookies, pour la sécurité du service.",
            "Si vous contactez un vendeur depuis une annonce (message, demande de visite ou offre) : votre nom, votre adresse e-mail, votre téléphone si vous l’indiquez et ce que vous écrivez. Si vous vendez, les mêmes données des acheteurs qui vous contactent.",
            "Si vous cherchez un logement avec un compte : les biens que vous ajoutez à vos favoris, les recherches que vous enregistrez et l’historique des alertes que nous vous envoyons à leur sujet (nouvelles annonces et baisses de prix). Nous ne les utilisons que pour vous les montrer dans votre espace et vous prévenir comme vous l’avez choisi ; ils figurent dans l’export « Descargar mis datos » et sont supprimés avec votre compte.",
          ),
          p(
            "Lorsque vous envoyez vos photos, nous en retirons les métadonnées de localisation (GPS) et de l’appareil, afin qu’une photo ne révèle pas l’emplacement de votre logement au-delà de ce que vous décidez de publier.",
          ),
        ],
      },
      {
        heading: "3. Finalités et bases juridiques",
        blocks: [
          list(
            "Gérer votre compte et votre contrat de service ou de collaboration : inscription, processus de vente, paiements, contrats et assistance. Base : l’exécution du contrat (art. 6, paragraphe 1, point b) du RGPD).",
            "Diffuser votre bien sur notre portail, sur des portails immobiliers et dans des campagnes sur les moteurs de recherche et les réseaux sociaux, y compris les coordonnées que vous choisissez d’afficher pour que les acheteurs vous appellent. Base : l’exécution du contrat.",
            "Vous envoyer les messages du service : vérification de votre adresse e-mail, récupération du mot de passe, confirmations de paiement et informations sur votre vente. Base : l’exécution du contrat.",
            "Transmettre au vendeur votre message, votre demande de visite ou votre offre, vous en informer à l’adresse e-mail que vous nous avez donnée (avec une copie de votre texte uniquement si vous êtes connecté avec cette même adresse, déjà vérifiée) et l’enregistrer dans le registre des acheteurs de l’annonce, qui permet aussi de savoir si la vente a été conclue avec un acheteur venu par la plateforme. Base : votre demande, c’est-à-dire des mesures précontractuelles prises à votre demande (art. 6, paragraphe 1, point b) du RGPD), et notre intérêt légitime à établir l’origine de la vente (art. 6, paragraphe 1, point f) du RGPD). Nous limitons les envois par adresse et par annonce pour freiner les courriers indésirables.",
            "Lorsque la traduction automatique est activée et que vous n’écrivez pas en espagnol, faire traduire votre message en espagnol pour que le vendeur puisse le lire à côté de votre texte d’origine. Base : votre demande de contact au vendeur (art. 6, paragraphe 1, point b) du RGPD).",
            "Respecter nos obligations légales : facturation, comptabilité, lutte contre le blanchiment de capitaux le cas échéant et réquisitions des autorités. Base : l’obligation légale (art. 6, paragraphe 1, point c) du RGPD).",
            "Mesurer la fréquentation du site avec des cookies analytiques pour l’améliorer. Base : votre consentement (art. 6, paragraphe 1, point a) du RGPD), que vous pouvez retirer à tout moment.",
            "Compter, sans cookies, combien de personnes consultent chaque annonce et appuient sur son bouton d’appel, pour le montrer au vendeur : de votre adresse IP et de votre navigateur, nous ne gardons pour la journée qu’une empreinte chiffrée, qui change chaque jour et que nous effaçons à la fin de la journée ; l’adresse IP elle-même n’est pas conservée. Base : l’intérêt légitime du vendeur et le nôtre à savoir comment se comporte l’annonce (art. 6, paragraphe 1, point f) du RGPD).",
          ),
          p(
            "Nous ne prenons aucune décision automatisée produisant des effets juridiques à votre égard (art. 22 du RGPD) et ne réalisons aucun profilage à partir de vos données.",
          ),
        ],
      },
      {
        heading: "4. Les destinataires de vos données",
        blocks: [
          list(
            "Les portails immobiliers et les plateformes publicitaires (moteurs de recherche et réseaux sociaux), qui reçoivent l’annonce et les coordonnées que vous décidez de publier.",
            "Les prestataires de paiement, qui traitent vos paiements par carte ou en plusieurs fois.",
            "Les administrations, les tribunaux et l’administration fiscale espagnole (Agencia Tributaria) lorsque la loi nous y oblige.",
            "Nos prestataires (hébergement, e-mail), en tant que sous-traitants liés par contrat et agissant uniquement sur nos instructions.",
            "Si vous vendez en collaboration avec une agence, les données des acheteurs intéressés sont communiquées à cette agence.",
            "Si vous contactez un vendeur, nous lui communiquons votre nom, votre adresse e-mail, votre téléphone si vous l’indiquez et votre message, pour qu’il vous réponde directement. Son adresse e-mail ne vous est pas montrée.",
            "Lorsque la traduction automatique est activée, le texte de votre message est transmis au service de traduction (DeepL), qui agit comme notre sous-traitant.",
          ),
          p(
            "Certaines plateformes publicitaires peuvent traiter des données hors de l’Espace économique européen. Nous ne travaillons qu’avec celles qui offrent des garanties appropriées, comme les clauses contractuelles types de la Commission européenne ou une décision d’adéquation.",
          ),
        ],
      },
      {
        heading: "5. Durée de conservation",
        blocks: [
          p(
            "Tant que vous avez un compte et que le service dure. Ensuite, nous bloquons les données pendant les délais où la loi peut les exiger (six ans pour les documents comptables et fiscaux ; cinq ans pour les actions civiles personnelles), puis nous les supprimons. L’annonce est retirée de notre portail à la vente ou à la fin du service, et nous demandons son retrait aux portails où elle a été publiée.",
          ),
          p(
            `Les messages, demandes de visite et offres des acheteurs sont conservés tant que l’annonce est en vente et jusqu’à ${facts.leadMonthsAfterClosed} mois après la vente ou le retrait ; dans tous les cas, ils sont supprimés après ${facts.leadMonthsWithoutActivity} mois sans activité. Si le vendeur supprime l’annonce ou son compte, ils sont supprimés immédiatement. Une offre que l’acheteur ne confirme pas depuis sa messagerie est supprimée au bout de 7 jours. La traduction automatique d’un message est conservée et supprimée avec lui.`,
          ),
          p(
            "Si vous supprimez votre compte depuis votre espace, nous effaçons aussitôt votre profil, vos annonces avec leurs photos et les contacts de leurs acheteurs, les messages que vous avez envoyés à des vendeurs avec votre compte, ainsi que vos contrats et leurs fichiers, et nous fermons votre session sur tous vos appareils. Nous ne conservons, séparément de votre nom et de vos coordonnées, que la trace de chaque paiement (montant, date, objet, état et titre de l’annonce), et les factures émises à votre nom telles quelles, avec le nom et le DNI ou NIF qui y figurent, car la loi nous oblige à les garder six ans (artículo 30 del Código de Comercio et réglementation espagnole sur la facturation). Les factures ne sont alors plus liées à votre compte et seule notre équipe administrative peut les consulter, pour remplir ces obligations. Les contrats d’arras (le compromis espagnol avec versement d’arrhes) signés sur la plateforme, comme vendeur ou comme acheteur, sont également conservés, avec les signatures et leur journal, car ils prouvent ce que les deux parties ont convenu et l’autre partie peut en avoir besoin pour défendre ses droits (art. 17, paragraphe 3, point e) du RGPD) ; ils ne sont plus liés à votre compte.",
          ),
        ],
      },
      {
        heading: "6. Vos droits et comment les exercer",
        blocks: [
          p("Conformément aux articles 15 à 22 du RGPD, vous pouvez exercer à tout moment vos droits :"),
          list(
            "d’accès : savoir quelles données vous concernant nous traitons ;",
            "de rectification : corriger celles qui sont inexactes ;",
            "d’effacement : demander leur suppression lorsqu’elles ne sont plus nécessaires ;",
            "d’opposition : vous opposer à un traitement précis ;",
            "à la limitation : nous demander de ne plus les utiliser le temps qu’une réclamation soit tranchée ;",
            "à la portabilité : les recevoir dans un format structuré et couramment utilisé.",
          ),
          p(
            "Le plus rapide est de passer par votre espace (Mi Panel → Mis Datos, en espagnol) : vous pouvez y corriger vos données, télécharger une copie de l’ensemble dans un fichier lisible par machine et supprimer votre compte. Vous pouvez aussi nous écrire, en français si vous le souhaitez, à " +
              `${provider.privacyEmail} en joignant une copie de votre pièce d’identité pour que nous puissions vérifier qu’il s’agit bien de vous. Nous vous répondrons dans un délai d’un mois au plus.`,
          ),
          p(
            "Si vous estimez que nous n’avons pas correctement traité votre demande, vous pouvez introduire une réclamation auprès de l’autorité espagnole de protection des données, l’Agencia Española de Protección de Datos (www.aepd.es), au titre de l’article 77 du RGPD, ou auprès de l’autorité du pays de l’UE où vous résidez ou travaillez (en France, la CNIL).",
          ),
        ],
      },
      {
        heading: "7. Cookies",
        blocks: [
          p("Nous utilisons deux types de cookies :"),
          list(
            "Techniques : indispensables au fonctionnement du site (garder votre session ouverte, protéger les formulaires, retenir pendant une heure le bien que vous voulez ajouter à vos favoris le temps de vous connecter, retenir vos préférences de cookies et retenir pendant 30 jours le canal par lequel vous êtes arrivé sur une annonce — idealista, par exemple — pour que vos messages, visites et offres parviennent au vendeur avec cette origine ; ce dernier ne garde que le nom du canal, aucune donnée vous concernant, et n’est partagé avec personne). Ils ne nécessitent pas votre consentement.",
            "Analytiques : ils nous indiquent, de façon agrégée, quelles pages sont consultées, afin d’améliorer le site. Ils ne sont activés que si vous les acceptez.",
          ),
          p(
            "Vous pouvez accepter, refuser ou modifier votre choix à tout moment depuis « Préférences de cookies », en bas de chaque page. Refuser les cookies analytiques ne limite aucune fonction du site.",
          ),
        ],
      },
      {
        heading: "8. Sécurité",
        blocks: [
          p(
            "Nous chiffrons les échanges avec le site, stockons les mots de passe à l’aide d’algorithmes de hachage sûrs, limitons l’accès aux données au personnel qui en a besoin et journalisons les accès. Si une violation mettait un jour vos données en danger, nous vous en informerions et la notifierions à l’autorité dans les délais légaux.",
          ),
        ],
      },
      {
        heading: "9. Mineurs et modifications de cette politique",
        blocks: [
          p(
            "Le service s’adresse aux personnes majeures ; nous ne traitons pas sciemment de données de mineurs. Si nous modifions cette politique de façon importante, nous vous en informerons par e-mail avant que la modification ne s’applique.",
          ),
        ],
      },
    ],
    closing: [],
  };
}
