import { dashboardHref } from "#app/domain/kernel/dashboard-urls";
import { afterSaleAdvice, type SellerResidence } from "#app/domain/taxes/after-sale-advice";
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

export type SaleCompletedEmailInput = {
  to: string;
  /** The sale_completed e-mail: the owner's name and the property's title. */
  name: string;
  propertyTitle: string;
  brand: EmailBrand;
  /** The owner said the buyer did not come through the platform: no success fee was charged. */
  withoutSuccessFee?: boolean;
  /** The fees paid for this sale, each with its invoice (the closing e-mail names them). */
  fees?: readonly { label: string; amount: number; invoiceNumber: string | null }[];
  /** The seller's residence the arras recorded: the tax advice follows it (docs/decisions/0051). */
  sellerResidence?: SellerResidence | null;
};

/** 'Campaña de Marketing: 605,00 € (factura F-2026-00001)', one line per fee paid. */
function feeLines(fees: SaleCompletedEmailInput["fees"]): string[] {
  return (fees ?? []).map(
    (fee) =>
      `${fee.label}: ${formatCents(fee.amount)}${fee.invoiceNumber ? ` (factura ${fee.invoiceNumber})` : " (pago de prueba, sin factura)"}`,
  );
}

export function saleCompletedEmail({
  to,
  name,
  propertyTitle,
  brand,
  withoutSuccessFee = false,
  fees,
  sellerResidence = null,
}: SaleCompletedEmailInput): MailMessage {
  const paid = feeLines(fees);
  const taxAdvice = afterSaleAdvice(sellerResidence);
  const paidIntro = "Lo que has pagado por esta venta:";
  const invoicesWhere = "Tienes las facturas en PDF en Mi Panel, en «Mis Pagos».";
  const dashboardUrl = `${brand.publicUrl}${dashboardHref("propiedades")}`;
  const noFee = `Nos indicaste que el comprador no llegó a través de ${brand.name}, así que no se ha cobrado comisión de éxito.`;
  const subject = `¡Enhorabuena! Has completado la venta de «${propertyTitle}»`;
  const html = renderEmailHtml(
    <EmailLayout brand={brand} preview="Tu venta está completada. Te contamos los siguientes pasos.">
      <EmailHeading>¡Enhorabuena, {name}!</EmailHeading>
      <EmailText>
        Has completado el proceso de venta de <strong>{propertyTitle}</strong> con {brand.name}. Gracias por
        confiar en nosotros.
      </EmailText>
      {withoutSuccessFee ? <EmailText>{noFee}</EmailText> : null}
      {paid.length > 0 ? (
        <>
          <EmailText>{paidIntro}</EmailText>
          <ul>
            {paid.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <EmailText>{invoicesWhere}</EmailText>
        </>
      ) : null}
      {taxAdvice.map((paragraph) => (
        <EmailText key={paragraph}>{paragraph}</EmailText>
      ))}
      <EmailButton href={dashboardUrl}>Ver el resumen en Mi Panel</EmailButton>
    </EmailLayout>,
  );
  const text = [
    `¡Enhorabuena, ${name}!`,
    "",
    `Has completado el proceso de venta de «${propertyTitle}» con ${brand.name}. Gracias por confiar en nosotros.`,
    "",
    ...(withoutSuccessFee ? [noFee, ""] : []),
    ...(paid.length > 0 ? [paidIntro, ...paid.map((line) => `- ${line}`), invoicesWhere, ""] : []),
    ...taxAdvice.flatMap((paragraph) => [paragraph, ""]),
    `Ver el resumen en Mi Panel: ${dashboardUrl}`,
    "",
    textFooter(brand),
  ].join("\n");
  return { to, subject, html, text, template: "sale-completed" };
}
