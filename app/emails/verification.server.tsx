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

export type VerificationEmailInput = {
  to: string;
  name: string;
  /** The /verify-email link with its token. */
  url: string;
  /** How long the link works, in hours. */
  validHours: number;
  brand: EmailBrand;
};

export function verificationEmail({ to, name, url, validHours, brand }: VerificationEmailInput): MailMessage {
  const subject = `Confirma tu correo electrónico en ${brand.name}`;
  const html = renderEmailHtml(
    <EmailLayout brand={brand} preview="Confirma tu correo para empezar a vender tu casa.">
      <EmailHeading>Hola, {name}:</EmailHeading>
      <EmailText>
        Gracias por registrarte en {brand.name}. Para activar tu cuenta, confirma que este correo electrónico
        es tuyo.
      </EmailText>
      <EmailButton href={url}>Confirmar mi correo</EmailButton>
      <EmailText muted>
        El enlace caduca en {validHours} horas y solo se puede usar una vez. Si no has creado una cuenta,
        ignora este mensaje.
      </EmailText>
    </EmailLayout>,
  );
  const text = [
    `Hola, ${name}:`,
    "",
    `Gracias por registrarte en ${brand.name}. Para activar tu cuenta, confirma que este correo electrónico es tuyo abriendo este enlace:`,
    "",
    url,
    "",
    `El enlace caduca en ${validHours} horas y solo se puede usar una vez. Si no has creado una cuenta, ignora este mensaje.`,
    "",
    textFooter(brand),
  ].join("\n");
  return { to, subject, html, text, template: "verification" };
}
