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

export type ClosingReminderEmailInput = {
  brand: EmailBrand;
  to: string;
  name: string;
  dealId: string;
  propertyTitle: string;
  subject: string;
  /** The date in words and what it asks, one sentence per paragraph. */
  lines: readonly string[];
  /** The room's .ics of this date ('escritura', 'plusvalia'…), when it has one. */
  icsKey: string | null;
};

/** A reminder of a date of the closing room, with the room and the date for the calendar. */
export function closingReminderEmail(input: ClosingReminderEmailInput): MailMessage {
  const { brand, to, name, dealId, propertyTitle, subject, lines, icsKey } = input;
  const roomUrl = `${brand.publicUrl}${pathTo(ROUTES.closingRoom, { dealId })}`;
  const icsUrl = icsKey
    ? `${brand.publicUrl}${pathTo(ROUTES.closingRoomDate, { dealId, key: icsKey })}`
    : null;
  const html = renderEmailHtml(
    <EmailLayout brand={brand} preview={lines[0] ?? subject}>
      <EmailHeading>Hola, {name}:</EmailHeading>
      <EmailText>
        Un recordatorio de la venta de <strong>{propertyTitle}</strong>.
      </EmailText>
      {lines.map((line) => (
        <EmailText key={line}>{line}</EmailText>
      ))}
      <EmailButton href={roomUrl}>Abrir la sala de cierre</EmailButton>
      {icsUrl ? (
        <EmailText muted>
          <a href={icsUrl} style={{ color: "#0e5a52" }}>
            Añadir esta fecha a tu calendario (.ics)
          </a>
        </EmailText>
      ) : null}
    </EmailLayout>,
  );
  const text = [
    `Hola, ${name}:`,
    "",
    `Un recordatorio de la venta de «${propertyTitle}».`,
    "",
    ...lines.flatMap((line) => [line, ""]),
    `Abrir la sala de cierre: ${roomUrl}`,
    ...(icsUrl ? [`Añadir esta fecha a tu calendario (.ics): ${icsUrl}`] : []),
    "",
    textFooter(brand),
  ].join("\n");
  return { to, subject, html, text, template: "closing-reminder" };
}
