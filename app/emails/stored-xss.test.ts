import nodemailer from "nodemailer";
import { describe, expect, test } from "vitest";
import { filtersOfSavedQuery } from "#app/domain/alerts/saved-searches";
import { viewingCalendarAttachment } from "#app/domain/leads/viewings/viewing-calendar";
import type { MailAttachment } from "#app/lib/mailer.server";
import { HOSTILE_PAYLOADS } from "#tests/support/hostile-input";
import { dailyDigestEmail, newListingsAlertEmail, priceDropAlertEmail } from "./alerts.server";
import { closingReminderEmail } from "./closing-reminder.server";
import { closingRoomEmail } from "./closing-room.server";
import { dealAgreedEmails, offerClosedEmail } from "./deal.server";
import { enquiryCopyToBuyerEmail, enquiryReceiptEmail, enquiryToSellerEmail } from "./enquiry.server";
import { availableAgainEmail, dealFellThroughEmail } from "./fall-through.server";
import { heldLeadsDigestEmail } from "./held-leads.server";
import {
  offerAnswerToBuyerEmail,
  offerConfirmationEmail,
  offerCounteredBackToSellerEmail,
  offerToSellerEmail,
  offerWithdrawnToSellerEmail,
} from "./offer.server";
import { passwordResetEmail } from "./password-reset.server";
import { saleCompletedEmail } from "./sale-completed.server";
import { verificationEmail } from "./verification.server";
import { type ViewingMailFacts, viewingRequestToSellerEmail } from "./viewing.server";
import {
  viewingCancelledEmail,
  viewingConfirmedEmails,
  viewingFeedbackEmail,
  viewingProposedEmail,
  viewingRejectedEmail,
  viewingReminderEmails,
  viewingRequestCopyEmail,
} from "./viewing-buyer.server";
import { viewingBuyerProposedEmail } from "./viewing-buyer-proposal.server";

const brand = { name: "Zaguán", publicUrl: "https://zaguan.es", supportEmail: "soporte@zaguan.es" };
/** Markup-shaped payloads, plus a header-injection attempt through a name. */
const PAYLOADS = [
  ...HOSTILE_PAYLOADS.filter((payload) => /[<>"']/.test(payload)),
  "<svg onload=alert(1)>",
  "Ana\r\nBcc: todos@example.es",
  // A calendar property smuggled through a title into the invitation.
  "Piso\r\nATTENDEE:mailto:todos@example.es\r\nBEGIN:VALARM",
];

describe("e-mails with stored hostile names and titles", () => {
  test.each(PAYLOADS)(
    "%j is escaped in the HTML and the calendar invitation, and cannot add a header line",
    async (payload) => {
      const messages = [
        verificationEmail({
          to: "a@example.es",
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
            // The adapter's Spanish of a foreign buyer's words, under them in the seller's e-mail.
            messageTranslation: payload,
          }),
        ),
        heldLeadsDigestEmail({
          brand,
          to: "a@example.es",
          sellerName: payload,
          propertyId: "p1",
          propertyTitle: payload,
          leads: [{ id: "l1", kindLabel: "Mensaje", buyerName: payload, createdAt: new Date() }],
        }),
        enquiryReceiptEmail({ to: "b@example.es", brand, propertyId: "p1", propertyTitle: payload }),
        ...offerEmails(payload),
        ...viewingEmails(payload),
        ...alertEmails(payload),
        closingReminderEmail({
          brand,
          to: "a@example.es",
          name: payload,
          dealId: "d1",
          propertyTitle: payload,
          reminder: {
            dateKey: "cita",
            day: "2027-03-15",
            left: 2,
            appointment: { hour: "10:30", notary: { name: payload, address: payload } },
            icsKey: "escritura",
          },
          locale: "es",
        }),
        // A buyer abroad reads the room's news in their language: the same names, escaped the same.
        closingRoomEmail({
          brand,
          to: "b@example.es",
          name: payload,
          dealId: "d1",
          propertyTitle: payload,
          news: { kind: "document", party: "seller", itemKey: "nota-simple", title: payload, uploaded: true },
          locale: "en",
        }),
      ];
      for (const message of messages) {
        // React escapes text: the payload's own markup never reaches the HTML as markup.
        if (/[<>]/.test(payload)) expect(message.html, message.template).not.toContain(payload);
        expect(message.html).not.toMatch(/<(script|img|svg)\b/i);
        // No event-handler attribute inside a tag (escaped text may still read "onerror=").
        expect(message.html).not.toMatch(/<[^>]*\son\w+=/i);
        // The subject may carry a title with a line break: the mailer folds it into the one header.
        const transport = nodemailer.createTransport({
          streamTransport: true,
          buffer: true,
          newline: "\r\n",
        });
        const sent = await transport.sendMail({
          from: "a@zaguan.es",
          to: message.to,
          subject: message.subject,
          text: "x",
        });
        const head = (sent.message as Buffer).toString().split("\r\n\r\n")[0] ?? "";
        expect(head).not.toMatch(/^bcc:/im);
        // The invitation's text fields are escaped: the payload never adds a line of its own.
        for (const attachment of message.attachments ?? [])
          expect(calendarProperties(attachment), message.template).toEqual(
            calendarProperties(invitation("Piso")),
          );
      }
    },
  );
});

/** The property names of an invitation, one per content line (folded lines unfolded, RFC 5545 §3.1). */
function calendarProperties(attachment: MailAttachment): string[] {
  return String(attachment.content)
    .replace(/\r\n[ \t]/g, "")
    .split("\r\n")
    .filter(Boolean)
    .map((line) => line.split(/[:;]/)[0] ?? "");
}

/** A confirmed viewing's invitation with the listing's title and address taken from the payload. */
function invitation(payload: string, method: "PUBLISH" | "CANCEL" = "PUBLISH") {
  return viewingCalendarAttachment(
    {
      leadId: "00000000-0000-4000-8000-000000000001",
      host: "zaguan.es",
      startsAt: new Date("2030-01-12T09:00:00Z"),
      sequence: 1,
      title: `Visita: ${payload}`,
      description: `Visita a «${payload}», acordada en Zaguán.`,
      location: payload,
      url: `${brand.publicUrl}/propiedad/p1`,
    },
    method,
  );
}

/** Every viewing e-mail (request, confirmation with .ics, reminder, rating request, answers, cancellations). */
function viewingEmails(payload: string) {
  const facts: ViewingMailFacts = {
    brand,
    title: payload,
    propertyAddress: payload,
    buyer: { name: payload, email: "b@example.es", phone: payload, isAddressProven: true },
    seller: { name: payload, email: "a@example.es" },
    links: {
      buyer: `${brand.publicUrl}/solicitud/x`,
      sellerLog: `${brand.publicUrl}/dashboard?tab=compradores`,
      listing: `${brand.publicUrl}/propiedad/p1`,
    },
    buyerLocale: "es",
  };
  const time = new Date("2030-01-12T09:00:00Z");
  return [
    viewingRequestToSellerEmail(facts, [time]),
    viewingRequestCopyEmail(facts, [time]),
    viewingRequestCopyEmail({ ...facts, buyer: { ...facts.buyer, isAddressProven: false } }, [time]),
    ...viewingConfirmedEmails(facts, time, () => [invitation(payload)]),
    viewingProposedEmail(facts, time),
    viewingBuyerProposedEmail(facts, time),
    viewingRejectedEmail(facts),
    viewingCancelledEmail(facts, "buyer", [time], [invitation(payload, "CANCEL")]),
    viewingCancelledEmail(facts, "seller", [time], undefined),
    ...viewingReminderEmails(facts, time),
    viewingFeedbackEmail(facts),
  ];
}

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
    // The adapter's Spanish of a foreign buyer's conditions, under them in the seller's e-mails.
    conditionsTranslation: payload,
  };
  const seller = { email: "a@example.es", name: payload };
  const link = `${brand.publicUrl}/solicitud/x`;
  return [
    offerConfirmationEmail(offer, link, { isAddressProven: true }),
    offerConfirmationEmail(offer, link, { isAddressProven: false }),
    offerToSellerEmail(offer, seller),
    offerAnswerToBuyerEmail(offer, { kind: "rejected" }, link),
    offerAnswerToBuyerEmail(
      offer,
      { kind: "countered", counterAmount: 260_000, counterMessage: payload },
      link,
    ),
    offerWithdrawnToSellerEmail(offer, seller),
    offerCounteredBackToSellerEmail(offer, seller, { counterAmount: 260_000 }),
    ...dealAgreedEmails(dealContent(payload), link),
    offerClosedEmail(offer, link),
    dealFellThroughEmail(
      {
        brand,
        propertyId: "p1",
        propertyTitle: payload,
        recordedBy: "El comprador",
        reasonLabel: "Lo dejamos de mutuo acuerdo",
        note: payload,
        senalFate: "Aún no se firmaron las arras: no hay señal que devolver.",
      },
      { email: "d@example.es", name: payload },
      { label: "Ver la venta", href: link },
    ),
    dealFellThroughEmail(
      {
        brand,
        propertyId: "p1",
        propertyTitle: payload,
        recordedBy: "El vendedor",
        reasonLabel: "Lo dejamos de mutuo acuerdo",
        note: payload,
        senalFate: "",
      },
      { email: "d@example.co.uk", name: payload },
      { label: "Ver mis solicitudes", href: link },
      {
        locale: "en",
        reason: "mutuo-acuerdo",
        senal: { case: "mutuo-acuerdo", amount: 20_000, clause: payload },
      },
    ),
    availableAgainEmail(
      brand,
      { propertyId: "p1", propertyTitle: payload },
      { email: "e@example.es", name: payload },
    ),
  ];
}

/** The agreed deal with the payload in every name, title and condition. */
function dealContent(payload: string) {
  return {
    brand,
    propertyId: "p1",
    propertyTitle: payload,
    seller: { email: "a@example.es", name: payload },
    deal: {
      buyerName: payload,
      buyerEmail: "b@example.es",
      price: 440_000,
      deposit: 44_000,
      financing: "mortgage" as const,
      arrasDate: "2030-01-15",
      conditions: payload,
      acceptedBy: "buyer" as const,
    },
  };
}

/** The buyers' alerts: a stored search name, listing title and province, and the buyer's name. */
function alertEmails(payload: string) {
  const recipient = { to: "a@example.es", name: payload };
  const listing = { id: "p1", title: payload, province: payload, price: 250_000 };
  const drop = { ...listing, previousPrice: 260_000, newPrice: 250_000 };
  const links = {
    unsubscribeUrl: `${brand.publicUrl}/alertas/baja?t=x`,
    manageUrl: `${brand.publicUrl}/dashboard?tab=busquedas`,
    listUnsubscribeHeaders: {},
  };
  // The saved search's words are told back in its summary too.
  const filters = filtersOfSavedQuery(`?q=${encodeURIComponent(payload)}`);
  const section = {
    searchName: payload,
    filters,
    listings: [listing, { ...listing, id: "p2", backOnSale: true }],
  };
  return [
    newListingsAlertEmail(brand, recipient, section, links),
    priceDropAlertEmail(brand, recipient, [drop], links),
    dailyDigestEmail(brand, recipient, { sections: [section], drops: [drop] }, links),
  ];
}
