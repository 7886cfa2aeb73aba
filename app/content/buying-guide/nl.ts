import type { BuyingGuide } from "#app/domain/guides/buying-guide";

/** For a Dutch or Flemish buyer, whose first question is the hypotheek and the kosten koper. */
export const buyingGuideNl: BuyingGuide = {
  locale: "nl",
  title: "Een huis kopen in Spanje: de praktische gids",
  description:
    "NIE, overdrachtsbelasting per regio, een Spaanse hypotheek als niet-ingezetene, het arrascontract, de notaris en de jaarlijkse belastingen: wat u vooraf moet weten.",
  lead: "Wat u nodig hebt, wat de kosten koper zijn en welke belastingen u elk jaar betaalt als u vanuit het buitenland een huis in Spanje koopt.",
  intro: [
    "Kopen in Spanje lijkt op kopen in Nederland of België: er is een notaris en een openbaar register, het Registro de la Propiedad, vergelijkbaar met het Kadaster. Maar de volgorde is anders. Eerst tekent u een onderhands contract met aanbetaling, het arrascontract, zonder wettelijke bedenktijd. Daarna volgt de akte bij de notaris, waar meestal direct wordt betaald.",
    "De Spaanse notaris controleert de identiteit en de betaling en leest de akte voor, maar adviseert geen van beide partijen. Veel kopers nemen daarom ook een onafhankelijke Spaanse advocaat (abogado). Deze gids loopt alle stappen in volgorde door. Hij vervangt geen juridisch of fiscaal advies.",
  ],
  contents: "In deze gids",
  updated: "Bijgewerkt op",
  sections: {
    nie: {
      title: "Het NIE-nummer: nodig om te kopen",
      paragraphs: [
        "Zonder NIE (Número de Identidad de Extranjero) tekent u geen akte, betaalt u geen belastingen en opent u geen Spaanse bankrekening. Spanje geeft het aan buitenlanders met economische belangen in het land, zoals de koop van een huis. Het is alleen een nummer, geen verblijfsvergunning.",
      ],
      items: [
        "Vanuit het buitenland: bij het Spaanse consulaat voor uw woonplaats.",
        "In Spanje: op afspraak bij een vreemdelingenkantoor (Oficina de Extranjería) of een politiebureau, met formulier EX-15, uw paspoort en een bewijs van het doel (bijvoorbeeld het arrascontract).",
        "Via een gevolmachtigde met een notariële volmacht, als u niet zelf kunt gaan.",
        "Vraag het aan zodra u begint te zoeken: een afspraak kan weken duren.",
      ],
    },
    costs: {
      title: "De kosten koper per regio",
      paragraphs: [
        "Bij een bestaande woning betaalt u de Spaanse overdrachtsbelasting, het ITP (Impuesto de Transmisiones Patrimoniales). Elke autonome regio bepaalt het tarief zelf; het wordt berekend over het hoogste van de koopprijs en de referentiewaarde van het Catastro. Daarbij komen de kosten van de notaris en het register.",
        "De tabel rekent deze kosten uit voor een woning van {price}, met dezelfde tarieven die we in elke advertentie gebruiken. Het zijn schattingen tegen het algemene tarief; sommige regio's hebben lagere tarieven voor jonge kopers of grote gezinnen.",
      ],
    },
    newBuild: {
      title: "Bij een nieuwbouwwoning",
      paragraphs: [
        "Bij de eerste verkoop door de projectontwikkelaar betaalt u geen ITP maar btw (IVA): 10 % van de prijs voor een woning. De akte betaalt daarnaast zegelrecht (AJD), tussen 0,5 % en 1,5 % afhankelijk van de regio.",
        "Op de Canarische Eilanden betaalt u in plaats van btw de Canarische IGIC.",
      ],
    },
    mortgage: {
      title: "Een hypotheek als niet-ingezetene",
      paragraphs: [
        "Spaanse banken verstrekken hypotheken aan niet-ingezetenen, maar lagere: meestal 60 % tot 70 % van de taxatiewaarde, tegen zo'n 80 % voor ingezetenen. Een hypotheek van 100 % zoals u die misschien kent, is er niet. Reken erop dat u de rest van de prijs en alle kosten koper uit eigen geld betaalt.",
        "Vóór de ondertekening moet de bank u het Europees gestandaardiseerd informatieblad (FEIN) en een blad met waarschuwingen (FiAE) geven, minstens 10 kalenderdagen van tevoren. In die periode legt de notaris u de lening kosteloos uit.",
      ],
    },
    arrasAndDeed: {
      title: "Het arrascontract en de akte",
      paragraphs: [
        "Na de overeenstemming over de prijs tekent u meestal een arrascontract en betaalt u een aanbetaling, vaak 10 % van de prijs. Bij de gebruikelijke arras penitenciales verliest de koper die afziet van de koop de aanbetaling; een verkoper die afziet, betaalt het dubbele terug. Een wettelijke bedenktijd zoals in Nederland is er niet.",
        "De koop wordt afgerond met de akte (escritura pública) bij de notaris, waar u de rest betaalt en de sleutels krijgt. Daarna wordt de akte ingeschreven in het Registro de la Propiedad; die inschrijving beschermt u tegenover derden. Kunt u er niet bij zijn, dan tekent een gevolmachtigde voor u.",
      ],
    },
    fiscalRepresentative: {
      title: "Een fiscaal vertegenwoordiger",
      paragraphs: [
        "Een niet-ingezetene moet een fiscaal vertegenwoordiger in Spanje aanwijzen als hij woont in een land zonder effectieve uitwisseling van belastinggegevens met Spanje, of als de Spaanse belastingdienst daarom vraagt. Voor inwoners van de EU is dat meestal niet verplicht, maar veel eigenaren laten hun aangiften door een gestor doen.",
      ],
    },
    yearlyTaxes: {
      title: "De belastingen van elk jaar",
      paragraphs: [
        "Elke eigenaar betaalt de IBI, de onroerendezaakbelasting van de gemeente, één keer per jaar.",
        "Woont u niet in Spanje en verhuurt u het huis niet, dan betaalt u ook inkomstenbelasting voor niet-ingezetenen over een fictief inkomen: 2 % van de kadastrale waarde (1,1 % als die in de afgelopen tien jaar is herzien), belast tegen 19 % voor inwoners van de EU of de EER. U doet aangifte met formulier 210 in de loop van het jaar erna.",
      ],
    },
    originOfFunds: {
      title: "De herkomst van het geld",
      paragraphs: [
        "Volgens de Spaanse antiwitwaswet moeten de bank en de notaris u identificeren en vragen waar het geld vandaan komt. Houd de bewijzen bij de hand: de verkoop van een ander huis, spaargeld, uw lening.",
        "Betaal per overboeking vanaf een rekening op uw naam: de akte vermeldt hoe de prijs is betaald.",
      ],
    },
    nonResidentSeller: {
      title: "Als de verkoper niet in Spanje woont",
      paragraphs: [
        "Koopt u van een verkoper die niet in Spanje woont, dan moet u 3 % van de prijs inhouden en binnen een maand met formulier 211 aan de Spaanse belastingdienst betalen. Het is een voorschot op de belasting van de verkoper; wordt het niet betaald, dan blijft de woning ervoor verhaalbaar. De notaris let daar bij de ondertekening meestal op.",
      ],
    },
  },
  costsTable: {
    caption: "Kosten koper van een bestaande woning van {price}, per regio",
    community: "Regio",
    itpRate: "ITP-tarief",
    itp: "ITP",
    notary: "Notaris",
    registry: "Register",
    total: "Totaal, ongeveer",
    bandsNote: "gemiddeld, in schijven",
    bonusNote: "na {percent} korting",
  },
  portal: {
    title: "Vind uw huis",
    text: "Woningen die de eigenaar zelf verkoopt, met de kosten koper in elke advertentie uitgerekend.",
    link: "Bekijk woningen te koop",
  },
  disclaimer:
    "Algemene informatie, geen juridisch of fiscaal advies. Regels en tarieven veranderen: laat uw eigen situatie door een professional nakijken.",
};
