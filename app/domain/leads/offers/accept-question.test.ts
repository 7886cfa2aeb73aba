import { describe, expect, test } from "vitest";
import { formatPrice } from "#app/lib/format";
import { acceptOfferQuestion } from "./accept-question";

describe("the question before 'Aceptar oferta'", () => {
  test("states the reservation and how many other offers close, and that their buyers are told", () => {
    const question = acceptOfferQuestion({ buyerName: "Lucía", amount: 240_000, othersClosed: 3 });
    expect(question.title).toBe(`¿Aceptar la oferta de Lucía por ${formatPrice(240_000)}?`);
    expect(question.lines[0]).toContain("quedará reservada para Lucía");
    expect(question.lines[1]).toBe(
      "Se cerrarán las otras 3 ofertas abiertas y avisaremos por correo a sus compradores.",
    );
  });

  test("one other offer, and none, in their own words", () => {
    expect(acceptOfferQuestion({ buyerName: "Lucía", amount: 1, othersClosed: 1 }).lines[1]).toBe(
      "Se cerrará la otra oferta abierta y avisaremos por correo a su comprador.",
    );
    expect(acceptOfferQuestion({ buyerName: "Lucía", amount: 1, othersClosed: 0 }).lines[1]).toBe(
      "No hay otras ofertas abiertas que cerrar.",
    );
  });
});
