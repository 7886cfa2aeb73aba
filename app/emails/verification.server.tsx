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
  /** The /verify-email link with its token. */
  url: string;
  /** How long the link works, in hours. */
  validHours: number;
  brand: EmailBrand;
};

/**
 * Goes to an address nobody has proved yet (that is what it asks): it greets no one by name, since
 * the name is whatever the sign-up form was sent, and carries nothing else anyone typed
 * (docs/decisions/0027-form-input-and-unproven-addresses.md).
 */
export function verificationEmail({ to, url, validHours, brand }: VerificationEmailInput): MailMessage {
  const subject = `Confirma tu correo electrónico en ${brand.name}`;
  const html = renderEmailHtml(
    <EmailLayout brand={brand} preview="Confirma tu correo para empezar a vender tu casa.">
      <EmailHeading>Hola:</EmailHeading>
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
    "Hola:",
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
