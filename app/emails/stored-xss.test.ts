import nodemailer from "nodemailer";
import { describe, expect, test } from "vitest";
import { HOSTILE_PAYLOADS } from "#tests/support/hostile-input";
import { enquiryCopyToBuyerEmail, enquiryToSellerEmail } from "./enquiry.server";
import {
  offerAnswerToBuyerEmail,
  offerBuyerMoveToSellerEmail,
  offerConfirmationEmail,
  offerToSellerEmail,
} from "./offer.server";
import { passwordResetEmail } from "./password-reset.server";
import { saleCompletedEmail } from "./sale-completed.server";
import { verificationEmail } from "./verification.server";

const brand = { name: "Zaguán", publicUrl: "https://zaguan.es", supportEmail: "soporte@zaguan.es" };
/** Markup-shaped payloads, plus a header-injection attempt through a name. */
const PAYLOADS = [
  ...HOSTILE_PAYLOADS.filter((payload) => /[<>"']/.test(payload)),
  "<svg onload=alert(1)>",
  "Ana\r\nBcc: todos@example.es",
];

describe("e-mails with stored hostile names and titles", () => {
  test.each(PAYLOADS)("%j is escaped in the HTML and cannot add a header line", async (payload) => {
    const messages = [
      verificationEmail({
        to: "a@example.es",
        name: payload,
        url: `${brand.publicUrl}/v`,
        validHours: 24,
        brand,
      }),
      passwordResetEmail({
        to: "a@example.es",
        name: payload,
        url: `${brand.publicUrl}/r`,
        validMinutes: 60,
        brand,
      }),
      saleCompletedEmail({ to: "a@example.es", name: payload, propertyTitle: payload, brand }),
      ...[enquiryToSellerEmail, enquiryCopyToBuyerEmail].map((template) =>
        template({
          to: "a@example.es",
          sellerName: payload,
          brand,
          propertyId: "p1",
          propertyTitle: payload,
          buyer: { name: payload, email: "b@example.es", phone: payload },
          message: payload,
        }),
      ),
      ...offerEmails(payload),
    ];
    for (const message of messages) {
      // React escapes text: the payload's own markup never reaches the HTML as markup.
      if (/[<>]/.test(payload)) expect(message.html, message.template).not.toContain(payload);
      expect(message.html).not.toMatch(/<(script|img|svg)\b/i);
      // No event-handler attribute inside a tag (escaped text may still read "onerror=").
      expect(message.html).not.toMatch(/<[^>]*\son\w+=/i);
      // The subject may carry a title with a line break: the mailer folds it into the one header.
      const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "\r\n" });
      const sent = await transport.sendMail({
        from: "a@zaguan.es",
        to: message.to,
        subject: message.subject,
        text: "x",
      });
      const head = (sent.message as Buffer).toString().split("\r\n\r\n")[0] ?? "";
      expect(head).not.toMatch(/^bcc:/im);
    }
  });
});

/** Every offer e-mail with the payload in each text the buyer or the seller typed. */
function offerEmails(payload: string) {
  const offer = {
    brand,
    propertyId: "p1",
    propertyTitle: payload,
    buyerName: payload,
    buyerEmail: "b@example.es",
    amount: 250_000,
    financing: "cash" as const,
    arrasDate: "2030-01-15",
    conditions: payload,
  };
  const seller = { email: "a@example.es", name: payload };
  const link = `${brand.publicUrl}/solicitud/x`;
  return [
    offerConfirmationEmail(offer, link),
    offerToSellerEmail(offer, seller),
    offerAnswerToBuyerEmail(offer, { kind: "accepted" }, link),
    offerAnswerToBuyerEmail(
      offer,
      { kind: "countered", counterAmount: 260_000, counterMessage: payload },
      link,
    ),
    offerBuyerMoveToSellerEmail(offer, seller, "withdraw", 250_000),
  ];
}
