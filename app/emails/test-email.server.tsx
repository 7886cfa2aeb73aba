import type { MailMessage } from "#app/lib/mailer.server";
import {
  type EmailBrand,
  EmailHeading,
  EmailLayout,
  EmailText,
  renderEmailHtml,
  textFooter,
} from "./layout.server";

export type TestEmailInput = {
  to: string;
  brand: EmailBrand;
  /** When it was sent, shown so two tests can be told apart. */
  sentAt?: Date;
};

/** The admin checks that e-mail leaves the platform. */
export function testEmail({ to, brand, sentAt = new Date() }: TestEmailInput): MailMessage {
  const when = new Intl.DateTimeFormat("es-ES", {
    dateStyle: "long",
    timeStyle: "medium",
    timeZone: "Europe/Madrid",
  }).format(sentAt);
  const subject = `Correo de prueba de ${brand.name}`;
  const html = renderEmailHtml(
    <EmailLayout brand={brand} preview="Si lees esto, el envío de correos funciona.">
      <EmailHeading>Correo de prueba</EmailHeading>
      <EmailText>Si lees esto, el envío de correos de {brand.name} funciona correctamente.</EmailText>
      <EmailText muted>Enviado el {when}.</EmailText>
    </EmailLayout>,
  );
  const text = [
    "Correo de prueba",
    "",
    `Si lees esto, el envío de correos de ${brand.name} funciona correctamente.`,
    "",
    `Enviado el ${when}.`,
    "",
    textFooter(brand),
  ].join("\n");
  return { to, subject, html, text, template: "test" };
}
