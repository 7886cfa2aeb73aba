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
  /** spec §7: send-transactional-email, template sale_completed with name and propertyTitle. */
  name: string;
  propertyTitle: string;
  brand: EmailBrand;
};

export function saleCompletedEmail({ to, name, propertyTitle, brand }: SaleCompletedEmailInput): MailMessage {
  const dashboardUrl = `${brand.publicUrl}/dashboard`;
  const subject = `¡Enhorabuena! Has completado la venta de «${propertyTitle}»`;
  const html = renderEmailHtml(
    <EmailLayout brand={brand} preview="Tu venta está completada. Te contamos los siguientes pasos.">
      <EmailHeading>¡Enhorabuena, {name}!</EmailHeading>
      <EmailText>
        Has completado el proceso de venta de <strong>{propertyTitle}</strong> con {brand.name}. Gracias por
        confiar en nosotros.
      </EmailText>
      <EmailText>
        Recuerda los impuestos de la venta: la plusvalía municipal (en los 30 días hábiles siguientes a la
        escritura) y la ganancia patrimonial en tu próxima declaración de la renta.
      </EmailText>
      <EmailButton href={dashboardUrl}>Ver el resumen en Mi Panel</EmailButton>
    </EmailLayout>,
  );
  const text = [
    `¡Enhorabuena, ${name}!`,
    "",
    `Has completado el proceso de venta de «${propertyTitle}» con ${brand.name}. Gracias por confiar en nosotros.`,
    "",
    "Recuerda los impuestos de la venta: la plusvalía municipal (en los 30 días hábiles siguientes a la escritura) y la ganancia patrimonial en tu próxima declaración de la renta.",
    "",
    `Ver el resumen en Mi Panel: ${dashboardUrl}`,
    "",
    textFooter(brand),
  ].join("\n");
  return { to, subject, html, text, template: "sale-completed" };
}
