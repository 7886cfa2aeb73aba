import { describe, expect, test } from "vitest";
import { buildChatbotPrompt, CHATBOT_PARAGRAPHS, redactPrivateDetails } from "./chatbot-prompt";

const listing = {
  title: "Piso reformado en Calle de Cádiz 45 por 265.000 €",
  description: "Exterior y luminoso. Precio: 265000 euros, negociable.\nEstá en Calle de Cádiz 45, 3º B.",
  address: "Calle de Cádiz 45, 3º B, Valencia",
  province: "Valencia",
  propertyType: "Piso",
  price: 265000,
  bedrooms: 3,
  bathrooms: 2,
  size: 98,
  features: ["Terraza", "Ascensor"],
  energyRating: "C",
};

describe("the chatbot prompt of step 1", () => {
  test("asks for six paragraphs of plain text", () => {
    const prompt = buildChatbotPrompt(listing);
    expect(CHATBOT_PARAGRAPHS).toBe(6);
    expect(prompt).toContain("exactamente 6 párrafos de texto plano");
    expect(prompt).toContain("sin Markdown");
  });

  test("carries the facts of the home: type, province, rooms, size, features, energy rating", () => {
    const prompt = buildChatbotPrompt(listing);
    for (const fact of [
      "piso",
      "Valencia",
      "Dormitorios: 3",
      "Baños: 2",
      "98 m²",
      "Terraza, Ascensor",
      "energético: C",
    ]) {
      expect(prompt).toContain(fact);
    }
  });

  test("never carries the price or the exact address, even when the owner wrote them", () => {
    const prompt = buildChatbotPrompt(listing);
    const facts = prompt.slice(0, prompt.indexOf("Instrucciones:"));
    expect(prompt).not.toMatch(/265[.\s]?000/);
    expect(facts).not.toMatch(/€|euros/i);
    expect(prompt).not.toContain("Cádiz 45");
    expect(prompt).not.toContain("3º B");
    expect(prompt).toContain("No menciones el precio");
    expect(prompt).toContain("No incluyas la dirección exacta");
  });

  test("works from an almost empty form", () => {
    const prompt = buildChatbotPrompt({});
    expect(prompt).toContain("Tipo de inmueble: vivienda.");
    expect(prompt).not.toContain("undefined");
    expect(prompt).not.toContain("null");
  });

  test("redacts the price written with or without thousands separators", () => {
    for (const written of ["265000", "265.000", "265 000 €", "265.000 euros"]) {
      expect(redactPrivateDetails(`Vale ${written} y más`, { price: 265000 })).not.toMatch(/265/);
    }
  });
});
