import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { HandCoins, MailCheck } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { EmailField } from "#app/components/forms/email-field";
import { FormField } from "#app/components/forms/form-field";
import { useSchemaForm } from "#app/components/forms/use-schema-form";
import { Button } from "#app/components/ui/button";
import { Textarea } from "#app/components/ui/input";
import { Label } from "#app/components/ui/label";
import { PendingIcon } from "#app/components/ui/spinner";
import { CONTACT_LIMITS, FORM_STAMP_FIELD } from "#app/domain/leads/contact.schema";
import { OFFER_INTENT, OFFER_LIMITS, offerSchema } from "#app/domain/leads/offer.schema";
import { OFFER_SECTION_ID, OFFER_TEXTS } from "#app/domain/leads/offer-texts";
import { RESERVED_CONTACT_MESSAGE } from "#app/domain/listings/labels";
import { HoneypotField, LeadFormError, PrivacyConsent } from "./lead-form-parts";

type MakeOfferSectionProps = {
  propertyId: string;
  isReserved: boolean;
  formStamp: string;
  /** Today in Spain (YYYY-MM-DD), from the server: the arras date must come after it. */
  today: string;
  isSent: boolean;
  lastResult: SubmissionResult<string[]> | undefined;
};

const HEADING_ID = "oferta-titulo";

/**
 * 'Hacer una oferta' (issue #22 point 4): a plain POST form, no account and no JavaScript needed.
 * The buyer proves their e-mail by the link we send; only then does the seller receive the offer.
 */
export function MakeOfferSection({
  propertyId,
  isReserved,
  formStamp,
  today,
  isSent,
  lastResult,
}: MakeOfferSectionProps) {
  return (
    <section
      id={OFFER_SECTION_ID}
      aria-labelledby={HEADING_ID}
      className="flex scroll-mt-24 flex-col gap-4 rounded-xl border border-border bg-card p-5 shadow-card sm:p-6"
    >
      <h2 id={HEADING_ID} className="text-2xl text-foreground">
        {OFFER_TEXTS.heading}
      </h2>
      {isReserved ? (
        <p className="text-muted-foreground">{RESERVED_CONTACT_MESSAGE}</p>
      ) : isSent ? (
        <div role="status" className="flex gap-3 rounded-lg border border-success/40 bg-success/5 p-4">
          <MailCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
          <div className="flex flex-col gap-2">
            <p className="font-semibold text-foreground">{OFFER_TEXTS.sent}</p>
            <p className="text-muted-foreground text-sm">{OFFER_TEXTS.sentDetail}</p>
            <Link
              to={`/propiedad/${encodeURIComponent(propertyId)}#${OFFER_SECTION_ID}`}
              className="self-start rounded font-medium text-primary text-sm underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              {OFFER_TEXTS.again}
            </Link>
          </div>
        </div>
      ) : (
        <MakeOfferForm propertyId={propertyId} formStamp={formStamp} today={today} lastResult={lastResult} />
      )}
    </section>
  );
}

const nextDay = (isoDay: string) => {
  const date = new Date(`${isoDay}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
};

function MakeOfferForm({
  propertyId,
  formStamp,
  today,
  lastResult,
}: {
  propertyId: string;
  formStamp: string;
  today: string;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formData?.get("intent") === OFFER_INTENT;
  const [form, fields] = useSchemaForm({ id: "hacer-oferta", schema: offerSchema(today), lastResult });
  const formErrors = form.errors ?? [];
  const financingErrors = fields.financing.errors ?? [];
  const conditionsErrors = fields.conditions.errors ?? [];
  const financing =
    typeof fields.financing.initialValue === "string" ? fields.financing.initialValue : undefined;

  return (
    <Form
      method="post"
      action={`/propiedad/${encodeURIComponent(propertyId)}#${OFFER_SECTION_ID}`}
      {...getFormProps(form)}
      className="flex flex-col gap-4"
    >
      <input type="hidden" name="intent" value={OFFER_INTENT} />
      <input type="hidden" name={FORM_STAMP_FIELD} value={formStamp} />
      <p className="text-muted-foreground text-sm">
        Te enviaremos un enlace para confirmar tu correo; con él la oferta llega al vendedor, y por correo
        sabrás si la acepta, la rechaza o te hace una contraoferta. Su dirección no se muestra.
      </p>
      <LeadFormError id={form.errorId} message={formErrors[0]} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="Nombre"
          field={fields.name}
          autoComplete="name"
          maxLength={CONTACT_LIMITS.nameMax}
        />
        <EmailField field={fields.email} />
        <FormField
          label="Teléfono (opcional)"
          field={fields.phone}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          maxLength={CONTACT_LIMITS.phoneMax}
        />
        <FormField
          label={OFFER_TEXTS.amount}
          field={fields.amount}
          inputMode="numeric"
          autoComplete="off"
          placeholder="250.000"
          maxLength={20}
        />
      </div>
      <fieldset
        className="flex flex-col gap-2"
        aria-describedby={financingErrors.length > 0 ? fields.financing.errorId : undefined}
      >
        <legend className="mb-2 font-medium text-foreground text-sm">{OFFER_TEXTS.financing}</legend>
        <div className="flex flex-wrap gap-3">
          {(
            [
              ["mortgage", OFFER_TEXTS.mortgage],
              ["cash", OFFER_TEXTS.cash],
            ] as const
          ).map(([value, label]) => (
            <label
              key={value}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-border px-4 py-2 text-foreground has-[:checked]:border-primary has-[:checked]:bg-primary-soft"
            >
              <input
                type="radio"
                name={fields.financing.name}
                form={fields.financing.formId}
                value={value}
                defaultChecked={financing === value}
                aria-invalid={financingErrors.length > 0 || undefined}
                className="size-4 accent-[var(--color-primary)]"
              />
              {label}
            </label>
          ))}
        </div>
        {financingErrors.length > 0 ? (
          <p id={fields.financing.errorId} className="font-medium text-destructive text-sm">
            {financingErrors[0]}
          </p>
        ) : null}
      </fieldset>
      <FormField
        label={OFFER_TEXTS.arrasDate}
        field={fields.arrasDate}
        type="date"
        min={nextDay(today)}
        className="sm:max-w-xs"
      />
      <div className="flex flex-col gap-2">
        <Label htmlFor={fields.conditions.id}>{OFFER_TEXTS.conditions}</Label>
        <Textarea
          id={fields.conditions.id}
          name={fields.conditions.name}
          form={fields.conditions.formId}
          defaultValue={
            typeof fields.conditions.initialValue === "string" ? fields.conditions.initialValue : undefined
          }
          rows={3}
          maxLength={OFFER_LIMITS.conditionsMax}
          placeholder="Por ejemplo: sujeta a la concesión de la hipoteca, o que se queden los muebles de la cocina."
          aria-invalid={conditionsErrors.length > 0 || undefined}
          aria-describedby={conditionsErrors.length > 0 ? fields.conditions.errorId : undefined}
        />
        {conditionsErrors.length > 0 ? (
          <p id={fields.conditions.errorId} className="font-medium text-destructive text-sm">
            {conditionsErrors[0]}
          </p>
        ) : null}
      </div>
      <HoneypotField id="oferta-web" />
      <PrivacyConsent
        field={fields.acceptPrivacy}
        purpose="usaremos tus datos solo para hacer llegar tu oferta al vendedor."
      />
      <Button type="submit" size="lg" disabled={submitting} className="w-full sm:w-auto sm:self-start">
        <PendingIcon pending={submitting} icon={HandCoins} />
        {OFFER_TEXTS.submit}
      </Button>
    </Form>
  );
}
