import { describe, expect, test } from "vitest";
import type { MailMessage } from "#app/lib/mailer.server";
import { enquiryCopyToBuyerEmail, enquiryReceiptEmail } from "./enquiry.server";
import { offerConfirmationEmail } from "./offer.server";
import { passwordResetEmail } from "./password-reset.server";
import { signUpExistingEmail } from "./sign-up-existing.server";
import { testEmail } from "./test-email.server";
import { verificationEmail } from "./verification.server";
import type { ViewingMailFacts } from "./viewing.server";
import {
  viewingCancelledEmail,
  viewingConfirmedEmails,
  viewingFeedbackEmail,
  viewingProposedEmail,
  viewingRejectedEmail,
  viewingReminderEmails,
  viewingRequestCopyEmail,
} from "./viewing-buyer.server";

const brand = { name: "Zaguán", publicUrl: "https://zaguan.es", supportEmail: "soporte@zaguan.es" };
const TYPED = "victima@example.es";
/** What a stranger typed into the form: none of it may reach an address nobody proved. */
const NAME = "Compra ya en http://estafa.example";
const MESSAGE = "Gana 5.000 € al día: http://estafa.example/oferta";
const PHONE = "+34 600 000 000";
const CONDITIONS = "Llama al 806 000 000";
const TITLE = "Ático con vistas en Ruzafa";

function expectNoFreeText(message: { to: string; subject: string; html: string; text: string }) {
  expect(message.to).toBe(TYPED);
  for (const part of [message.subject, message.html, message.text])
    for (const typed of [NAME, MESSAGE, PHONE, CONDITIONS, "estafa.example"])
      expect(part).not.toContain(typed);
}

const facts = (isAddressProven: boolean): ViewingMailFacts => ({
  brand,
  title: TITLE,
  propertyAddress: "Calle Sueca 10, Valencia",
  buyer: { name: NAME, email: TYPED, phone: PHONE, isAddressProven },
  seller: { name: "Lucía", email: "lucia@example.es" },
  links: {
    buyer: `${brand.publicUrl}/solicitud/x`,
    sellerLog: `${brand.publicUrl}/dashboard?tab=compradores`,
    listing: `${brand.publicUrl}/propiedad/p1`,
  },
  buyerLocale: "es",
});
/** 'sábado, 12 de diciembre de 2026, 10:00' on Madrid's clock. */
const WHEN = new Date("2026-12-12T09:00:00Z");
const TIME = "sábado, 12 de diciembre de 2026, 10:00";

describe("an e-mail to an address nobody proved holds nothing the sender wrote", () => {
  test("the message's receipt: our words, the listing's title and link, 'si no fuiste tú'", () => {
    const receipt = enquiryReceiptEmail({ to: TYPED, brand, propertyId: "p1", propertyTitle: TITLE });
    expectNoFreeText(receipt);
    expect(receipt.subject).toBe(`Mensaje enviado sobre «${TITLE}»`);
    expect(receipt.text).toContain(`Hemos recibido un mensaje enviado desde esta dirección sobre «${TITLE}»`);
    expect(receipt.text).toContain("https://zaguan.es/propiedad/p1");
    expect(receipt.text).toContain("Si no fuiste tú, ignora este correo");
  });

  test("every viewing e-mail to the buyer's address greets no one by name", () => {
    const unproven = facts(false);
    const toBuyer = [
      viewingRequestCopyEmail(unproven, [WHEN]),
      viewingConfirmedEmails(unproven, WHEN, () => [])[0],
      viewingProposedEmail(unproven, WHEN),
      viewingRejectedEmail(unproven),
      viewingCancelledEmail(unproven, "seller", [WHEN], undefined),
      viewingReminderEmails(unproven, WHEN)[0],
      viewingFeedbackEmail(unproven),
    ];
    for (const message of toBuyer) {
      expectNoFreeText(message as NonNullable<typeof message>);
      expect(message?.text.startsWith("Hola:\n")).toBe(true);
    }
    const copy = viewingRequestCopyEmail(unproven, [WHEN]);
    expect(copy.text).toContain("Hemos recibido una solicitud de visita enviada desde esta dirección");
    expect(copy.text).toContain(TIME);
    expect(copy.text).toContain("Si no fuiste tú");
  });

  test("an offer's confirmation shows the terms we write, not the buyer's name or conditions", () => {
    const offer = {
      brand,
      propertyId: "p1",
      propertyTitle: TITLE,
      buyerName: NAME,
      buyerEmail: TYPED,
      amount: 250_000,
      financing: "cash" as const,
      arrasDate: "2027-01-15",
      conditions: CONDITIONS,
    };
    const confirmation = offerConfirmationEmail(offer, `${brand.publicUrl}/solicitud/x`, {
      isAddressProven: false,
    });
    expectNoFreeText(confirmation);
    expect(confirmation.text).toMatch(/Importe: 250\.000\s€/);
  });
});

describe("at an address proven the sender's, their copy carries their words", () => {
  test("the message's copy and the viewing e-mails greet them by name", () => {
    const copy = enquiryCopyToBuyerEmail({
      brand,
      propertyId: "p1",
      propertyTitle: TITLE,
      buyer: { name: "Marta", email: TYPED, phone: null },
      message: "¿Se puede visitar el sábado?",
    });
    expect(copy.text).toContain("Hola, Marta:");
    expect(copy.text).toContain("> ¿Se puede visitar el sábado?");
    expect(
      viewingProposedEmail({ ...facts(true), buyer: { ...facts(true).buyer, name: "Marta" } }, WHEN).text,
    ).toContain("Hola, Marta:");
  });
});

/**
 * Every e-mail template, and whom it can reach. An address is proven when it is the verified address
 * of an account, or an offer's buyer who opened its confirmation link (0016); anything else is an
 * address someone typed. A template that can reach one of those is built here with what a stranger
 * would type and must carry none of it; any other says why its recipient is proven. A new template
 * fails the first test until it is listed (docs/decisions/0027-form-input-and-unproven-addresses.md).
 */
const UNPROVEN_CAN_RECEIVE = {
  "verification.server.tsx verificationEmail": () =>
    verificationEmail({ to: TYPED, url: `${brand.publicUrl}/verify-email?token=t`, validHours: 24, brand }),
  // The account's name only once verified: auth.server.ts passes null before.
  "password-reset.server.tsx passwordResetEmail": () =>
    passwordResetEmail({
      to: TYPED,
      name: null,
      url: `${brand.publicUrl}/reset-password?token=t`,
      validMinutes: 60,
      brand,
    }),
  // The account it goes to may be unverified: its name is not used either.
  "sign-up-existing.server.tsx signUpExistingEmail": () =>
    signUpExistingEmail({
      to: TYPED,
      signInUrl: `${brand.publicUrl}/auth`,
      passwordResetUrl: `${brand.publicUrl}/request-password-reset`,
      brand,
    }),
  // Staff type the address; the e-mail holds only our words and the time.
  "test-email.server.tsx testEmail": () => testEmail({ to: TYPED, brand }),
  "enquiry.server.tsx enquiryReceiptEmail": () =>
    enquiryReceiptEmail({ to: TYPED, brand, propertyId: "p1", propertyTitle: TITLE }),
  "offer.server.tsx offerConfirmationEmail": () =>
    offerConfirmationEmail(
      {
        brand,
        propertyId: "p1",
        propertyTitle: TITLE,
        buyerName: NAME,
        buyerEmail: TYPED,
        amount: 250_000,
        financing: "cash",
        arrasDate: "2027-01-15",
        conditions: CONDITIONS,
      },
      `${brand.publicUrl}/solicitud/x`,
      { isAddressProven: false },
    ),
  "viewing-buyer.server.tsx viewingRequestCopyEmail": () => viewingRequestCopyEmail(facts(false), [WHEN]),
  "viewing-buyer.server.tsx viewingConfirmedEmails": () =>
    viewingConfirmedEmails(facts(false), WHEN, () => []).filter((mail) => mail.to === TYPED),
  "viewing-buyer.server.tsx viewingProposedEmail": () => viewingProposedEmail(facts(false), WHEN),
  "viewing-buyer.server.tsx viewingRejectedEmail": () => viewingRejectedEmail(facts(false)),
  "viewing-buyer.server.tsx viewingCancelledEmail": () =>
    viewingCancelledEmail(facts(false), "seller", [WHEN], undefined),
  "viewing-buyer.server.tsx viewingReminderEmails": () =>
    viewingReminderEmails(facts(false), WHEN).filter((mail) => mail.to === TYPED),
  "viewing-buyer.server.tsx viewingFeedbackEmail": () => viewingFeedbackEmail(facts(false)),
} satisfies Record<string, () => MailMessage | MailMessage[] | null | undefined>;

const SELLER = "the seller's account: signed in, so verified";
const ONLY_PROVEN = {
  "account-deleted.server.tsx accountDeletedEmail": "the account deleting itself: signed in, so verified",
  "account-locked.server.tsx accountLockedEmail":
    "only when users.email_verified (account-lock-notice.server.ts)",
  "sign-in-link.server.tsx signInLinkEmail": "only when users.email_verified (sign-in-link.server.ts)",
  "agency-deal-report.server.tsx agencyDealReportEmail": "the agency's account: signed in, so verified",
  "alerts.server.tsx newListingsAlertEmail": "a saved search's account: signed in, so verified",
  "alerts.server.tsx priceDropAlertEmail": "a favourite's account: signed in, so verified",
  "alerts.server.tsx dailyDigestEmail": "an alerts account: signed in, so verified",
  "campaign-live.server.tsx campaignLiveEmail": SELLER,
  "campaign-takedown.server.tsx campaignTakedownEmail": SELLER,
  "fee-review.server.tsx feeReviewDecidedEmail": SELLER,
  "success-fee-reminder.server.tsx successFeeReminderEmail": SELLER,
  "held-leads.server.tsx heldLeadsDigestEmail": SELLER,
  "payment-receipt.server.tsx paymentReceiptEmail": "the payer's account: signed in, so verified",
  "rectifying-invoice.server.tsx rectifyingInvoiceEmail": "the payer's account: signed in, so verified",
  "sale-completed.server.tsx saleCompletedEmail": SELLER,
  "closing-room.server.tsx closingRoomEmail":
    "the seller, or the deal's buyer (the address the offer was confirmed with by its link, 0016)",
  "closing-reminder.server.tsx closingReminderEmail":
    "the seller, or the deal's buyer (the address the offer was confirmed with by its link, 0016)",
  "arras-signing.server.tsx contractToSignEmail": "the deal's buyer: an offer confirmed by its link (0016)",
  "arras-signing.server.tsx signingCodeEmail":
    "a version's party: the seller's account, or the deal's buyer of an offer confirmed by its link (0016)",
  "arras-signing.server.tsx buyerPartChangedEmail": SELLER,
  "arras-signing.server.tsx contractSealedEmail":
    "a version's two parties: the seller's account and the deal's buyer (0016)",
  "deal.server.tsx dealAgreedEmails": "the seller, and the buyer of an offer confirmed by its link (0016)",
  "deal.server.tsx offerClosedEmail": "the buyer of an offer confirmed by its link (0016)",
  "fall-through.server.tsx dealFellThroughEmail":
    "the deal's other party: the seller's account, or the buyer of an offer confirmed by its link (0016)",
  "fall-through.server.tsx availableAgainEmail":
    "offers confirmed by their link (0016), verified accounts that asked or saved it (fall-through-interested.server.ts)",
  "enquiry.server.tsx enquiryToSellerEmail": SELLER,
  "enquiry.server.tsx enquiryCopyToBuyerEmail":
    "only to a sender signed in with that verified address (sender-proof.ts)",
  "offer.server.tsx offerToSellerEmail": SELLER,
  "offer.server.tsx offerAnswerToBuyerEmail": "the buyer of an offer confirmed by its link (0016)",
  "offer.server.tsx offerWithdrawnToSellerEmail": SELLER,
  "offer.server.tsx offerCounteredBackToSellerEmail": SELLER,
  "viewing.server.tsx viewingEmail": "the builder of the viewing e-mails, each listed by its own name",
  "viewing.server.tsx viewingRequestToSellerEmail": SELLER,
  "viewing.server.tsx viewingConfirmedSellerEmail": SELLER,
  "viewing.server.tsx viewingCancelledToSellerEmail": SELLER,
  "viewing.server.tsx viewingReminderSellerEmail": SELLER,
  "viewing-buyer-proposal.server.tsx viewingBuyerProposedEmail": SELLER,
} as const;

/** Every exported function of app/emails/ named like a template (…Email, …Emails). */
const TEMPLATES = Object.entries(
  import.meta.glob<Record<string, unknown>>("./*.server.tsx", { eager: true }),
).flatMap(([path, exports]) =>
  Object.entries(exports)
    .filter(([name, value]) => typeof value === "function" && /Emails?$/.test(name))
    .map(([name]) => `${path.slice(2)} ${name}`),
);

describe("every e-mail template is listed with whom it can reach", () => {
  test("the list is every template, no more and no fewer", () => {
    expect(TEMPLATES.length).toBeGreaterThan(30);
    const listed = [...Object.keys(UNPROVEN_CAN_RECEIVE), ...Object.keys(ONLY_PROVEN)];
    expect(
      listed.filter((name) => Object.hasOwn(UNPROVEN_CAN_RECEIVE, name) && Object.hasOwn(ONLY_PROVEN, name)),
    ).toEqual([]);
    expect(TEMPLATES.filter((name) => !listed.includes(name))).toEqual([]);
    expect(listed.filter((name) => !TEMPLATES.includes(name))).toEqual([]);
  });

  test.each(Object.entries(UNPROVEN_CAN_RECEIVE))(
    "%s, to an address nobody proved: no typed text, no greeting by name",
    (_name, build) => {
      const built = build();
      const messages = (Array.isArray(built) ? built : [built]).filter((mail) => mail != null);
      expect(messages.length).toBeGreaterThan(0);
      for (const message of messages) {
        expectNoFreeText(message);
        expect(message.text).not.toMatch(/^Hola, /);
      }
    },
  );
});
