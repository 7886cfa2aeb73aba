import { buyerEmailLocale } from "#app/domain/users/email-locale";
import {
  enquiryCopyToBuyerEmail,
  enquiryReceiptEmail,
  enquiryToSellerEmail,
} from "#app/emails/enquiry.server";
import type { EmailBrand } from "#app/emails/layout.server";
import { LEAD_KIND_INFO } from "../log/kinds";
import type { ContactSellerForm } from "./contact.schema";
import { type BuyerAccount, isProvenAddress } from "./sender-proof";
import { type LeadOutcome, type SubmitLeadInput, submitLead } from "./submit-lead.server";

export type SubmitEnquiryInput = Omit<SubmitLeadInput, "submission"> & {
  brand: EmailBrand;
  form: ContactSellerForm;
  buyerAccount: BuyerAccount;
};

/**
 * 'Contactar con el vendedor': the message as an enquiry in the listing's lead log, with two
 * e-mails — the message to the seller (Reply-To the buyer) and one to the address typed: a copy of
 * the message when that address is proven the buyer's, else a receipt with nothing they wrote.
 */
export function submitEnquiry({
  brand,
  form,
  buyerAccount,
  ...input
}: SubmitEnquiryInput): Promise<LeadOutcome> {
  return submitLead({
    ...input,
    submission: {
      kind: "enquiry",
      state: LEAD_KIND_INFO.enquiry.initialState,
      buyer: { name: form.name, email: form.email, phone: form.phone ?? null },
      message: form.message,
      emails: (leadId, listing) => {
        const content = {
          brand,
          propertyId: listing.id,
          leadId,
          propertyTitle: listing.title,
          buyer: { name: form.name, email: form.email, phone: form.phone ?? null },
          message: form.message,
        };
        // The seller reads Spanish; the buyer their account's language, else the page's.
        const locale = buyerEmailLocale({ locale: buyerAccount?.locale }, input.locale);
        return {
          toSeller: [
            enquiryToSellerEmail({ ...content, to: listing.sellerEmail, sellerName: listing.sellerName }),
          ],
          toBuyer: [
            isProvenAddress(form.email, buyerAccount)
              ? enquiryCopyToBuyerEmail(content, locale)
              : enquiryReceiptEmail({ ...content, to: form.email }, locale),
          ],
        };
      },
    },
  });
}
