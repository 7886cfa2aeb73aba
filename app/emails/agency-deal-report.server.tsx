import { formatCents, formatDateEs, formatPrice } from "#app/lib/format";
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
  /** The final sale price, whole euros, as reported. */
  finalPrice: number;
  buyerName: string;
  /** The platform's share at that price, computed by the server (null without an agreed commission). */
  platformShare: number | null;
  agencyName: string;
  propertyTitle: string;
  propertyId: string;
  brand: EmailBrand;
};

/** An agency reported a signing (its 48-hour duty); staff follow up the platform's share. */
export function agencyDealReportEmail({
  to,
  stageLabel,
  signedOn,
  finalPrice,
  buyerName,
  platformShare,
  agencyName,
  propertyTitle,
  propertyId,
  brand,
}: AgencyDealReportEmailInput): MailMessage {
  const subject = `${stageLabel}: «${propertyTitle}» (${agencyName})`;
  const staffUrl = `${brand.publicUrl}${ROUTES.agencyFinalFee}`;
  const reported = `${agencyName} comunica la ${stageLabel.toLowerCase()} de «${propertyTitle}» el ${formatDateEs(`${signedOn}T12:00:00Z`)}.`;
  const facts = [
    `Precio final: ${formatPrice(finalPrice)}`,
    `Comprador: ${buyerName}`,
    `Parte de la plataforma (sin IVA): ${platformShare === null ? "sin comisión pactada" : formatCents(Math.round(platformShare * 100))}`,
    "El documento firmado está en el panel.",
  ];
  const duty =
    "Revisa la colaboración en el panel: la parte de la plataforma se paga en los días hábiles siguientes a la escritura.";
  const html = renderEmailHtml(
    <EmailLayout brand={brand} preview={reported}>
      <EmailHeading>{stageLabel}</EmailHeading>
      <EmailText>{reported}</EmailText>
      {facts.map((fact) => (
        <EmailText key={fact}>{fact}</EmailText>
      ))}
      <EmailText muted>Propiedad {propertyId}</EmailText>
      <EmailText>{duty}</EmailText>
      <EmailButton href={staffUrl}>Ver las colaboraciones</EmailButton>
    </EmailLayout>,
  );
  const text = [
    stageLabel,
    "",
    reported,
    ...facts,
    `Propiedad ${propertyId}`,
    "",
    duty,
    `Ver las colaboraciones: ${staffUrl}`,
    "",
    textFooter(brand),
  ].join("\n");
  return { to, subject, html, text, template: "agency-deal-report" };
}
