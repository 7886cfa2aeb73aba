import { describe, expect, test } from "vitest";
import { unsubscribeToken, unsubscribeUrl } from "#app/domain/alerts/unsubscribe.server";
import { buyerLinkToken, buyerLinkUrl } from "#app/domain/leads/requests/buyer-link.server";
import { listingUrl, sellerLogUrl } from "#app/domain/leads/viewings/viewing-mail.server";
import { propertyUrl } from "#app/domain/listings/share";
import { agencyDealReportEmail } from "./agency-deal-report.server";
import { enquiryReceiptEmail } from "./enquiry.server";
import { availableAgainEmail } from "./fall-through.server";

const brand = { name: "Zaguán", publicUrl: "https://zaguan.es", supportEmail: "soporte@zaguan.es" };
const propertyId = "5a0c2f3e-8d1b-4c6a-9e7f-0b1c2d3e4f5a";
const leadId = "7b1d3f4a-9e2c-4d7b-8f6a-1c2d3e4f5a6b";
const secret = "a-secret-of-at-least-thirty-two-characters";

// The addresses e-mails already sent carry: built from app/urls.ts now, they must read as before.
describe("links in e-mails, written as they always were", () => {
  test("a listing, the seller's lead log, the buyer's link and an alert's unsubscribe link", () => {
    expect(listingUrl(brand, propertyId)).toBe(`https://zaguan.es/propiedad/${propertyId}`);
    expect(propertyUrl("https://zaguan.es/", propertyId)).toBe(`https://zaguan.es/propiedad/${propertyId}`);
    expect(sellerLogUrl(brand, propertyId, leadId)).toBe(
      `https://zaguan.es/dashboard/compradores?propiedad=${propertyId}&contacto=${leadId}`,
    );
    expect(buyerLinkUrl(brand.publicUrl, secret, leadId)).toBe(
      `https://zaguan.es/solicitud/${buyerLinkToken(secret, leadId)}`,
    );
    const link = { target: { kind: "search", searchId: "s1" }, version: 1 } as const;
    expect(unsubscribeUrl(brand.publicUrl, secret, link)).toBe(
      `https://zaguan.es/alertas/baja?t=${encodeURIComponent(unsubscribeToken(secret, link))}`,
    );
  });

  test("the templates that build their own links", () => {
    const receipt = enquiryReceiptEmail({
      brand,
      propertyId,
      propertyTitle: "Casa en Lugo",
      to: "a@example.es",
    });
    expect(receipt.text).toContain(`https://zaguan.es/propiedad/${propertyId}`);
    const back = availableAgainEmail(
      brand,
      { propertyId, propertyTitle: "Casa en Lugo" },
      { email: "a@example.es", name: "Ana" },
    );
    expect(back.html).toContain(`href="https://zaguan.es/propiedad/${propertyId}"`);
    const report = agencyDealReportEmail({
      to: "soporte@zaguan.es",
      stageLabel: "Firma de las arras",
      signedOn: "2026-11-20",
      finalPrice: 240_000,
      buyerName: "Lucía Fernández Mora",
      platformShare: 4800,
      agencyName: "Inmobiliaria Sol",
      propertyTitle: "Casa en Lugo",
      propertyId,
      brand,
    });
    expect(report.text).toContain("https://zaguan.es/agency/final-fee");
  });
});
