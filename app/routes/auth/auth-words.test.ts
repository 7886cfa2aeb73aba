import { describe, expect, test } from "vitest";
import { LOCALES } from "#app/lib/i18n/locales";
import { authIntro, authRefusals, authWords } from "./auth-words.server";

describe("the sign-in page's words", () => {
  test("speak to buyers who come from a heart or a saved search, not of selling", () => {
    for (const reason of ["favorito", "busqueda"] as const) {
      const { title, lead } = authIntro("es", reason);
      expect(`${title} ${lead}`).not.toMatch(/vender|venta|agencia/i);
    }
    expect(authIntro("es", "favorito").title).toMatch(/favorit/i);
    expect(authIntro("es", "busqueda").title).toMatch(/alertas/i);
    expect(authIntro("en", "favorito").lead).not.toMatch(/sell|agency/i);
  });

  test.each(LOCALES)("in %s, a sentence with a link inside comes in its pieces, none lost", (locale) => {
    const { signUp } = authWords(locale);
    expect(signUp.consent).toHaveLength(3);
    expect(signUp.consent[0].trim()).not.toBe("");
    expect(signUp.sentTo.join("").trim()).not.toBe("");
  });

  test("the wait is counted in whole minutes, rounded up, with each language's plural", () => {
    expect(authRefusals("es").tooMany(10_000)).toBe(
      "Por seguridad, espera 1 minuto antes de volver a intentarlo.",
    );
    expect(authRefusals("en").tooMany(61_000)).toBe(
      "For your security, please wait 2 minutes before trying again.",
    );
    expect(authRefusals("de").locked(60_000)).toContain("eine Minute lang");
  });
});
