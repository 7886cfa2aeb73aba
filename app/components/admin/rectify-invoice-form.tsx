import {
  ChoiceGroup,
  choiceProps,
  controlProps,
  FieldShell,
  plainField,
} from "#app/components/forms/field-shell";
import { Button } from "#app/components/ui/button";
import { ConfirmableForm, type ConfirmText } from "#app/components/ui/confirm-action";
import { Input, Textarea } from "#app/components/ui/input";
import {
  RECTIFICATION_KIND_LABELS,
  RECTIFICATION_KINDS,
  type RectificationKind,
} from "#app/domain/invoices/rectification";
import type { RectificationPage } from "#app/domain/invoices/rectify.server";
import { formatCents } from "#app/lib/format";

const radioClass =
  "mt-1 size-4 shrink-0 accent-primary focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2";

/** What was typed, and the server's refusal per field, sent back after an error: nothing typed is lost. */
export type RectifyFormReply = {
  values: Record<string, string>;
  fieldErrors: Partial<Record<string, string[]>>;
  formError?: string;
};

const CONFIRM: ConfirmText = {
  title: "¿Rectificar esta factura?",
  description: (
    <ul className="list-disc space-y-1 pl-5">
      <li>
        Si es una devolución, el importe vuelve ahora a la tarjeta con la que se pagó. No se puede deshacer.
      </li>
      <li>
        Se emite una factura rectificativa (serie R) que cita esta factura y el motivo, y se envía al cliente
        por correo con el PDF. También la verá en «Mis Pagos».
      </li>
      <li>La factura original no cambia.</li>
    </ul>
  ),
  confirmLabel: "Sí, rectificar",
  variant: "destructive",
};

const KIND_HINTS: Record<RectificationKind, (left: number) => string> = {
  full_refund: (left) => `Devuelve a la tarjeta todo lo que queda: ${formatCents(left)}.`,
  partial_refund: (left) =>
    `Devuelve a la tarjeta el importe que indiques (IVA incluido), hasta ${formatCents(left)}.`,
  correction: () => "El nombre, el NIF o el domicilio del cliente eran incorrectos. No se devuelve dinero.",
};

/**
 * The staff form that rectifies an F invoice: what to do, the amount of a partial refund, the
 * corrected customer, the reason. A plain form that asks before it acts (ConfirmableForm), so it
 * works before the page's script runs; `requestKey` makes the same form sent twice one rectification.
 */
export function RectifyInvoiceForm({
  page,
  requestKey,
  reply,
}: {
  page: RectificationPage;
  requestKey: string;
  reply: RectifyFormReply | null;
}) {
  const values = reply?.values ?? {};
  const errors = reply?.fieldErrors ?? {};
  const field = (name: string, fallback = "") =>
    plainField({ id: `rectify-${name}`, name, error: errors[name], value: values[name] ?? fallback });
  const kind = field("kind");
  const amount = field("amount");
  const customerName = field("customerName", page.customer.customerName);
  const customerTaxId = field("customerTaxId", page.customer.customerTaxId ?? "");
  const customerAddress = field("customerAddress", page.customer.customerAddress ?? "");
  const reason = field("reason");
  const canRefund = page.left > 0;
  const chosen = values.kind ?? (canRefund ? "full_refund" : "correction");
  return (
    <ConfirmableForm confirmKey="rectify-invoice" text={CONFIRM} className="flex flex-col gap-5">
      <input type="hidden" name="requestKey" value={requestKey} />
      <ChoiceGroup field={kind} legend="¿Qué quieres hacer?">
        {RECTIFICATION_KINDS.map((option) => {
          const disabled = option !== "correction" && !canRefund;
          return (
            <label
              key={option}
              className="flex min-h-11 cursor-pointer items-start gap-3 rounded-md border border-border p-3 has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60"
            >
              <input
                type="radio"
                value={option}
                defaultChecked={chosen === option}
                disabled={disabled}
                required
                className={radioClass}
                {...choiceProps(kind)}
              />
              <span>
                <span className="block font-medium text-foreground">{RECTIFICATION_KIND_LABELS[option]}</span>
                <span className="block text-muted-foreground text-sm">
                  {disabled ? "Ya no queda nada por devolver." : KIND_HINTS[option](page.left)}
                </span>
              </span>
            </label>
          );
        })}
      </ChoiceGroup>
      <FieldShell
        field={amount}
        label="Importe a devolver (solo devolución parcial)"
        hint="En euros, IVA incluido. Por ejemplo: 100,00"
        hintAbove
      >
        <Input
          {...controlProps(amount, { hasHint: true })}
          inputMode="decimal"
          autoComplete="off"
          className="max-w-48"
        />
      </FieldShell>
      <fieldset className="flex flex-col gap-4 rounded-lg border border-border p-4">
        <legend className="px-1 font-medium text-foreground text-sm">
          Datos del cliente corregidos (solo corrección de datos)
        </legend>
        <FieldShell
          field={customerName}
          label={page.invoice.customerKind === "agency" ? "Razón social" : "Nombre"}
        >
          <Input {...controlProps(customerName)} autoComplete="off" />
        </FieldShell>
        <FieldShell
          field={customerTaxId}
          label={page.invoice.customerKind === "agency" ? "CIF/NIF" : "DNI/NIF"}
        >
          <Input {...controlProps(customerTaxId)} autoComplete="off" className="max-w-64" />
        </FieldShell>
        <FieldShell field={customerAddress} label="Domicilio">
          <Input {...controlProps(customerAddress)} autoComplete="off" />
        </FieldShell>
      </fieldset>
      <FieldShell
        field={reason}
        label="Motivo"
        isRequired
        hint="Aparece en la factura rectificativa que recibe el cliente."
        hintAbove
      >
        <Textarea {...controlProps(reason, { hasHint: true })} rows={3} maxLength={500} required />
      </FieldShell>
      <Button type="submit" className="self-start">
        Rectificar la factura
      </Button>
    </ConfirmableForm>
  );
}
