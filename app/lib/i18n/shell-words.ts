import type { Locale } from "./locales";

/**
 * The words of the page's shell that every page draws, hydrated ones included: plain records, not
 * the i18next catalogues, so that no application page's script carries the library. The catalogue
 * test checks them like the catalogues (every language, every key, none empty).
 */
export type ConsentWords = {
  title: string;
  text: string;
  currentChoice: string;
  accepted: string;
  rejected: string;
  moreInfo: string;
  privacyPolicy: string;
  reject: string;
  accept: string;
  close: string;
  closeLabel: string;
};

export const CONSENT_WORDS: Record<Locale, ConsentWords> = {
  es: {
    title: "Cookies y privacidad",
    text: "Usamos cookies técnicas, imprescindibles para que la web funcione, que están siempre activas. Las cookies analíticas, que nos ayudan a mejorarla, solo las usaremos si las aceptas.",
    currentChoice: "Tu elección actual: cookies analíticas",
    accepted: "aceptadas",
    rejected: "rechazadas",
    moreInfo: "Más información en la",
    privacyPolicy: "Política de Privacidad",
    reject: "Rechazar",
    accept: "Aceptar",
    close: "Cerrar",
    closeLabel: "Cerrar preferencias de cookies",
  },
  en: {
    title: "Cookies and privacy",
    text: "We use technical cookies, which the site needs to work and which are always on. Analytics cookies, which help us improve it, are used only if you accept them.",
    currentChoice: "Your current choice: analytics cookies",
    accepted: "accepted",
    rejected: "rejected",
    moreInfo: "More in our",
    privacyPolicy: "Privacy Policy",
    reject: "Reject",
    accept: "Accept",
    close: "Close",
    closeLabel: "Close cookie preferences",
  },
  de: {
    title: "Cookies und Datenschutz",
    text: "Wir verwenden technische Cookies, die für den Betrieb der Website nötig und immer aktiv sind. Analyse-Cookies, die uns helfen, sie zu verbessern, setzen wir nur mit Ihrer Zustimmung.",
    currentChoice: "Ihre aktuelle Wahl: Analyse-Cookies",
    accepted: "akzeptiert",
    rejected: "abgelehnt",
    moreInfo: "Mehr dazu in unserer",
    privacyPolicy: "Datenschutzerklärung",
    reject: "Ablehnen",
    accept: "Akzeptieren",
    close: "Schließen",
    closeLabel: "Cookie-Einstellungen schließen",
  },
  fr: {
    title: "Cookies et confidentialité",
    text: "Nous utilisons des cookies techniques, indispensables au fonctionnement du site et toujours actifs. Les cookies analytiques, qui nous aident à l’améliorer, ne sont utilisés que si vous les acceptez.",
    currentChoice: "Votre choix actuel : cookies analytiques",
    accepted: "acceptés",
    rejected: "refusés",
    moreInfo: "Pour en savoir plus, consultez notre",
    privacyPolicy: "Politique de confidentialité",
    reject: "Refuser",
    accept: "Accepter",
    close: "Fermer",
    closeLabel: "Fermer les préférences de cookies",
  },
  nl: {
    title: "Cookies en privacy",
    text: "We gebruiken technische cookies, die nodig zijn om de site te laten werken en altijd aan staan. Analytische cookies, die ons helpen de site te verbeteren, gebruiken we alleen als u ze accepteert.",
    currentChoice: "Uw huidige keuze: analytische cookies",
    accepted: "geaccepteerd",
    rejected: "geweigerd",
    moreInfo: "Meer hierover in ons",
    privacyPolicy: "privacybeleid",
    reject: "Weigeren",
    accept: "Accepteren",
    close: "Sluiten",
    closeLabel: "Cookievoorkeuren sluiten",
  },
};
