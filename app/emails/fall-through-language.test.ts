import { describe, expect, test } from "vitest";
import { dealFellThroughEmail, type FallThroughMail } from "./fall-through.server";

const brand = { name: "Zaguán", publicUrl: "https://zaguan.example", supportEmail: "soporte@zaguan.es" };
const href = "https://zaguan.example/panel/solicitudes";
const content: FallThroughMail = {
  brand,
  propertyId: "p1",
  propertyTitle: "Casa en Jávea",
  recordedBy: "El vendedor",
  reasonLabel: "El vendedor se echa atrás",
  note: "Me quedo la casa",
  senalFate:
    "El vendedor se echa atrás con arras penitenciales (art. 1454 del Código Civil): devuelve la señal de 41.000\u00a0€ duplicada.",
};
const to = { email: "jane@example.co.uk", name: "Jane" };
const link = { label: "Ver mis solicitudes", href };
const sellerWithdraws = {
  reason: "vendedor-desiste" as const,
  senal: { case: "penitenciales-vendedor" as const, amount: 41_000, clause: null },
};

describe("the seller's fall-through notice reaches the buyer in their language", () => {
  test("English: subject, the reason, the señal's fate with the Spanish legal term, the button's link", () => {
    const mail = dealFellThroughEmail(content, to, link, { locale: "en", ...sellerWithdraws });
    expect(mail.subject).toBe("The sale is not going ahead: “Casa en Jávea”");
    expect(mail.text).toContain("Reason: The seller has pulled out.");
    expect(mail.text).toContain(
      "Your deposit (arras): The seller is pulling out under a penitential deposit (arras penitenciales, art. 1454 Código Civil): the seller must pay you back double the deposit of €41,000.",
    );
    expect(mail.text).toContain("The seller’s note: Me quedo la casa");
    expect(mail.text).toContain(`See my requests: ${href}`);
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.text).not.toContain("Motivo");
  });

  test("German: the financing condition returns the deposit, its clause named as the contract names it", () => {
    const mail = dealFellThroughEmail(content, to, link, {
      locale: "de",
      reason: "financiacion-denegada",
      senal: { case: "condicion-financiacion", amount: 41_000, clause: "quinta" },
    });
    expect(mail.subject).toBe("Der Verkauf findet nicht statt: „Casa en Jávea“");
    expect(mail.text).toContain("Grund: Die Bank hat die Hypothek abgelehnt");
    expect(mail.text).toContain("Anzahlung von 41.000\u00a0€ vollständig zurück.");
    expect(mail.text).toContain("So steht es in Klausel „quinta“ (cláusula quinta) des Vertrags.");
    expect(mail.html).toContain(`href="${href}"`);
    expect(mail.html).toContain("Meine Anfragen ansehen");
  });

  test("Spanish: the stored Spanish words, as before, with or without the language facts", () => {
    const before = dealFellThroughEmail(content, to, link);
    const spanish = dealFellThroughEmail(content, to, link, { locale: "es", ...sellerWithdraws });
    expect(spanish).toEqual(before);
    expect(spanish.subject).toBe("La venta no sigue adelante: «Casa en Jávea»");
    expect(spanish.text).toContain("Motivo: El vendedor se echa atrás.");
    expect(spanish.text).toContain(`La señal: ${content.senalFate}`);
  });
});

describe("a listing its seller left without a title, named in the reader's words", () => {
  test("English and German buyers read it in their language; the Spanish notice as before", () => {
    const untitled = { ...content, propertyTitle: null };
    expect(dealFellThroughEmail(untitled, to, link, { locale: "en", ...sellerWithdraws }).subject).toBe(
      "The sale is not going ahead: “Home for sale”",
    );
    expect(dealFellThroughEmail(untitled, to, link, { locale: "de", ...sellerWithdraws }).subject).toBe(
      "Der Verkauf findet nicht statt: „Immobilie zu verkaufen“",
    );
    expect(dealFellThroughEmail({ ...content, propertyTitle: "  " }, to, link).subject).toBe(
      "La venta no sigue adelante: «Vivienda en venta»",
    );
  });
});
