import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { CalendarClock, CircleAlert, CircleCheck } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { EmailField } from "#app/components/forms/email-field";
import { FormField } from "#app/components/forms/form-field";
import { useSchemaForm } from "#app/components/forms/use-schema-form";
import { Button } from "#app/components/ui/button";
import { PendingIcon } from "#app/components/ui/spinner";
import { CONTACT_LIMITS, FORM_STAMP_FIELD } from "#app/domain/leads/contact.schema";
import { REQUEST_VIEWING_INTENT, RequestViewingSchema } from "#app/domain/leads/viewing.schema";
import { VIEWING_SECTION_ID, VIEWING_TEXTS } from "#app/domain/leads/viewing-messages";
import { RESERVED_CONTACT_MESSAGE } from "#app/domain/listings/labels";
import { HoneypotField, PrivacyConsent } from "./lead-form-parts";

type RequestViewingSectionProps = {
  propertyId: string;
  isReserved: boolean;
  formStamp: string;
  isSent: boolean;
  lastResult: SubmissionResult<string[]> | undefined;
};

const HEADING_ID = "visita-titulo";

/**
 * 'Solicitar visita' (issue #22): up to three 'Fecha y hora' in Madrid time. A plain POST form
 * with `datetime-local` inputs, so it works without JavaScript and without an account.
 */
export function RequestViewingSection({
  propertyId,
  isReserved,
  formStamp,
  isSent,
  lastResult,
}: RequestViewingSectionProps) {
  return (
    <section
      id={VIEWING_SECTION_ID}
      aria-labelledby={HEADING_ID}
      className="flex scroll-mt-24 flex-col gap-4 rounded-xl border border-border bg-card p-5 shadow-card sm:p-6"
    >
      <h2 id={HEADING_ID} className="text-2xl text-foreground">
        {VIEWING_TEXTS.heading}
      </h2>
      {isReserved ? (
        <p className="text-muted-foreground">{RESERVED_CONTACT_MESSAGE}</p>
      ) : isSent ? (
        <div role="status" className="flex gap-3 rounded-lg border border-success/40 bg-success/5 p-4">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
          <div className="flex flex-col gap-2">
            <p className="font-semibold text-foreground">{VIEWING_TEXTS.sent}</p>
            <p className="text-muted-foreground text-sm">{VIEWING_TEXTS.sentDetail}</p>
            <Link
              to={`/propiedad/${encodeURIComponent(propertyId)}#${VIEWING_SECTION_ID}`}
              className="self-start rounded font-medium text-primary text-sm underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              {VIEWING_TEXTS.again}
            </Link>
          </div>
        </div>
      ) : (
        <RequestViewingForm propertyId={propertyId} formStamp={formStamp} lastResult={lastResult} />
      )}
    </section>
  );
}

function RequestViewingForm({
  propertyId,
  formStamp,
  lastResult,
}: {
  propertyId: string;
  formStamp: string;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const navigation = useNavigation();
  const submitting =
    navigation.state !== "idle" && navigation.formData?.get("intent") === REQUEST_VIEWING_INTENT;
  const [form, fields] = useSchemaForm({ id: "solicitar-visita", schema: RequestViewingSchema, lastResult });
  const formErrors = form.errors ?? [];
  const slots = [fields.slot1, fields.slot2, fields.slot3];

  return (
    <Form
      method="post"
      action={`/propiedad/${encodeURIComponent(propertyId)}#${VIEWING_SECTION_ID}`}
      {...getFormProps(form)}
      className="flex flex-col gap-4"
    >
      <input type="hidden" name="intent" value={REQUEST_VIEWING_INTENT} />
      <input type="hidden" name={FORM_STAMP_FIELD} value={formStamp} />
      <p className="text-muted-foreground text-sm">
        Propón hasta tres fechas y horas (hora de Madrid). El vendedor confirmará una o te propondrá otra, y
        os enviaremos a los dos la invitación para el calendario.
      </p>
      {formErrors.length > 0 ? (
        <div
          id={form.errorId}
          role="alert"
          className="flex gap-3 rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-sm"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-destructive" />
          <p className="font-medium text-foreground">{formErrors[0]}</p>
        </div>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="Nombre"
          field={fields.name}
          autoComplete="name"
          maxLength={CONTACT_LIMITS.nameMax}
        />
        <EmailField field={fields.email} />
      </div>
      <FormField
        label="Teléfono (opcional)"
        field={fields.phone}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        maxLength={CONTACT_LIMITS.phoneMax}
      />
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 font-medium text-foreground">Fechas que te vienen bien</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {slots.map((field, index) => (
            <FormField
              key={field.name}
              label={
                index === 0
                  ? `${VIEWING_TEXTS.slotLabel} 1`
                  : `${VIEWING_TEXTS.slotLabel} ${index + 1} (opcional)`
              }
              field={field}
              type="datetime-local"
              step={900}
            />
          ))}
        </div>
      </fieldset>
      <HoneypotField id="visita-web" />
      <PrivacyConsent
        field={fields.acceptPrivacy}
        purpose="usaremos tus datos solo para organizar la visita con el vendedor."
      />
      <Button type="submit" size="lg" disabled={submitting} className="w-full sm:w-auto sm:self-start">
        <PendingIcon pending={submitting} icon={CalendarClock} />
        {VIEWING_TEXTS.submit}
      </Button>
    </Form>
  );
}
