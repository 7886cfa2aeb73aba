import type { BuyingGuide } from "#app/domain/guides/buying-guide";

/** For a French or Belgian buyer, used to a notaire who does far more than the Spanish one. */
export const buyingGuideFr: BuyingGuide = {
  locale: "fr",
  title: "Acheter un logement en Espagne : le guide pratique",
  description:
    "NIE, droits de mutation par région, prêt pour non-résident, contrat d'arras, acte notarié et impôts annuels : ce qu'il faut savoir avant d'acheter en Espagne.",
  lead: "Ce qu'il vous faut, ce que coûte l'achat et ce que vous paierez chaque année si vous achetez un logement en Espagne depuis l'étranger.",
  intro: [
    "En Espagne aussi, la vente se signe devant un notaire, mais son rôle est plus étroit qu'en France. Le notario authentifie l'acte, vérifie les identités et les moyens de paiement et lit l'acte aux deux parties ; il ne mène pas le dossier de bout en bout, ne séquestre généralement pas les fonds et ses honoraires ne comprennent pas les impôts, payés à part. Les « frais de notaire » à la française n'existent donc pas en tant que tels.",
    "Il n'y a pas non plus de délai de rétractation de dix jours : le contrat d'arras vous engage dès sa signature. Beaucoup d'acheteurs font donc appel à un avocat espagnol indépendant (abogado) pour vérifier le bien et les contrats. Ce guide présente chaque étape dans l'ordre. Il ne remplace pas un conseil juridique ou fiscal.",
  ],
  contents: "Dans ce guide",
  updated: "Mis à jour le",
  sections: {
    nie: {
      title: "Le NIE : votre numéro pour acheter",
      paragraphs: [
        "Sans NIE (Número de Identidad de Extranjero), impossible de signer l'acte, de payer les impôts ou d'ouvrir un compte dans une banque espagnole. L'Espagne l'attribue aux étrangers qui y ont des intérêts économiques, comme l'achat d'un logement. C'est un simple numéro, pas un titre de séjour.",
      ],
      items: [
        "Depuis l'étranger : au consulat d'Espagne dont dépend votre domicile.",
        "En Espagne : sur rendez-vous dans un bureau des étrangers (Oficina de Extranjería) ou un commissariat, avec le formulaire EX-15, votre passeport et un justificatif du motif (le contrat d'arras, par exemple).",
        "Par un mandataire muni d'une procuration notariée, si vous ne pouvez pas vous déplacer.",
        "Demandez-le dès le début de vos recherches : les rendez-vous peuvent prendre des semaines.",
      ],
    },
    costs: {
      title: "Ce que coûte l'achat, région par région",
      paragraphs: [
        "Pour un logement ancien, vous payez l'ITP (Impuesto de Transmisiones Patrimoniales), l'équivalent des droits de mutation, dont chaque communauté autonome fixe le taux. Il se calcule sur la plus élevée des deux valeurs : le prix ou la valeur de référence du cadastre. S'y ajoutent les honoraires du notaire et du registre foncier (Registro de la Propiedad).",
        "Le tableau calcule ces frais pour un logement de {price} avec les taux et barèmes que nous utilisons dans chaque annonce. Ce sont des estimations au taux général : certaines régions appliquent des taux réduits aux jeunes acheteurs ou aux familles nombreuses.",
      ],
    },
    newBuild: {
      title: "Si le logement est neuf",
      paragraphs: [
        "La première vente d'un logement neuf par le promoteur ne paie pas l'ITP mais la TVA espagnole (IVA) : 10 % du prix pour un logement. L'acte paie en plus l'impôt sur les actes juridiques documentés (AJD), de 0,5 % à 1,5 % selon la région.",
        "Aux Canaries, l'IGIC canarien remplace la TVA.",
      ],
    },
    mortgage: {
      title: "Un prêt immobilier en tant que non-résident",
      paragraphs: [
        "Les banques espagnoles prêtent aux non-résidents, mais moins : en général 60 % à 70 % de la valeur d'expertise, contre environ 80 % pour un résident. Prévoyez un apport pour le reste du prix et tous les frais.",
        "Avant la signature, la banque doit vous remettre la fiche européenne d'information standardisée (FEIN) et une fiche d'avertissements (FiAE) au moins 10 jours calendaires à l'avance. Pendant ce délai, le notaire vous reçoit gratuitement pour vérifier que vous comprenez le prêt.",
      ],
    },
    arrasAndDeed: {
      title: "Le contrat d'arras et l'acte authentique",
      paragraphs: [
        "Une fois le prix convenu, on signe en général un contrat d'arras et l'acheteur verse un acompte, souvent 10 % du prix. Avec les arras les plus courantes (arras penitenciales), l'acheteur qui se désiste perd l'acompte ; le vendeur qui se désiste le rend au double.",
        "La vente se conclut par l'acte authentique (escritura pública) devant le notaire, où vous payez le solde et recevez les clés. L'acte est ensuite inscrit au Registro de la Propiedad, ce qui vous rend opposable aux tiers. Si vous ne pouvez pas venir, un mandataire signe pour vous avec une procuration.",
      ],
    },
    fiscalRepresentative: {
      title: "Le représentant fiscal",
      paragraphs: [
        "Un non-résident doit désigner un représentant fiscal en Espagne s'il vit dans un pays sans échange effectif d'informations fiscales avec l'Espagne, ou si l'administration fiscale l'exige. Pour un résident de l'Union européenne, ce n'est en général pas obligatoire, mais beaucoup de propriétaires confient leurs déclarations à un gestor.",
      ],
    },
    yearlyTaxes: {
      title: "Les impôts de chaque année",
      paragraphs: [
        "Tout propriétaire paie l'IBI, l'impôt foncier de la commune, une fois par an.",
        "Si vous ne résidez pas en Espagne et ne louez pas le logement, vous payez aussi l'impôt sur le revenu des non-résidents sur un revenu fictif : 2 % de la valeur cadastrale (1,1 % si elle a été révisée au cours des dix dernières années), imposé à 19 % pour un résident de l'UE ou de l'EEE. La déclaration se fait avec le formulaire 210 au cours de l'année suivante.",
      ],
    },
    originOfFunds: {
      title: "L'origine des fonds",
      paragraphs: [
        "La loi espagnole contre le blanchiment oblige la banque et le notaire à vous identifier et à demander l'origine de l'argent. Gardez les justificatifs à portée de main : vente d'un autre bien, épargne, prêt.",
        "Payez par virement depuis un compte à votre nom : l'acte indique comment le prix a été payé.",
      ],
    },
    nonResidentSeller: {
      title: "Si le vendeur ne réside pas en Espagne",
      paragraphs: [
        "Si vous achetez à un vendeur non résident, vous devez retenir 3 % du prix et les verser au fisc espagnol avec le formulaire 211 dans un délai d'un mois. C'est un acompte sur l'impôt du vendeur ; à défaut, le logement reste grevé de ce montant. Le notaire veille en général à ce que ce soit fait à la signature.",
      ],
    },
  },
  costsTable: {
    caption: "Frais d'achat d'un logement ancien de {price}, par région",
    community: "Région",
    itpRate: "Taux d'ITP",
    itp: "ITP",
    notary: "Notaire",
    registry: "Registre",
    total: "Total approximatif",
    bandsNote: "moyen, par tranches",
    bonusNote: "après une réduction de {percent}",
  },
  portal: {
    title: "Trouvez votre logement",
    text: "Des logements vendus directement par leurs propriétaires, avec les frais d'achat calculés dans chaque annonce.",
    link: "Voir les logements à vendre",
  },
  disclaimer:
    "Information générale, pas un conseil juridique ou fiscal. Les règles et les taux changent : faites vérifier votre situation par un professionnel.",
};
