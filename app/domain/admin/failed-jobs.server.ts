import type { Db } from "#app/db/client.server";
import { recordAudit } from "#app/domain/kernel/audit.server";
import type { JobQueue } from "#app/lib/jobs.server";
import type { AdminActor } from "./actions.server";
import { ADMIN_MESSAGES } from "./messages";
import type { ToolOutcome } from "./tools.server";

/** A failed job as staff read it: what it was (an e-mail: which and to whom), when, and why it failed. */
export type FailedJobView = {
  id: string;
  name: string;
  summary: string;
  attempts: number;
  error: string | null;
  failedOn: Date | null;
};

/** E-mail payloads carry `template` and `to`; other jobs are named by their queue. */
export function describeJob(name: string, payload: unknown): string {
  const mail = payload as { template?: unknown; to?: unknown } | null;
  if (mail && typeof mail.template === "string" && typeof mail.to === "string")
    return `el correo «${mail.template}» a ${mail.to}`;
  return `el trabajo «${name}»`;
}

export async function listFailedJobs(jobs: JobQueue, limit = 50): Promise<FailedJobView[]> {
  const failed = await jobs.listFailed(limit);
  return failed.map((job) => ({
    id: job.id,
    name: job.name,
    summary: describeJob(job.name, job.payload),
    attempts: job.attempts,
    // The first line only: a stack or an SMTP transcript is for the logs.
    error: job.error?.split("\n")[0]?.slice(0, 300) ?? null,
    failedOn: job.failedOn,
  }));
}

/** 'Reintentar': the job goes back in line with its retries anew; recorded in the audit log. */
export async function retryFailedJob({
  db,
  jobs,
  actor,
  jobName,
  jobId,
}: {
  db: Db;
  jobs: JobQueue;
  actor: AdminActor;
  jobName: string;
  jobId: string;
}): Promise<ToolOutcome> {
  const failed = (await jobs.listFailed(500)).find((job) => job.id === jobId && job.name === jobName);
  if (!failed || !(await jobs.retry(jobName, jobId)))
    return { ok: false, message: ADMIN_MESSAGES.jobNotFailed };
  await recordAudit(db, actor, {
    action: "job.retried",
    targetType: "job",
    targetId: jobId,
    details: { name: jobName, summary: describeJob(jobName, failed.payload) },
  });
  return { ok: true, title: ADMIN_MESSAGES.jobRetriedTitle, message: ADMIN_MESSAGES.jobRetried };
}
