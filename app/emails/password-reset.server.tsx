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

export type PasswordResetEmailInput = {
  to: string;
  name: string;
  /** The /reset-password link with its token. */
  url: string;
  validMinutes: number;
  brand: EmailBrand;
};

export function passwordResetEmail({
  to,
  name,
  url,
  validMinutes,
  brand,
}: PasswordResetEmailInput): MailMessage {
  const subject = `Restablece tu contraseña de ${brand.name}`;
  const html = renderEmailHtml(
    <EmailLayout brand={brand} preview="Elige una contraseña nueva para tu cuenta.">
      <EmailHeading>Hola, {name}:</EmailHeading>
      <EmailText>
        Hemos recibido una solicitud para restablecer la contraseña de tu cuenta en {brand.name}.
      </EmailText>
      <EmailButton href={url}>Elegir una contraseña nueva</EmailButton>
      <EmailText muted>
        El enlace caduca en {validMinutes} minutos y solo se puede usar una vez. Al cambiar la contraseña se
        cerrará la sesión en todos tus dispositivos. Si no lo has pedido tú, ignora este mensaje: tu
        contraseña no cambiará.
      </EmailText>
    </EmailLayout>,
  );
  const text = [
    `Hola, ${name}:`,
    "",
    `Hemos recibido una solicitud para restablecer la contraseña de tu cuenta en ${brand.name}. Para elegir una contraseña nueva, abre este enlace:`,
    "",
    url,
    "",
    `El enlace caduca en ${validMinutes} minutos y solo se puede usar una vez. Al cambiar la contraseña se cerrará la sesión en todos tus dispositivos. Si no lo has pedido tú, ignora este mensaje: tu contraseña no cambiará.`,
    "",
    textFooter(brand),
  ].join("\n");
  return { to, subject, html, text, template: "password-reset" };
}
