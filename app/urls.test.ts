import { href } from "react-router";
import { describe, expect, test } from "vitest";
import { DASHBOARD_TABS, dashboardTabPath } from "#app/domain/kernel/dashboard-urls";
import { AGENCY_STEPS, SALE_STEPS } from "#app/domain/kernel/process-urls";
import { PHONE_REVEAL_SEGMENT } from "#app/domain/listings/phone-reveal";
import { SELLER_GUIDE_KINDS } from "#app/domain/seller-guides";
import { PREFIXED_LOCALES } from "#app/lib/i18n/locales";
import routes from "#app/routes";
import {
  fill,
  LOCALIZED_PAGES,
  LOCALIZED_REQUESTS,
  languageHome,
  languageVersions,
  localePathTo,
  type Pattern,
  pathTo,
  prefixOf,
  ROUTES,
  section,
  sellerGuidePath,
  withQuery,
} from "#app/urls";
import { type RouteEntry, routePaths } from "#tests/support/internal-paths";

describe("pathTo: a route's URL from its pattern", () => {
  test("fills the parameters, URL-encoded, and a splat segment by segment", () => {
    expect(pathTo(ROUTES.property, { id: "5a0c" })).toBe("/propiedad/5a0c");
    expect(pathTo(ROUTES.blogCategory, { slug: "guia-vendedores" })).toBe("/blog/category/guia-vendedores");
    expect(pathTo(ROUTES.buyerRequest, { token: "a b/c" })).toBe("/solicitud/a%20b%2Fc");
    expect(pathTo(ROUTES.files, { "*": "photos/u 1/a.webp" })).toBe("/files/photos/u%201/a.webp");
  });

  test("appends a query: pairs without their empty values, a built query, or one already a string", () => {
    expect(pathTo(ROUTES.auth)).toBe("/auth");
    expect(pathTo(ROUTES.auth, { from: "agency", tab: null, redirectTo: undefined })).toBe(
      "/auth?from=agency",
    );
    expect(pathTo(ROUTES.adminInvoices, { anio: 2026, page: 2 })).toBe("/admin/facturas?anio=2026&page=2");
    expect(pathTo(ROUTES.property, { id: "x" }, { enviado: "1" })).toBe("/propiedad/x?enviado=1");
    expect(pathTo(ROUTES.portal, "?provincia=Madrid")).toBe("/portal?provincia=Madrid");
    expect(pathTo(ROUTES.portal, "")).toBe("/portal");
    expect(pathTo(ROUTES.verifyEmail, new URLSearchParams({ token: "t", email: "a@b.es" }))).toBe(
      "/verify-email?token=t&email=a%40b.es",
    );
    expect(withQuery("/x", {})).toBe("/x");
  });

  test("where a family of addresses starts", () => {
    expect(prefixOf(ROUTES.authApi)).toBe("/api/auth");
    expect(prefixOf(ROUTES.property)).toBe("/propiedad");
    expect(prefixOf(ROUTES.portal)).toBe("/portal");
    expect(section(ROUTES.agencyFinalFee)).toBe("/agency");
  });

  test("the phone's reveal route sits under the listing's path, where the public script looks for it", () => {
    expect(pathTo(ROUTES.listingPhoneReveal, { id: "x" })).toBe(
      `${pathTo(ROUTES.property, { id: "x" })}/${PHONE_REVEAL_SEGMENT}`,
    );
  });

  test("the seller guides keep their addresses", () => {
    expect(SELLER_GUIDE_KINDS.map(sellerGuidePath)).toContain("/vender-piso-zaguan");
  });
});

describe("fill: what React Router's href() does, without loading React Router", () => {
  test("fills every pattern of ROUTES as href() does, with and without a splat's value", () => {
    for (const pattern of [...Object.values(ROUTES), "/a/:b?/c", "/a/:b?", "/x/"]) {
      const params = {
        id: "i",
        token: "t",
        slug: "s",
        propertyId: "v",
        dealId: "d",
        key: "k",
        documentId: "f",
        "*": "p/q",
      };
      const viaHref = (href as (pattern: string, params?: object) => string)(pattern, params);
      expect(fill(pattern, params), pattern).toBe(viaHref);
      const { "*": _, ...withoutSplat } = params;
      expect(fill(pattern, withoutSplat), pattern).toBe(
        (href as (pattern: string, params?: object) => string)(pattern, withoutSplat),
      );
    }
  });

  test("a missing parameter throws, as href() does", () => {
    expect(() => fill(ROUTES.property, {})).toThrow("requires param 'id'");
  });
});

describe("every pattern is a route (checked by tsc on this file)", () => {
  test("a pattern no route answers does not type-check", () => {
    // The same check app/urls.ts makes of ROUTES: typegen's routes are the only patterns allowed.
    const planted = {
      // @ts-expect-error: '/propiedades/:id' is no route of app/routes.ts
      listing: "/propiedades/:id",
      portal: "/portal",
    } as const satisfies Record<string, Pattern>;
    expect(planted.portal).toBe(ROUTES.portal);
  });

  test("a parameter the pattern does not name, or a missing one, does not type-check", () => {
    // @ts-expect-error: '/propiedad/:id' takes `id`, not `slug`
    expect(() => pathTo(ROUTES.property, { slug: "x" })).toThrow();
    // @ts-expect-error: '/propiedad/:id' needs its `id`
    expect(() => pathTo(ROUTES.property)).toThrow();
  });

  test("each dashboard tab's path is one of ROUTES (the kernel builds them from the tab's name)", () => {
    const routes = new Set<string>(Object.values(ROUTES));
    for (const tab of DASHBOARD_TABS) expect(routes, tab.value).toContain(dashboardTabPath(tab.value));
  });
});

describe("a page in every language", () => {
  test("a localized page is built in each language, and its versions keep the query", () => {
    expect(localePathTo("en", ROUTES.portal, "?q=playa")).toBe("/en/portal?q=playa");
    expect(languageVersions("/de/portal", "?q=playa")).toEqual({
      es: "/portal?q=playa",
      en: "/en/portal?q=playa",
      de: "/de/portal?q=playa",
      fr: "/fr/portal?q=playa",
      nl: "/nl/portal?q=playa",
    });
  });

  test("the buying guide's versions each have their own slug, and each names all five", () => {
    const versions = {
      es: "/comprar-vivienda-en-espana",
      en: "/en/guides/buying-a-home-in-spain",
      de: "/de/ratgeber/immobilienkauf-in-spanien",
      fr: "/fr/guides/acheter-un-logement-en-espagne",
      nl: "/nl/gidsen/een-huis-kopen-in-spanje",
    };
    for (const path of Object.values(versions)) {
      expect(languageVersions(path)).toEqual(versions);
      expect(languageVersions(`${path}/`)).toEqual(versions);
    }
    expect(languageVersions(versions.de, "?utm=x")?.nl).toBe(`${versions.nl}?utm=x`);
    // A slug of one language under another's prefix is no page.
    expect(languageVersions("/en/ratgeber/immobilienkauf-in-spanien")).toBeNull();
  });

  test("a page in Spanish only has no versions; the switch leads to the portal in that language", () => {
    expect(languageVersions(ROUTES.howWeSell)).toBeNull();
    expect(languageVersions("/en/como-vendemos")).toBeNull();
    expect(languageHome("fr")).toBe("/fr/portal");
    expect(languageHome("es")).toBe(ROUTES.portal);
  });
});

describe("app/routes.ts reads its patterns from app/urls.ts", () => {
  test("every route's path is one of ROUTES, a seller guide or a process step", () => {
    const known = new Set<string>([
      ...Object.values(ROUTES),
      ...SELLER_GUIDE_KINDS.map(sellerGuidePath),
      ...SALE_STEPS.map((step) => `${ROUTES.sale}/${step.slug}`),
      ...AGENCY_STEPS.map((step) => `${ROUTES.agencyCollaboration}/${step.slug}`),
      ...PREFIXED_LOCALES.flatMap((locale) =>
        [...LOCALIZED_PAGES, ...LOCALIZED_REQUESTS].map((page) => `/${locale}${page}`),
      ),
    ]);
    const unknown = routePaths(routes as RouteEntry[]).filter((path) => !known.has(path));
    expect(unknown, "add the pattern to ROUTES and route(at(ROUTES.…)) in app/routes.ts").toEqual([]);
  });
});
