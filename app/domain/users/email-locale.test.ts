import { describe, expect, test } from "vitest";
import { buyerEmailLocale } from "./email-locale";

describe("the language of a buyer's e-mail", () => {
  test("an account's language wins over the page a form came from", () => {
    expect(buyerEmailLocale({ locale: "de" }, "en")).toBe("de");
    expect(buyerEmailLocale({ locale: "es" }, "en")).toBe("es");
  });

  test("without an account, the language of the page the buyer wrote from", () => {
    expect(buyerEmailLocale(null, "nl")).toBe("nl");
    expect(buyerEmailLocale(undefined, "fr")).toBe("fr");
  });

  test("nothing known, or something unknown, is Spanish", () => {
    expect(buyerEmailLocale(null, null)).toBe("es");
    expect(buyerEmailLocale({ locale: "xx" }, "yy")).toBe("es");
    expect(buyerEmailLocale({ locale: null }, "en")).toBe("en");
  });
});
