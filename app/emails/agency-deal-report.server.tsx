import { formatDateEs } from "#app/lib/format";
import type { MailMessage } from "#app/lib/mailer.server";
import { ROUTES } from "#app/urls";
import {
  type EmailBrand,
  EmailButton,
  EmailHeading,
  EmailLayout,
  EmailText,
  renderEmailHtml,
  textFooter,
} from "./layout.server";

export type AgencyDealReportEmailInput = {
  /** The staff inbox (SUPPORT_EMAIL): our own address, never one a stranger typed. */
  to: string;
  /** 'Firma de las arras' or 'Firma de la escritura'. */
  stageLabel: string;
  /** YYYY-MM-DD, as reported. */
  signedOn: string;
  agencyName: string;
  propertyTitle: string;
  propertyId: string;
  /** The buyer and the final price as the agency stated them, and the share computed from that price. */
  buyerName: string;
  finalPrice: string;
  shareText: string;
  brand: EmailBrand;
};

/** An agency reported a signing (its 48-hour duty); staff follow up the platform's share. */
export function agencyDealReportEmail({
  to,
  stageLabel,
  signedOn,
  agencyName,
  propertyTitle,
  propertyId,
  buyerName,
  finalPrice,
  shareText,
  brand,
}: AgencyDealReportEmailInput): MailMessage {
  const subject = `${stageLabel}: «${propertyTitle}» (${agencyName})`;
  const staffUrl = `${brand.publicUrl}${ROUTES.agencyFinalFee}`;
  const reported = `${agencyName} comunica la ${stageLabel.toLowerCase()} de «${propertyTitle}» el ${formatDateEs(`${signedOn}T12:00:00Z`)}.`;
  const terms = `Comprador: ${buyerName}. Precio final: ${finalPrice}. El documento firmado está adjunto a la colaboración.`;
  const duty =
    "Revisa la colaboración en el panel: la parte de la plataforma se paga en los días hábiles siguientes a la escritura.";
  const html = renderEmailHtml(
    <EmailLayout brand={brand} preview={reported}>
      <EmailHeading>{stageLabel}</EmailHeading>
      <EmailText>{reported}</EmailText>
      <EmailText>{terms}</EmailText>
      <EmailText>{shareText}</EmailText>
      <EmailText muted>Propiedad {propertyId}</EmailText>
      <EmailText>{duty}</EmailText>
      <EmailButton href={staffUrl}>Ver las colaboraciones</EmailButton>
    </EmailLayout>,
  );
  const text = [
    stageLabel,
    "",
    reported,
    terms,
    shareText,
    `Propiedad ${propertyId}`,
    "",
    duty,
    `Ver las colaboraciones: ${staffUrl}`,
    "",
    textFooter(brand),
  ].join("\n");
  return { to, subject, html, text, template: "agency-deal-report" };
}
