import { describe, expect, test } from "vitest";
import { enquiryCopyToBuyerEmail, enquiryReceiptEmail } from "./enquiry.server";
import { offerConfirmationEmail } from "./offer.server";
import {
  type ViewingMailFacts,
  viewingCancelledEmail,
  viewingConfirmedEmails,
  viewingFeedbackEmail,
  viewingProposedEmail,
  viewingRejectedEmail,
  viewingReminderEmails,
  viewingRequestCopyEmail,
} from "./viewing.server";

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
});
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
      viewingRequestCopyEmail(unproven, [TIME]),
      viewingConfirmedEmails(unproven, TIME, () => [])[0],
      viewingProposedEmail(unproven, TIME),
      viewingRejectedEmail(unproven),
      viewingCancelledEmail(unproven, "seller", [TIME], undefined),
      viewingReminderEmails(unproven, TIME)[0],
      viewingFeedbackEmail(unproven),
    ];
    for (const message of toBuyer) {
      expectNoFreeText(message as NonNullable<typeof message>);
      expect(message?.text.startsWith("Hola:\n")).toBe(true);
    }
    const copy = viewingRequestCopyEmail(unproven, [TIME]);
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
      viewingProposedEmail({ ...facts(true), buyer: { ...facts(true).buyer, name: "Marta" } }, TIME).text,
    ).toContain("Hola, Marta:");
  });
});
