import { describe, expect, test } from "vitest";
import { listingStatus } from "#app/domain/listings/labels";
import { agreeDeal, dealSentence, dealTermsLines } from "./offer-deal";

const offer = {
  buyerName: "Marta Compradora",
  amount: 420_000,
  counterAmount: 440_000,
  financing: "mortgage" as const,
  arrasDate: "2027-03-15",
  conditions: "",
};
const nbsp = (text: string) => text.replace(/\u00a0/g, " ");

describe("what accepting agrees", () => {
  test("the buyer accepting the counteroffer agrees the counter amount, with its 10 % deposit", () => {
    expect(agreeDeal(offer, "accept-counter")).toMatchObject({
      price: 440_000,
      deposit: 44_000,
      acceptedBy: "buyer",
      arrasDate: "2027-03-15",
    });
  });

  test("the seller accepting the offer agrees the buyer's amount", () => {
    expect(agreeDeal({ ...offer, counterAmount: null }, "accept")).toMatchObject({
      price: 420_000,
      deposit: 42_000,
      acceptedBy: "seller",
    });
  });
});

describe("the one sentence saying who accepted what", () => {
  const counter = agreeDeal(offer, "accept-counter");
  const plain = agreeDeal({ ...offer, counterAmount: null }, "accept");

  test("each side reads it from where they stand, with the agreed price", () => {
    expect(nbsp(dealSentence(counter, "seller"))).toBe(
      "Marta Compradora ha aceptado tu contraoferta de 440.000 €.",
    );
    expect(nbsp(dealSentence(counter, "buyer"))).toBe(
      "Has aceptado la contraoferta del vendedor de 440.000 €.",
    );
    expect(nbsp(dealSentence(plain, "seller"))).toBe(
      "Has aceptado la oferta de Marta Compradora de 420.000 €.",
    );
    expect(nbsp(dealSentence(plain, "buyer"))).toBe("El vendedor ha aceptado tu oferta de 420.000 €.");
  });

  test("the terms start with 'Precio acordado' and never repeat the first offer", () => {
    const lines = dealTermsLines(counter).map(nbsp);
    expect(lines[0]).toBe("Precio acordado: 440.000 €");
    expect(lines).toContain("Señal propuesta (arras): 44.000 €");
    expect(lines.join("\n")).not.toContain("420.000");
  });
});

describe("the listing's state", () => {
  const listing = {
    status: "published" as const,
    arrasSigned: false,
    saleConfirmed: false,
    hasActiveDeal: false,
  };

  test("an agreed deal makes it 'Reservado'; released, it is 'En venta' again; sold stays sold", () => {
    expect(listingStatus({ ...listing, hasActiveDeal: true })).toBe("Reservado");
    expect(listingStatus(listing)).toBe("En venta");
    expect(listingStatus({ ...listing, hasActiveDeal: true, saleConfirmed: true })).toBe("Vendida");
  });
});
