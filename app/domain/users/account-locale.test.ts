import { describe, expect, test } from "vitest";
import { chosenLocale } from "./account-locale";

describe("the language an account asks for", () => {
  test("is one of the five offered", () => {
    expect(chosenLocale("de")).toBe("de");
    expect(chosenLocale("es")).toBe("es");
  });

  test("anything else is refused, not guessed", () => {
    expect(chosenLocale("DE")).toBeNull();
    expect(chosenLocale("pt")).toBeNull();
    expect(chosenLocale("")).toBeNull();
    expect(chosenLocale(null)).toBeNull();
  });
});
