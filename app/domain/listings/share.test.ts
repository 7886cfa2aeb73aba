import { describe, expect, test } from "vitest";
import { propertyTitleWithAddress, propertyUrl, shareContent, shareTargets } from "./share";

const content = shareContent({
  publicUrl: "https://zaguan.es/",
  id: "0b7f4c1e-8a7d-4f7e-9a51-3d2f6c1b2a90",
  title: "Ático con terraza",
  address: "Calle Tomás Heredia 18, 29001 Málaga",
});

describe("what a shared listing says (spec §2)", () => {
  test("the link is the public site's /propiedad/{id}", () => {
    expect(content.url).toBe("https://zaguan.es/propiedad/0b7f4c1e-8a7d-4f7e-9a51-3d2f6c1b2a90");
    expect(propertyUrl("http://localhost:3000", "abc")).toBe("http://localhost:3000/propiedad/abc");
  });

  test("the text is the spec's, with the title and the address", () => {
    expect(content.text).toBe(
      "¡Echa un vistazo a esta propiedad!: Ático con terraza en Calle Tomás Heredia 18, 29001 Málaga",
    );
    expect(content.title).toBe("Ático con terraza");
  });

  test("a listing without an address or title still reads well", () => {
    expect(propertyTitleWithAddress("Garaje", null)).toBe("Garaje");
    expect(propertyTitleWithAddress(null, "Calle Mayor 1")).toBe("Propiedad en venta en Calle Mayor 1");
  });
});

describe("the six share targets", () => {
  const targets = shareTargets(content);

  test("are WhatsApp, Facebook, Twitter/X, LinkedIn, Telegram and Email, in that order", () => {
    expect(targets.map((target) => target.label)).toEqual([
      "WhatsApp",
      "Facebook",
      "Twitter/X",
      "LinkedIn",
      "Telegram",
      "Email",
    ]);
  });

  test("each carries the link, encoded", () => {
    for (const target of targets) expect(target.href).toContain(encodeURIComponent(content.url));
  });

  test("WhatsApp and the e-mail carry the text too", () => {
    const whatsapp = new URL(targets[0]?.href ?? "");
    expect(whatsapp.searchParams.get("text")).toBe(`${content.text} ${content.url}`);
    const email = targets[5]?.href ?? "";
    expect(email.startsWith("mailto:?subject=%C3%81tico%20con%20terraza&body=")).toBe(true);
  });
});
