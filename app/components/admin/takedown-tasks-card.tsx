import { Form } from "react-router";
import { Badge } from "#app/components/ui/badge";
import { Button } from "#app/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "#app/components/ui/card";
import {
  CAMPAIGN_END_REASON_LABELS,
  channelLabelOf,
  isTakedownOverdue,
  TAKEDOWN_TASK_LABEL,
} from "#app/domain/campaign/campaign-end";
import type { OpenTakedown } from "#app/domain/campaign/campaign-end.server";
import { DELAYED_LABEL } from "#app/domain/campaign/states";
import { AdminFormAlert } from "./admin-form-alert";

/** An open task as the page receives it (dates may arrive as strings). */
export type TakedownTask = Omit<OpenTakedown, "createdAt" | "dueAt"> & { dueAt: Date | string };

/** An ad's address on an outside site, as staff recorded it: opens apart, passes no referrer. */
export function ExternalAdLink({ href }: { href: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer nofollow"
      className="break-all text-primary text-sm underline"
    >
      {href}
    </a>
  );
}

const when = new Intl.DateTimeFormat("es-ES", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Europe/Madrid",
});
export const formatTakedownDue = (date: Date | string) =>
  when.format(new Date(date)).replace(/[\u00a0\u202f]/g, " ");

/**
 * "Anuncios por retirar": ads still out on a channel whose campaign ended because the
 * listing was sold, withdrawn or deleted — deleted ones included, as they no longer appear below.
 */
export function TakedownTasksCard({
  tasks,
  now,
  message,
}: {
  tasks: TakedownTask[];
  now: Date | string;
  message: string | null;
}) {
  return (
    <Card aria-labelledby="takedowns-title">
      <CardHeader>
        <h2 id="takedowns-title" className="font-semibold text-xl leading-tight">
          Anuncios por retirar
        </h2>
        <CardDescription>
          Cuando un anuncio se vende, se retira del portal o se elimina, su campaña termina. Cada anuncio que
          seguía publicado en un canal hay que quitarlo allí antes de la fecha indicada.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {message ? <AdminFormAlert tone="success">{message}</AdminFormAlert> : null}
        {tasks.length === 0 ? (
          <p className="text-muted-foreground">No hay anuncios por retirar.</p>
        ) : (
          <ul className="flex flex-col divide-y divide-border">
            {tasks.map((task) => {
              const channelLabel = channelLabelOf(task.channel);
              const overdue = isTakedownOverdue(new Date(task.dueAt), new Date(now));
              return (
                <li
                  key={task.id}
                  aria-label={`${TAKEDOWN_TASK_LABEL}: ${task.propertyTitle} en ${channelLabel}`}
                  className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
                >
                  <div className="flex min-w-0 flex-col gap-1">
                    <p className="flex flex-wrap items-center gap-2">
                      <Badge variant="destructive">{TAKEDOWN_TASK_LABEL}</Badge>
                      <span className="font-semibold">{channelLabel}</span>
                      <span>· «{task.propertyTitle}»</span>
                      {overdue ? <Badge variant="outline">{DELAYED_LABEL}</Badge> : null}
                    </p>
                    <p className="text-muted-foreground text-sm">
                      {CAMPAIGN_END_REASON_LABELS[task.reason]} · Retirar antes del{" "}
                      {formatTakedownDue(task.dueAt)}
                    </p>
                    {task.externalUrl ? (
                      <ExternalAdLink href={task.externalUrl} />
                    ) : (
                      <p className="text-muted-foreground text-sm">
                        Sin dirección guardada: búscalo en {channelLabel}.
                      </p>
                    )}
                  </div>
                  <Form method="post">
                    <input type="hidden" name="intent" value="takedown-done" />
                    <input type="hidden" name="takedownId" value={task.id} />
                    <Button type="submit" variant="outline">
                      Anuncio retirado
                      <span className="sr-only">
                        {" "}
                        de {channelLabel} («{task.propertyTitle}»)
                      </span>
                    </Button>
                  </Form>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
