import type { SubmissionResult } from "@conform-to/react";
import { CalendarClock } from "lucide-react";
import { FormField } from "#app/components/forms/form-field";
import { useSchemaForm } from "#app/components/forms/use-schema-form";
import { REQUEST_VIEWING_INTENT, RequestViewingSchema } from "#app/domain/leads/viewings/viewing.schema";
import { VIEWING_SECTION_ID } from "#app/domain/leads/viewings/viewing-messages";
import { LeadForm, LeadFormFrame } from "./lead-form-frame";
import { type BuyerFormPrefill, BuyerIdentityFields, prefillValues } from "./lead-form-parts";
import { useListingWords } from "./listing-words";

type RequestViewingSectionProps = {
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
 * 'Solicitar visita': up to three 'Fecha y hora' in Madrid time. A plain POST form
 * with `datetime-local` inputs, so it works without JavaScript and without an account.
 */
export function RequestViewingSection({ isSent, isReserved, ...props }: RequestViewingSectionProps) {
  const { t } = useListingWords();
  return (
    <LeadFormFrame
      sectionId={VIEWING_SECTION_ID}
      nearHeight="[--near-height:62rem] sm:[--near-height:46rem]"
      propertyId={props.propertyId}
      isReserved={isReserved}
      isSent={isSent}
      texts={{
        heading: t("forms.viewing.heading"),
        submit: t("forms.viewing.submit"),
        sent: t("forms.viewing.sent"),
        sentDetail: t("forms.viewing.sentDetail"),
        again: t("forms.viewing.again"),
      }}
    >
      <RequestViewingForm {...props} />
    </LeadFormFrame>
  );
}

function RequestViewingForm({
  propertyId,
  formStamp,
  channel,
  lastResult,
  buyer,
}: Omit<RequestViewingSectionProps, "isSent" | "isReserved">) {
  const { t } = useListingWords();
  const [form, fields] = useSchemaForm({
    id: "solicitar-visita",
    schema: RequestViewingSchema,
    lastResult,
    defaultValue: prefillValues(buyer),
  });
  const slots = [fields.slot1, fields.slot2, fields.slot3];

  return (
    <LeadForm
      sectionId={VIEWING_SECTION_ID}
      propertyId={propertyId}
      intent={REQUEST_VIEWING_INTENT}
      formStamp={formStamp}
      channel={channel}
      form={form}
      acceptPrivacy={fields.acceptPrivacy}
      privacyPurpose={t("forms.viewing.privacyPurpose")}
      intro={t("forms.viewing.intro")}
      submitLabel={t("forms.viewing.submit")}
      submitIcon={CalendarClock}
    >
      <BuyerIdentityFields name={fields.name} email={fields.email} phone={fields.phone} buyer={buyer} />
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 font-medium text-foreground">{t("forms.viewing.times")}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {slots.map((field, index) => (
            <FormField
              key={field.name}
              label={
                index === 0
                  ? t("forms.viewing.slot", { number: "1" })
                  : t("forms.viewing.slotOptional", { number: String(index + 1) })
              }
              field={field}
              type="datetime-local"
              step={900}
            />
          ))}
        </div>
      </fieldset>
    </LeadForm>
  );
}
