import type { MailMessage } from "#app/lib/mailer.server";
import { ROUTES } from "#app/urls";
import {
  type EmailBrand,
  EmailButton,
  EmailHeading,
  EmailLayout,
  EmailText,
  renderEmailHtml,
  textFooter,
} from "./layout.server";

export type TakedownLine = {
  propertyTitle: string;
  channelLabel: string;
  reasonLabel: string;
  /** The ad's address, when it was recorded (a paused channel has none). */
  externalUrl: string | null;
  /** "28 de noviembre de 2026, 13:05", already in Madrid time. */
  dueLabel: string;
};

const line = (task: TakedownLine) =>
  `«${task.propertyTitle}» en ${task.channelLabel} (${task.reasonLabel}): retirar antes del ${task.dueLabel}` +
  (task.externalUrl ? ` — ${task.externalUrl}` : " — sin dirección guardada");

/** A listing left the market with ads still out; staff must take them down. */
export function campaignTakedownEmail({
  to,
  tasks,
  brand,
}: {
  to: string;
  tasks: TakedownLine[];
  brand: EmailBrand;
}): MailMessage {
  const subject =
    tasks.length === 1
      ? `Retirar anuncio: «${tasks[0]?.propertyTitle}» en ${tasks[0]?.channelLabel}`
      : `Retirar ${tasks.length} anuncios de campañas finalizadas`;
  const boardUrl = `${brand.publicUrl}${ROUTES.adminCampaigns}`;
  const intro =
    "Estas campañas han terminado porque su anuncio se vendió, se retiró o se eliminó, pero sus anuncios siguen publicados fuera:";
  const html = renderEmailHtml(
    <EmailLayout brand={brand} preview={subject}>
      <EmailHeading>Anuncios por retirar</EmailHeading>
      <EmailText>{intro}</EmailText>
      <ul>
        {tasks.map((task) => (
          <li key={`${task.propertyTitle}-${task.channelLabel}-${task.externalUrl}`}>
            <EmailText>{line(task)}</EmailText>
          </li>
        ))}
      </ul>
      <EmailButton href={boardUrl}>Abrir el tablero de campañas</EmailButton>
      <EmailText muted>Marca cada uno como «Anuncio retirado» en el tablero cuando ya no se vea.</EmailText>
    </EmailLayout>,
  );
  const text = [
    "Anuncios por retirar",
    "",
    intro,
    "",
    ...tasks.map((task) => `- ${line(task)}`),
    "",
    `Tablero de campañas: ${boardUrl}`,
    "Marca cada uno como «Anuncio retirado» en el tablero cuando ya no se vea.",
    "",
    textFooter(brand),
  ].join("\n");
  return { to, subject, html, text, template: "campaign-takedown" };
}
