import { describe, expect, test } from "vitest";
import type { Locale } from "#app/lib/i18n/locales";
import { enquiryCopyToBuyerEmail, enquiryReceiptEmail } from "./enquiry.server";
import { offerConfirmationEmail } from "./offer.server";
import type { ViewingMailFacts } from "./viewing.server";
import {
  viewingCancelledEmail,
  viewingConfirmedEmails,
  viewingProposedEmail,
  viewingRejectedEmail,
  viewingReminderEmails,
  viewingRequestCopyEmail,
} from "./viewing-buyer.server";

/** The e-mails a buyer gets from the listing's three forms, in the language they read. */
const brand = { name: "Zaguán", publicUrl: "https://zaguan.es", supportEmail: "soporte@zaguan.es" };
const TITLE = "Villa in Jávea";
const SATURDAY = new Date("2026-12-12T09:00:00Z");

const facts = (buyerLocale: Locale): ViewingMailFacts => ({
  brand,
  title: TITLE,
  propertyAddress: "Calle Mar 3, Jávea",
  buyer: { name: "Jane", email: "jane@example.co.uk", phone: null, isAddressProven: true },
  seller: { name: "Lucía", email: "lucia@example.es" },
  links: {
    buyer: "https://zaguan.es/solicitud/x",
    sellerLog: "https://zaguan.es/dashboard",
    listing: "https://zaguan.es/en/propiedad/p1",
  },
  buyerLocale,
});

const enquiry = {
  brand,
  propertyId: "p1",
  propertyTitle: TITLE,
  buyer: { name: "Jane", email: "jane@example.co.uk", phone: null },
  message: "Is the terrace south-facing?",
};

const offer = {
  brand,
  propertyId: "p1",
  propertyTitle: TITLE,
  buyerName: "Jane",
  buyerEmail: "jane@example.co.uk",
  amount: 245_000,
  financing: "mortgage" as const,
  arrasDate: "2027-01-15",
  conditions: "",
};

describe("a buyer's message", () => {
  test("the copy in English links to the English listing, the title in bold", () => {
    const copy = enquiryCopyToBuyerEmail(enquiry, "en");
    expect(copy.subject).toBe(`Your message about “${TITLE}”`);
    expect(copy.text).toContain("Hello Jane,");
    expect(copy.text).toContain(`We have sent your message to the seller of “${TITLE}”.`);
    expect(copy.text).toContain("View the listing: https://zaguan.es/en/propiedad/p1");
    expect(copy.html).toContain(`<strong>${TITLE}</strong>`);
  });

  test("the receipt in German", () => {
    const receipt = enquiryReceiptEmail(
      { brand, propertyId: "p1", propertyTitle: TITLE, to: "x@example.de" },
      "de",
    );
    expect(receipt.subject).toBe(`Nachricht zu „${TITLE}“ gesendet`);
    expect(receipt.text.startsWith("Guten Tag,\n")).toBe(true);
    expect(receipt.text).toContain("https://zaguan.es/de/propiedad/p1");
  });

  test("Spanish stays as it was: the title bold in the HTML, quoted in the text", () => {
    const copy = enquiryCopyToBuyerEmail({
      ...enquiry,
      buyer: { ...enquiry.buyer, phone: "+44 7700 900123" },
    });
    expect(copy.subject).toBe(`Tu mensaje sobre «${TITLE}»`);
    expect(copy.html).toContain(
      `al vendedor de <strong>${TITLE}</strong>. Te contestará directamente a este correo o a tu teléfono.`,
    );
    expect(copy.text).toContain("Ver el anuncio: https://zaguan.es/propiedad/p1");
  });
});

describe("an offer's confirmation link", () => {
  test.each([
    [
      "en",
      "Confirm your offer for “Villa in Jávea”",
      "Amount: €245,000",
      "Confirm my offer: https://zaguan.es/solicitud/x",
    ],
    [
      "de",
      "Bitte bestätigen Sie Ihr Angebot für „Villa in Jávea“",
      "245.000\u00a0€",
      "Angebot bestätigen: https://zaguan.es/solicitud/x",
    ],
  ] as const)("in %s, with the terms as its reader writes them", (locale, subject, amount, button) => {
    const mail = offerConfirmationEmail(offer, "https://zaguan.es/solicitud/x", {
      isAddressProven: false,
      locale,
    });
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain(amount);
    expect(mail.text).toContain(button);
    expect(mail.text).not.toContain("Jane");
  });

  test("in Spanish, as every Spanish offer e-mail has it", () => {
    const mail = offerConfirmationEmail(offer, "https://zaguan.es/solicitud/x", { isAddressProven: false });
    expect(mail.subject).toBe(`Confirma tu oferta por «${TITLE}»`);
    expect(mail.text).toContain("Importe: 245.000\u00a0€");
    expect(mail.text).toContain("Confirmar mi oferta: https://zaguan.es/solicitud/x");
  });
});

describe("a viewing's e-mails to the buyer", () => {
  test("in English, the time on Madrid's clock as a British reader writes it", () => {
    const copy = viewingRequestCopyEmail(facts("en"), [SATURDAY]);
    expect(copy.subject).toBe(`Your viewing request for “${TITLE}”`);
    expect(copy.text).toContain("- Saturday, 12 December 2026 at 10:00");
    const [toBuyer, toSeller] = viewingConfirmedEmails(facts("en"), SATURDAY, () => []);
    expect(toBuyer?.subject).toBe(`Viewing confirmed: “${TITLE}”`);
    expect(toBuyer?.text).toContain("Address: Calle Mar 3, Jávea");
    // The seller reads Spanish, whatever the buyer does.
    expect(toSeller?.subject).toBe(`Visita confirmada: «${TITLE}»`);
    expect(toSeller?.text).toContain("sábado, 12 de diciembre de 2026, 10:00");
    expect(viewingRejectedEmail(facts("en")).text).toContain(
      "View the listing: https://zaguan.es/en/propiedad/p1",
    );
  });

  test("in German: a time proposed, cancelled, the reminder", () => {
    const proposed = viewingProposedEmail(facts("de"), SATURDAY);
    expect(proposed.subject).toBe(`Der Verkäufer schlägt einen anderen Termin für „${TITLE}“ vor`);
    expect(proposed.text).toContain("Samstag, 12. Dezember 2026 um 10:00");
    expect(proposed.text).toContain("Guten Tag Jane,");
    expect(viewingCancelledEmail(facts("de"), "seller", [SATURDAY], undefined).subject).toBe(
      `Besichtigung abgesagt: „${TITLE}“`,
    );
    const [reminder, sellerReminder] = viewingReminderEmails(facts("de"), SATURDAY);
    expect(reminder?.subject).toBe(`Erinnerung: Morgen besichtigen Sie „${TITLE}“`);
    expect(sellerReminder?.subject).toBe(`Recordatorio: mañana Jane visita «${TITLE}»`);
  });
});
