import { eq } from "drizzle-orm";
import { leadOffers, properties } from "#app/db/schema/index";
import { offerConfirmationEmail } from "#app/emails/offer.server";
import { type OfferForm, offerAmountProblem } from "./offer.schema";
import type { OfferState } from "./offer-states";
import type { OfferMail } from "./offers.server";
import { type BuyerAccount, isProvenAddress } from "./sender-proof";
import { type LeadOutcome, type SubmitLeadInput, submitLead } from "./submit-lead.server";

/**
 * 'Enviar oferta': stores the offer 'unconfirmed' and mails the buyer their confirmation link. The
 * seller hears of it only when the buyer opens it (confirmBuyerOffer): an address nobody proved
 * cannot fill a seller's inbox with offers (docs/decisions: offers).
 */
export function submitOffer({
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
  return submitLead({
    ...input,
    submission: {
      kind: "offer",
      state: "unconfirmed" satisfies OfferState,
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
        });
      },
      // The seller hears of an offer once its buyer confirms it (buyerOfferMove).
      emails: (leadId, listing) => ({
        toSeller: [],
        toBuyer: [
          offerConfirmationEmail(
            {
              brand,
              propertyId: listing.id,
              propertyTitle: listing.title,
              buyerName: form.name,
              buyerEmail: form.email,
              amount: form.amount,
              financing: form.financing,
              arrasDate: form.arrasDate,
              conditions: form.conditions,
            },
            buyerLink(leadId),
            { isAddressProven: isProvenAddress(form.email, buyerAccount) },
          ),
        ],
      }),
    },
  });
}
