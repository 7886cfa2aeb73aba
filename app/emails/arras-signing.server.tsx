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

export function contractToSignEmail({
  brand,
  to,
  buyerName,
  propertyTitle,
  url,
}: {
  brand: EmailBrand;
  to: string;
  buyerName: string;
  propertyTitle: string;
  url: string;
}): MailMessage {
  const subject = `Firma el contrato de arras de «${propertyTitle}» en ${brand.name}`;
  const intro = `El vendedor de «${propertyTitle}» te ha enviado el contrato de arras para firmarlo en ${brand.name}.`;
  const steps =
    "Entra con la cuenta de este correo, completa tus datos, lee el contrato entero y fírmalo con el código que te enviaremos.";
  const html = renderEmailHtml(
    <EmailLayout brand={brand} preview="Tienes un contrato de arras para leer y firmar.">
      <EmailHeading>Hola, {buyerName}</EmailHeading>
      <EmailText>{intro}</EmailText>
      <EmailText>{steps}</EmailText>
      <EmailButton href={url}>Leer y firmar el contrato</EmailButton>
    </EmailLayout>,
  );
  const text = [
    `Hola, ${buyerName}`,
    "",
    intro,
    steps,
    "",
    `Leer y firmar el contrato: ${url}`,
    "",
    textFooter(brand),
  ].join("\n");
  return { to, subject, html, text, template: "arras-to-sign" };
}

export function signingCodeEmail({
  brand,
  to,
  name,
  code,
  validMinutes,
}: {
  brand: EmailBrand;
  to: string;
  name: string;
  code: string;
  validMinutes: number;
}): MailMessage {
  const subject = `${code} es tu código para firmar el contrato de arras (${brand.name})`;
  const lines = [
    `Tu código para firmar el contrato de arras es ${code}.`,
    `Vale ${validMinutes} minutos y sirve una sola vez. Si no has pedido firmar ningún contrato, ignora este correo: nadie puede firmar sin este código.`,
  ];
  const html = renderEmailHtml(
    <EmailLayout brand={brand} preview={`Tu código: ${code}`}>
      <EmailHeading>Hola, {name}</EmailHeading>
      <EmailText>
        Tu código para firmar el contrato de arras es <strong>{code}</strong>.
      </EmailText>
      <EmailText>{lines[1]}</EmailText>
    </EmailLayout>,
  );
  const text = [`Hola, ${name}`, "", ...lines, "", textFooter(brand)].join("\n");
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
}: {
  brand: EmailBrand;
  to: string;
  name: string;
  propertyTitle: string;
  checkCode: string;
  /** The party's own page, where the sealed copy also downloads. */
  url: string;
  pdf: Buffer;
}): MailMessage {
  const subject = `Contrato de arras de «${propertyTitle}» firmado por ambas partes`;
  const lines = [
    `El contrato de arras de «${propertyTitle}» está firmado por ambas partes. Te enviamos la copia firmada y sellada en PDF.`,
    `Código de verificación: ${checkCode}. Cualquiera que tenga el documento puede comprobarlo en ${brand.publicUrl}.`,
  ];
  const attachment: MailAttachment = {
    filename: `contrato-arras-firmado-${checkCode}.pdf`,
    contentType: "application/pdf",
    content: pdf.toString("base64"),
    encoding: "base64",
  };
  const html = renderEmailHtml(
    <EmailLayout brand={brand} preview="Tu contrato de arras está firmado por ambas partes.">
      <EmailHeading>Hola, {name}</EmailHeading>
      {lines.map((line) => (
        <EmailText key={line}>{line}</EmailText>
      ))}
      <EmailButton href={url}>Ver el contrato firmado</EmailButton>
    </EmailLayout>,
  );
  const text = [
    `Hola, ${name}`,
    "",
    ...lines,
    "",
    `Ver el contrato firmado: ${url}`,
    "",
    textFooter(brand),
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
