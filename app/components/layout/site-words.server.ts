import type { NavItem } from "#app/components/layout/navigation";
import type { SiteLink, SiteWords } from "#app/components/layout/site-words";
import { BUYING_GUIDES } from "#app/content/buying-guide/index";
import { buyingGuideSectionAnchor } from "#app/domain/guides/buying-guide";
import { SELLER_GUIDE_KINDS, type SellerGuideKind } from "#app/domain/seller-guides";
import { BRAND_NAME } from "#app/lib/brand";
import { DEFAULT_LOCALE, type Locale, prefixedPath } from "#app/lib/i18n/locales";
import { type Translate, translator } from "#app/lib/i18n/translate";
import { BUYING_GUIDE, localePathTo, prefixOf, ROUTES, sellerGuidePath } from "#app/urls";

/** The seller guides' names: Spanish pages for Spanish sellers, linked from the Spanish footer only. */
const SELLER_GUIDE_LABELS: Record<SellerGuideKind, string> = {
  piso: "Vender piso",
  casa: "Vender casa",
  chalet: "Vender chalet",
  local: "Vender local",
  oficina: "Vender oficina",
  garaje: "Vender garaje",
  terreno: "Vender terreno",
  nave: "Vender nave",
};

/** The whole site, as a Spanish reader gets it. */
function spanishLinks(t: Translate) {
  const nav: NavItem[] = [
    { to: ROUTES.home, label: t("site.nav.home") },
    { to: ROUTES.howWeSell, label: t("site.nav.howWeSell") },
    { to: ROUTES.forAgencies, label: t("site.nav.forAgencies") },
    // A listing's page belongs to the portal.
    { to: ROUTES.portal, label: t("site.nav.portal"), alsoActiveUnder: [prefixOf(ROUTES.property)] },
    { to: ROUTES.blog, label: t("site.nav.blog") },
  ];
  return {
    home: ROUTES.home,
    nav,
    sell: t("site.account.sell"),
    blurb: t("site.footer.blurb"),
    guides: {
      title: t("site.footer.sellerGuides"),
      links: SELLER_GUIDE_KINDS.map((kind) => ({
        to: sellerGuidePath(kind),
        label: SELLER_GUIDE_LABELS[kind],
      })),
    },
    site: [...nav, { to: `${ROUTES.home}#faq`, label: t("site.footer.faq") }],
    legal: [
      { to: ROUTES.terms, label: t("site.footer.terms") },
      { to: ROUTES.agencyTerms, label: t("site.footer.agencyTerms") },
      { to: ROUTES.privacy, label: t("site.footer.privacy") },
    ],
  };
}

/**
 * A buyer from abroad: the pages written for them (the portal, the listings, the buying guide),
 * and the Spanish-only pages a buyer may still want, each saying it is in Spanish. Nothing that
 * is only for sellers or agencies in the header.
 */
function readerLinks(locale: Locale, t: Translate) {
  const portal = localePathTo(locale, ROUTES.portal);
  const guide = BUYING_GUIDE[locale];
  const inSpanish = (to: string, label: string): SiteLink => ({ to, label, hrefLang: DEFAULT_LOCALE });
  return {
    home: portal,
    nav: [
      {
        to: portal,
        label: t("site.nav.portal"),
        alsoActiveUnder: [prefixedPath(locale, prefixOf(ROUTES.property))],
      },
      { to: guide, label: t("site.nav.guide") },
    ],
    sell: null,
    blurb: t("site.footer.buyerBlurb"),
    guides: {
      title: t("site.footer.buyers"),
      links: [
        { to: portal, label: t("site.nav.portal") },
        { to: guide, label: BUYING_GUIDES[locale].title },
        { to: `${guide}#${buyingGuideSectionAnchor("costs")}`, label: t("site.footer.buyingCosts") },
      ],
    },
    site: [
      inSpanish(ROUTES.howWeSell, t("site.footer.sellInSpanish")),
      inSpanish(ROUTES.forAgencies, t("site.footer.agenciesInSpanish")),
      inSpanish(ROUTES.blog, t("site.footer.blogInSpanish")),
    ],
    legal: [
      inSpanish(ROUTES.terms, t("site.footer.terms")),
      { to: localePathTo(locale, ROUTES.privacy), label: t("site.footer.privacy") },
    ],
  };
}

/**
 * The shell's words for a page whose language is the reader's, not the address's (a route with
 * `SITE_WORDS_FROM_DATA` or `localeFromData`): none for Spanish, whose page keeps the root's.
 */
export function readerSiteWords(locale: Locale, brand: string | undefined): SiteWords | null {
  return locale === DEFAULT_LOCALE ? null : siteWords(locale, brand ?? BRAND_NAME, new Date().getFullYear());
}

/** The header's and footer's words and links for a page in `locale`. */
export function siteWords(locale: Locale, brand: string, year: number): SiteWords {
  const t = translator(locale);
  const links = locale === DEFAULT_LOCALE ? spanishLinks(t) : readerLinks(locale, t);
  return {
    locale,
    home: links.home,
    homeLabel: t("site.home", { brand }),
    nav: links.nav,
    mainNav: t("site.nav.main"),
    mobileNav: t("site.nav.mobile"),
    openMenu: t("site.menu.open"),
    menu: t("site.menu.name"),
    closeMenu: t("site.menu.close"),
    signIn: t("site.account.signIn"),
    signInHref: localePathTo(locale, ROUTES.auth),
    sell: links.sell,
    dashboard: t("site.account.dashboard"),
    signOut: t("site.account.signOut"),
    footer: {
      blurb: links.blurb,
      whatsapp: t("site.footer.whatsapp"),
      whatsappGreeting: t("site.footer.whatsappGreeting"),
      newTab: t("site.footer.newTab"),
      guides: links.guides,
      site: links.site,
      legalTitle: t("site.footer.legal"),
      legal: links.legal,
      cookies: t("site.footer.cookies"),
      rights: t("site.footer.rights", { year: String(year), brand }),
    },
  };
}
