import { leadLogHref } from "#app/domain/kernel/dashboard-urls";
import type { Locale } from "#app/lib/i18n/locales";
import { translator } from "#app/lib/i18n/translate";
import type { MailMessage } from "#app/lib/mailer.server";
import { localePathTo, ROUTES } from "#app/urls";
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

/** The adapter's Spanish under the buyer's own words, in the seller's e-mail as on their card. */
export const MACHINE_TRANSLATION_LABEL = "Traducción automática:";

const quoted = (message: string) =>
  message
    .split("\n")
    .map((line) => `> ${line}`)
    .join("\n");

/**
 * 'Contactar con el vendedor' → the seller. 'Reply' answers the buyer directly (Reply-To); the
 * seller's own address is only ever in the envelope of this e-mail, never in anything the buyer gets.
 * A buyer who wrote in another language has the adapter's Spanish under their words, when it came.
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
  messageTranslation,
}: EnquiryEmailInput & { to: string; sellerName: string; messageTranslation?: string | null }): MailMessage {
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
      {messageTranslation ? (
        <>
          <EmailText muted>{MACHINE_TRANSLATION_LABEL}</EmailText>
          <EmailQuote>{messageTranslation}</EmailQuote>
        </>
      ) : null}
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
    ...(messageTranslation ? [MACHINE_TRANSLATION_LABEL, "", quoted(messageTranslation), ""] : []),
    `Contacto del comprador: ${contactLine}`,
    "Responde a este correo para contestarle directamente.",
    "",
    `Ver tus compradores: ${logUrl}`,
    "",
    textFooter(brand),
  ].join("\n");
  return { to, replyTo: buyer.email, subject, html, text, template: "enquiry-to-seller" };
}

/** How each language quotes a title in running text (as its catalogue sentences do). */
const TITLE_QUOTES: Record<Locale, [string, string]> = {
  es: ["«", "»"],
  en: ["“", "”"],
  de: ["„", "“"],
  fr: ["« ", " »"],
  nl: ["‘", "’"],
};

/** A sentence that quotes the listing's title, the title in bold instead of quoted, as in the HTML. */
function withTitleStrong(locale: Locale, sentence: string, title: string) {
  const [open, close] = TITLE_QUOTES[locale];
  const quotedTitle = `${open}${title}${close}`;
  const at = sentence.indexOf(quotedTitle);
  if (at === -1) return sentence;
  return (
    <>
      {sentence.slice(0, at)}
      <strong>{title}</strong>
      {sentence.slice(at + quotedTitle.length)}
    </>
  );
}

/**
 * The buyer's copy of what they sent, for an address proven theirs (sender-proof.ts): the listing
 * and their words, nothing of the seller's contact. In the buyer's language
 * (domain/users/email-locale.ts), the listing's link to its page in that language.
 */
export function enquiryCopyToBuyerEmail(
  { brand, propertyId, propertyTitle, buyer, message }: EnquiryEmailInput,
  locale: Locale = "es",
): MailMessage {
  const t = translator(locale);
  const listingUrl = `${brand.publicUrl}${localePathTo(locale, ROUTES.property, { id: propertyId })}`;
  const subject = t("forms.mail.enquiry.copySubject", { title: propertyTitle });
  const greeting = t("mail.greeting", { name: buyer.name });
  const sent = buyer.phone
    ? t("forms.mail.enquiry.copySentPhone", { title: propertyTitle })
    : t("forms.mail.enquiry.copySent", { title: propertyTitle });
  const notYou = t("forms.mail.enquiry.copyNotYou");
  const html = renderEmailHtml(
    <EmailLayout brand={brand} locale={locale} preview={t("forms.mail.enquiry.copyPreview")}>
      <EmailHeading>{greeting}</EmailHeading>
      <EmailText>{withTitleStrong(locale, sent, propertyTitle)}</EmailText>
      <EmailQuote>{message}</EmailQuote>
      <EmailButton href={listingUrl} locale={locale}>
        {t("forms.mail.viewListing")}
      </EmailButton>
      <EmailText muted>{notYou}</EmailText>
    </EmailLayout>,
  );
  const text = [
    greeting,
    "",
    sent,
    "",
    quoted(message),
    "",
    `${t("forms.mail.viewListing")}: ${listingUrl}`,
    "",
    notYou,
    "",
    textFooter(brand, locale),
  ].join("\n");
  return { to: buyer.email, subject, html, text, template: "enquiry-copy" };
}

/**
 * The receipt to an address nobody proved: it may not be the sender's, so it holds nothing they
 * wrote — no name, no message, no phone — only our words, the listing's title and its link.
 */
export function enquiryReceiptEmail(
  {
    brand,
    propertyId,
    propertyTitle,
    to,
  }: Pick<EnquiryEmailInput, "brand" | "propertyId" | "propertyTitle"> & {
    to: string;
  },
  locale: Locale = "es",
): MailMessage {
  const t = translator(locale);
  const listingUrl = `${brand.publicUrl}${localePathTo(locale, ROUTES.property, { id: propertyId })}`;
  const subject = t("forms.mail.enquiry.receiptSubject", { title: propertyTitle });
  const received = t("forms.mail.enquiry.receipt", { title: propertyTitle });
  const notYou = t("forms.mail.enquiry.receiptNotYou");
  const hello = t("forms.mail.hello");
  const html = renderEmailHtml(
    <EmailLayout brand={brand} locale={locale} preview={t("forms.mail.enquiry.receiptPreview")}>
      <EmailHeading>{hello}</EmailHeading>
      <EmailText>{received}</EmailText>
      <EmailButton href={listingUrl} locale={locale}>
        {t("forms.mail.viewListing")}
      </EmailButton>
      <EmailText muted>{notYou}</EmailText>
    </EmailLayout>,
  );
  const text = [
    hello,
    "",
    received,
    "",
    `${t("forms.mail.viewListing")}: ${listingUrl}`,
    "",
    notYou,
    "",
    textFooter(brand, locale),
  ].join("\n");
  return { to, subject, html, text, template: "enquiry-receipt" };
}
