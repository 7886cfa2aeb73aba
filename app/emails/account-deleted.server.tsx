import { ACCOUNT_DELETION_TEXTS } from "#app/domain/users/account-deletion";
import type { MailMessage } from "#app/lib/mailer.server";
import {
  type EmailBrand,
  EmailHeading,
  EmailLayout,
  EmailText,
  renderEmailHtml,
  textFooter,
} from "./layout.server";

/** The account is gone; its owner gets in writing what went and what the law keeps. */
export function accountDeletedEmail({
  to,
  name,
  brand,
}: {
  to: string;
  name: string;
  brand: EmailBrand;
}): MailMessage {
  const subject = `Tu cuenta de ${brand.name} se ha eliminado`;
  const greeting = `Hola, ${name}: hemos eliminado tu cuenta, como nos pediste.`;
  const contact = `Si no fuiste tú, escríbenos a ${brand.supportEmail}.`;
  const html = renderEmailHtml(
    <EmailLayout
      brand={brand}
      preview="Hemos eliminado tu cuenta. Esto es lo que se borra y lo que conservamos."
    >
      <EmailHeading>{subject}</EmailHeading>
      <EmailText>{greeting}</EmailText>
      <EmailText>{ACCOUNT_DELETION_TEXTS.removed}</EmailText>
      <EmailText>{ACCOUNT_DELETION_TEXTS.campaigns}</EmailText>
      <EmailText>{ACCOUNT_DELETION_TEXTS.kept}</EmailText>
      <EmailText muted>{contact}</EmailText>
    </EmailLayout>,
  );
  const text = [
    subject,
    "",
    greeting,
    "",
    ACCOUNT_DELETION_TEXTS.removed,
    "",
    ACCOUNT_DELETION_TEXTS.campaigns,
    "",
    ACCOUNT_DELETION_TEXTS.kept,
    "",
    contact,
    "",
    textFooter(brand),
  ].join("\n");
  return { to, subject, html, text, template: "account-deleted" };
}
