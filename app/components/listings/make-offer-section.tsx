import type { SubmissionResult } from "@conform-to/react";
import { CircleCheck, HandCoins, MailCheck } from "lucide-react";
import { ChoiceGroup, choiceProps } from "#app/components/forms/field-shell";
import { FormField, TextareaField } from "#app/components/forms/form-field";
import { useSchemaForm } from "#app/components/forms/use-schema-form";
import { OFFER_INTENT, OFFER_LIMITS, offerSchema } from "#app/domain/leads/offers/offer.schema";
import { offerAmountHint } from "#app/domain/leads/offers/offer-amount";
import { OFFER_SECTION_ID } from "#app/domain/leads/offers/offer-messages";
import { addDays, addYears } from "#app/lib/calendar";
import { LeadForm, LeadFormFrame } from "./lead-form-frame";
import { type BuyerFormPrefill, BuyerIdentityFields, prefillValues } from "./lead-form-parts";
import { useListingWords } from "./listing-words";

type MakeOfferSectionProps = {
  propertyId: string;
  /** The listing's asking price, named beside the amount (null: 'Precio a consultar'). */
  askingPrice: number | null;
  isReserved: boolean;
  formStamp: string;
  channel?: string;
  /** Today in Spain (YYYY-MM-DD), from the server: the arras date must come after it. */
  today: string;
  isSent: boolean;
  lastResult: SubmissionResult<string[]> | undefined;
  /** The signed-in buyer's name and e-mail; null for a visitor. */
  buyer: BuyerFormPrefill;
};

/**
 * 'Hacer una oferta': a plain POST form, no account and no JavaScript needed.
 * The buyer proves their e-mail by the link we send; only then does the seller receive the offer.
 */
export function MakeOfferSection({
  isSent,
  isDelivered,
  isReserved,
  ...props
}: MakeOfferSectionProps & { isDelivered: boolean }) {
  const { t } = useListingWords();
  return (
    <LeadFormFrame
      sectionId={OFFER_SECTION_ID}
      nearHeight="[--near-height:78rem] sm:[--near-height:62rem]"
      propertyId={props.propertyId}
      isReserved={isReserved}
      isSent={isSent || isDelivered}
      texts={{
        heading: t("forms.offer.heading"),
        submit: t("forms.offer.submit"),
        // From a verified account the offer reached the seller; else it waits for the e-mailed link.
        sent: isDelivered ? t("forms.offer.delivered") : t("forms.offer.sent"),
        sentDetail: isDelivered ? t("forms.offer.deliveredDetail") : t("forms.offer.sentDetail"),
        again: t("forms.offer.again"),
      }}
      sentIcon={isDelivered ? CircleCheck : MailCheck}
    >
      <MakeOfferForm {...props} />
    </LeadFormFrame>
  );
}

function MakeOfferForm({
  propertyId,
  askingPrice,
  formStamp,
  channel,
  today,
  lastResult,
  buyer,
}: Omit<MakeOfferSectionProps, "isSent" | "isReserved">) {
  const { t, locale, price } = useListingWords();
  const [form, fields] = useSchemaForm({
    id: "hacer-oferta",
    schema: offerSchema(today, locale),
    lastResult,
    defaultValue: prefillValues(buyer),
  });
  const financing =
    typeof fields.financing.initialValue === "string" ? fields.financing.initialValue : undefined;

  return (
    <LeadForm
      sectionId={OFFER_SECTION_ID}
      propertyId={propertyId}
      intent={OFFER_INTENT}
      formStamp={formStamp}
      channel={channel}
      form={form}
      acceptPrivacy={fields.acceptPrivacy}
      privacyPurpose={t("forms.offer.privacyPurpose")}
      intro={buyer?.isVerified ? t("forms.offer.introVerified") : t("forms.offer.intro")}
      submitLabel={t("forms.offer.submit")}
      submitIcon={HandCoins}
    >
      <BuyerIdentityFields name={fields.name} email={fields.email} phone={fields.phone} buyer={buyer} />
      <FormField
        label={t("forms.offer.amount")}
        field={fields.amount}
        inputMode="numeric"
        autoComplete="off"
        hint={offerAmountHint(askingPrice, (asking) =>
          t("forms.offer.askingPrice", { price: price(asking) }),
        )}
        maxLength={20}
        className="sm:max-w-xs"
      />
      <ChoiceGroup field={fields.financing} legend={t("forms.offer.financing")}>
        <div className="flex flex-wrap gap-3">
          {(
            [
              ["mortgage", t("forms.offer.mortgage")],
              ["cash", t("forms.offer.cash")],
            ] as const
          ).map(([value, label]) => (
            <label
              key={value}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-border px-4 py-2 text-foreground has-[:checked]:border-primary has-[:checked]:bg-primary-soft"
            >
              <input
                type="radio"
                {...choiceProps(fields.financing)}
                value={value}
                defaultChecked={financing === value}
                className="size-4 accent-[var(--color-primary)]"
              />
              {label}
            </label>
          ))}
        </div>
      </ChoiceGroup>
      <FormField
        label={t("forms.offer.arrasDate")}
        field={fields.arrasDate}
        type="date"
        min={addDays(today, 1)}
        max={addYears(today, 1)}
        className="sm:max-w-xs"
      />
      <TextareaField
        label={t("forms.offer.conditions")}
        field={fields.conditions}
        rows={3}
        maxLength={OFFER_LIMITS.conditionsMax}
        placeholder={t("forms.offer.conditionsExample")}
      />
    </LeadForm>
  );
}
