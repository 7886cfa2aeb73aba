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

export type CampaignLiveEmailInput = {
  to: string;
  name: string;
  propertyTitle: string;
  /** The channel's label as the seller reads it ('Google Ads', 'idealista'…). */
  channelLabel: string;
  /** Where the ad can be seen, as staff recorded it. */
  adUrl: string;
  brand: EmailBrand;
};

/** A channel of the paid campaign went live; the seller sees where. */
export function campaignLiveEmail({
  to,
  name,
  propertyTitle,
  channelLabel,
  adUrl,
  brand,
}: CampaignLiveEmailInput): MailMessage {
  const subject = `Tu anuncio ya está en ${channelLabel}`;
  const dashboardUrl = `${brand.publicUrl}${dashboardHref("propiedades")}`;
  const html = renderEmailHtml(
    <EmailLayout brand={brand} preview={`«${propertyTitle}» ya se anuncia en ${channelLabel}.`}>
      <EmailHeading>{subject}</EmailHeading>
      <EmailText>
        Hola, {name}: tu campaña avanza. «{propertyTitle}» ya se anuncia en <strong>{channelLabel}</strong>.
      </EmailText>
      <EmailButton href={adUrl}>Ver el anuncio en {channelLabel}</EmailButton>
      <EmailText muted>
        En Mi Panel, en «Tu campaña», ves en qué canales está tu anuncio y desde cuándo: {dashboardUrl}
      </EmailText>
    </EmailLayout>,
  );
  const text = [
    subject,
    "",
    `Hola, ${name}: tu campaña avanza. «${propertyTitle}» ya se anuncia en ${channelLabel}.`,
    "",
    `Ver el anuncio en ${channelLabel}: ${adUrl}`,
    "",
    `En Mi Panel, en «Tu campaña», ves en qué canales está tu anuncio y desde cuándo: ${dashboardUrl}`,
    "",
    textFooter(brand),
  ].join("\n");
  return { to, subject, html, text, template: "campaign-live" };
}
