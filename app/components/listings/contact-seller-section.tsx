import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { CircleAlert, CircleCheck, Send } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { EmailField } from "#app/components/forms/email-field";
import { FormField } from "#app/components/forms/form-field";
import { useSchemaForm } from "#app/components/forms/use-schema-form";
import { Button } from "#app/components/ui/button";
import { Textarea } from "#app/components/ui/input";
import { Label } from "#app/components/ui/label";
import { PendingIcon } from "#app/components/ui/spinner";
import {
  CONTACT_INTENT,
  CONTACT_LIMITS,
  ContactSellerSchema,
  FORM_STAMP_FIELD,
} from "#app/domain/leads/contact.schema";
import { CONTACT_SECTION_ID, CONTACT_TEXTS } from "#app/domain/leads/contact-messages";
import { RESERVED_CONTACT_MESSAGE } from "#app/domain/listings/labels";
import { HoneypotField, PrivacyConsent } from "./lead-form-parts";

type ContactSellerSectionProps = {
  propertyId: string;
  isReserved: boolean;
  formStamp: string;
  isSent: boolean;
  lastResult: SubmissionResult<string[]> | undefined;
};

const HEADING_ID = "contactar-titulo";

/**
 * 'Contactar con el vendedor' (issue #22): a plain POST form that works without JavaScript and
 * without an account. The seller's address never reaches this page: the server mails them.
 */
export function ContactSellerSection({
  propertyId,
  isReserved,
  formStamp,
  isSent,
  lastResult,
}: ContactSellerSectionProps) {
  return (
    <section
      id={CONTACT_SECTION_ID}
      aria-labelledby={HEADING_ID}
      className="flex scroll-mt-24 flex-col gap-4 rounded-xl border border-border bg-card p-5 shadow-card sm:p-6"
    >
      <h2 id={HEADING_ID} className="text-2xl text-foreground">
        {CONTACT_TEXTS.heading}
      </h2>
      {isReserved ? (
        <p className="text-muted-foreground">{RESERVED_CONTACT_MESSAGE}</p>
      ) : isSent ? (
        <SentNotice propertyId={propertyId} />
      ) : (
        <ContactSellerForm propertyId={propertyId} formStamp={formStamp} lastResult={lastResult} />
      )}
    </section>
  );
}

function SentNotice({ propertyId }: { propertyId: string }) {
  return (
    <div role="status" className="flex gap-3 rounded-lg border border-success/40 bg-success/5 p-4">
      <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
      <div className="flex flex-col gap-2">
        <p className="font-semibold text-foreground">{CONTACT_TEXTS.sent}</p>
        <p className="text-muted-foreground text-sm">{CONTACT_TEXTS.sentDetail}</p>
        <Link
          to={`/propiedad/${encodeURIComponent(propertyId)}#${CONTACT_SECTION_ID}`}
          className="self-start rounded font-medium text-primary text-sm underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          {CONTACT_TEXTS.writeAgain}
        </Link>
      </div>
    </div>
  );
}

function ContactSellerForm({
  propertyId,
  formStamp,
  lastResult,
}: {
  propertyId: string;
  formStamp: string;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formData?.get("intent") === CONTACT_INTENT;
  const [form, fields] = useSchemaForm({ id: "contactar-vendedor", schema: ContactSellerSchema, lastResult });
  const messageErrors = fields.message.errors ?? [];
  const formErrors = form.errors ?? [];
  const messageHintId = `${fields.message.id}-hint`;

  return (
    <Form
      method="post"
      // Without JavaScript the answer (errors or the confirmation) opens at this section.
      action={`/propiedad/${encodeURIComponent(propertyId)}#${CONTACT_SECTION_ID}`}
      {...getFormProps(form)}
      className="flex flex-col gap-4"
    >
      <input type="hidden" name="intent" value={CONTACT_INTENT} />
      <input type="hidden" name={FORM_STAMP_FIELD} value={formStamp} />
      <p className="text-muted-foreground text-sm">
        Escribe al vendedor sin compartir tu cuenta: le enviamos tu mensaje por correo y te contestará
        directamente. Su dirección no se muestra.
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
      <div className="flex flex-col gap-2">
        <Label htmlFor={fields.message.id}>Mensaje</Label>
        <p id={messageHintId} className="text-muted-foreground text-sm">
          Por ejemplo: cuándo podrías visitarla o qué quieres saber de la vivienda.
        </p>
        <Textarea
          id={fields.message.id}
          name={fields.message.name}
          form={fields.message.formId}
          defaultValue={
            typeof fields.message.initialValue === "string" ? fields.message.initialValue : undefined
          }
          rows={5}
          maxLength={CONTACT_LIMITS.messageMax}
          aria-invalid={messageErrors.length > 0 || undefined}
          aria-describedby={[messageHintId, messageErrors.length > 0 ? fields.message.errorId : null]
            .filter(Boolean)
            .join(" ")}
        />
        {messageErrors.length > 0 ? (
          <p id={fields.message.errorId} className="font-medium text-destructive text-sm">
            {messageErrors[0]}
          </p>
        ) : null}
      </div>
      <HoneypotField id="contactar-web" />
      <PrivacyConsent
        field={fields.acceptPrivacy}
        purpose="usaremos tus datos solo para hacer llegar tu mensaje al vendedor."
      />
      <Button type="submit" size="lg" disabled={submitting} className="w-full sm:w-auto sm:self-start">
        <PendingIcon pending={submitting} icon={Send} />
        {CONTACT_TEXTS.submit}
      </Button>
    </Form>
  );
}
