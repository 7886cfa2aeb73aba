import { type LegalDocument, list, p } from "#app/domain/legal/document";
import type { PrivacyFacts, PrivacyPageWords } from "./facts";

export const PRIVACY_PAGE_NL: PrivacyPageWords = {
  description:
    "Wie uw persoonsgegevens verwerkt, waarvoor, met wie ze worden gedeeld, hoe lang ze worden bewaard, hoe u uw rechten uitoefent en welke cookies we gebruiken.",
  eyebrow: "Uw gegevens",
  contents: { navLabel: "Inhoud van dit beleid", title: "Inhoud" },
};

/** Het privacybeleid voor Nederlandstalige lezers: de inhoud van het Spaanse, uitgelegd aan een koper uit het buitenland. */
export function privacyPolicyNl(facts: PrivacyFacts): LegalDocument {
  const { provider, brandName } = facts;
  return {
    title: "Privacybeleid",
    dateLine: `Laatst bijgewerkt: ${facts.updatedOn}`,
    intro: [
      p(
        `${brandName} verwerkt persoonsgegevens zodat eigenaren hun woning kunnen verkopen, makelaars met ons kunnen samenwerken en kopers contact kunnen opnemen met verkopers. Hier leest u, zonder kleine lettertjes, welke gegevens we gebruiken, waarvoor, met wie we ze delen en welke keuzes u heeft. Zo geven we u de informatie waar u recht op heeft volgens de artikelen 13 en 14 van de Algemene verordening gegevensbescherming (Verordening (EU) 2016/679, AVG; in Spanje “RGPD”) en de Spaanse privacywet (Ley Orgánica 3/2018, LOPDGDD).`,
      ),
      p(
        "Deze vertaling is er voor uw gemak. Juridisch geldt de Spaanse versie (Política de Privacidad): als de twee van elkaar verschillen, gaat de Spaanse tekst voor.",
      ),
    ],
    sections: [
      {
        heading: "1. Wie is verantwoordelijk",
        blocks: [
          {
            type: "fields",
            fields: [
              { label: "Verwerkingsverantwoordelijke", value: provider.name },
              { label: "Spaans fiscaal nummer (NIF)", value: provider.nif },
              { label: "Adres", value: provider.address },
              { label: "E-mail voor privacyvragen", value: provider.privacyEmail },
              { label: "Klantenservice", value: facts.supportEmail },
            ],
          },
        ],
      },
      {
        heading: "2. Welke gegevens we verwerken",
        blocks: [
          list(
            "Uw account: naam, e-mailadres, wachtwoord (versleuteld opgeslagen, nooit leesbaar) en, wanneer u een contract met ons sluit, uw Spaanse identificatienummer (DNI of NIE).",
            "De woning die u adverteert: adres, kenmerken, foto’s, prijs, kadastrale referentie (die nooit in de advertentie staat) en energielabel.",
            "Contactgegevens voor de advertentie: het telefoonnummer en, als u dat wilt, het e-mailadres dat kopers mogen zien.",
            "Als u een makelaarskantoor bent: bedrijfsnaam, fiscaal nummer, vestigingsadres, wettelijk vertegenwoordiger en diens identiteitsbewijs, en de verkoopopdracht die u aanlevert.",
            "Betalingen en facturen: bedrag, datum en status van elke betaling, en de facturen die we u sturen (uw naam en DNI of NIF, of die van uw kantoor). Uw kaartgegevens gaan rechtstreeks naar de betaalprovider; wij zien en bewaren ze niet.",
            "Technische gegevens: IP-adres, toegangslogs en cookievoorkeuren, voor de beveiliging van de dienst.",
            "Als u via een advertentie contact opneemt met een verkoper (bericht, bezichtigingsaanvraag of bod): uw naam, uw e-mailadres, uw telefoonnummer als u dat opgeeft en wat u schrijft. Als u verkoopt, dezelfde gegevens van de kopers die contact met u opnemen.",
            "Als u met een account naar een woning zoekt: de woningen die u als favoriet bewaart, uw opgeslagen zoekopdrachten en de meldingen die we u daarover sturen (nieuwe advertenties en prijsverlagingen). We gebruiken ze alleen om ze in uw account te tonen en u te waarschuwen zoals u kiest; ze zitten in de export “Descargar mis datos” en worden met uw account verwijderd.",
          ),
          p(
            "Bij het uploaden van foto’s verwijderen we de locatiegegevens (gps) en apparaatgegevens, zodat een foto niet meer over de ligging van uw huis verraadt dan u zelf wilt publiceren.",
          ),
        ],
      },
      {
        heading: "3. Waarvoor we ze gebruiken en op welke grondslag",
        blocks: [
          list(
            "Uw account en uw dienstverlenings- of samenwerkingsovereenkomst beheren: aanmelding, verkoopproces, betalingen, contracten en klantenservice. Grondslag: uitvoering van de overeenkomst (art. 6, lid 1, onder b, AVG).",
            "Uw woning adverteren op ons portaal, op vastgoedportalen en in campagnes via zoekmachines en sociale media, inclusief de contactgegevens die u laat zien zodat kopers u kunnen bellen. Grondslag: uitvoering van de overeenkomst.",
            "U berichten over de dienst sturen: bevestiging van uw e-mailadres, wachtwoordherstel, betalingsbevestigingen en updates over uw verkoop. Grondslag: uitvoering van de overeenkomst.",
            "Uw bericht, bezichtigingsaanvraag of bod aan de verkoper doorgeven, u een bevestiging sturen op het e-mailadres dat u ons gaf (met een kopie van uw tekst alleen als u bent ingelogd met datzelfde, al bevestigde adres) en het bewaren in het kopersoverzicht van de advertentie, waarmee we ook kunnen nagaan of een verkoop tot stand kwam met een koper die via het platform kwam. Grondslag: uw eigen verzoek, dat wil zeggen maatregelen vóór een overeenkomst op uw verzoek (art. 6, lid 1, onder b, AVG), en ons gerechtvaardigd belang om de herkomst van een verkoop aan te tonen (art. 6, lid 1, onder f, AVG). We beperken het aantal berichten per adres en per advertentie om spam tegen te gaan.",
            "Als de automatische vertaling aanstaat en u niet in het Spaans schrijft, uw bericht naar het Spaans laten vertalen zodat de verkoper het naast uw eigen tekst kan lezen. Grondslag: uw verzoek om contact met de verkoper (art. 6, lid 1, onder b, AVG).",
            "Voldoen aan onze wettelijke verplichtingen: facturering, boekhouding, voorkoming van witwassen waar dat geldt en vorderingen van de overheid. Grondslag: wettelijke verplichting (art. 6, lid 1, onder c, AVG).",
            "Het gebruik van de website meten met analytische cookies om hem te verbeteren. Grondslag: uw toestemming (art. 6, lid 1, onder a, AVG), die u altijd kunt intrekken.",
            "Zonder cookies tellen hoeveel mensen een advertentie bekijken en op de belknop drukken, om dat aan de verkoper te laten zien: van uw IP-adres en browser bewaren we alleen voor die dag een versleutelde vingerafdruk, die elke dag verandert en aan het eind van de dag wordt gewist; het IP-adres zelf wordt niet opgeslagen. Grondslag: het gerechtvaardigd belang van de verkoper en van ons om te weten hoe de advertentie het doet (art. 6, lid 1, onder f, AVG).",
          ),
          p(
            "We nemen geen geautomatiseerde besluiten met rechtsgevolgen voor u (art. 22 AVG) en maken geen profielen op basis van uw gegevens.",
          ),
        ],
      },
      {
        heading: "4. Met wie we ze delen",
        blocks: [
          list(
            "Vastgoedportalen en advertentieplatforms (zoekmachines en sociale netwerken), die de advertentie ontvangen en de contactgegevens die u wilt publiceren.",
            "Betaalproviders, die uw betalingen per kaart of in termijnen verwerken.",
            "Overheidsinstanties, rechtbanken en de Spaanse belastingdienst (Agencia Tributaria) als de wet ons daartoe verplicht.",
            "Leveranciers die diensten voor ons verlenen (hosting, e-mail), als verwerkers met een overeenkomst en alleen volgens onze instructies.",
            "Als u verkoopt in samenwerking met een makelaar, krijgt die makelaar de gegevens van geïnteresseerde kopers.",
            "Als u contact opneemt met een verkoper, geven we hem uw naam, uw e-mailadres, uw telefoonnummer als u dat opgeeft en uw bericht, zodat hij u rechtstreeks kan antwoorden. Zijn e-mailadres krijgt u niet te zien.",
            "Als de automatische vertaling aanstaat, gaat de tekst van uw bericht naar de vertaaldienst (DeepL), die als onze verwerker optreedt.",
          ),
          p(
            "Sommige advertentieplatforms verwerken mogelijk gegevens buiten de Europese Economische Ruimte. We werken alleen met platforms die passende waarborgen bieden, zoals de modelcontractbepalingen van de Europese Commissie of een adequaatheidsbesluit.",
          ),
        ],
      },
      {
        heading: "5. Hoe lang we ze bewaren",
        blocks: [
          p(
            "Zolang u een account heeft en de dienst loopt. Daarna blokkeren we de gegevens gedurende de termijnen waarin de wet ze kan vereisen (zes jaar voor boekhoudkundige en fiscale stukken; vijf jaar voor persoonlijke civielrechtelijke vorderingen) en daarna verwijderen we ze. De advertentie halen we van ons portaal bij verkoop of aan het eind van de dienst, en we vragen de portalen waar ze verscheen om haar te verwijderen.",
          ),
          p(
            `Berichten, bezichtigingsaanvragen en biedingen van kopers bewaren we zolang de advertentie te koop staat en tot ${facts.leadMonthsAfterClosed} maanden na verkoop of intrekking; in elk geval worden ze gewist na ${facts.leadMonthsWithoutActivity} maanden zonder activiteit. Verwijdert de verkoper de advertentie of zijn account, dan worden ze direct gewist. Een bod dat de koper niet via zijn e-mail bevestigt, wordt na 7 dagen verwijderd. De automatische vertaling van een bericht wordt samen met het bericht bewaard en gewist.`,
          ),
          p(
            "Verwijdert u uw account vanuit uw omgeving, dan wissen we meteen uw profiel, uw advertenties met hun foto’s en de contacten van hun kopers, de berichten die u met uw account aan verkopers stuurde en uw contracten met hun bestanden, en loggen we u op alle apparaten uit. We bewaren alleen, los van uw naam en contactgegevens, de registratie van elke betaling (bedrag, datum, omschrijving, status en titel van de advertentie), en de facturen die we u stuurden zoals ze zijn uitgegeven, met de naam en het DNI of NIF die erop staan, omdat de wet ons verplicht ze zes jaar te bewaren (artículo 30 del Código de Comercio en de Spaanse factuurregels). De facturen zijn dan niet meer aan uw account gekoppeld en alleen onze administratie kan ze inzien, om aan die verplichtingen te voldoen. Arras-contracten (het Spaanse koopcontract met aanbetaling) die op het platform zijn getekend, als verkoper of als koper, blijven ook bewaard, met de handtekeningen en hun logboek, omdat ze bewijzen wat beide partijen hebben afgesproken en de andere partij ze nodig kan hebben om haar rechten te verdedigen (art. 17, lid 3, onder e, AVG); ze zijn dan niet meer aan uw account gekoppeld.",
          ),
        ],
      },
      {
        heading: "6. Uw rechten en hoe u ze uitoefent",
        blocks: [
          p("Op grond van de artikelen 15 tot en met 22 AVG heeft u altijd recht op:"),
          list(
            "Inzage: weten welke gegevens van u we verwerken.",
            "Rectificatie: onjuiste gegevens laten verbeteren.",
            "Wissing: uw gegevens laten verwijderen als ze niet meer nodig zijn.",
            "Bezwaar: bezwaar maken tegen een bepaalde verwerking.",
            "Beperking: ons vragen ze niet meer te gebruiken zolang een klacht loopt.",
            "Overdraagbaarheid: uw gegevens ontvangen in een gestructureerd, gangbaar formaat.",
          ),
          p(
            "Het snelst gaat het via uw omgeving (Mi Panel → Mis Datos, in het Spaans): daar kunt u uw gegevens verbeteren, een kopie van al uw gegevens downloaden als machineleesbaar bestand en uw account verwijderen. U kunt ons ook schrijven, gerust in het Nederlands, op " +
              `${provider.privacyEmail}, met een kopie van uw identiteitsbewijs zodat we kunnen nagaan dat u het bent. We antwoorden uiterlijk binnen een maand.`,
          ),
          p(
            "Vindt u dat we uw verzoek niet goed hebben behandeld, dan kunt u op grond van artikel 77 AVG een klacht indienen bij de Spaanse toezichthouder, de Agencia Española de Protección de Datos (www.aepd.es), of bij de toezichthouder van het EU-land waar u woont of werkt (in Nederland de Autoriteit Persoonsgegevens).",
          ),
        ],
      },
      {
        heading: "7. Cookies",
        blocks: [
          p("We gebruiken twee soorten cookies:"),
          list(
            "Functionele: nodig om de website te laten werken (u ingelogd houden, formulieren beveiligen, een uur lang de woning onthouden die u als favoriet wilt bewaren terwijl u inlogt, uw cookiekeuze onthouden en 30 dagen lang onthouden via welk kanaal u bij een advertentie kwam — bijvoorbeeld idealista — zodat uw berichten, bezichtigingen en biedingen de verkoper met die herkomst bereiken; dat laatste cookie bewaart alleen de naam van het kanaal, niets over u, en wordt met niemand gedeeld). Hiervoor is geen toestemming nodig.",
            "Analytische: die vertellen ons in totalen welke pagina’s worden bezocht, zodat we de website kunnen verbeteren. Ze worden alleen geplaatst als u ze accepteert.",
          ),
          p(
            "U kunt altijd accepteren, weigeren of uw keuze wijzigen via “Cookievoorkeuren” onderaan elke pagina. Als u analytische cookies weigert, werkt de website gewoon volledig.",
          ),
        ],
      },
      {
        heading: "8. Beveiliging",
        blocks: [
          p(
            "We versleutelen de verbinding met de website, bewaren wachtwoorden met veilige hashalgoritmen, geven alleen medewerkers die het nodig hebben toegang tot gegevens en leggen die toegang vast. Mocht er ooit een datalek zijn waardoor uw gegevens gevaar lopen, dan laten we u dat weten en melden we het binnen de wettelijke termijnen aan de toezichthouder.",
          ),
        ],
      },
      {
        heading: "9. Minderjarigen en wijzigingen in dit beleid",
        blocks: [
          p(
            "De dienst is bedoeld voor meerderjarigen; we verwerken niet bewust gegevens van minderjarigen. Wijzigen we dit beleid ingrijpend, dan laten we u dat per e-mail weten voordat de wijziging ingaat.",
          ),
        ],
      },
    ],
    closing: [],
  };
}
