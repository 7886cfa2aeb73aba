import type { SubmissionResult } from "@conform-to/react";
import { Send } from "lucide-react";
import { TextareaField } from "#app/components/forms/form-field";
import { useSchemaForm } from "#app/components/forms/use-schema-form";
import { CONTACT_INTENT, CONTACT_LIMITS, ContactSellerSchema } from "#app/domain/leads/intake/contact.schema";
import { CONTACT_SECTION_ID, CONTACT_TEXTS } from "#app/domain/leads/intake/contact-messages";
import { LeadForm, LeadFormFrame } from "./lead-form-frame";
import { type BuyerFormPrefill, BuyerIdentityFields, prefillValues } from "./lead-form-parts";

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
  return (
    <LeadFormFrame
      sectionId={CONTACT_SECTION_ID}
      propertyId={props.propertyId}
      isReserved={isReserved}
      isSent={isSent}
      texts={{ ...CONTACT_TEXTS, again: CONTACT_TEXTS.writeAgain }}
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
      privacyPurpose="usaremos tus datos solo para hacer llegar tu mensaje al vendedor."
      intro="Escribe al vendedor sin compartir tu cuenta: le enviamos tu mensaje por correo y te contestará directamente. Su dirección no se muestra."
      submitLabel={CONTACT_TEXTS.submit}
      submitIcon={Send}
    >
      <BuyerIdentityFields name={fields.name} email={fields.email} phone={fields.phone} buyer={buyer} />
      <TextareaField
        label="Mensaje"
        field={fields.message}
        hint="Por ejemplo: cuándo podrías visitarla o qué quieres saber de la vivienda."
        rows={5}
        maxLength={CONTACT_LIMITS.messageMax}
      />
    </LeadForm>
  );
}
