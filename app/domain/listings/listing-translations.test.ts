import { describe, expect, it } from "vitest";
import { descriptionFor, type StoredTranslation, TranslationsSchema } from "./listing-translations";

const SPANISH = "Piso luminoso con terraza.";
const seller: StoredTranslation = {
  locale: "en",
  description: "Bright flat with a terrace.",
  source: "seller",
  reviewedAt: new Date("2026-11-01T10:00:00Z"),
};
const machine: StoredTranslation = {
  locale: "de",
  description: "Helle Wohnung mit Terrasse.",
  source: "machine",
  reviewedAt: null,
};

describe("the description a reader sees", () => {
  it("on the Spanish page is the Spanish text with no note, whatever translations exist", () => {
    expect(descriptionFor("es", SPANISH, [seller, machine])).toEqual({
      text: SPANISH,
      note: null,
      lang: "es",
    });
  });

  it("is the seller's text as it is in its language", () => {
    expect(descriptionFor("en", SPANISH, [seller, machine])).toEqual({
      text: "Bright flat with a terrace.",
      note: null,
      lang: "en",
    });
  });

  it("is a machine's unreviewed text, said to be one", () => {
    expect(descriptionFor("de", SPANISH, [seller, machine])).toEqual({
      text: "Helle Wohnung mit Terrasse.",
      note: "machine",
      lang: "de",
    });
  });

  it("is the Spanish text, said to be Spanish, where the language has none", () => {
    expect(descriptionFor("fr", SPANISH, [seller, machine])).toEqual({
      text: SPANISH,
      note: "spanish",
      lang: "es",
    });
  });

  it("says nothing of Spanish when there is no description at all", () => {
    expect(descriptionFor("nl", "  ", [])).toEqual({ text: null, note: null, lang: "es" });
  });
});

describe("the translations form", () => {
  it("keeps line breaks and trims, as the Spanish description does", () => {
    const parsed = TranslationsSchema.parse({ en: "  Line one\r\nLine two  ", de: "" });
    expect(parsed).toEqual({ en: "Line one\nLine two", de: "" });
  });

  it("refuses a text over 5.000 characters with the Spanish description's message", () => {
    const parsed = TranslationsSchema.safeParse({ fr: "a".repeat(5001) });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe("La descripción no puede tener más de 5.000 caracteres.");
    expect(parsed.error?.issues[0]?.path).toEqual(["fr"]);
  });
});
