import { leadLogHref } from "#app/domain/kernel/dashboard-urls";
import type { MailMessage } from "#app/lib/mailer.server";
import { pathTo, ROUTES } from "#app/urls";
import {
  type EmailBrand,
  EmailButton,
  EmailHeading,
  EmailLayout,
  EmailQuote,
  EmailText,
  renderEmailHtml,
  textFooter,
} from "./layout.server";

export type EnquiryEmailInput = {
  brand: EmailBrand;
  propertyId: string;
  /** The stored lead: the seller's link opens its buyer's card on it ('Compradores'). */
  leadId?: string;
  propertyTitle: string;
  buyer: { name: string; email: string; phone: string | null };
  message: string;
};

const quoted = (message: string) =>
  message
    .split("\n")
    .map((line) => `> ${line}`)
    .join("\n");

/**
 * 'Contactar con el vendedor' → the seller. 'Reply' answers the buyer directly (Reply-To); the
 * seller's own address is only ever in the envelope of this e-mail, never in anything the buyer gets.
 */
export function enquiryToSellerEmail({
  to,
  sellerName,
  brand,
  propertyId,
  leadId,
  propertyTitle,
  buyer,
  message,
}: EnquiryEmailInput & { to: string; sellerName: string }): MailMessage {
  const logUrl = `${brand.publicUrl}${leadLogHref(propertyId, leadId)}`;
  const subject = `Nuevo mensaje sobre «${propertyTitle}»`;
  const contactLine = buyer.phone ? `${buyer.email} · ${buyer.phone}` : buyer.email;
  const html = renderEmailHtml(
    <EmailLayout brand={brand} preview={`${buyer.name} te ha escrito sobre tu anuncio.`}>
      <EmailHeading>Hola, {sellerName}:</EmailHeading>
      <EmailText>
        <strong>{buyer.name}</strong> te ha escrito sobre <strong>{propertyTitle}</strong>:
      </EmailText>
      <EmailQuote>{message}</EmailQuote>
      <EmailText>
        Contacto del comprador: {buyer.email}
        {buyer.phone ? ` · ${buyer.phone}` : ""}
      </EmailText>
      <EmailText muted>Responde a este correo para contestarle directamente.</EmailText>
      <EmailButton href={logUrl}>Ver tus compradores</EmailButton>
    </EmailLayout>,
  );
  const text = [
    `Hola, ${sellerName}:`,
    "",
    `${buyer.name} te ha escrito sobre «${propertyTitle}»:`,
    "",
    quoted(message),
    "",
    `Contacto del comprador: ${contactLine}`,
    "Responde a este correo para contestarle directamente.",
    "",
    `Ver tus compradores: ${logUrl}`,
    "",
    textFooter(brand),
  ].join("\n");
  return { to, replyTo: buyer.email, subject, html, text, template: "enquiry-to-seller" };
}

/**
 * The buyer's copy of what they sent, for an address proven theirs (sender-proof.ts): the listing
 * and their words, nothing of the seller's contact.
 */
export function enquiryCopyToBuyerEmail({
  brand,
  propertyId,
  propertyTitle,
  buyer,
  message,
}: EnquiryEmailInput): MailMessage {
  const listingUrl = `${brand.publicUrl}${pathTo(ROUTES.property, { id: propertyId })}`;
  const subject = `Tu mensaje sobre «${propertyTitle}»`;
  const html = renderEmailHtml(
    <EmailLayout brand={brand} preview="Hemos enviado tu mensaje al vendedor.">
      <EmailHeading>Hola, {buyer.name}:</EmailHeading>
      <EmailText>
        Hemos enviado tu mensaje al vendedor de <strong>{propertyTitle}</strong>. Te contestará directamente a
        este correo{buyer.phone ? " o a tu teléfono" : ""}.
      </EmailText>
      <EmailQuote>{message}</EmailQuote>
      <EmailButton href={listingUrl}>Ver el anuncio</EmailButton>
      <EmailText muted>
        Si no has escrito tú este mensaje, ignora este correo: nadie volverá a escribirte por él.
      </EmailText>
    </EmailLayout>,
  );
  const text = [
    `Hola, ${buyer.name}:`,
    "",
    `Hemos enviado tu mensaje al vendedor de «${propertyTitle}». Te contestará directamente a este correo${buyer.phone ? " o a tu teléfono" : ""}.`,
    "",
    quoted(message),
    "",
    `Ver el anuncio: ${listingUrl}`,
    "",
    "Si no has escrito tú este mensaje, ignora este correo: nadie volverá a escribirte por él.",
    "",
    textFooter(brand),
  ].join("\n");
  return { to: buyer.email, subject, html, text, template: "enquiry-copy" };
}

/**
 * The receipt to an address nobody proved: it may not be the sender's, so it holds nothing they
 * wrote — no name, no message, no phone — only our words, the listing's title and its link.
 */
export function enquiryReceiptEmail({
  brand,
  propertyId,
  propertyTitle,
  to,
}: Pick<EnquiryEmailInput, "brand" | "propertyId" | "propertyTitle"> & { to: string }): MailMessage {
  const listingUrl = `${brand.publicUrl}${pathTo(ROUTES.property, { id: propertyId })}`;
  const subject = `Mensaje enviado sobre «${propertyTitle}»`;
  const received = `Hemos recibido un mensaje enviado desde esta dirección sobre «${propertyTitle}» y se lo hemos hecho llegar al vendedor. Si te contesta, lo hará a este correo.`;
  const notYou = "Si no fuiste tú, ignora este correo: nadie volverá a escribirte por él.";
  const html = renderEmailHtml(
    <EmailLayout brand={brand} preview="Hemos enviado el mensaje al vendedor.">
      <EmailHeading>Hola:</EmailHeading>
      <EmailText>{received}</EmailText>
      <EmailButton href={listingUrl}>Ver el anuncio</EmailButton>
      <EmailText muted>{notYou}</EmailText>
    </EmailLayout>,
  );
  const text = [
    "Hola:",
    "",
    received,
    "",
    `Ver el anuncio: ${listingUrl}`,
    "",
    notYou,
    "",
    textFooter(brand),
  ].join("\n");
  return { to, subject, html, text, template: "enquiry-receipt" };
}
