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

export type AccountLockedEmailInput = {
  to: string;
  name: string;
  /** Minutes until passwords are accepted again. */
  lockedMinutes: number;
  /** The page that sends a one-time sign-in link (/entrar-con-enlace, the address filled in). */
  signInLinkUrl: string;
  /** The page that sends a password reset link. */
  passwordResetUrl: string;
  brand: EmailBrand;
};

/**
 * Sent once per lock when an account's wrong passwords pass its limit: whoever tries is probably
 * not the owner, who should know, keep access (the one-time link) and change the password.
 */
export function accountLockedEmail({
  to,
  name,
  lockedMinutes,
  signInLinkUrl,
  passwordResetUrl,
  brand,
}: AccountLockedEmailInput): MailMessage {
  const subject = `Alguien está intentando entrar en tu cuenta de ${brand.name}`;
  const what = `Hemos recibido muchos intentos de iniciar sesión en tu cuenta de ${brand.name} con una contraseña equivocada. Ninguno ha funcionado. Para protegerte, durante los próximos ${lockedMinutes} minutos no aceptaremos la contraseña para entrar en tu cuenta.`;
  const link =
    "Si necesitas entrar ahora, pide un enlace de acceso: te lo enviamos a este correo, sirve una sola vez y no necesita contraseña.";
  const advice =
    "Si no has sido tú, te recomendamos cambiar la contraseña por una que no uses en ninguna otra web. Si has sido tú y no la recuerdas, cámbiala también: es lo más rápido.";
  const html = renderEmailHtml(
    <EmailLayout brand={brand} preview="Hemos bloqueado el acceso con contraseña durante un rato.">
      <EmailHeading>Hola, {name}:</EmailHeading>
      <EmailText>{what}</EmailText>
      <EmailText>{link}</EmailText>
      <EmailButton href={signInLinkUrl}>Recibir un enlace para entrar</EmailButton>
      <EmailText>{advice}</EmailText>
      <EmailButton href={passwordResetUrl}>Cambiar la contraseña</EmailButton>
    </EmailLayout>,
  );
  const text = [
    `Hola, ${name}:`,
    "",
    what,
    "",
    `${link} Pídelo aquí:`,
    "",
    signInLinkUrl,
    "",
    `${advice} Puedes hacerlo aquí:`,
    "",
    passwordResetUrl,
    "",
    textFooter(brand),
  ].join("\n");
  return { to, subject, html, text, template: "account-locked" };
}
