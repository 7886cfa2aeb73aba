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

export type RectifyingInvoiceEmailInput = {
  to: string;
  name: string;
  /** 'R-2026-00001' and the F it rectifies. */
  number: string;
  rectifiedNumber: string;
  reason: string;
  /** Cents the R invoice states: negative for a refund, zero for a corrected name or address. */
  total: number;
  fileName: string;
  base64: string;
  brand: EmailBrand;
};

/** A refund or a corrected invoice reaches the customer as a factura rectificativa, attached. */
export function rectifyingInvoiceEmail({
  to,
  name,
  number,
  rectifiedNumber,
  reason,
  total,
  fileName,
  base64,
  brand,
}: RectifyingInvoiceEmailInput): MailMessage {
  const isRefund = total < 0;
  const subject = `Factura rectificativa ${number} de tu factura ${rectifiedNumber}`;
  const paymentsUrl = `${brand.publicUrl}${dashboardHref("pagos")}`;
  const what = isRefund
    ? `Te hemos devuelto ${formatCents(-total)} a la tarjeta con la que pagaste. Puede tardar unos días en aparecer en tu cuenta.`
    : "Hemos corregido los datos de tu factura.";
  const invoiceLine = `Te adjuntamos la factura rectificativa ${number} en PDF, que rectifica la factura ${rectifiedNumber} (total ${formatCents(total)}). Motivo: ${reason}`;
  const where = "Tienes todos tus pagos y facturas en Mi Panel, en «Mis Pagos».";
  const html = renderEmailHtml(
    <EmailLayout brand={brand} preview={`Factura rectificativa ${number}.`}>
      <EmailHeading>Factura rectificativa</EmailHeading>
      <EmailText>Hola, {name}:</EmailText>
      <EmailText>{what}</EmailText>
      <EmailText>{invoiceLine}</EmailText>
      <EmailButton href={paymentsUrl}>Ver mis pagos</EmailButton>
      <EmailText muted>{where}</EmailText>
    </EmailLayout>,
  );
  const text = [
    "Factura rectificativa",
    "",
    `Hola, ${name}:`,
    "",
    what,
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
    template: "rectifying-invoice",
    attachments: [
      { filename: fileName, contentType: "application/pdf", content: base64, encoding: "base64" },
    ],
  };
}
