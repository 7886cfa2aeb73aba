import { describe, expect, test } from "vitest";
import {
  descriptionPhrases,
  descriptionSentences,
  neighbourhoodOf,
  repeatsAnother,
  sentencesWithin,
} from "./ad-text-sources";

describe("the listing's own place and words", () => {
  test("the neighbourhood is the part between street and town, when the address has one", () => {
    expect(neighbourhoodOf("Calle de Sueca 12, Ruzafa, 46006 Valencia", "Valencia")).toBe("Ruzafa");
    expect(neighbourhoodOf("Calle de Cádiz 45, 46006 Valencia", "Valencia")).toBeNull();
    expect(neighbourhoodOf("Calle Mayor 3, 2º B, 28013 Madrid", "Madrid")).toBeNull();
    expect(neighbourhoodOf(null, "Madrid")).toBeNull();
  });

  test("the owner's description as whole sentences, without line breaks, bullets or emoji", () => {
    expect(descriptionSentences("Muy luminoso 🌞 y exterior.\n\n- Portero y piscina\nIdeal.")).toEqual([
      "Muy luminoso y exterior.",
      "Portero y piscina.",
    ]);
  });

  test("a headline phrase ends before a joining word, never mid-phrase", () => {
    const fits = (text: string) => text.length <= 30;
    expect(
      descriptionPhrases(
        "Piso exterior con mucha luz en una finca con ascensor. Cocina reformada en 2023.",
        fits,
      ),
    ).toEqual(["Piso exterior con mucha luz", "Cocina reformada en 2023"]);
  });

  test("a cut-down copy repeats another; a text with something new does not", () => {
    const chosen = ["Piso de 98 m², 3 dormitorios en Ruzafa, Valencia. Pide una visita hoy."];
    expect(repeatsAnother("Piso de 98 m², 3 dormitorios en Valencia.", chosen)).toBe(true);
    expect(repeatsAnother("Piso exterior con mucha luz.", chosen)).toBe(false);
  });

  test("sentences are kept whole: one that does not fit is left out, later ones still tried", () => {
    const length = (text: string) => text.length;
    expect(sentencesWithin(["Uno.", "Una frase demasiado larga.", "Dos."], 10, length)).toBe("Uno. Dos.");
  });
});
