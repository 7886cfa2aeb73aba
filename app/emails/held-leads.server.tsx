import { leadLogHref } from "#app/domain/kernel/dashboard-urls";
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

/** One contact held for review, as the digest lists it: no text the sender wrote but their name. */
export type HeldLeadLine = { id: string; kindLabel: string; buyerName: string; createdAt: Date };

export type HeldLeadsDigestInput = {
  brand: EmailBrand;
  to: string;
  sellerName: string;
  propertyId: string;
  propertyTitle: string;
  leads: HeldLeadLine[];
};

const madridTime = new Intl.DateTimeFormat("es-ES", {
  timeZone: "Europe/Madrid",
  day: "numeric",
  month: "short",
  hour: "2-digit",
  minute: "2-digit",
});

const line = (lead: HeldLeadLine) =>
  `${lead.kindLabel} de ${lead.buyerName} · ${madridTime.format(lead.createdAt)}`;

/**
 * The one e-mail that tells an owner of the contacts held past their listing's rate
 * (docs/decisions/0024-held-leads.md). It lists who wrote and when, and sends the owner to
 * 'Pendientes de revisión'; the messages themselves are read there, not mailed.
 */
export function heldLeadsDigestEmail({
  brand,
  to,
  sellerName,
  propertyId,
  propertyTitle,
  leads,
}: HeldLeadsDigestInput): MailMessage {
  const reviewUrl = `${brand.publicUrl}${leadLogHref(propertyId)}`;
  const count = leads.length;
  const counted = count === 1 ? "1 contacto pendiente" : `${count} contactos pendientes`;
  const subject = `${counted} de revisión en «${propertyTitle}»`;
  const intro = `Tu anuncio «${propertyTitle}» ha recibido muchos contactos en poco tiempo. Para no llenarte el correo, hemos guardado los últimos sin enviártelos uno a uno: tienes ${counted} de revisión.`;
  const advice =
    "Entre ellos puede haber compradores de verdad. Revísalos en «Compradores»: aprueba los que te interesen y marca como spam los que no.";
  const html = renderEmailHtml(
    <EmailLayout brand={brand} preview={`${counted} de revisión en tu anuncio.`}>
      <EmailHeading>{`Hola, ${sellerName}:`}</EmailHeading>
      <EmailText>{intro}</EmailText>
      <ul style={{ margin: "0 0 16px", paddingLeft: 20 }}>
        {leads.map((lead) => (
          <li key={lead.id} style={{ marginBottom: 6 }}>
            {line(lead)}
          </li>
        ))}
      </ul>
      <EmailText>{advice}</EmailText>
      <EmailButton href={reviewUrl}>Revisar contactos</EmailButton>
    </EmailLayout>,
  );
  const text = [
    `Hola, ${sellerName}:`,
    "",
    intro,
    "",
    ...leads.map((lead) => `- ${line(lead)}`),
    "",
    advice,
    "",
    `Revisar contactos: ${reviewUrl}`,
    "",
    textFooter(brand),
  ].join("\n");
  return { to, subject, html, text, template: "held-leads-digest" };
}
