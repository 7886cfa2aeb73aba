import { describe, expect, test } from "vitest";
import {
  activeFilterCount,
  EMPTY_PORTAL_FILTERS,
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
  searchPatterns,
} from "./filters";

const parse = (query: string) => parsePortalQuery(new URLSearchParams(query));

describe("reading the portal filters from the URL", () => {
  test("no query string means every published listing, first page", () => {
    expect(parse("")).toEqual({ ...EMPTY_PORTAL_FILTERS, sort: "recientes", page: 1 });
  });

  test("search, province, type, origin and page are read from their Spanish parameters", () => {
    expect(parse("q=ático&provincia=Málaga&tipo=Piso&origen=agencia&pagina=3")).toEqual({
      ...EMPTY_PORTAL_FILTERS,
      sort: "recientes",
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

  test("budget, rooms, bathrooms, surface, features and order are read from their Spanish parameters", () => {
    expect(
      parse(
        "precio_min=100000&precio_max=300.000&habitaciones=2&banos=1&m2_min=60&m2_max=120&extras=piscina&extras=garaje&orden=precio-asc",
      ),
    ).toMatchObject({
      priceMin: 100_000,
      priceMax: 300_000,
      bedroomsMin: 2,
      bathroomsMin: 1,
      sizeMin: 60,
      sizeMax: 120,
      // In the bar's order, whatever the URL's.
      features: ["garaje", "piscina"],
      sort: "precio-asc",
    });
  });

  test("an amount typed on the English portal, grouped with commas, reads as on the Spanish one", () => {
    expect(parse("precio_max=300%2C000").priceMax).toBe(300_000);
    expect(parse("precio_max=1%2C250%2C000").priceMax).toBe(1_250_000);
  });

  test("a number that is not a whole amount in range is no filter; a range the wrong way round is turned", () => {
    for (const raw of ["-5", "abc", "0", "1e6", "300000000", "2,5"]) {
      expect(parse(`precio_max=${raw}`).priceMax).toBeNull();
    }
    expect(parse("precio_min=300000&precio_max=100000")).toMatchObject({
      priceMin: 100_000,
      priceMax: 300_000,
    });
    expect(parse("m2_min=200&m2_max=80")).toMatchObject({ sizeMin: 80, sizeMax: 200 });
  });

  test("rooms and bathrooms are one of the offered steps; unknown features and orders are ignored", () => {
    expect(parse("habitaciones=9").bedroomsMin).toBeNull();
    expect(parse("banos=4").bathroomsMin).toBeNull();
    expect(parse("habitaciones=2.5").bedroomsMin).toBeNull();
    expect(parse("extras=helipuerto&extras=terraza&extras=terraza").features).toEqual(["terraza"]);
    expect(parse("orden=aleatorio").sort).toBe("recientes");
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
    const narrow = parse("extras=terraza&habitaciones=3&precio_max=250000&orden=euro-m2&m2_min=70&banos=2");
    expect(portalSearchParams(narrow)).toBe(
      "?precio_max=250000&habitaciones=3&banos=2&m2_min=70&extras=terraza&orden=euro-m2",
    );
    expect(parse(portalSearchParams(narrow).slice(1))).toEqual(narrow);
  });

  test("the newest-first order is the default, left out of the URL", () => {
    expect(portalSearchParams(parse("orden=recientes&tipo=Piso"))).toBe("?tipo=Piso");
  });

  test("the active filter count ignores the page and the order, and counts each feature", () => {
    expect(activeFilterCount(EMPTY_PORTAL_FILTERS)).toBe(0);
    expect(
      activeFilterCount({
        ...EMPTY_PORTAL_FILTERS,
        search: "piso",
        province: "Madrid",
        type: "Chalet",
        origin: "agencia",
      }),
    ).toBe(4);
    expect(
      activeFilterCount(
        parse("precio_max=300000&habitaciones=2&extras=garaje&extras=piscina&orden=precio-asc"),
      ),
    ).toBe(4);
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

  test("the last page follows the count, and is the deepest page when the count is capped", () => {
    expect(lastPage({ total: 0, isCapped: false })).toBe(1);
    expect(lastPage({ total: PORTAL_PAGE_SIZE, isCapped: false })).toBe(1);
    expect(lastPage({ total: PORTAL_PAGE_SIZE + 1, isCapped: false })).toBe(2);
    expect(lastPage({ total: PORTAL_COUNT_CAP, isCapped: true })).toBe(PORTAL_MAX_PAGE);
  });
});
