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

export type SignUpExistingEmailInput = {
  to: string;
  /** The sign-in page (/auth). */
  signInUrl: string;
  /** The page that sends a password reset link (/request-password-reset). */
  passwordResetUrl: string;
  brand: EmailBrand;
};

/**
 * Someone tried to create an account with an address that already has one. The sign-up page says the
 * same as for a new address (it reveals nothing); the owner learns it here instead. Nothing the form
 * was sent appears: the account may not be verified yet, and whoever typed the name may be a
 * stranger (docs/decisions/0027-form-input-and-unproven-addresses.md).
 */
export function signUpExistingEmail({
  to,
  signInUrl,
  passwordResetUrl,
  brand,
}: SignUpExistingEmailInput): MailMessage {
  const subject = `Alguien ha intentado crear una cuenta en ${brand.name} con tu correo`;
  const what = `Alguien ha intentado crear una cuenta en ${brand.name} con este correo electrónico, pero ya tiene una. No hemos creado otra ni hemos cambiado nada en la tuya.`;
  const ifYou =
    "Si eras tú, entra con tu contraseña o, si no la recuerdas, restablécela: te enviaremos un enlace a este correo.";
  const notYou = "Si no has sido tú, ignora este mensaje: tu cuenta sigue como estaba.";
  const html = renderEmailHtml(
    <EmailLayout brand={brand} preview="Ya tienes una cuenta con este correo.">
      <EmailHeading>Hola:</EmailHeading>
      <EmailText>{what}</EmailText>
      <EmailText>{ifYou}</EmailText>
      <EmailButton href={signInUrl}>Entrar en mi cuenta</EmailButton>
      <EmailButton href={passwordResetUrl}>Restablecer la contraseña</EmailButton>
      <EmailText muted>{notYou}</EmailText>
    </EmailLayout>,
  );
  const text = [
    "Hola:",
    "",
    what,
    "",
    ifYou,
    "",
    `Entrar: ${signInUrl}`,
    `Restablecer la contraseña: ${passwordResetUrl}`,
    "",
    notYou,
    "",
    textFooter(brand),
  ].join("\n");
  return { to, subject, html, text, template: "sign-up-existing" };
}
