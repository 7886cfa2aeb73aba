import { describe, expect, test } from "vitest";
import { faqJsonLd, landingFaq } from "#app/content/home/faq";
import { feeFor } from "#app/domain/payments/pricing";
import { formatCents } from "#app/lib/format";

describe("the landing's FAQ", () => {
  const faq = landingFaq("Zaguán");
  const text = faq.flatMap((entry) => [entry.question, ...entry.answer]).join("\n");

  test("answers the real questions: fees and IVA, exclusivity, success fee, instalments, timing, documents", () => {
    for (const question of [
      "¿Cuánto cuesta vender con Zaguán?",
      "¿Los precios llevan IVA?",
      "¿Tengo que firmar exclusividad?",
      "¿Cuándo se paga la comisión de éxito?",
      "¿Puedo pagar a plazos?",
      "¿Cuánto tarda en publicarse mi anuncio y cuánto dura la campaña?",
      "¿Qué documentos necesito para vender?",
    ]) {
      expect(faq.map((entry) => entry.question)).toContain(question);
    }
  });

  test("quotes the fees of the pricing module, with IVA", () => {
    expect(text).toContain(formatCents(feeFor("particular", "marketing").total));
    expect(text).toContain("IVA del 21 %");
  });

  test("the FAQPage structured data repeats every question and answer", () => {
    const data = faqJsonLd(faq);
    expect(data["@type"]).toBe("FAQPage");
    expect(data.mainEntity).toHaveLength(faq.length);
    expect(data.mainEntity[0]).toEqual({
      "@type": "Question",
      name: faq[0]?.question,
      acceptedAnswer: { "@type": "Answer", text: faq[0]?.answer.join(" ") },
    });
  });
});
