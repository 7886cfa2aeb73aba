import { eq } from "drizzle-orm";
import { leadOffers, properties } from "#app/db/schema/index";
import { buyerEmailLocale } from "#app/domain/users/email-locale";
import { type OfferEmailContent, offerConfirmationEmail, offerToSellerEmail } from "#app/emails/offer.server";
import { type BuyerAccount, isProvenAddress } from "../intake/sender-proof";
import { type LeadOutcome, type SubmitLeadInput, submitLead } from "../intake/submit-lead.server";
import { type OfferForm, offerAmountProblem } from "./offer.schema";
import type { OfferState } from "./offer-states";
import type { OfferMail } from "./offers.server";

/**
 * 'Enviar oferta': stores the offer 'unconfirmed' and mails the buyer their confirmation link. The
 * seller hears of it only when the buyer opens it (confirmBuyerOffer): an address nobody proved
 * cannot fill a seller's inbox with offers (docs/decisions: offers).
 */
export function makeOffer({
  form,
  brand,
  buyerLink,
  buyerAccount,
  ...input
}: Omit<SubmitLeadInput, "submission"> &
  Pick<OfferMail, "brand" | "buyerLink"> & {
    form: OfferForm;
    buyerAccount: BuyerAccount;
  }): Promise<LeadOutcome> {
  // Signed in with this verified address: proven already, so no confirmation link.
  const isProven = isProvenAddress(form.email, buyerAccount);
  return submitLead({
    ...input,
    submission: {
      kind: "offer",
      state: (isProven ? "submitted" : "unconfirmed") satisfies OfferState,
      buyer: { name: form.name, email: form.email, phone: form.phone ?? null },
      message: form.conditions,
      check: async (listing) => {
        const [priced] = await input.db
          .select({ price: properties.price })
          .from(properties)
          .where(eq(properties.id, listing.id));
        return offerAmountProblem(form.amount, priced?.price ?? null);
      },
      insertDetail: async (tx, leadId) => {
        await tx.insert(leadOffers).values({
          leadId,
          amount: form.amount,
          financing: form.financing,
          arrasDate: form.arrasDate,
          conditions: form.conditions,
          confirmedAt: isProven ? new Date() : null,
        });
      },
      // The seller hears of an offer once its address is proven: now, or when the buyer opens
      // the link (confirmOffer). A held offer's e-mail to the seller waits for the owner's review.
      emails: (leadId, listing) => {
        const content: OfferEmailContent = {
          brand,
          propertyId: listing.id,
          propertyTitle: listing.title,
          buyerName: form.name,
          buyerEmail: form.email,
          amount: form.amount,
          financing: form.financing,
          arrasDate: form.arrasDate,
          conditions: form.conditions,
        };
        if (isProven)
          return {
            toSeller: [offerToSellerEmail(content, { email: listing.sellerEmail, name: listing.sellerName })],
            toBuyer: [],
          };
        return {
          toSeller: [],
          toBuyer: [
            offerConfirmationEmail(content, buyerLink(leadId), {
              isAddressProven: false,
              locale: buyerEmailLocale({ locale: buyerAccount?.locale }, input.locale),
            }),
          ],
        };
      },
    },
  });
}
