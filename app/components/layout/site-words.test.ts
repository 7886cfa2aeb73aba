import { describe, expect, test } from "vitest";
import { routeSiteWords, SITE_WORDS_FROM_DATA, type SiteWords } from "./site-words";

const english = { locale: "en" } as SiteWords;

describe("whose words the header and footer take", () => {
  test("a route that says so in its handle gives its loader's words (the dashboard of an account abroad)", () => {
    const matches = [
      { handle: undefined, loaderData: { site: { locale: "es" } } },
      { handle: { hydrate: true, ...SITE_WORDS_FROM_DATA }, loaderData: { site: english } },
      { handle: undefined, loaderData: { words: {} } },
    ];
    expect(routeSiteWords(matches)).toBe(english);
  });

  test("a Spanish account's dashboard and every other page keep the address's (the root's)", () => {
    expect(routeSiteWords([{ handle: SITE_WORDS_FROM_DATA, loaderData: { site: null } }])).toBeNull();
    expect(routeSiteWords([{ handle: { hydrate: true }, loaderData: { site: english } }])).toBeNull();
  });
});
