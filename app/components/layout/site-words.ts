import type { NavItem } from "#app/components/layout/navigation";
import type { Locale } from "#app/lib/i18n/locales";

/** A link of the footer: where to, and what it says. */
export type SiteLink = {
  to: string;
  label: string /** Set on a link to a page in Spanish only. */;
  hrefLang?: string;
};

/**
 * The header's and footer's words and links in the page's language, finished on the server (root
 * loader, site-words.server.ts): the shell is in every application page's script, which must not
 * carry the catalogues. A Spanish page links the whole site; a page in another language links what
 * is written for its reader, and names a Spanish-only page it still offers as such.
 */
export type SiteWords = {
  locale: Locale;
  /** Where the logo leads: the home in Spanish, the portal in the reader's language otherwise. */
  home: string;
  homeLabel: string;
  nav: NavItem[];
  mainNav: string;
  mobileNav: string;
  openMenu: string;
  menu: string;
  closeMenu: string;
  signIn: string;
  /** Sign-in in the page's language (its own address per language). */
  signInHref: string;
  /** 'Vender Propiedad', for Spanish pages only: a buyer from abroad reads the others. */
  sell: string | null;
  dashboard: string;
  signOut: string;
  footer: {
    blurb: string;
    whatsapp: string;
    whatsappGreeting: string;
    newTab: string;
    /** The second column: the seller guides in Spanish, the buyer's pages otherwise. */
    guides: { title: string; links: SiteLink[] };
    /** The brand's column. */
    site: SiteLink[];
    legalTitle: string;
    legal: SiteLink[];
    cookies: string;
    rights: string;
  };
};

/**
 * A route whose shell follows the signed-in account rather than the address (the dashboard, in
 * `users.locale`) says so in its handle and returns the words as `site` from its loader.
 */
export const SITE_WORDS_FROM_DATA = { siteWordsFromData: true } as const;

/**
 * The shell's words a matched route chose, or null when the address's (the root's) apply: a route
 * whose shell follows the account (`siteWordsFromData`) or whose whole page follows what its loader
 * read (`localeFromData`: the buyer's link, in the lead's language).
 */
export function routeSiteWords(
  matches: ReadonlyArray<{ handle?: unknown; loaderData?: unknown } | undefined>,
): SiteWords | null {
  for (const match of [...matches].reverse()) {
    const handle = match?.handle as { siteWordsFromData?: unknown; localeFromData?: unknown } | undefined;
    const site = (match?.loaderData as { site?: SiteWords | null } | undefined)?.site;
    if ((handle?.siteWordsFromData === true || handle?.localeFromData === true) && site) return site;
  }
  return null;
}
