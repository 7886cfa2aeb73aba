import { describe, expect, test } from "vitest";
import {
  cleanMultiLineText,
  isSingleLineText,
  isVisibleText,
  multiLineText,
  oneLineText,
  singleLineText,
  TEXT_MESSAGES,
} from "./zod";

const BIDI_CONTROLS = [
  "\u202a",
  "\u202b",
  "\u202c",
  "\u202d",
  "\u202e",
  "\u2066",
  "\u2067",
  "\u2068",
  "\u2069",
];

describe("a one-line field (names, phones, addresses, amounts)", () => {
  const name = singleLineText({ error: "Introduce tu nombre." }).trim().min(2, "Demasiado corto.");
  const errorOf = (value: unknown) => name.safeParse(value).error?.issues.map((issue) => issue.message);

  test("keeps accents, spaces inside and symbols people type, and is trimmed", () => {
    expect(name.parse("  María José Núñez-O'Brien · 3.º B ")).toBe("María José Núñez-O'Brien · 3.º B");
    expect(name.parse("José 🏠")).toBe("José 🏠");
  });

  test.each([
    ["CR LF", "Marta\r\nBcc: victima@example.es"],
    ["LF", "Marta\nCompradora"],
    ["CR", "Marta\rCompradora"],
    ["tab", "Marta\tCompradora"],
    ["NUL", "Marta\u0000"],
    ["ESC", "Marta\u001b[31m"],
    ["DEL", "Marta\u007f"],
    ["NEL (C1)", "Marta\u0085Compradora"],
    ["line separator", "Marta\u2028Compradora"],
    ["paragraph separator", "Marta\u2029Compradora"],
    ["a trailing line break", "Marta Compradora\n"],
  ])("refuses %s with its Spanish error, and only that error", (_label, value) => {
    expect(errorOf(value)).toEqual([TEXT_MESSAGES.singleLine]);
  });

  test.each(
    BIDI_CONTROLS.map((control) => [`U+${control.codePointAt(0)?.toString(16).toUpperCase()}`, control]),
  )("refuses the bidi control %s ('gnp.exe' shown as 'exe.png')", (_label, control) => {
    expect(errorOf(`factura${control}gnp.exe`)).toEqual([TEXT_MESSAGES.singleLine]);
  });

  test("a missing value still gets the field's own message", () => {
    expect(errorOf(undefined)).toEqual(["Introduce tu nombre."]);
  });

  test("the rule on its own", () => {
    expect(isSingleLineText("Calle Mayor 12, 3.º B")).toBe(true);
    expect(isSingleLineText("Calle Mayor\n12")).toBe(false);
    // The zero-width marks and the BOM are not line breaks nor reordering controls (the next rule
    // refuses them).
    expect(isSingleLineText("Ana\u200eMaría\ufeff")).toBe(true);
  });
});

/** Each invisible character a name could be made of, named as a reader of the e-mail would meet it. */
const INVISIBLE = [
  ["zero-width space U+200B", "\u200b"],
  ["soft hyphen U+00AD", "\u00ad"],
  ["word joiner U+2060", "\u2060"],
  ["Hangul filler U+3164", "\u3164"],
  ["halfwidth Hangul filler U+FFA0", "\uffa0"],
  ["Hangul choseong filler U+115F", "\u115f"],
  ["left-to-right mark U+200E", "\u200e"],
  ["right-to-left mark U+200F", "\u200f"],
  ["Arabic letter mark U+061C", "\u061c"],
  ["BOM U+FEFF", "\ufeff"],
  ["Mongolian vowel separator U+180E", "\u180e"],
  ["invisible separator U+2063", "\u2063"],
  ["tag space U+E0020", "\u{E0020}"],
  ["tag letter a U+E0061", "\u{E0061}"],
  ["cancel tag U+E007F", "\u{E007F}"],
  ["language tag U+E0001", "\u{E0001}"],
] as const;

describe("a one-line field holds something a person can see", () => {
  const name = singleLineText({ error: "Introduce tu nombre." }).trim().min(1, "Introduce tu nombre.");
  const errorOf = (value: unknown) => name.safeParse(value).error?.issues.map((issue) => issue.message);

  test.each(INVISIBLE)("refuses a name made only of the %s", (_label, character) => {
    expect(errorOf(character.repeat(3))).toEqual([TEXT_MESSAGES.invisible]);
    expect(errorOf(` ${character} ${character} `)).toEqual([TEXT_MESSAGES.invisible]);
  });

  test.each(INVISIBLE)("refuses the %s inside a visible name", (_label, character) => {
    expect(errorOf(`Ma${character}rta`)).toEqual([TEXT_MESSAGES.invisible]);
  });

  test.each([
    ["zero-width joiners alone", "\u200d\u200c\u200d"],
    ["a combining accent alone", "\u0301\u0301"],
    ["the Braille blank", "\u2800\u2800"],
    ["a variation selector alone", "\ufe0f"],
    ["a private-use character", "\ue000"],
  ])("refuses %s: nothing shows", (_label, value) => {
    expect(errorOf(value)).toEqual([TEXT_MESSAGES.invisible]);
  });

  test("keeps names in every script, joiners inside words and emoji sequences", () => {
    for (const value of ["Zoë Núñez", "محمد", "می\u200cخواهم", "김민준", "👩\u200d💻 Ana", "José ❤\ufe0f"])
      expect(name.parse(value)).toBe(value);
  });

  test("spaces alone are still the field's own 'required'", () => {
    expect(errorOf("   ")).toEqual(["Introduce tu nombre."]);
    expect(errorOf("\u3000")).toEqual(["Introduce tu nombre."]);
  });

  test("the rule on its own, and the search boxes drop what it refuses", () => {
    expect(isVisibleText("")).toBe(true);
    expect(isVisibleText("Calle Mayor 12")).toBe(true);
    expect(isVisibleText("\u200b\u200b")).toBe(false);
    expect(oneLineText("  Ático\u200b en\u00ad Cádiz\u{E0041}  ", 40)).toBe("Ático en Cádiz");
  });
});

describe("a multi-line field (messages, descriptions, conditions)", () => {
  const message = multiLineText().trim().max(30, "Demasiado largo.");

  test("keeps line breaks (as LF) and tabs", () => {
    expect(message.parse("Hola,\r\n\tgracias.\rAdiós\u2028Fin")).toBe("Hola,\n\tgracias.\nAdiós\nFin");
  });

  test("drops the other control characters and every bidi control, then trims and measures", () => {
    expect(cleanMultiLineText(`Ático\u0000 en\u001b Cádiz\u007f\u0085${BIDI_CONTROLS.join("")}.`)).toBe(
      "Ático en Cádiz\n.",
    );
    expect(message.parse(` \u202eexe.png\u202c `)).toBe("exe.png");
    expect(message.safeParse(`${"a".repeat(30)}${BIDI_CONTROLS.join("")}`).success).toBe(true);
    expect(message.safeParse("a".repeat(31)).success).toBe(false);
  });
});
