import { dashboardHref } from "#app/domain/kernel/dashboard-urls";
import { formatCents } from "#app/lib/format";
import type { MailMessage } from "#app/lib/mailer.server";
import {
  type EmailBrand,
  EmailButton,
  EmailHeading,
  EmailLayout,
  EmailText,
  renderEmailHtml,
  textFooter,
} from "./layout.server";

/** The invoice of the payment as issued: its number, amounts in cents and the PDF to attach. */
export type ReceiptInvoice = {
  number: string;
  fileName: string;
  base64: string;
  base: number;
  iva: number;
  total: number;
};

export type PaymentReceiptEmailInput = {
  to: string;
  name: string;
  /** What was paid for, as the price list names it ('Campaña de Marketing', 'Comisión de Éxito'…). */
  feeLabel: string;
  propertyTitle: string | null;
  /** Cents charged. */
  amount: number;
  /** Null for a staging test payment: it took no money and is invoiced to nobody. */
  invoice: ReceiptInvoice | null;
  brand: EmailBrand;
};

/** Every fee paid leaves a receipt in the payer's inbox, with its invoice attached. */
export function paymentReceiptEmail({
  to,
  name,
  feeLabel,
  propertyTitle,
  amount,
  invoice,
  brand,
}: PaymentReceiptEmailInput): MailMessage {
  const subject = `Recibo de tu pago: ${feeLabel} (${formatCents(amount)})`;
  const paymentsUrl = `${brand.publicUrl}${dashboardHref("pagos")}`;
  const paid = `Hemos recibido tu pago de ${formatCents(amount)} por «${feeLabel}»${
    propertyTitle ? ` de «${propertyTitle}»` : ""
  }. Gracias.`;
  const invoiceLine = invoice
    ? `Te adjuntamos la factura ${invoice.number} en PDF: base imponible ${formatCents(invoice.base)}, IVA (21 %) ${formatCents(invoice.iva)}, total ${formatCents(invoice.total)}.`
    : "Este pago se hizo en modo de prueba: no se ha cobrado dinero ni se emite factura.";
  const where = "Tienes todos tus pagos y facturas en Mi Panel, en «Mis Pagos».";
  const html = renderEmailHtml(
    <EmailLayout brand={brand} preview={`Pago recibido: ${feeLabel}, ${formatCents(amount)}.`}>
      <EmailHeading>Pago recibido</EmailHeading>
      <EmailText>Hola, {name}:</EmailText>
      <EmailText>{paid}</EmailText>
      <EmailText>{invoiceLine}</EmailText>
      <EmailButton href={paymentsUrl}>Ver mis pagos</EmailButton>
      <EmailText muted>{where}</EmailText>
    </EmailLayout>,
  );
  const text = [
    "Pago recibido",
    "",
    `Hola, ${name}:`,
    "",
    paid,
    "",
    invoiceLine,
    "",
    `Ver mis pagos: ${paymentsUrl}`,
    "",
    where,
    "",
    textFooter(brand),
  ].join("\n");
  return {
    to,
    subject,
    html,
    text,
    template: "payment-receipt",
    ...(invoice
      ? {
          attachments: [
            {
              filename: invoice.fileName,
              contentType: "application/pdf",
              content: invoice.base64,
              encoding: "base64" as const,
            },
          ],
        }
      : {}),
  };
}
