import { parseWithZod } from "@conform-to/zod/v4";
import { data, isRouteErrorResponse } from "react-router";
import { AdminHeader } from "#app/components/admin/admin-header";
import { AdminRouteError } from "#app/components/admin/admin-load-error";
import { AuditLogCard } from "#app/components/admin/audit-log-card";
import { CreateUserCard } from "#app/components/admin/create-user-card";
import { FailedJobsCard } from "#app/components/admin/failed-jobs-card";
import { TestEmailCard, type ToolFeedback, toolFeedbackToast } from "#app/components/admin/test-email-card";
import { useResultToast } from "#app/components/forms/use-result-toast";
import { listFailedJobs, retryFailedJob } from "#app/domain/admin/failed-jobs.server";
import { ADMIN_MESSAGES } from "#app/domain/admin/messages";
import { CreateUserSchema, RetryJobSchema, TestEmailSchema } from "#app/domain/admin/schemas";
import { createUserAsAdmin, sendTestEmail } from "#app/domain/admin/tools.server";
import { listRecentAudit } from "#app/domain/kernel/audit.server";
import { emailBrand } from "#app/emails/brand.server";
import { requireAdminForAction } from "#app/http/admin-guard.server";
import { requireRole } from "#app/http/session.server";
import { HYDRATE } from "#app/lib/hydration";
import { headersWithRetryAfter } from "#app/lib/retry-after";
import { pageMeta } from "#app/lib/seo";
import { ROUTES } from "#app/urls";
import type { Route } from "./+types/tools";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, "admin");
  // The activity list is a help, not the page's purpose: if it fails, the tools still work.
  const audit = await listRecentAudit(context.db, 20).catch((error: unknown) => {
    context.logger.error({ err: error }, "audit log read failed");
    return null;
  });
  const failedJobs = await listFailedJobs(context.jobs).catch((error: unknown) => {
    context.logger.error({ err: error }, "failed jobs read failed");
    return null;
  });
  return { transport: context.mailer.transport, audit, failedJobs };
}

/** A 429 says when to come back (Retry-After), for the page and for `.data` alike. */
export const headers: Route.HeadersFunction = headersWithRetryAfter;

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdminForAction(request, context);
  const formData = await request.formData();
  const deps = {
    db: context.db,
    mailer: context.mailer,
    brand: emailBrand(context.env),
    logger: context.logger,
  };

  if (formData.get("intent") === "retry-job") {
    const submission = parseWithZod(formData, { schema: RetryJobSchema });
    if (submission.status !== "success") {
      const feedback: ToolFeedback = {
        tone: "error",
        title: ADMIN_MESSAGES.jobRetryErrorTitle,
        message: ADMIN_MESSAGES.jobNotFailed,
      };
      return data({ intent: "retry-job" as const, result: submission.reply(), feedback }, { status: 400 });
    }
    const outcome = await retryFailedJob({
      db: context.db,
      jobs: context.jobs,
      actor: admin,
      jobName: submission.value.jobName,
      jobId: submission.value.jobId,
    });
    const feedback: ToolFeedback = outcome.ok
      ? { tone: "success", title: outcome.title, message: outcome.message }
      : { tone: "error", title: ADMIN_MESSAGES.jobRetryErrorTitle, message: outcome.message };
    return data(
      { intent: "retry-job" as const, result: submission.reply(), feedback },
      { status: outcome.ok ? 200 : 404 },
    );
  }

  if (formData.get("intent") === "create-user") {
    const submission = parseWithZod(formData, { schema: CreateUserSchema });
    if (submission.status !== "success") {
      return data(
        {
          intent: "create-user" as const,
          result: submission.reply({ hideFields: ["password"] }),
          feedback: null,
        },
        { status: 400 },
      );
    }
    const { intent: _, ...input } = submission.value;
    const outcome = await createUserAsAdmin({
      ...deps,
      auth: context.auth,
      actor: admin,
      headers: request.headers,
      input,
    });
    if (!outcome.ok) {
      const feedback: ToolFeedback = {
        tone: "error",
        title: ADMIN_MESSAGES.createUserErrorTitle,
        message: outcome.message,
      };
      return data(
        {
          intent: "create-user" as const,
          result: submission.reply({ formErrors: [outcome.message], hideFields: ["password"] }),
          feedback,
        },
        { status: 400 },
      );
    }
    const feedback: ToolFeedback = { tone: "success", title: outcome.title, message: outcome.message };
    return { intent: "create-user" as const, result: submission.reply({ resetForm: true }), feedback };
  }

  const submission = parseWithZod(formData, { schema: TestEmailSchema });
  if (submission.status !== "success") {
    return data(
      { intent: "send-test-email" as const, result: submission.reply(), feedback: null },
      { status: 400 },
    );
  }
  const outcome = await sendTestEmail({ ...deps, actor: admin, to: submission.value.to });
  if (!outcome.ok) {
    const feedback: ToolFeedback = {
      tone: "error",
      title: ADMIN_MESSAGES.sendEmailError,
      message: outcome.message,
    };
    return data(
      { intent: "send-test-email" as const, result: submission.reply(), feedback },
      { status: 502 },
    );
  }
  const feedback: ToolFeedback = { tone: "success", title: outcome.title, message: outcome.message };
  return { intent: "send-test-email" as const, result: submission.reply(), feedback };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Herramientas", path: ROUTES.adminTools, noIndex: true });

/** An application page: React runs in the browser (app/lib/hydration.ts). */
export const handle = HYDRATE;

export default function AdminTools({ loaderData, actionData }: Route.ComponentProps) {
  const testEmail = actionData?.intent === "send-test-email" ? actionData : undefined;
  const createUser = actionData?.intent === "create-user" ? actionData : undefined;
  const retryJob = actionData?.intent === "retry-job" ? actionData : undefined;
  useResultToast(actionData?.feedback, toolFeedbackToast);

  return (
    <>
      <AdminHeader
        title="Herramientas"
        lead="Comprueba que el correo sale de la plataforma, reintenta los envíos fallidos y crea cuentas a mano. Todo queda en el registro de actividad."
      />
      <div className="mx-auto grid w-full max-w-7xl items-start gap-6 px-4 py-8 sm:px-6 lg:grid-cols-2 lg:px-8">
        <TestEmailCard
          lastResult={testEmail?.result}
          feedback={testEmail?.feedback ?? null}
          transport={loaderData.transport}
        />
        <CreateUserCard lastResult={createUser?.result} feedback={createUser?.feedback ?? null} />
        {loaderData.failedJobs ? (
          <FailedJobsCard jobs={loaderData.failedJobs} feedback={retryJob?.feedback ?? null} />
        ) : (
          <p role="alert" className="font-medium text-destructive lg:col-span-2">
            {ADMIN_MESSAGES.loadError}
          </p>
        )}
        {loaderData.audit ? (
          <AuditLogCard entries={loaderData.audit} />
        ) : (
          <p role="alert" className="font-medium text-destructive lg:col-span-2">
            {ADMIN_MESSAGES.loadError}
          </p>
        )}
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRouteError status={isRouteErrorResponse(error) ? error.status : 500} />;
}
