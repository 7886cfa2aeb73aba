import { RotateCcw } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "#app/components/ui/card";
import { PendingIcon } from "#app/components/ui/spinner";
import { ToolFeedbackAlert } from "./admin-form-alert";
import type { ToolFeedback } from "./test-email-card";

export type FailedJobItem = {
  id: string;
  name: string;
  summary: string;
  attempts: number;
  error: string | null;
  failedOn: Date | string | null;
};

const when = new Intl.DateTimeFormat("es-ES", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Europe/Madrid",
});

/** E-mails and scheduled work that used up their retries, each with 'Reintentar'. */
export function FailedJobsCard({ jobs, feedback }: { jobs: FailedJobItem[]; feedback: ToolFeedback | null }) {
  const navigation = useNavigation();
  const retrying = navigation.state !== "idle" ? navigation.formData?.get("jobId") : null;
  return (
    <Card className="lg:col-span-2">
      <CardHeader>
        <h2 className="font-semibold text-xl leading-tight">Trabajos fallidos</h2>
        <CardDescription>
          Correos y tareas programadas que no se completaron tras todos sus reintentos. Corrige la causa (por
          ejemplo, el servidor de correo) y vuelve a intentarlo.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {feedback ? <ToolFeedbackAlert feedback={feedback} /> : null}
        {jobs.length === 0 ? (
          <p className="text-muted-foreground">No hay trabajos fallidos.</p>
        ) : (
          <ul className="flex flex-col divide-y divide-border">
            {jobs.map((job) => (
              <li key={job.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:gap-4">
                <div className="min-w-0 flex-1">
                  <p className="break-words font-medium">
                    {job.summary.charAt(0).toUpperCase() + job.summary.slice(1)}
                  </p>
                  <p className="text-muted-foreground text-sm">
                    {job.failedOn ? (
                      <time dateTime={new Date(job.failedOn).toISOString()}>
                        {when.format(new Date(job.failedOn)).replace(/[\u00a0\u202f]/g, " ")}
                      </time>
                    ) : null}
                    {` · ${job.attempts} ${job.attempts === 1 ? "intento" : "intentos"}`}
                  </p>
                  {job.error ? <p className="break-words text-sm">Causa: {job.error}</p> : null}
                </div>
                <Form method="post" className="shrink-0">
                  <input type="hidden" name="intent" value="retry-job" />
                  <input type="hidden" name="jobName" value={job.name} />
                  <input type="hidden" name="jobId" value={job.id} />
                  <Button type="submit" variant="outline" disabled={retrying === job.id}>
                    <PendingIcon pending={retrying === job.id} icon={RotateCcw} />
                    Reintentar
                    <span className="sr-only"> {job.summary}</span>
                  </Button>
                </Form>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
