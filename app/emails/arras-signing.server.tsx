import type { Locale } from "#app/lib/i18n/locales";
import { translator } from "#app/lib/i18n/translate";
import type { MailAttachment, MailMessage } from "#app/lib/mailer.server";
import {
  type EmailBrand,
  EmailButton,
  EmailHeading,
  EmailLayout,
  EmailText,
  renderEmailHtml,
  textFooter,
} from "./layout.server";

/**
 * The arras contract signed online (docs/decisions/0049-signature-level.md): the buyer's link to
 * sign it, each party's one-time code, and the sealed copy both parties receive.
 */

/** A sentence with one value in bold where the reader's language puts it. */
function withBold(sentence: string, marker: string, bold: string) {
  const [before, after] = sentence.split(marker);
  return (
    <>
      {before}
      <strong>{bold}</strong>
      {after}
    </>
  );
}

/** To a buyer abroad: what they sign is the Spanish text, whatever language the e-mail speaks. */
const bindingNote = (locale: Locale) =>
  locale === "es" ? [] : [translator(locale)("closingMail.arras.spanishBinding")];

export function contractToSignEmail({
  brand,
  to,
  buyerName,
  propertyTitle,
  url,
  locale = "es",
}: {
  brand: EmailBrand;
  to: string;
  buyerName: string;
  propertyTitle: string;
  url: string;
  /** The buyer's language (buyerEmailLocale); the contract itself stays Spanish. */
  locale?: Locale;
}): MailMessage {
  const t = translator(locale);
  const subject = t("closingMail.arras.toSign.subject", { title: propertyTitle, brand: brand.name });
  const intro = t("closingMail.arras.toSign.intro", { title: propertyTitle, brand: brand.name });
  const steps = t("closingMail.arras.toSign.steps");
  const button = t("closingMail.arras.toSign.button");
  const greeting = t("closingMail.arras.greeting", { name: buyerName });
  const html = renderEmailHtml(
    <EmailLayout brand={brand} preview={t("closingMail.arras.toSign.preview")} locale={locale}>
      <EmailHeading>{greeting}</EmailHeading>
      <EmailText>{intro}</EmailText>
      <EmailText>{steps}</EmailText>
      {bindingNote(locale).map((line) => (
        <EmailText key={line}>{line}</EmailText>
      ))}
      <EmailButton href={url}>{button}</EmailButton>
    </EmailLayout>,
  );
  const text = [
    greeting,
    "",
    intro,
    steps,
    ...bindingNote(locale),
    "",
    t("closingMail.linkLine", { label: button, url }),
    "",
    textFooter(brand, locale),
  ].join("\n");
  return { to, subject, html, text, template: "arras-to-sign" };
}

export function signingCodeEmail({
  brand,
  to,
  name,
  code,
  validMinutes,
  locale = "es",
}: {
  brand: EmailBrand;
  to: string;
  name: string;
  code: string;
  validMinutes: number;
  /** The signer's language: the buyer's account's; the seller's stays Spanish. */
  locale?: Locale;
}): MailMessage {
  const t = translator(locale);
  const subject = t("closingMail.arras.code.subject", { code, brand: brand.name });
  const lines = [
    t("closingMail.arras.code.line", { code }),
    t("closingMail.arras.code.validity", { minutes: validMinutes }),
  ];
  const greeting = t("closingMail.arras.greeting", { name });
  const html = renderEmailHtml(
    <EmailLayout brand={brand} preview={t("closingMail.arras.code.preview", { code })} locale={locale}>
      <EmailHeading>{greeting}</EmailHeading>
      <EmailText>{withBold(t("closingMail.arras.code.line", { code: "\u0000" }), "\u0000", code)}</EmailText>
      <EmailText>{lines[1]}</EmailText>
    </EmailLayout>,
  );
  const text = [greeting, "", ...lines, "", textFooter(brand, locale)].join("\n");
  return { to, subject, html, text, template: "arras-signing-code" };
}

export function contractSealedEmail({
  brand,
  to,
  name,
  propertyTitle,
  checkCode,
  url,
  pdf,
  locale = "es",
}: {
  brand: EmailBrand;
  to: string;
  name: string;
  propertyTitle: string;
  checkCode: string;
  /** The party's own page, where the sealed copy also downloads. */
  url: string;
  pdf: Buffer;
  /** The party's language: the buyer's account's; the seller's stays Spanish. */
  locale?: Locale;
}): MailMessage {
  const t = translator(locale);
  const subject = t("closingMail.arras.sealed.subject", { title: propertyTitle });
  const lines = [
    t("closingMail.arras.sealed.signed", { title: propertyTitle }),
    ...bindingNote(locale),
    t("closingMail.arras.sealed.check", { code: checkCode, url: brand.publicUrl }),
  ];
  const attachment: MailAttachment = {
    filename: `contrato-arras-firmado-${checkCode}.pdf`,
    contentType: "application/pdf",
    content: pdf.toString("base64"),
    encoding: "base64",
  };
  const button = t("closingMail.arras.sealed.button");
  const greeting = t("closingMail.arras.greeting", { name });
  const html = renderEmailHtml(
    <EmailLayout brand={brand} preview={t("closingMail.arras.sealed.preview")} locale={locale}>
      <EmailHeading>{greeting}</EmailHeading>
      {lines.map((line) => (
        <EmailText key={line}>{line}</EmailText>
      ))}
      <EmailButton href={url}>{button}</EmailButton>
    </EmailLayout>,
  );
  const text = [
    greeting,
    "",
    ...lines,
    "",
    t("closingMail.linkLine", { label: button, url }),
    "",
    textFooter(brand, locale),
  ].join("\n");
  return { to, subject, html, text, template: "arras-signed", attachments: [attachment] };
}

/** To the seller: the buyer wrote their part, so the contract is a new version both sign again. */
export function buyerPartChangedEmail({
  brand,
  to,
  sellerName,
  propertyTitle,
  url,
}: {
  brand: EmailBrand;
  to: string;
  sellerName: string;
  propertyTitle: string;
  url: string;
}): MailMessage {
  const subject = `El comprador ha completado sus datos en el contrato de arras de «${propertyTitle}»`;
  const lines = [
    `El comprador ha completado sus datos en el contrato de arras de «${propertyTitle}». El contrato es ahora una versión nueva: revísala y fírmala en el paso 4.`,
    "Si ya habías firmado la versión anterior, esa firma queda con ella: la versión nueva se firma de nuevo.",
  ];
  const html = renderEmailHtml(
    <EmailLayout brand={brand} preview="Hay una versión nueva del contrato de arras para firmar.">
      <EmailHeading>Hola, {sellerName}</EmailHeading>
      {lines.map((line) => (
        <EmailText key={line}>{line}</EmailText>
      ))}
      <EmailButton href={url}>Revisar y firmar</EmailButton>
    </EmailLayout>,
  );
  const text = [
    `Hola, ${sellerName}`,
    "",
    ...lines,
    "",
    `Revisar y firmar: ${url}`,
    "",
    textFooter(brand),
  ].join("\n");
  return { to, subject, html, text, template: "arras-buyer-part" };
}
