import type { SubmissionResult } from "@conform-to/react";
import { Send } from "lucide-react";
import { TextareaField } from "#app/components/forms/form-field";
import { useSchemaForm } from "#app/components/forms/use-schema-form";
import { CONTACT_INTENT, CONTACT_LIMITS, ContactSellerSchema } from "#app/domain/leads/intake/contact.schema";
import { CONTACT_SECTION_ID } from "#app/domain/leads/intake/contact-messages";
import { LeadForm, LeadFormFrame } from "./lead-form-frame";
import { type BuyerFormPrefill, BuyerIdentityFields, prefillValues } from "./lead-form-parts";
import { useListingWords } from "./listing-words";

type ContactSellerSectionProps = {
  propertyId: string;
  isReserved: boolean;
  formStamp: string;
  channel?: string;
  isSent: boolean;
  lastResult: SubmissionResult<string[]> | undefined;
  /** The signed-in buyer's name and e-mail; null for a visitor. */
  buyer: BuyerFormPrefill;
};

/**
 * 'Contactar con el vendedor': a plain POST form that works without JavaScript and
 * without an account. The seller's address never reaches this page: the server mails them.
 */
export function ContactSellerSection({ isSent, isReserved, ...props }: ContactSellerSectionProps) {
  const { t } = useListingWords();
  return (
    <LeadFormFrame
      sectionId={CONTACT_SECTION_ID}
      nearHeight="[--near-height:59rem] sm:[--near-height:47rem]"
      propertyId={props.propertyId}
      isReserved={isReserved}
      isSent={isSent}
      texts={{
        heading: t("forms.contact.heading"),
        submit: t("forms.contact.submit"),
        sent: t("forms.contact.sent"),
        sentDetail: t("forms.contact.sentDetail"),
        again: t("forms.contact.again"),
      }}
    >
      <ContactSellerForm {...props} />
    </LeadFormFrame>
  );
}

function ContactSellerForm({
  propertyId,
  formStamp,
  channel,
  lastResult,
  buyer,
}: Omit<ContactSellerSectionProps, "isSent" | "isReserved">) {
  const { t } = useListingWords();
  const [form, fields] = useSchemaForm({
    id: "contactar-vendedor",
    schema: ContactSellerSchema,
    lastResult,
    defaultValue: prefillValues(buyer),
  });

  return (
    <LeadForm
      sectionId={CONTACT_SECTION_ID}
      propertyId={propertyId}
      intent={CONTACT_INTENT}
      formStamp={formStamp}
      channel={channel}
      form={form}
      acceptPrivacy={fields.acceptPrivacy}
      privacyPurpose={t("forms.contact.privacyPurpose")}
      intro={t("forms.contact.intro")}
      submitLabel={t("forms.contact.submit")}
      submitIcon={Send}
    >
      <BuyerIdentityFields name={fields.name} email={fields.email} phone={fields.phone} buyer={buyer} />
      <TextareaField
        label={t("forms.contact.message")}
        field={fields.message}
        hint={t("forms.contact.messageHint")}
        rows={5}
        maxLength={CONTACT_LIMITS.messageMax}
      />
    </LeadForm>
  );
}
