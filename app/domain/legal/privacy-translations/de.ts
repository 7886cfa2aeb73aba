import { type LegalDocument, list, p } from "#app/domain/legal/document";
import type { PrivacyFacts, PrivacyPageWords } from "./facts";

export const PRIVACY_PAGE_DE: PrivacyPageWords = {
  description:
    "Wer Ihre personenbezogenen Daten verarbeitet, wozu, an wen sie weitergegeben werden, wie lange sie gespeichert bleiben, wie Sie Ihre Rechte ausüben und welche Cookies wir verwenden.",
  eyebrow: "Ihre Daten",
  contents: { navLabel: "Inhalt dieser Erklärung", title: "Inhalt" },
};

/** Die Datenschutzerklärung für deutschsprachige Leser: der Inhalt der spanischen, für Käufer aus dem Ausland erklärt. */
export function privacyPolicyDe(facts: PrivacyFacts): LegalDocument {
  const { provider, brandName } = facts;
  return {
    title: "Datenschutzerklärung",
    dateLine: `Stand: ${facts.updatedOn}`,
    intro: [
      p(
        `${brandName} verarbeitet personenbezogene Daten, damit Eigentümer ihre Immobilie verkaufen, Makler mit uns zusammenarbeiten und Kaufinteressenten Verkäufer erreichen können. Hier erfahren Sie ohne Kleingedrucktes, welche Daten wir verwenden, wofür, an wen wir sie weitergeben und welche Wahl Sie haben. Damit erfüllen wir unsere Informationspflichten nach Art. 13 und 14 der Datenschutz-Grundverordnung (Verordnung (EU) 2016/679, DSGVO; in Spanien „RGPD“) und dem spanischen Datenschutzgesetz (Ley Orgánica 3/2018, LOPDGDD).`,
      ),
      p(
        "Diese Übersetzung dient Ihrem Verständnis. Rechtlich maßgeblich ist die spanische Fassung (Política de Privacidad): Weichen beide voneinander ab, gilt der spanische Text.",
      ),
    ],
    sections: [
      {
        heading: "1. Verantwortlicher",
        blocks: [
          {
            type: "fields",
            fields: [
              { label: "Verantwortlicher", value: provider.name },
              { label: "Spanische Steuernummer (NIF)", value: provider.nif },
              { label: "Anschrift", value: provider.address },
              { label: "E-Mail für Datenschutzanfragen", value: provider.privacyEmail },
              { label: "Kundenservice", value: facts.supportEmail },
            ],
          },
        ],
      },
      {
        heading: "2. Welche Daten wir verarbeiten",
        blocks: [
          list(
            "Ihr Konto: Name, E-Mail-Adresse, Passwort (verschlüsselt gespeichert, nie im Klartext) und, wenn Sie einen Vertrag mit uns schließen, Ihre spanische Ausweisnummer (DNI oder NIE).",
            "Die Immobilie, die Sie inserieren: Adresse, Merkmale, Fotos, Preis, Katasternummer (die im Inserat nie erscheint) und Energieausweis.",
            "Kontaktdaten für das Inserat: die Telefonnummer und, falls Sie es wünschen, die E-Mail-Adresse, die Kaufinteressenten sehen sollen.",
            "Als Makler: Firma, Steuernummer, Sitz, gesetzlicher Vertreter und dessen Ausweis sowie der Verkaufsauftrag, den Sie vorlegen.",
            "Zahlungen und Rechnungen: Betrag, Datum und Status jeder Zahlung sowie die Rechnungen, die wir Ihnen ausstellen (Ihr Name und Ihre DNI oder NIF bzw. die Ihres Maklerbüros). Ihre Kartendaten erhält direkt der Zahlungsdienstleister; wir sehen und speichern sie nicht.",
            "Technische Daten: IP-Adresse, Zugriffsprotokolle und Cookie-Einstellungen, für die Sicherheit des Dienstes.",
            "Wenn Sie über ein Inserat einen Verkäufer kontaktieren (Nachricht, Besichtigungsanfrage oder Angebot): Ihr Name, Ihre E-Mail-Adresse, Ihre Telefonnummer, falls angegeben, und was Sie schreiben. Wenn Sie verkaufen, dieselben Daten der Interessenten, die sich bei Ihnen melden.",
            "Wenn Sie mit einem Konto nach einer Immobilie suchen: die Immobilien, die Sie als Favoriten merken, Ihre gespeicherten Suchen und die Benachrichtigungen, die wir Ihnen dazu schicken (neue Inserate und Preissenkungen). Wir nutzen sie nur, um sie Ihnen in Ihrem Konto zu zeigen und Sie wie gewünscht zu benachrichtigen; sie sind im Export „Descargar mis datos“ enthalten und werden mit Ihrem Konto gelöscht.",
          ),
          p(
            "Beim Hochladen von Fotos entfernen wir Standort- (GPS) und Gerätedaten, damit ein Foto nicht mehr darüber verrät, wo Ihr Haus steht, als Sie selbst veröffentlichen möchten.",
          ),
        ],
      },
      {
        heading: "3. Zwecke und Rechtsgrundlagen",
        blocks: [
          list(
            "Verwaltung Ihres Kontos und Ihres Dienst- oder Kooperationsvertrags: Registrierung, Verkaufsprozess, Zahlungen, Verträge und Kundenservice. Rechtsgrundlage: Vertragserfüllung (Art. 6 Abs. 1 lit. b DSGVO).",
            "Bewerbung Ihrer Immobilie auf unserem Portal, auf Immobilienportalen und in Kampagnen in Suchmaschinen und sozialen Netzwerken, einschließlich der Kontaktdaten, die Sie für Anrufe von Interessenten freigeben. Rechtsgrundlage: Vertragserfüllung.",
            "Servicenachrichten: Bestätigung Ihrer E-Mail-Adresse, Zurücksetzen des Passworts, Zahlungsbestätigungen und Hinweise zu Ihrem Verkauf. Rechtsgrundlage: Vertragserfüllung.",
            "Weiterleitung Ihrer Nachricht, Besichtigungsanfrage oder Ihres Angebots an den Verkäufer, eine Bestätigung an die von Ihnen angegebene E-Mail-Adresse (mit einer Kopie Ihres Textes nur, wenn Sie mit genau dieser, bereits bestätigten Adresse angemeldet sind) und Speicherung im Interessentenverzeichnis des Inserats, das auch zeigt, ob ein Verkauf mit einem über die Plattform gekommenen Käufer zustande kam. Rechtsgrundlage: Ihre Anfrage, also vorvertragliche Maßnahmen auf Ihren Wunsch (Art. 6 Abs. 1 lit. b DSGVO), und unser berechtigtes Interesse, die Herkunft eines Verkaufs nachzuweisen (Art. 6 Abs. 1 lit. f DSGVO). Um Spam einzudämmen, begrenzen wir die Zahl der Nachrichten je Adresse und je Inserat.",
            "Ist die automatische Übersetzung eingeschaltet und schreiben Sie nicht auf Spanisch, lassen wir Ihre Nachricht ins Spanische übersetzen, damit der Verkäufer sie neben Ihrem Originaltext lesen kann. Rechtsgrundlage: Ihre Anfrage an den Verkäufer (Art. 6 Abs. 1 lit. b DSGVO).",
            "Erfüllung gesetzlicher Pflichten: Rechnungsstellung, Buchhaltung, Geldwäscheprävention, soweit anwendbar, und behördliche Auskunftsersuchen. Rechtsgrundlage: rechtliche Verpflichtung (Art. 6 Abs. 1 lit. c DSGVO).",
            "Messung der Website-Nutzung mit Analyse-Cookies, um die Website zu verbessern. Rechtsgrundlage: Ihre Einwilligung (Art. 6 Abs. 1 lit. a DSGVO), die Sie jederzeit widerrufen können.",
            "Zählung ohne Cookies, wie viele Personen ein Inserat ansehen und dessen Anruf-Schaltfläche drücken, um dies dem Verkäufer zu zeigen: Von Ihrer IP-Adresse und Ihrem Browser speichern wir nur für diesen Tag einen verschlüsselten Fingerabdruck, der sich täglich ändert und am Ende des Tages gelöscht wird; die IP-Adresse selbst wird nicht gespeichert. Rechtsgrundlage: das berechtigte Interesse des Verkäufers und unser eigenes, zu wissen, wie das Inserat ankommt (Art. 6 Abs. 1 lit. f DSGVO).",
          ),
          p(
            "Wir treffen keine automatisierten Entscheidungen, die Ihnen gegenüber rechtliche Wirkung entfalten (Art. 22 DSGVO), und erstellen keine Profile aus Ihren Daten.",
          ),
        ],
      },
      {
        heading: "4. An wen wir Daten weitergeben",
        blocks: [
          list(
            "Immobilienportale und Werbeplattformen (Suchmaschinen und soziale Netzwerke), die das Inserat und die Kontaktdaten erhalten, die Sie veröffentlichen möchten.",
            "Zahlungsdienstleister, die Ihre Karten- oder Ratenzahlungen abwickeln.",
            "Behörden, Gerichte und die spanische Steuerbehörde (Agencia Tributaria), wenn das Gesetz uns dazu verpflichtet.",
            "Dienstleister, die für uns tätig sind (Hosting, E-Mail), als Auftragsverarbeiter mit Vertrag und nur nach unseren Weisungen.",
            "Verkaufen Sie gemeinsam mit einem Makler, erhält dieser die Daten der Kaufinteressenten.",
            "Kontaktieren Sie einen Verkäufer, teilen wir ihm Ihren Namen, Ihre E-Mail-Adresse, Ihre Telefonnummer (falls angegeben) und Ihre Nachricht mit, damit er Ihnen direkt antworten kann. Seine E-Mail-Adresse wird Ihnen nicht angezeigt.",
            "Bei eingeschalteter automatischer Übersetzung geht der Text Ihrer Nachricht an den Übersetzungsdienst (DeepL), der als unser Auftragsverarbeiter handelt.",
          ),
          p(
            "Einige Werbeplattformen verarbeiten Daten möglicherweise außerhalb des Europäischen Wirtschaftsraums. Wir arbeiten nur mit solchen zusammen, die geeignete Garantien bieten, etwa die Standardvertragsklauseln der Europäischen Kommission oder einen Angemessenheitsbeschluss.",
          ),
        ],
      },
      {
        heading: "5. Wie lange wir Daten speichern",
        blocks: [
          p(
            "Solange Sie ein Konto haben und der Dienst besteht. Danach sperren wir die Daten für die Fristen, in denen das Gesetz sie verlangen kann (sechs Jahre für Buchhaltungs- und Steuerunterlagen, fünf Jahre für zivilrechtliche persönliche Ansprüche), und löschen sie anschließend. Das Inserat nehmen wir beim Verkauf oder bei Ende des Dienstes von unserem Portal und beantragen die Entfernung auf den Portalen, auf denen es erschienen ist.",
          ),
          p(
            `Nachrichten, Besichtigungsanfragen und Angebote von Kaufinteressenten bleiben gespeichert, solange das Inserat aktiv ist, und bis zu ${facts.leadMonthsAfterClosed} Monate nach Verkauf oder Rücknahme; in jedem Fall werden sie nach ${facts.leadMonthsWithoutActivity} Monaten ohne Aktivität gelöscht. Löscht der Verkäufer das Inserat oder sein Konto, werden sie sofort gelöscht. Ein Angebot, das der Interessent nicht per E-Mail bestätigt, wird nach 7 Tagen gelöscht. Die automatische Übersetzung einer Nachricht wird mit ihr aufbewahrt und gelöscht.`,
          ),
          p(
            "Löschen Sie Ihr Konto in Ihrem Bereich, entfernen wir sofort Ihr Profil, Ihre Inserate mit Fotos und den Kontakten ihrer Interessenten, die Nachrichten, die Sie mit Ihrem Konto an Verkäufer geschickt haben, sowie Ihre Verträge mit ihren Dateien, und melden Sie auf allen Geräten ab. Getrennt von Ihrem Namen und Ihren Kontaktdaten bewahren wir nur den Nachweis jeder Zahlung auf (Betrag, Datum, Verwendungszweck, Status und Titel des Inserats) sowie die Ihnen ausgestellten Rechnungen unverändert, mit dem darin genannten Namen und der DNI oder NIF, weil das Gesetz uns verpflichtet, sie sechs Jahre aufzubewahren (artículo 30 del Código de Comercio und spanisches Rechnungsrecht). Die Rechnungen sind dann nicht mehr mit Ihrem Konto verknüpft und nur unsere Verwaltung kann sie einsehen, um diese Pflichten zu erfüllen. Auf der Plattform unterzeichnete Arras-Verträge (der spanische Reservierungsvertrag mit Anzahlung), ob als Verkäufer oder als Käufer, bleiben mit den Unterschriften und ihrem Protokoll ebenfalls erhalten, weil sie beweisen, was beide Parteien vereinbart haben, und die andere Partei sie zur Wahrung ihrer Rechte benötigen kann (Art. 17 Abs. 3 lit. e DSGVO); sie sind dann nicht mehr mit Ihrem Konto verknüpft.",
          ),
        ],
      },
      {
        heading: "6. Ihre Rechte und wie Sie sie ausüben",
        blocks: [
          p("Nach Art. 15 bis 22 DSGVO haben Sie jederzeit das Recht auf:"),
          list(
            "Auskunft: zu erfahren, welche Daten wir über Sie verarbeiten.",
            "Berichtigung: unrichtige Daten korrigieren zu lassen.",
            "Löschung: Ihre Daten löschen zu lassen, wenn sie nicht mehr benötigt werden.",
            "Widerspruch: einer bestimmten Verarbeitung zu widersprechen.",
            "Einschränkung: die Nutzung aussetzen zu lassen, solange eine Beschwerde geprüft wird.",
            "Datenübertragbarkeit: Ihre Daten in einem strukturierten, gängigen Format zu erhalten.",
          ),
          p(
            "Am schnellsten geht es in Ihrem Bereich (Mi Panel → Mis Datos, auf Spanisch): Dort können Sie Ihre Daten berichtigen, eine Kopie aller Daten als maschinenlesbare Datei herunterladen und Ihr Konto löschen. Sie können uns auch, gern auf Deutsch, an " +
              `${provider.privacyEmail} schreiben und eine Kopie Ihres Ausweises beifügen, damit wir prüfen können, dass Sie es sind. Wir antworten spätestens innerhalb eines Monats.`,
          ),
          p(
            "Sind Sie der Ansicht, dass wir Ihr Anliegen nicht richtig bearbeitet haben, können Sie sich nach Art. 77 DSGVO bei der spanischen Datenschutzbehörde, der Agencia Española de Protección de Datos (www.aepd.es), oder bei der Aufsichtsbehörde des EU-Landes beschweren, in dem Sie leben oder arbeiten.",
          ),
        ],
      },
      {
        heading: "7. Cookies",
        blocks: [
          p("Wir verwenden zwei Arten von Cookies:"),
          list(
            "Technisch notwendige: Sie sind für die Funktion der Website erforderlich (angemeldet bleiben, Formulare schützen, eine Stunde lang die Immobilie merken, die Sie während der Anmeldung als Favorit speichern wollen, Ihre Cookie-Wahl speichern und 30 Tage lang festhalten, über welchen Kanal Sie zu einem Inserat kamen – etwa idealista –, damit Ihre Nachrichten, Besichtigungen und Angebote den Verkäufer mit dieser Herkunft erreichen; dieses Cookie speichert nur den Namen des Kanals, nichts über Sie, und wird mit niemandem geteilt). Dafür ist keine Einwilligung nötig.",
            "Analyse-Cookies: Sie zeigen uns in zusammengefasster Form, welche Seiten besucht werden, damit wir die Website verbessern können. Sie werden nur aktiviert, wenn Sie zustimmen.",
          ),
          p(
            "Über „Cookie-Einstellungen“ am Ende jeder Seite können Sie jederzeit zustimmen, ablehnen oder Ihre Wahl ändern. Wenn Sie Analyse-Cookies ablehnen, bleibt jede Funktion der Website erhalten.",
          ),
        ],
      },
      {
        heading: "8. Sicherheit",
        blocks: [
          p(
            "Wir verschlüsseln die Verbindung zur Website, speichern Passwörter mit sicheren Hash-Verfahren, beschränken den Zugriff auf Daten auf die Mitarbeiter, die ihn brauchen, und protokollieren jeden Zugriff. Sollte es je zu einer Datenpanne kommen, die Ihre Daten gefährdet, informieren wir Sie und melden sie fristgerecht der Aufsichtsbehörde.",
          ),
        ],
      },
      {
        heading: "9. Minderjährige und Änderungen dieser Erklärung",
        blocks: [
          p(
            "Der Dienst richtet sich an Volljährige; wir verarbeiten nicht wissentlich Daten von Minderjährigen. Ändern wir diese Erklärung wesentlich, informieren wir Sie per E-Mail, bevor die Änderung wirksam wird.",
          ),
        ],
      },
    ],
    closing: [],
  };
}
