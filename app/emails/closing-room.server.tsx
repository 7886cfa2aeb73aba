import type { MailMessage } from "#app/lib/mailer.server";
import { pathTo, ROUTES } from "#app/urls";
import {
  type EmailBrand,
  EmailButton,
  EmailHeading,
  EmailLayout,
  EmailText,
  renderEmailHtml,
  textFooter,
} from "./layout.server";

/** One e-mail of the closing room: a change the other party should know of, or a reminder. */
export type ClosingRoomEmailInput = {
  brand: EmailBrand;
  to: string;
  name: string;
  dealId: string;
  propertyTitle: string;
  subject: string;
  /** What happened or what is due, one sentence per paragraph. */
  lines: readonly string[];
  template: "closing-room-change" | "closing-room-reminder";
  /** The tab its button opens: the calendar unless the news is a document. */
  page?: "calendar" | "documents";
};

export function closingRoomEmail(input: ClosingRoomEmailInput): MailMessage {
  const { brand, to, name, dealId, propertyTitle, subject, lines, template } = input;
  const tab = input.page === "documents" ? ROUTES.closingRoomDocuments : ROUTES.closingRoom;
  const roomUrl = `${brand.publicUrl}${pathTo(tab, { dealId })}`;
  const html = renderEmailHtml(
    <EmailLayout brand={brand} preview={lines[0] ?? subject}>
      <EmailHeading>Hola, {name}:</EmailHeading>
      <EmailText>
        Novedades de la venta de <strong>{propertyTitle}</strong>.
      </EmailText>
      {lines.map((line) => (
        <EmailText key={line}>{line}</EmailText>
      ))}
      <EmailButton href={roomUrl}>Abrir la sala de cierre</EmailButton>
    </EmailLayout>,
  );
  const text = [
    `Hola, ${name}:`,
    "",
    `Novedades de la venta de «${propertyTitle}».`,
    "",
    ...lines.flatMap((line) => [line, ""]),
    `Abrir la sala de cierre: ${roomUrl}`,
    "",
    textFooter(brand),
  ].join("\n");
  return { to, subject, html, text, template };
}
