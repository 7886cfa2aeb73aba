import { describe, expect, test } from "vitest";
import { dailyDigestEmail, priceDropAlertEmail } from "./alerts.server";

const brand = { name: "Zaguán", publicUrl: "https://zaguan.example", supportEmail: "soporte@zaguan.es" };
const links = {
  unsubscribeUrl: "https://zaguan.example/alertas/baja?t=x",
  manageUrl: "https://m",
  listUnsubscribeHeaders: {},
};
const drop = {
  id: "11111111-1111-4111-8111-111111111111",
  title: "Casa en Jávea",
  province: "Alicante",
  price: 410_000,
  previousPrice: 450_000,
  newPrice: 410_000,
};

describe("favourites' price drops and the daily digest in the buyer's language", () => {
  test("English: from what to what, the British way, linking the English listing", () => {
    const mail = priceDropAlertEmail(
      brand,
      { to: "j@example.co.uk", name: "Jane", locale: "en" },
      [drop],
      links,
    );
    expect(mail.subject).toBe("Price reduced: “Casa en Jávea”");
    expect(mail.text).toContain("Casa en Jávea: down from €450,000 to €410,000");
    expect(mail.text).toContain(`/en/propiedad/${drop.id}`);
  });

  test("German digest; Spanish when the account is Spanish", () => {
    const content = { sections: [], drops: [drop] };
    const de = dailyDigestEmail(brand, { to: "k@example.de", name: "Klaus", locale: "de" }, content, links);
    expect(de.subject).toBe("Ihre tägliche Immobilien-Übersicht");
    expect(de.text).toContain("Casa en Jávea: von 450.000\u00a0€ auf 410.000\u00a0€");
    const es = dailyDigestEmail(brand, { to: "m@example.es", name: "Marta" }, content, links);
    expect(es.subject).toBe("Tu resumen diario de propiedades");
    expect(es.text).toContain("Casa en Jávea: de 450.000\u00a0€ a 410.000\u00a0€");
  });
});
