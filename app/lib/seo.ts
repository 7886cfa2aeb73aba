import type { MetaDescriptor } from "react-router";
import { BRAND_NAME, DEFAULT_TITLE } from "#app/lib/brand";
import { DEFAULT_LOCALE, LOCALES, type Locale, OG_LOCALES } from "#app/lib/i18n/locales";

export const DEFAULT_DESCRIPTION =
  "Vende tu casa sin agencia: campaña de marketing profesional en buscadores, redes sociales y los principales portales, con precio fijo y sin exclusividad.";
/** 1200×630, in public/. */
export const DEFAULT_OG_IMAGE = "/og-default.png";
const DEFAULT_OG_IMAGE_ALT = `${BRAND_NAME}: vende tu casa sin agencia`;

export type SeoOptions = {
  /** The page's own title; the brand is appended unless it is already there. Omit it for the default title. */
  title?: string;
  description?: string;
  /** The canonical path, without query string (e.g. `/portal`). */
  path: string;
  /** An absolute URL or a path on this site. */
  image?: string;
  imageAlt?: string;
  type?: "website" | "article" | "product";
  /** Keeps the page out of search results (404s, private pages). */
  noIndex?: boolean;
  /** The page's language; Spanish when omitted. */
  locale?: Locale;
  /** The same page in every language (app/urls.ts languageVersions), for hreflang alternates. */
  alternates?: Record<Locale, string> | null;
};

/**
 * Everything a page needs in <head> for search engines and link previews (WhatsApp, Facebook,
 * X): title, description, canonical URL, Open Graph and Twitter card, all with absolute URLs.
 */
export function seo(
  options: SeoOptions,
  publicUrl: string,
  brandName: string = BRAND_NAME,
): MetaDescriptor[] {
  const title = !options.title
    ? DEFAULT_TITLE.replace(BRAND_NAME, brandName)
    : options.title.includes(brandName)
      ? options.title
      : `${options.title} | ${brandName}`;
  const description = options.description ?? DEFAULT_DESCRIPTION;
  const url = absoluteUrl(options.path, publicUrl);
  const image = absoluteUrl(options.image ?? DEFAULT_OG_IMAGE, publicUrl);
  const imageAlt = options.imageAlt ?? (options.image ? title : DEFAULT_OG_IMAGE_ALT);

  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:alt", content: imageAlt },
    { property: "og:type", content: options.type ?? "website" },
    { property: "og:site_name", content: brandName },
    { property: "og:locale", content: OG_LOCALES[options.locale ?? DEFAULT_LOCALE] },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: imageAlt },
  ];
  if (!options.image) {
    tags.push(
      { property: "og:image:width", content: "1200" },
      { property: "og:image:height", content: "630" },
    );
  }
  if (options.alternates) tags.push(...alternateLinks(options.alternates, publicUrl));
  if (options.noIndex) tags.push({ name: "robots", content: "noindex, nofollow" });
  return tags;
}

/**
 * Reciprocal alternates: every version names all five and the Spanish one as `x-default`, the
 * page for a reader whose language is none of them.
 */
function alternateLinks(alternates: Record<Locale, string>, publicUrl: string): MetaDescriptor[] {
  const link = (hrefLang: string, path: string) => ({
    tagName: "link",
    rel: "alternate",
    hrefLang,
    href: absoluteUrl(path, publicUrl),
  });
  return [
    ...LOCALES.map((locale) => link(locale, alternates[locale])),
    link("x-default", alternates[DEFAULT_LOCALE]),
  ];
}

type MatchLike = { id: string; loaderData?: unknown } | undefined;

/**
 * The public settings the root loader returned, read from `meta`'s `matches`. Missing only when
 * the root loader itself failed; callers then fall back to relative URLs.
 */
export function rootPublicEnv(
  matches: ReadonlyArray<MatchLike>,
): { PUBLIC_URL: string; BRAND_NAME: string } | null {
  const data = matches.find((match) => match?.id === "root")?.loaderData;
  if (!data || typeof data !== "object" || !("publicEnv" in data)) return null;
  const env = data.publicEnv;
  if (!env || typeof env !== "object" || !("PUBLIC_URL" in env) || !("BRAND_NAME" in env)) return null;
  const { PUBLIC_URL, BRAND_NAME: brandName } = env;
  return typeof PUBLIC_URL === "string" && typeof brandName === "string"
    ? { PUBLIC_URL, BRAND_NAME: brandName }
    : null;
}

/** One call per route: `export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, {…})`. */
export function pageMeta(matches: ReadonlyArray<MatchLike>, options: SeoOptions): MetaDescriptor[] {
  const env = rootPublicEnv(matches);
  return seo(options, env?.PUBLIC_URL ?? "", env?.BRAND_NAME);
}

function absoluteUrl(pathOrUrl: string, publicUrl: string) {
  if (/^https?:\/\//.test(pathOrUrl)) return pathOrUrl;
  const base = publicUrl.replace(/\/$/, "");
  return `${base}${pathOrUrl.startsWith("/") ? "" : "/"}${pathOrUrl}`;
}
