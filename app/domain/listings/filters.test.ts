import { describe, expect, test } from "vitest";
import {
  activeFilterCount,
  escapeLike,
  lastPage,
  MAX_SEARCH_LENGTH,
  PORTAL_COUNT_CAP,
  PORTAL_MAX_PAGE,
  PORTAL_PAGE_SIZE,
  pageOffset,
  parsePortalQuery,
  portalHref,
  portalSearchParams,
  resultCountLabel,
  searchPatterns,
} from "./filters";

const parse = (query: string) => parsePortalQuery(new URLSearchParams(query));

describe("reading the portal filters from the URL", () => {
  test("no query string means every published listing, first page", () => {
    expect(parse("")).toEqual({ search: "", province: null, type: null, origin: null, page: 1 });
  });

  test("search, province, type, origin and page are read from their Spanish parameters", () => {
    expect(parse("q=ático&provincia=Málaga&tipo=Piso&origen=agencia&pagina=3")).toEqual({
      search: "ático",
      province: "Málaga",
      type: "Piso",
      origin: "agencia",
      page: 3,
    });
  });

  test("control characters in the search (NUL, tabs, escapes) become spaces", () => {
    expect(parse("q=piso%00madrid").search).toBe("piso madrid");
    expect(parse("q=%1B%5B31m%09atico%7F").search).toBe("[31m atico");
  });

  test("origin is a filter apart from the type; an old link's 'tipo=agency' means the agency origin", () => {
    expect(parse("origen=particular")).toMatchObject({ type: null, origin: "particular" });
    expect(parse("tipo=agency")).toMatchObject({ type: null, origin: "agencia" });
    expect(parse("origen=agency").origin).toBeNull();
  });

  test("the search is trimmed, its inner spaces collapsed and its length limited", () => {
    expect(parse("q=%20%20piso%20%20%20madrid%20").search).toBe("piso madrid");
    expect(parse(`q=${"a".repeat(500)}`).search).toHaveLength(MAX_SEARCH_LENGTH);
  });

  test("a province is one of the list, by its catalogue or official name in any case", () => {
    expect(parse("provincia=Madrid").province).toBe("Madrid");
    expect(parse("provincia=Melilla").province).toBe("Melilla");
    expect(parse("provincia=madrid").province).toBe("Madrid");
    expect(parse("provincia=Bizkaia").province).toBe("Vizcaya");
    expect(parse("provincia=Araba%2F%C3%81lava").province).toBe("Álava");
    expect(parse("provincia=Gibraltar").province).toBeNull();
    expect(parse("provincia=").province).toBeNull();
  });

  test("a type must be one of the 8 portal types; form types and origins are not portal types", () => {
    expect(parse("tipo=Nave").type).toBe("Nave");
    expect(parse("tipo=Local comercial").type).toBeNull();
    expect(parse("tipo=Colaboración de Agencia").type).toBeNull();
    expect(parse("tipo=<script>").type).toBeNull();
  });

  test("a page that is not a positive whole number is the first; beyond the last it is the last", () => {
    for (const page of ["0", "-2", "2.5", "abc", "", "1e3"]) expect(parse(`pagina=${page}`).page).toBe(1);
    expect(parse("pagina=999999").page).toBe(PORTAL_MAX_PAGE);
  });
});

describe("writing the filters back into a URL", () => {
  test("only what is set appears, and page 1 is left out", () => {
    expect(portalSearchParams({ search: "", province: null, type: null, page: 1 })).toBe("");
    expect(
      portalHref({
        search: "ático luminoso",
        province: "Málaga",
        type: "Chalet",
        origin: "agencia",
        page: 2,
      }),
    ).toBe("/portal?q=%C3%A1tico+luminoso&provincia=M%C3%A1laga&tipo=Chalet&origen=agencia&pagina=2");
  });

  test("a URL written from parsed filters parses back to the same filters", () => {
    const query = parse("q=50%25+rebaja&provincia=La+Coruña&tipo=Garaje&origen=particular&pagina=4");
    expect(parse(portalSearchParams(query).slice(1))).toEqual(query);
  });

  test("the active filter count ignores the page", () => {
    expect(activeFilterCount({ search: "", province: null, type: null, origin: null })).toBe(0);
    expect(activeFilterCount({ search: "piso", province: "Madrid", type: "Chalet", origin: "agencia" })).toBe(
      4,
    );
  });
});

describe("the search as LIKE patterns", () => {
  test("each word becomes its own 'contains' pattern, repeated words once", () => {
    expect(searchPatterns("Piso  Madrid piso")).toEqual(["%piso%", "%madrid%"]);
  });

  test("an empty search adds no condition", () => {
    expect(searchPatterns("   ")).toEqual([]);
  });

  test("LIKE wildcards typed by the user are searched for literally", () => {
    expect(escapeLike("50%_a\\b")).toBe("50\\%\\_a\\\\b");
    expect(searchPatterns("100%")).toEqual(["%100\\%%"]);
  });
});

describe("paging and the result count", () => {
  test("pages hold 12 listings", () => {
    expect(PORTAL_PAGE_SIZE).toBe(12);
    expect(pageOffset(1)).toBe(0);
    expect(pageOffset(3)).toBe(24);
  });

  test("the label says how many, in Spanish, and 'Más de' once counting stopped", () => {
    expect(resultCountLabel({ total: 1, isCapped: false })).toBe("1 propiedad");
    expect(resultCountLabel({ total: 25, isCapped: false })).toBe("25 propiedades");
    expect(resultCountLabel({ total: PORTAL_COUNT_CAP, isCapped: true })).toBe("Más de 1.000 propiedades");
  });

  test("the last page follows the count, and is the deepest page when the count is capped", () => {
    expect(lastPage({ total: 0, isCapped: false })).toBe(1);
    expect(lastPage({ total: PORTAL_PAGE_SIZE, isCapped: false })).toBe(1);
    expect(lastPage({ total: PORTAL_PAGE_SIZE + 1, isCapped: false })).toBe(2);
    expect(lastPage({ total: PORTAL_COUNT_CAP, isCapped: true })).toBe(PORTAL_MAX_PAGE);
  });
});
