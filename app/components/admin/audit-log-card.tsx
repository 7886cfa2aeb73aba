import { Card, CardContent, CardDescription, CardHeader } from "#app/components/ui/card";
import { describeAuditEntry } from "#app/domain/admin/audit-labels";

export type AuditItem = {
  id: string;
  actorEmail: string;
  action: string;
  targetId: string;
  details: Record<string, unknown>;
  createdAt: Date;
};

const when = new Intl.DateTimeFormat("es-ES", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Europe/Madrid",
});

/** The newest staff actions (who, what, when) from the audit log. */
export function AuditLogCard({ entries }: { entries: AuditItem[] }) {
  return (
    <Card className="lg:col-span-2">
      <CardHeader>
        <h2 className="font-semibold text-xl leading-tight">Actividad reciente</h2>
        <CardDescription>
          Los últimos cambios hechos por el equipo, del más reciente al más antiguo.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {entries.length === 0 ? (
          <p className="text-muted-foreground">Todavía no hay actividad registrada.</p>
        ) : (
          <ol className="flex flex-col divide-y divide-border">
            {entries.map((entry) => (
              <li
                key={entry.id}
                className="flex flex-col gap-0.5 py-3 sm:flex-row sm:items-baseline sm:gap-4"
              >
                <time
                  dateTime={new Date(entry.createdAt).toISOString()}
                  className="shrink-0 text-muted-foreground text-sm tabular-nums sm:w-44"
                >
                  {when.format(new Date(entry.createdAt)).replace(/[\u00a0\u202f]/g, " ")}
                </time>
                <p className="min-w-0 break-words">
                  <span className="font-semibold">{entry.actorEmail}</span>{" "}
                  <span>{describeAuditEntry(entry)}</span>
                </p>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
