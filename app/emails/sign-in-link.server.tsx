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

export type SignInLinkEmailInput = {
  to: string;
  name: string;
  /** The /entrar-con-enlace link with its token. */
  url: string;
  validMinutes: number;
  brand: EmailBrand;
};

/** The one-time sign-in link someone asked for (a locked account, or a forgotten password in a hurry). */
export function signInLinkEmail({ to, name, url, validMinutes, brand }: SignInLinkEmailInput): MailMessage {
  const subject = `Tu enlace para entrar en ${brand.name}`;
  const validity = `El enlace caduca en ${validMinutes} minutos y solo se puede usar una vez.`;
  const notYou =
    "Si no lo has pedido tú, ignora este mensaje: sin este enlace nadie puede entrar, y tu contraseña no cambia.";
  const html = renderEmailHtml(
    <EmailLayout brand={brand} preview="Entra en tu cuenta sin contraseña, con un solo clic.">
      <EmailHeading>Hola, {name}:</EmailHeading>
      <EmailText>
        Has pedido un enlace para entrar en tu cuenta de {brand.name} sin escribir la contraseña.
      </EmailText>
      <EmailButton href={url}>Entrar en mi cuenta</EmailButton>
      <EmailText muted>
        {validity} {notYou}
      </EmailText>
    </EmailLayout>,
  );
  const text = [
    `Hola, ${name}:`,
    "",
    `Has pedido un enlace para entrar en tu cuenta de ${brand.name} sin escribir la contraseña. Para entrar, abre este enlace:`,
    "",
    url,
    "",
    `${validity} ${notYou}`,
    "",
    textFooter(brand),
  ].join("\n");
  return { to, subject, html, text, template: "sign-in-link" };
}
