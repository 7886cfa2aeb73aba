import type { FieldMetadata, FormMetadata } from "@conform-to/react";
import { getFormProps } from "@conform-to/react";
import { CircleCheck, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button";
import { Icon } from "#app/components/ui/shared-icons";
import { PendingIcon } from "#app/components/ui/spinner";
import { FORM_STAMP_FIELD } from "#app/domain/leads/intake/lead-form.schema";
import { cn } from "#app/lib/utils";
import { localePathTo, ROUTES } from "#app/urls";
import { HoneypotField, LeadFormError, PrivacyConsent } from "./lead-form-parts";
import { useListingWords } from "./listing-words";

/** The texts a buyer form shows around its own fields. */
export type LeadFormTexts = {
  heading: string;
  submit: string;
  sent: string;
  sentDetail: string;
  /** The link back to an empty form after sending ("Escribir otro mensaje"). */
  again: string;
};

export type LeadFormFrameProps = {
  /** The section's anchor: after sending, and after an error without JavaScript, the page opens there. */
  sectionId: string;
  propertyId: string;
  isReserved: boolean;
  isSent: boolean;
  texts: LeadFormTexts;
  /** The sent notice's icon (a tick; an envelope where the buyer still has to confirm by e-mail). */
  sentIcon?: LucideIcon;
  /**
   * The card's tallest height in any language, on a phone and from `sm` up, as classes setting
   * `--near-height`: the card is drawn only as the reader nears it and holds this height meanwhile.
   */
  nearHeight: string;
  children: ReactNode;
};

/**
 * One buyer form of a listing ('Contactar con el vendedor', 'Solicitar visita', 'Hacer una
 * oferta'): the section, its heading, and either the form, the sent notice or why the listing takes
 * no more contacts. Plain HTML forms: they work without JavaScript and without an account.
 */
export function LeadFormFrame({
  sectionId,
  propertyId,
  isReserved,
  isSent,
  texts,
  sentIcon: SentIcon = CircleCheck,
  nearHeight,
  children,
}: LeadFormFrameProps) {
  // A reserved home takes no contacts: the side panel says why once, beside its disabled call
  // button; three empty forms repeating it would bury the one notice that matters.
  const { locale } = useListingWords();
  if (isReserved) return null;
  const headingId = `${sectionId}-titulo`;
  return (
    <section
      id={sectionId}
      aria-labelledby={headingId}
      className={cn(
        "render-when-near flex scroll-mt-24 flex-col gap-4 rounded-xl border border-border bg-card p-5 shadow-card sm:p-6",
        nearHeight,
      )}
    >
      <h2 id={headingId} className="text-2xl text-foreground">
        {texts.heading}
      </h2>
      {isSent ? (
        <div role="status" className="flex gap-3 rounded-lg border border-success/40 bg-success/5 p-4">
          <Icon icon={SentIcon} className="mt-0.5 size-5 shrink-0 text-success" />
          <div className="flex flex-col gap-2">
            <p className="font-semibold text-foreground">{texts.sent}</p>
            <p className="text-muted-foreground text-sm">{texts.sentDetail}</p>
            <Link
              to={`${localePathTo(locale, ROUTES.property, { id: propertyId })}#${sectionId}`}
              className="self-start rounded font-medium text-primary text-sm underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              {texts.again}
            </Link>
          </div>
        </div>
      ) : (
        children
      )}
    </section>
  );
}

export type LeadFormProps<Shape extends Record<string, unknown>> = {
  sectionId: string;
  propertyId: string;
  intent: string;
  formStamp: string;
  /** The channel the visitor arrived by (?utm_source), carried as a hidden field, no cookie. */
  channel?: string;
  form: FormMetadata<Shape, string[]>;
  acceptPrivacy: FieldMetadata<unknown>;
  /** Ends the consent sentence: "…: usaremos tus datos solo para …". */
  privacyPurpose: string;
  intro: string;
  submitLabel: string;
  submitIcon: LucideIcon;
  children: ReactNode;
};

/**
 * The form half every buyer form shares: the hidden intent, form stamp and bot field, the
 * whole-form error, the consent checkbox and the submit button; `children` are its own fields.
 */
export function LeadForm<Shape extends Record<string, unknown>>({
  sectionId,
  propertyId,
  intent,
  formStamp,
  channel,
  form,
  acceptPrivacy,
  privacyPurpose,
  intro,
  submitLabel,
  submitIcon,
  children,
}: LeadFormProps<Shape>) {
  const navigation = useNavigation();
  // Posted to the page in the reader's language, so the answer comes back in it.
  const { locale } = useListingWords();
  const submitting = navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  return (
    <Form
      method="post"
      // Without JavaScript the answer (errors or the confirmation) opens at this section, and the
      // page it draws keeps the channel in its address, so a second try still carries it.
      action={`${localePathTo(locale, ROUTES.property, { id: propertyId })}${channelQuery(channel)}#${sectionId}`}
      {...getFormProps(form)}
      className="flex flex-col gap-4"
    >
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name={FORM_STAMP_FIELD} value={formStamp} />
      {channel ? <input type="hidden" name="channel" value={channel} /> : null}
      <p className="text-muted-foreground text-sm">{intro}</p>
      <LeadFormError id={form.errorId} message={form.errors?.[0]} />
      {children}
      <HoneypotField id={`${sectionId}-web`} />
      <PrivacyConsent field={acceptPrivacy} purpose={privacyPurpose} />
      <Button type="submit" size="lg" disabled={submitting} className="w-full sm:w-auto sm:self-start">
        <PendingIcon pending={submitting} icon={submitIcon} />
        {submitLabel}
      </Button>
    </Form>
  );
}

/** `?utm_source=` naming the channel again (channelFromUtmSource reads a channel's own id back). */
function channelQuery(channel: string | undefined) {
  return channel && channel !== "directo" ? `?utm_source=${encodeURIComponent(channel)}` : "";
}
