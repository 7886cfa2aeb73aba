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
  /**
   * The account's name, only once its address is verified; null before, when the name is whatever
   * the sign-up form was sent and the address may be a stranger's.
   */
  name: string | null;
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
  const greeting = name ? `Hola, ${name}:` : "Hola:";
  const html = renderEmailHtml(
    <EmailLayout brand={brand} preview="Elige una contraseña nueva para tu cuenta.">
      <EmailHeading>{greeting}</EmailHeading>
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
    greeting,
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
