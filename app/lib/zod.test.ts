import { describe, expect, test } from "vitest";
import { cleanMultiLineText, isSingleLineText, multiLineText, singleLineText, TEXT_MESSAGES } from "./zod";

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
    // The zero-width marks and the BOM are not line breaks nor reordering controls.
    expect(isSingleLineText("Ana\u200eMaría\ufeff")).toBe(true);
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
