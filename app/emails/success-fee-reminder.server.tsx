import { dashboardHref } from "#app/domain/kernel/dashboard-urls";
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

export type SuccessFeeReminderInput = {
  to: string;
  name: string;
  propertyTitle: string;
  /** The success fee as the pricing module states it ('605,00 €'). */
  fee: string;
  /** Why it is due, as 'Mis Pagos' says it. */
  reason: string;
  brand: EmailBrand;
};

/** The one reminder of a success fee still unpaid some days after it fell due. */
export function successFeeReminderEmail({
  to,
  name,
  propertyTitle,
  fee,
  reason,
  brand,
}: SuccessFeeReminderInput): MailMessage {
  const paymentsUrl = `${brand.publicUrl}${dashboardHref("pagos")}`;
  const subject = `Recordatorio: comisión de éxito de «${propertyTitle}» pendiente de pago`;
  const due = `Tienes pendiente la comisión de éxito de «${propertyTitle}»: ${fee} IVA incluido.`;
  const how =
    "Puedes pagarla con tarjeta en «Mis Pagos»; al pagarla recibirás el justificante y la factura. Si crees que es un error, responde a este correo.";
  const html = renderEmailHtml(
    <EmailLayout brand={brand} preview="Tu comisión de éxito sigue pendiente de pago.">
      <EmailHeading>Hola, {name}:</EmailHeading>
      <EmailText>{due}</EmailText>
      <EmailText>{reason}</EmailText>
      <EmailText>{how}</EmailText>
      <EmailButton href={paymentsUrl}>Pagar en Mis Pagos</EmailButton>
    </EmailLayout>,
  );
  const text = [
    `Hola, ${name}:`,
    "",
    due,
    "",
    reason,
    "",
    how,
    "",
    `Pagar en Mis Pagos: ${paymentsUrl}`,
    "",
    textFooter(brand),
  ].join("\n");
  return { to, subject, html, text, template: "success-fee-reminder" };
}
