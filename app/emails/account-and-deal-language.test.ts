import { describe, expect, test } from "vitest";
import { dealAgreedEmails, offerClosedEmail } from "./deal.server";
import { availableAgainEmail } from "./fall-through.server";
import { passwordResetEmail } from "./password-reset.server";
import { signInLinkEmail } from "./sign-in-link.server";
import { signUpExistingEmail } from "./sign-up-existing.server";
import { verificationEmail } from "./verification.server";

const brand = { name: "Zaguán", publicUrl: "https://zaguan.example", supportEmail: "soporte@zaguan.es" };
const link = "https://zaguan.example/solicitud/tok";

const dealContent = (buyerLocale?: "en" | "de") => ({
  brand,
  propertyId: "p1",
  leadId: "l1",
  propertyTitle: "Casa en Jávea",
  deal: {
    buyerName: "Jane",
    buyerEmail: "jane@example.co.uk",
    price: 410_000,
    deposit: 41_000,
    financing: "mortgage" as const,
    arrasDate: "2026-12-15",
    conditions: "",
    acceptedBy: "seller" as const,
  },
  seller: { email: "vendedor@example.es", name: "Marta" },
  buyerLocale,
});

describe("the agreed deal reaches the buyer in their language, the seller in Spanish", () => {
  test("English: subject, terms the British way, the arras named as the notary will, the button's link", () => {
    const [buyer, seller] = dealAgreedEmails(dealContent("en"), link);
    expect(buyer?.subject).toBe("Agreement reached: “Casa en Jávea”");
    expect(buyer?.text).toContain("The seller has accepted your offer of €410,000.");
    expect(buyer?.text).toContain("deposit contract (contrato de arras)");
    expect(buyer?.text).toContain("Proposed deposit (arras): €41,000");
    expect(buyer?.text).toContain("Proposed date for the deposit contract (arras): 15 December 2026");
    expect(buyer?.text).toContain(`View my offer: ${link}`);
    expect(buyer?.html).toContain('<html lang="en">');
    expect(buyer?.text).toContain("Need help? Write to us at soporte@zaguan.es.");
    expect(buyer?.text).not.toContain("Hola");
    expect(seller?.subject).toBe("Acuerdo cerrado con Jane: «Casa en Jávea»");
    expect(seller?.text).toContain("Precio acordado: 410.000\u00a0€");
    expect(seller?.text).toContain("¿Necesitas ayuda? Escríbenos a soporte@zaguan.es.");
  });

  test("German: subject, price and date the German way, the button's link", () => {
    const [buyer] = dealAgreedEmails(dealContent("de"), link);
    expect(buyer?.subject).toBe("Einigung erzielt: „Casa en Jávea“");
    expect(buyer?.text).toContain("Der Verkäufer hat Ihr Angebot über 410.000\u00a0€ angenommen.");
    expect(buyer?.text).toContain("Anzahlungsvertrag (contrato de arras)");
    expect(buyer?.text).toContain("15. Dezember 2026");
    expect(buyer?.html).toContain(`href="${link}"`);
    expect(buyer?.html).toContain("Mein Angebot ansehen");
  });

  test("Spanish, as before", () => {
    const [buyer] = dealAgreedEmails(dealContent(), link);
    expect(buyer?.subject).toBe("Acuerdo cerrado: «Casa en Jávea»");
    expect(buyer?.text).toContain("El vendedor ha aceptado tu oferta de 410.000\u00a0€.");
    expect(buyer?.text).toContain(`Ver mi oferta: ${link}`);
    expect(buyer?.html).toContain('<html lang="es">');
  });

  test("another buyer's closed offer, in English and German", () => {
    const offer = {
      brand,
      propertyId: "p1",
      propertyTitle: "Casa en Jávea",
      buyerName: "Tom",
      buyerEmail: "tom@example.co.uk",
      amount: 395_000,
      financing: "cash" as const,
      arrasDate: "2026-12-01",
      conditions: "",
    };
    const en = offerClosedEmail(offer, link, "en");
    expect(en.subject).toBe("Offer closed: “Casa en Jávea”");
    expect(en.text).toContain("Amount: €395,000");
    expect(en.text).toContain(`View my offer: ${link}`);
    const de = offerClosedEmail(offer, link, "de");
    expect(de.subject).toBe("Angebot geschlossen: „Casa en Jávea“");
    expect(de.text).toContain("Betrag: 395.000\u00a0€");
    expect(offerClosedEmail(offer, link).subject).toBe("Oferta cerrada: «Casa en Jávea»");
  });

  test("a listing without a title is named in the buyer's words; in Spanish as before", () => {
    const offer = {
      brand,
      propertyId: "p1",
      propertyTitle: null,
      buyerName: "Tom",
      buyerEmail: "tom@example.co.uk",
      amount: 395_000,
      financing: "cash" as const,
      arrasDate: "2026-12-01",
      conditions: "",
    };
    expect(offerClosedEmail(offer, link, "en").subject).toBe("Offer closed: “Home for sale”");
    expect(offerClosedEmail(offer, link, "fr").text).toContain("Logement à vendre");
    expect(offerClosedEmail(offer, link).subject).toBe("Oferta cerrada: «Vivienda en venta»");
  });
});

describe("an account's own e-mails in the account's language", () => {
  const url = "https://zaguan.example/token-link";

  test("verification", () => {
    const en = verificationEmail({ to: "a@b.c", url, validHours: 24, brand, locale: "en" });
    expect(en.subject).toBe("Confirm your email address for Zaguán");
    expect(en.text).toContain("The link expires in 24 hours");
    expect(en.html).toContain(`href="${url}"`);
    expect(en.html).toContain("Confirm my email address");
    expect(en.html).toContain("If the button doesn’t work, copy this link into your browser:");
    const de = verificationEmail({ to: "a@b.c", url, validHours: 24, brand, locale: "de" });
    expect(de.subject).toBe("Bestätigen Sie Ihre E-Mail-Adresse bei Zaguán");
    expect(de.text).toContain("Der Link ist 24 Stunden gültig");
    expect(de.html).toContain("E-Mail-Adresse bestätigen");
    expect(verificationEmail({ to: "a@b.c", url, validHours: 24, brand }).subject).toBe(
      "Confirma tu correo electrónico en Zaguán",
    );
  });

  test("password reset", () => {
    const en = passwordResetEmail({ to: "a@b.c", name: "Jane", url, validMinutes: 60, brand, locale: "en" });
    expect(en.subject).toBe("Reset your Zaguán password");
    expect(en.text).toContain("Hello Jane,");
    expect(en.text).toContain(`${url}\n`);
    expect(en.html).toContain("Choose a new password");
    const de = passwordResetEmail({ to: "a@b.c", name: null, url, validMinutes: 60, brand, locale: "de" });
    expect(de.subject).toBe("Setzen Sie Ihr Passwort bei Zaguán zurück");
    expect(de.text).toContain("Der Link ist 60 Minuten gültig");
    expect(de.html).toContain(`href="${url}"`);
  });

  test("sign-in link", () => {
    const en = signInLinkEmail({ to: "a@b.c", name: "Jane", url, validMinutes: 15, brand, locale: "en" });
    expect(en.subject).toBe("Your link to sign in to Zaguán");
    expect(en.text).toContain("The link expires in 15 minutes and can only be used once.");
    expect(en.html).toContain(`href="${url}"`);
    const de = signInLinkEmail({ to: "a@b.c", name: "Klaus", url, validMinutes: 15, brand, locale: "de" });
    expect(de.subject).toBe("Ihr Anmeldelink für Zaguán");
    expect(de.html).toContain("Bei meinem Konto anmelden");
  });

  test("a sign-up for an address that already has an account", () => {
    const urls = { signInUrl: "https://zaguan.example/auth", passwordResetUrl: "https://zaguan.example/p" };
    const en = signUpExistingEmail({ to: "a@b.c", ...urls, brand, locale: "en" });
    expect(en.subject).toBe("Someone tried to create a Zaguán account with your email address");
    expect(en.text).toContain("Reset my password: https://zaguan.example/p");
    const de = signUpExistingEmail({ to: "a@b.c", ...urls, brand, locale: "de" });
    expect(de.text).toContain("Anmelden: https://zaguan.example/auth");
    expect(de.html).toContain("Passwort zurücksetzen");
  });
});

describe("a home on sale again, to the buyers who wanted it, in their language", () => {
  const listing = { propertyId: "11111111-1111-4111-8111-111111111111", propertyTitle: "Casa en Jávea" };

  test("English and German link the listing in their language; Spanish as before", () => {
    const en = availableAgainEmail(brand, listing, { email: "j@example.co.uk", name: "Jane", locale: "en" });
    expect(en.subject).toBe("Back on the market: “Casa en Jávea”");
    expect(en.text).toContain("the sale that was under way has fallen through");
    expect(en.html).toContain(`href="https://zaguan.example/en/propiedad/${listing.propertyId}"`);
    const de = availableAgainEmail(brand, listing, { email: "k@example.de", name: "Klaus", locale: "de" });
    expect(de.subject).toBe("Wieder zu verkaufen: „Casa en Jávea“");
    expect(de.text).toContain(`Immobilie ansehen: https://zaguan.example/de/propiedad/${listing.propertyId}`);
    const es = availableAgainEmail(brand, listing, { email: "m@example.es", name: "Marta" });
    expect(es.subject).toBe("Vuelve a estar en venta: «Casa en Jávea»");
    expect(es.text).toContain(`Ver la vivienda: https://zaguan.example/propiedad/${listing.propertyId}`);
  });

  test("a listing without a title is named in the buyer's words; in Spanish as before", () => {
    const untitled = { ...listing, propertyTitle: null };
    const nl = availableAgainEmail(brand, untitled, { email: "n@example.nl", name: "Noor", locale: "nl" });
    expect(nl.text).toContain("Woning te koop");
    expect(nl.text).not.toContain("Vivienda en venta");
    const es = availableAgainEmail(brand, untitled, { email: "m@example.es", name: "Marta" });
    expect(es.subject).toBe("Vuelve a estar en venta: «Vivienda en venta»");
  });
});
