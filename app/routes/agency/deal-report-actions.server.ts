import { parseWithZod } from "@conform-to/zod/v4";
import {
  CONFIRM_DEAL_REPORT_INTENT,
  dealReportSchema,
  REPORT_DEAL_INTENT,
} from "#app/domain/agency/deal-report.schema";
import { confirmDealReport, storePendingDealReport } from "#app/domain/agency/deal-report.server";
import { agencyStepPath } from "#app/domain/kernel/process-urls";
import { madridDay } from "#app/lib/calendar";
import { getStorage } from "#app/lib/storage.server";
import type { SignedInActionInput as ActionInput } from "../action-input";
import {
  domainFailure,
  failure,
  propertyIdOf,
  redirectWithToastFor,
} from "../process/process-actions.server";

const REVIEW_TOAST = {
  title: "Revisa la firma",
  description: "Indica qué se ha firmado, la fecha, el precio final, el comprador y el documento firmado.",
};

/** The form without its file: what is sent back to keep what was typed (a file cannot be). */
function withoutFile(formData: FormData): FormData {
  const copy = new FormData();
  for (const [name, value] of formData) if (typeof value === "string") copy.append(name, value);
  return copy;
}

/**
 * Step 3, first post of 'Comunicar la firma': the report and its signed document are stored as
 * pending; the page then shows the platform's share at that price and asks to confirm. Nothing is
 * sent to staff yet.
 */
export async function reportDealIntent({ context, user, formData }: ActionInput) {
  const intent = REPORT_DEAL_INTENT;
  const propertyId = propertyIdOf(formData);
  if (!propertyId) return failure({ title: "Error", description: "Solicitud no válida." }, 400, { intent });
  const fields = withoutFile(formData);
  const submission = parseWithZod(fields, { schema: dealReportSchema(madridDay(new Date())) });
  if (submission.status !== "success")
    return failure(REVIEW_TOAST, 400, { intent, result: submission.reply() });
  const file = formData.get("document");
  const document =
    file instanceof File && file.size > 0
      ? { size: file.size, bytes: new Uint8Array(await file.arrayBuffer()) }
      : null;
  try {
    const stored = await storePendingDealReport({
      db: context.db,
      storage: getStorage(),
      user,
      propertyId,
      report: submission.value,
      document,
    });
    if (!stored.ok)
      return failure({ ...REVIEW_TOAST, description: stored.error }, 400, {
        intent,
        result: submission.reply({ fieldErrors: { [stored.field]: [stored.error] } }),
      });
  } catch (error) {
    return domainFailure(error, { intent });
  }
  return redirectWithToastFor(context, `${agencyStepPath(propertyId, 3)}#confirmar-firma`, {
    title: "Revisa y confirma",
    description: "Comprueba el precio final y la parte de la plataforma antes de enviar la comunicación.",
  });
}

/** Second post: the pending report (by its id, checked against the agency) is confirmed and staff are e-mailed. */
export async function confirmDealReportIntent({ context, user, formData }: ActionInput) {
  const intent = CONFIRM_DEAL_REPORT_INTENT;
  const reportId = formData.get("reportId");
  if (typeof reportId !== "string" || formData.get("confirmed") !== "yes")
    return failure(
      { title: "Error", description: "Confirma la comunicación con el botón «Confirmar y enviar»." },
      400,
      {
        intent,
      },
    );
  try {
    const { propertyId } = await confirmDealReport({
      db: context.db,
      storage: getStorage(),
      mailer: context.mailer,
      env: context.env,
      user,
      reportId,
    });
    return redirectWithToastFor(context, agencyStepPath(propertyId, 3), {
      title: "Firma comunicada",
      description: "Hemos avisado a nuestro equipo. Gracias por comunicarlo a tiempo.",
      variant: "success",
    });
  } catch (error) {
    return domainFailure(error, { intent });
  }
}
