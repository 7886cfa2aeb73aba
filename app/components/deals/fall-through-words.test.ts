import { describe, expect, test } from "vitest";
import type { EndedDeal } from "#app/domain/sale/fallen-through";
import { fallThroughViewIn } from "./fall-through-words.server";

/** What 'Mis solicitudes' and the room show of a deal the seller ended, per the buyer's language. */
const SPANISH =
  "El vendedor se echa atrás con arras penitenciales (art. 1454 del Código Civil): devuelve la señal de 20.000\u00a0€ duplicada.";
const ended: EndedDeal = {
  buyerName: "Jane Buyer",
  reason: "vendedor-desiste",
  party: "seller",
  senal: { case: "penitenciales-vendedor", amount: 20_000, clause: null },
  endedAt: "2026-11-20T10:00:00.000Z",
  recordedBy: "el vendedor",
  reasonLabel: "El vendedor se echa atrás",
  note: null,
  senalFate: SPANISH,
};

describe("the ended deal's notice in the buyer's language", () => {
  test("English: the seller returns it doubled, the Spanish term and its article kept", () => {
    const view = fallThroughViewIn("en", { choices: null, ended });
    expect(view.endedWords).toEqual({
      heading: "The sale did not go ahead",
      line: "The sale ended on 20 November 2026; the seller recorded it.",
      reason: "Reason: The seller has pulled out.",
      note: null,
      senal: {
        label: null,
        text: "Your deposit (arras): The seller is pulling out under a penitential deposit (arras penitenciales, art. 1454 Código Civil): the seller must pay you back double the deposit of €20,000.",
        lang: "en",
      },
    });
  });

  test("German, and the recorded Spanish when the kept contract no longer states it", () => {
    const view = fallThroughViewIn("de", { choices: null, ended: { ...ended, senal: null } });
    expect(view.endedWords?.heading).toBe("Der Verkauf hat nicht stattgefunden");
    expect(view.endedWords?.senal).toEqual({
      label: "Ihre Anzahlung (arras), wie auf Spanisch festgehalten:",
      text: SPANISH,
      lang: "es",
    });
  });

  test("Spanish: the domain's view, untouched", () => {
    expect(fallThroughViewIn("es", { choices: null, ended })).toEqual({
      choices: null,
      ended,
      formWords: undefined,
      endedWords: undefined,
    });
  });
});
