import type { href } from "react-router";
import type { SellerGuideKind } from "./domain/seller-guides";
import { BRAND_SLUG } from "./lib/brand";
import { DEFAULT_LOCALE, LOCALES, type Locale, prefixedPath, unprefixedPath } from "./lib/i18n/locales";

/**
 * Every address of the app, written once (docs/decisions/0047-urls-from-one-place.md): app/routes.ts
 * maps these patterns to route modules, and every link, redirect, fetch and e-mail builds its URL
 * from them with `pathTo()`. A literal internal path anywhere else in app/ fails a house-rules test.
 * `satisfies` checks each pattern against the routes React Router's typegen found in app/routes.ts,
 * so a pattern that is no route fails `tsc`.
 */
export const ROUTES = {
  // The public site
  home: "/",
  howWeSell: "/como-vendemos",
  forAgencies: "/para-inmobiliarias",
  terms: "/terminos-y-condiciones",
  agencyTerms: "/terminos-y-condiciones-agencia",
  privacy: "/politica-de-privacidad",
  accountDeleted: "/cuenta-eliminada",
  saleCalculator: "/calculadora-venta",
  contractCheck: "/verificar-contrato",
  // "Buying a home in Spain": one guide, written anew for each language's reader, each under its
  // own slug (BUYING_GUIDE below ties the five together).
  buyingGuide: "/comprar-vivienda-en-espana",
  buyingGuideEn: "/en/guides/buying-a-home-in-spain",
  buyingGuideDe: "/de/ratgeber/immobilienkauf-in-spanien",
  buyingGuideFr: "/fr/guides/acheter-un-logement-en-espagne",
  buyingGuideNl: "/nl/gidsen/een-huis-kopen-in-spanje",
  // The buyer's side of the arras signed online (the seller's is step 4 of /vender).
  arrasSigning: "/firmar-arras/:id",
  // The closing room of a deal, shared by seller and buyer from the accepted offer to the keys.
  closingRoom: "/cierre/:dealId",
  closingRoomDocuments: "/cierre/:dealId/documentos",
  closingRoomDate: "/cierre/:dealId/fechas/:key",
  // One uploaded document of the deal, for its parties and staff only.
  closingDocumentFile: "/cierre/:dealId/documentos/:documentId",
  closingArrasPdf: "/cierre/:dealId/arras.pdf",
  // The notary file of a deal, for the notary's office without an account, by a link that expires.
  notaryFile: "/notaria/:token",
  notaryFilePdf: "/notaria/:token/expediente.pdf",

  // The portal
  portal: "/portal",
  saveSearch: "/portal/guardar",
  property: "/propiedad/:id",
  buyerRequest: "/solicitud/:token",
  alertUnsubscribe: "/alertas/baja",
  listingPhoneClick: "/propiedad/:id/llamada",
  listingPhoneReveal: "/propiedad/:id/telefono",
  listingView: "/propiedad/:id/vista",
  propertyMortgage: "/propiedad/:id/hipoteca",

  blog: "/blog",
  blogCategory: "/blog/category/:slug",
  blogArticle: "/blog/:slug",

  // Accounts
  auth: "/auth",
  verifyEmail: "/verify-email",
  requestPasswordReset: "/request-password-reset",
  resetPassword: "/reset-password",
  signInLink: "/entrar-con-enlace",
  secondFactor: "/verificacion-en-dos-pasos",
  secondFactorSetup: "/verificacion-en-dos-pasos/configurar",
  signOut: "/salir",

  // 'Mi Panel de Control': the layout is 'Mis Propiedades'; each other tab is a child route.
  dashboard: "/dashboard",
  dashboardProfile: "/dashboard/datos",
  dashboardDocuments: "/dashboard/documentos",
  dashboardPayments: "/dashboard/pagos",
  dashboardBuyers: "/dashboard/compradores",
  dashboardFavourites: "/dashboard/favoritos",
  dashboardSearches: "/dashboard/busquedas",
  dashboardRequests: "/dashboard/solicitudes",

  // The two processes: where one starts, and a property's layout, whose child routes are its steps
  // (their slugs in app/domain/kernel/process-urls.ts, which builds every step's address).
  sell: "/vender",
  sale: "/vender/:propertyId",
  agencyProcess: "/proceso-agencia",
  agencyCollaboration: "/proceso-agencia/:propertyId",

  // Staff
  admin: "/admin",
  adminTools: "/admin/tools",
  adminInvoices: "/admin/facturas",
  adminInvoiceCancel: "/admin/facturas/:id/anular",
  adminInvoiceRectify: "/admin/facturas/:id/rectificar",
  adminInvoiceRecords: "/admin/facturas/registros",
  adminCampaigns: "/admin/campanas",
  adminFeeReviews: "/admin/revisiones",
  adminAdKit: "/admin/campanas/:id/kit.zip",
  agencyFinalFee: "/agency/final-fee",

  // Resources: no page, a file, a redirect or JSON
  authApi: "/api/auth/*",
  healthz: "/healthz",
  files: "/files/*",
  consent: "/consentimiento",
  photos: "/fotos",
  contractPdf: "/contratos/:id/pdf",
  agencyDealDocument: "/firmas-agencia/:id/documento",
  arrasPdf: "/contratos/arras/:id/pdf",
  contractVersionPdf: "/contratos/versiones/:id/pdf",
  sealedContractPdf: "/contratos/versiones/:id/firmado",
  invoicePdf: "/facturas/:id/pdf",
  dataExport: "/dashboard/exportar",
  paymentStart: "/pagos/iniciar",
  paymentTestCard: "/pagos/prueba",
  paymentStatus: "/pagos/estado",
  stripeWebhook: "/webhooks/stripe",
  kyeroFeed: "/feeds/kyero.xml",
  feedPhoto: "/feeds/fotos/*",
  sitemap: "/sitemap.xml",
  robots: "/robots.txt",

  notFound: "/*",
} as const satisfies Record<string, Pattern>;

/**
 * The pages a buyer reads in every language (docs/decisions/0057-languages.md): each also lives
 * under `/en`, `/de`, `/fr` and `/nl` (app/routes.ts registers the variants from this list). The
 * portal's 'Guardar búsqueda' follows the portal it is reached from. The listing's mortgage page
 * is the listing's calculator without JavaScript, so it follows the listing.
 * Sign-in and sign-up are among them: a visitor arrives before any account says their language (0061);
 * so is the way back in (a forgotten password, the e-mail's verification, the one-time sign-in link),
 * which the account's e-mails link in its language,
 * and the privacy policy their forms ask them to accept (docs/decisions/0070-privacy-policy-languages.md).
 */
export const LOCALIZED_PAGES = [
  ROUTES.portal,
  ROUTES.saveSearch,
  ROUTES.property,
  ROUTES.propertyMortgage,
  ROUTES.auth,
  ROUTES.privacy,
  ROUTES.requestPasswordReset,
  ROUTES.resetPassword,
  ROUTES.verifyEmail,
  ROUTES.signInLink,
] as const;
export type LocalizedPattern = (typeof LOCALIZED_PAGES)[number];

/**
 * Requests a localized page's script sends under the page's own prefix (`/en/propiedad/:id/telefono`),
 * so that their answers' words are in the page's language; no page, so no versions or sitemap entry.
 */
export const LOCALIZED_REQUESTS = [ROUTES.listingPhoneReveal] as const;

/** `pathTo` in a language: `localePathTo("en", ROUTES.portal, "?q=x")` → `/en/portal?q=x`. */
export function localePathTo<P extends LocalizedPattern>(locale: Locale, pattern: P, ...args: PathArgs<P>) {
  return prefixedPath(locale, pathTo(pattern, ...args));
}

/**
 * Pages written per language whose address differs in each (its slug is in the reader's words):
 * each entry names the five versions, which are each other's alternates.
 */
export const BUYING_GUIDE = {
  es: ROUTES.buyingGuide,
  en: ROUTES.buyingGuideEn,
  de: ROUTES.buyingGuideDe,
  fr: ROUTES.buyingGuideFr,
  nl: ROUTES.buyingGuideNl,
} as const satisfies Record<Locale, Pattern>;
const PAGES_WITH_LOCAL_SLUGS: readonly Record<Locale, string>[] = [BUYING_GUIDE];

const patternMatchers = LOCALIZED_PAGES.map(
  (pattern) => new RegExp(`^${pattern.replace(/:[\w-]+/g, "[^/]+").replace(/\/$/, "")}/?$`),
);

/**
 * The same page in every language, for an address of a localized page (its language prefix, if
 * any, replaced), with the query kept; null for a page that exists in Spanish only.
 */
export function languageVersions(pathname: string, search = ""): Record<Locale, string> | null {
  const bare = pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname;
  const slugged = PAGES_WITH_LOCAL_SLUGS.find((versions) => Object.values(versions).includes(bare));
  if (slugged) return mapLocales((locale) => `${slugged[locale]}${search}`);
  const spanish = unprefixedPath(pathname);
  if (!patternMatchers.some((matcher) => matcher.test(spanish))) return null;
  return Object.fromEntries(
    LOCALES.map((locale) => [locale, `${prefixedPath(locale, spanish)}${search}`]),
  ) as Record<Locale, string>;
}

const mapLocales = (path: (locale: Locale) => string) =>
  Object.fromEntries(LOCALES.map((locale) => [locale, path(locale)])) as Record<Locale, string>;

/** Where the language switch leads on a page without versions: the portal in that language. */
export function languageHome(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? ROUTES.portal : localePathTo(locale, ROUTES.portal);
}

/** A seller guide's page: /vender-{kind}-zaguan (the brand's slug is part of the address). */
export const sellerGuidePath = (kind: SellerGuideKind) =>
  `/vender-${kind}-${BRAND_SLUG}` as const satisfies Pattern;

/** Every route React Router knows, as typegen read them from app/routes.ts. */
export type Pattern = Parameters<typeof href>[0];

/** The parameters a pattern takes, as `href()` types them: none, or an object of its `:names` and `*`. */
type ParamsOf<P extends Pattern> = Parameters<typeof href<P>> extends [unknown, ...infer Rest] ? Rest : never;

/** A query string: its pairs (a null or undefined value is left out), or one already built. */
export type Query = Record<string, string | number | null | undefined> | URLSearchParams | string;

/** After a pattern: its parameters if it has any, then an optional query. */
export type PathArgs<P extends Pattern> =
  ParamsOf<P> extends [] ? [query?: Query] : [...ParamsOf<P>, query?: Query];

const DYNAMIC = /\/[:*]/;

/**
 * The URL of a route: `pathTo(ROUTES.property, { id })` → `/propiedad/<id>`,
 * `pathTo(ROUTES.auth, { redirectTo })` → `/auth?redirectTo=…`. Parameters are URL-encoded (a splat
 * segment by segment). React Router's `href()` types the call (the names and the parameters each
 * pattern takes); `fill` does what `href()` does at run time without importing React Router, which
 * would put React into the public pages' script (app/enhance/, ADR 0047). app/urls.test.ts checks
 * that both fill every pattern alike.
 */
export function pathTo<P extends Pattern>(pattern: P, ...args: PathArgs<P>): string {
  const dynamic = DYNAMIC.test(pattern);
  const params = dynamic ? (args[0] as Params) : {};
  const query = (dynamic ? args[1] : args[0]) as Query | undefined;
  return withQuery(fill(pattern, encodeParams(params)), query);
}

type Params = Record<string, string | undefined>;

/** A pattern with its parameters in place, as React Router's `href()` fills it. */
export function fill(pattern: string, params: Params): string {
  const filled = pattern.replace(/\/*[*/]$/, "").replace(/\/:([\w-]+)(\?)?/g, (_, name: string, optional) => {
    const value = params[name];
    if (value !== undefined) return `/${value}`;
    if (optional) return "";
    throw new Error(`Path '${pattern}' requires param '${name}' but it was not provided`);
  });
  const splat = pattern.endsWith("*") ? params["*"] : undefined;
  return (splat === undefined ? filled : `${filled}/${splat}`) || "/";
}

function encodeParams(params: Params) {
  const encoded: Params = {};
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined) continue;
    encoded[name] =
      name === "*" ? value.split("/").map(encodeURIComponent).join("/") : encodeURIComponent(value);
  }
  return encoded;
}

/** A path with a query string appended, or the path alone when the query is empty. */
export function withQuery(pathname: string, query?: Query): string {
  const search = queryString(query);
  return search ? `${pathname}?${search}` : pathname;
}

function queryString(query: Query | undefined): string {
  if (query === undefined) return "";
  if (typeof query === "string") return query.replace(/^\?/, "");
  if (query instanceof URLSearchParams) return query.toString();
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== null && value !== undefined) params.set(name, String(value));
  }
  return params.toString();
}

/**
 * A pattern up to its first parameter (`/api/auth/*` → `/api/auth`, `/propiedad/:id` → `/propiedad`):
 * where a family of addresses starts, for a library's base path or an 'is this page under …' test.
 */
export function prefixOf(pattern: Pattern): string {
  const at = pattern.search(DYNAMIC);
  return at === -1 ? pattern : pattern.slice(0, at) || "/";
}

/**
 * The first segment of a pattern (`/agency/final-fee` → `/agency`): what a whole area of addresses
 * starts with, for a robots.txt rule.
 */
export function section(pattern: Pattern): string {
  return `/${pattern.split("/")[1] ?? ""}`;
}
