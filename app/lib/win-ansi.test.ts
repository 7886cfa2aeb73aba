import { describe, expect, test } from "vitest";
import { winAnsiLiteral } from "./win-ansi";

describe("text the PDF's standard fonts can print", () => {
  test("Spanish, Western European letters and the windows-1252 signs pass unchanged", () => {
    expect(winAnsiLiteral("Señal «80 %» – 1.000 € … ¿Zoë? Œuvre ‘ß’")).toEqual({
      text: "Señal «80 %» – 1.000 € … ¿Zoë? Œuvre ‘ß’",
      replaced: false,
    });
  });

  test("anything else is spelled by its code, never turned into another letter; a tab is a space", () => {
    expect(winAnsiLiteral("a\tb 中 😀 ő")).toEqual({
      text: "a b [U+4E2D] [U+1F600] [U+0151]",
      replaced: true,
    });
  });
});
