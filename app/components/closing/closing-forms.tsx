import type { ReactNode } from "react";
import { Form } from "react-router";
import { controlProps, FieldError, plainField } from "#app/components/forms/field-shell";
import { Button } from "#app/components/ui/button";
import { Input } from "#app/components/ui/input";
import { Label } from "#app/components/ui/label";
import type { Locale } from "#app/lib/i18n/locales";
import { translator } from "#app/lib/i18n/translate";

export type ClosingActionData = {
  intent: string;
  errors: Record<string, string>;
  values: Record<string, string>;
  message: string | null;
} | null;

/** A field kept as typed after an error, with its message tied to it for screen readers. */
function Field(props: {
  intent: string;
  name: string;
  label: string;
  type?: string;
  action: ClosingActionData;
  defaultValue?: string;
}) {
  const mine = props.action?.intent === props.intent ? props.action : null;
  const field = plainField({
    id: `${props.intent}-${props.name}`,
    name: props.name,
    error: mine?.errors[props.name],
    value: mine?.values[props.name] ?? props.defaultValue ?? "",
  });
  return (
    <div className="flex flex-col gap-1">
      <Label htmlFor={field.id}>{props.label}</Label>
      <Input type={props.type ?? "text"} {...controlProps(field)} />
      <FieldError field={field} />
    </div>
  );
}

/** One intent's form: a titled box that posts to the room (works without JavaScript). */
export function ClosingForm(props: {
  intent: string;
  title: string;
  submit: string;
  action: ClosingActionData;
  children?: ReactNode;
}) {
  const mine = props.action?.intent === props.intent ? props.action : null;
  return (
    <Form method="post" className="flex flex-col gap-3 rounded-md border p-4" aria-label={props.title}>
      <h3 className="font-medium">{props.title}</h3>
      <input type="hidden" name="intent" value={props.intent} />
      {mine?.message ? (
        <p role="alert" className="text-destructive text-sm">
          {mine.message}
        </p>
      ) : null}
      {props.children}
      {/* A long label (English, German) wraps inside the box on a phone instead of widening the page. */}
      <Button type="submit" className="h-auto min-h-11 self-start whitespace-normal py-2 text-left">
        {props.submit}
      </Button>
    </Form>
  );
}

/** The buyer's forms read the buyer's language; the seller's are Spanish. */
type FormsProps = { action: ClosingActionData; today: string; locale?: Locale };

export function DepositForm({ action, today }: FormsProps) {
  return (
    <ClosingForm
      intent="mark-deposit"
      title="Señal recibida"
      submit="Confirmar que recibí la señal"
      action={action}
    >
      <Field
        intent="mark-deposit"
        name="on"
        label="Fecha en que la recibiste"
        type="date"
        action={action}
        defaultValue={today}
      />
    </ClosingForm>
  );
}

export function MortgageForm({ action, locale = "es" }: FormsProps) {
  const t = translator(locale);
  return (
    <ClosingForm
      intent="record-mortgage"
      title={t("closing.form.mortgage.title")}
      submit={t("closing.form.mortgage.submit")}
      action={action}
    >
      <Field
        intent="record-mortgage"
        name="valuationOn"
        label={t("closing.form.mortgage.valuationOn")}
        type="date"
        action={action}
      />
      <Field
        intent="record-mortgage"
        name="feinOn"
        label={t("closing.form.mortgage.feinOn")}
        type="date"
        action={action}
      />
    </ClosingForm>
  );
}

export function NotaryForm({ action, locale = "es" }: FormsProps) {
  const t = translator(locale);
  return (
    <ClosingForm
      intent="choose-notary"
      title={t("closing.form.notary.title")}
      submit={t("closing.form.notary.submit")}
      action={action}
    >
      <Field intent="choose-notary" name="name" label={t("closing.form.notary.name")} action={action} />
      <Field intent="choose-notary" name="address" label={t("closing.form.notary.address")} action={action} />
      <Field
        intent="choose-notary"
        name="at"
        label={t("closing.form.notary.at")}
        type="datetime-local"
        action={action}
      />
    </ClosingForm>
  );
}

export function AppointmentForm({ action, locale = "es" }: FormsProps) {
  const t = translator(locale);
  return (
    <ClosingForm
      intent="change-appointment"
      title={t("closing.form.appointment.title")}
      submit={t("closing.form.appointment.title")}
      action={action}
    >
      <Field
        intent="change-appointment"
        name="at"
        label={t("closing.form.appointment.at")}
        type="datetime-local"
        action={action}
      />
    </ClosingForm>
  );
}

export function DeedForm({ action, today, locale = "es" }: FormsProps) {
  const t = translator(locale);
  const mine = action?.intent === "confirm-deed" ? action : null;
  return (
    <ClosingForm
      intent="confirm-deed"
      title={t("closing.form.deed.title")}
      submit={t("closing.form.deed.submit")}
      action={action}
    >
      <Field
        intent="confirm-deed"
        name="on"
        label={t("closing.form.deed.on")}
        type="date"
        action={action}
        defaultValue={today}
      />
      <div className="flex items-start gap-2">
        <input
          id="confirm-deed-confirmed"
          type="checkbox"
          name="confirmed"
          value="yes"
          className="mt-1 size-5"
        />
        <Label htmlFor="confirm-deed-confirmed">{t("closing.form.deed.confirm")}</Label>
      </div>
      {mine?.errors.confirmed ? <p className="text-destructive text-sm">{mine.errors.confirmed}</p> : null}
    </ClosingForm>
  );
}

export function KeysForm({ action, today }: FormsProps) {
  return (
    <ClosingForm
      intent="hand-keys"
      title="Entrega de llaves"
      submit="Confirmar la entrega de llaves"
      action={action}
    >
      <Field
        intent="hand-keys"
        name="on"
        label="Día de la entrega"
        type="date"
        action={action}
        defaultValue={today}
      />
    </ClosingForm>
  );
}
