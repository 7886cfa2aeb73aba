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

export type FeeReviewDecidedEmailInput = {
  to: string;
  name: string;
  propertyTitle: string;
  decision: "charged" | "waived";
  /** The success fee as the pricing module states it ('605,00 €'). */
  fee: string;
  brand: EmailBrand;
};

/** Staff decided on the success fee of a sale declared with an outside buyer. */
export function feeReviewDecidedEmail({
  to,
  name,
  propertyTitle,
  decision,
  fee,
  brand,
}: FeeReviewDecidedEmailInput): MailMessage {
  const charged = decision === "charged";
  // Charged, the seller's next move is the payment itself: the button opens 'Mis Pagos'.
  const dashboardUrl = `${brand.publicUrl}${dashboardHref(charged ? "pagos" : "propiedades")}`;
  const buttonLabel = charged ? "Pagar en Mis Pagos" : "Ver Mi Panel";
  const subject = charged
    ? `Comisión de éxito de «${propertyTitle}»: corresponde pagarla`
    : `Comisión de éxito de «${propertyTitle}»: no se cobra`;
  const body = charged
    ? `Hemos revisado tu declaración junto con lo que consta en ${brand.name} (la oferta aceptada, el contrato de arras y los contactos del anuncio). Según la cláusula 5 de las condiciones, corresponde la comisión de éxito: ${fee} IVA incluido. La tienes pendiente en «Mis Pagos», donde puedes pagarla con tarjeta y descargar después su factura; si crees que es un error, responde a este correo.`
    : `Hemos revisado tu declaración junto con lo que consta en ${brand.name}. No se cobra comisión de éxito por esta venta; no tienes que hacer nada más.`;
  const html = renderEmailHtml(
    <EmailLayout brand={brand} preview="Hemos revisado la comisión de éxito de tu venta.">
      <EmailHeading>Hola, {name}:</EmailHeading>
      <EmailText>
        Nos indicaste que el comprador de <strong>{propertyTitle}</strong> no llegó a través de {brand.name}.
      </EmailText>
      <EmailText>{body}</EmailText>
      <EmailButton href={dashboardUrl}>{buttonLabel}</EmailButton>
    </EmailLayout>,
  );
  const text = [
    `Hola, ${name}:`,
    "",
    `Nos indicaste que el comprador de «${propertyTitle}» no llegó a través de ${brand.name}.`,
    "",
    body,
    "",
    `${buttonLabel}: ${dashboardUrl}`,
    "",
    textFooter(brand),
  ].join("\n");
  return { to, subject, html, text, template: "fee-review-decided" };
}
