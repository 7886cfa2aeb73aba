import { describe, expect, test } from "vitest";
import {
  baseRouteId,
  localeOfPath,
  localizedRouteId,
  pageLocale,
  prefixedPath,
  unprefixedPath,
} from "./locales";

describe("the language of an address", () => {
  test("Spanish lives at the root, every other language under its prefix", () => {
    expect(localeOfPath("/portal")).toBe("es");
    expect(localeOfPath("/en/portal")).toBe("en");
    expect(localeOfPath("/nl")).toBe("nl");
    // A word that only starts like a prefix is Spanish: '/entrar-con-enlace' is not English.
    expect(localeOfPath("/entrar-con-enlace")).toBe("es");
    expect(localeOfPath("/xx/portal")).toBe("es");
  });

  test("an address moves between languages and back", () => {
    expect(prefixedPath("de", "/portal?q=playa")).toBe("/de/portal?q=playa");
    expect(prefixedPath("fr", "/")).toBe("/fr");
    expect(prefixedPath("es", "/portal")).toBe("/portal");
    expect(unprefixedPath("/de/portal")).toBe("/portal");
    expect(unprefixedPath("/fr")).toBe("/");
    expect(unprefixedPath("/entrar-con-enlace")).toBe("/entrar-con-enlace");
  });

  test("a variant's route id names its page and its language", () => {
    expect(localizedRouteId("en", "routes/public/portal")).toBe("routes/public/portal.en");
    expect(localizedRouteId("es", "routes/public/portal")).toBe("routes/public/portal");
    expect(baseRouteId("routes/public/portal.nl")).toBe("routes/public/portal");
  });
});

describe("the language a page is written in", () => {
  test("a route's handle.locale wins over the address, the deepest route first", () => {
    expect(pageLocale([{ handle: undefined }, { handle: { locale: "de" } }], "/guia")).toBe("de");
    expect(pageLocale([{ handle: { locale: "fr" } }, { handle: { locale: "nl" } }], "/en/x")).toBe("nl");
    expect(pageLocale([{ handle: { locale: "xx" } }], "/en/portal")).toBe("en");
    expect(pageLocale([{ handle: { hydrate: true } }], "/portal")).toBe("es");
    expect(pageLocale([{ handle: { localeFromData: true }, loaderData: { locale: "en" } }], "/x")).toBe("en");
    // A loader's `locale` counts only where its route says the page's language is in its data.
    expect(pageLocale([{ handle: {}, loaderData: { locale: "en" } }], "/x")).toBe("es");
  });
});
