import { describe, expect, test } from "vitest";
import {
  ADMIN_MAX_PAGE,
  ADMIN_PAGE_SIZE,
  adminDniPattern,
  adminHref,
  adminLastPage,
  adminPageOffset,
  adminSearchPatterns,
  foldForSearch,
  parseAdminQuery,
  provincesMatching,
} from "./query";

const parse = (search: string) => parseAdminQuery(new URLSearchParams(search));

describe("the list state in the URL", () => {
  test("defaults to the first page of 'Clientes' with no search", () => {
    expect(parse("")).toEqual({ tab: "clientes", search: "", page: 1 });
  });

  test("reads the tab, the search and the page", () => {
    expect(parse("tab=propiedades&q=%20Zaragoza%20%20centro&pagina=3")).toEqual({
      tab: "propiedades",
      search: "Zaragoza centro",
      page: 3,
    });
  });

  test("an unknown tab or a page that is not a number falls back to the default", () => {
    expect(parse("tab=pagos&pagina=dos")).toEqual({ tab: "clientes", search: "", page: 1 });
    expect(parse("pagina=0").page).toBe(1);
    expect(parse("pagina=-4").page).toBe(1);
    expect(parse("pagina=999999").page).toBe(ADMIN_MAX_PAGE);
  });

  test("a very long search is cut at 100 characters", () => {
    expect(parse(`q=${"a".repeat(300)}`).search).toHaveLength(100);
  });

  test("each state has one URL: defaults are left out and the round trip is exact", () => {
    expect(adminHref({ tab: "clientes", search: "", page: 1 })).toBe("/admin");
    const href = adminHref({ tab: "propiedades", search: "50% ático", page: 2 });
    expect(href).toBe("/admin?tab=propiedades&q=50%25+%C3%A1tico&pagina=2");
    expect(parse(href.split("?")[1] ?? "")).toEqual({ tab: "propiedades", search: "50% ático", page: 2 });
  });
});

describe("paging", () => {
  test("20 rows a page", () => {
    expect(ADMIN_PAGE_SIZE).toBe(20);
    expect(adminPageOffset(1)).toBe(0);
    expect(adminPageOffset(3)).toBe(40);
  });

  test("the last page of an empty list is 1, of 41 rows is 3", () => {
    expect(adminLastPage(0)).toBe(1);
    expect(adminLastPage(20)).toBe(1);
    expect(adminLastPage(41)).toBe(3);
  });
});

describe("search patterns", () => {
  test("one pattern per distinct word, lower-cased", () => {
    expect(adminSearchPatterns("  Gil  gil Navarro ")).toEqual(["%gil%", "%navarro%"]);
    expect(adminSearchPatterns("")).toEqual([]);
  });

  test("LIKE wildcards and the escape character in the text are escaped", () => {
    expect(adminSearchPatterns("50% a_b c\\d")).toEqual(["%50\\%%", "%a\\_b%", "%c\\\\d%"]);
  });

  test("at most six words", () => {
    expect(adminSearchPatterns("a b c d e f g h")).toHaveLength(6);
  });

  test("a DNI typed as printed becomes the stored form; other text is no DNI", () => {
    expect(adminDniPattern("48.273.615-x")).toBe("%48273615x%");
    expect(adminDniPattern("4827")).toBe("%4827%");
    expect(adminDniPattern("48")).toBeNull();
    expect(adminDniPattern("José García")).toBeNull();
    expect(adminDniPattern("50%")).toBeNull();
  });
});

describe("provinces in a search", () => {
  test("folds case and accents as the database does", () => {
    expect(foldForSearch("Málaga ÁVILA Coruña")).toBe("malaga avila coruna");
  });

  test("a word finds every catalogue province that contains it, with or without accents", () => {
    expect(provincesMatching("coruna")).toEqual(["La Coruña"]);
    expect(provincesMatching("MÁLAGA")).toEqual(["Málaga"]);
    expect(provincesMatching("vila")).toEqual(["Ávila"]);
    expect(provincesMatching("palmas")).toEqual(["Las Palmas"]);
    expect(provincesMatching("piso")).toEqual([]);
    expect(provincesMatching("")).toEqual([]);
  });
});
