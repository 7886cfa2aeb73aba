import { parseWithZod } from "@conform-to/zod/v4";
import { AGENCY_TOASTS } from "#app/domain/agency/agency-details.schema";
import {
  AgencyListingSchema,
  agencyFormProblem,
  agencyFormValues,
} from "#app/domain/agency/agency-listing.schema";
import { createAgencyProperty, updateAgencyListing } from "#app/domain/agency/agency-property.server";
import { advancedToast } from "#app/domain/agency/agency-steps";
import { completeAgencyStepAsTester } from "#app/domain/agency/agency-steps.server";
import { CONFIRM_DEAL_REPORT_INTENT, REPORT_DEAL_INTENT } from "#app/domain/agency/deal-report.schema";
import { createSampleAgencyProperty } from "#app/domain/agency/sample-agency-property.server";
import { isDomainError } from "#app/domain/errors";
import { AGENCY_STEPS, agencyStepPath } from "#app/domain/kernel/process-urls";
import type { UploadedPhoto } from "#app/domain/listings/property-photos.server";
import { PHOTO_TOASTS } from "#app/domain/sale/photo-upload";
import { failureStatus } from "#app/http/http-errors.server";
import { getStorage } from "#app/lib/storage.server";
import type { SignedInActionInput as ActionInput } from "../action-input";
import {
  domainFailure,
  failure,
  propertyIdOf,
  redirectWithToastFor,
  type ToastMessage,
  testerPayInput,
} from "../process/process-actions.server";
import { confirmDealReportIntent, reportDealIntent } from "./deal-report-actions.server";

const filesOf = (formData: FormData, name: string): UploadedPhoto[] =>
  formData
    .getAll(name)
    .filter((value): value is File => value instanceof File && value.size > 0)
    .map((file) => ({ name: file.name, size: file.size, bytes: () => file.arrayBuffer() }));

/** The toast for a refused save: the contract, the photos, or the general 'Error de guardado'. */
function saveFailureToast(error: unknown, creating: boolean): { toast: ToastMessage; status: number } {
  if (!isDomainError(error)) throw error;
  // The form's own problems: a missing contract is a field left empty, too few photos a count.
  const status = failureStatus(error, { contract_missing: 400, not_enough_photos: 422 });
  switch (error.code) {
    case "contract_invalid":
      return { toast: AGENCY_TOASTS.contractUploadCritical(error.userMessage), status };
    case "contract_store_failed":
      return { toast: AGENCY_TOASTS.contractUploadFailed, status };
    case "contract_missing":
      return { toast: AGENCY_TOASTS.contractMissing, status };
    case "photos_failed":
      return { toast: PHOTO_TOASTS.total, status };
    case "not_enough_photos":
      return {
        toast: { title: AGENCY_TOASTS.notEnoughPhotos.title, description: error.userMessage },
        status,
      };
    default:
      return {
        toast: creating
          ? AGENCY_TOASTS.createFailed(error.userMessage)
          : AGENCY_TOASTS.saveFailed(error.userMessage),
        status,
      };
  }
}

/**
 * Step 1: the agency accepted the contract (new property), or saved its edits ('Reabrir y
 * Editar'). The form is checked again here whatever the browser did; on failure nothing is
 * created and the page keeps what was typed.
 */
export async function saveAgencyListingIntent({ context, user, formData }: ActionInput) {
  const intent = String(formData.get("intent"));
  const propertyId = propertyIdOf(formData);
  // Only accepting the contract creates a property; saving edits needs the property it edits.
  if ((intent === "accept-contract") === (propertyId !== null))
    return failure({ title: "Error", description: "Solicitud no válida." }, 400, { intent });
  const photos = filesOf(formData, "photos");
  const [managementContract = null] = filesOf(formData, "managementContract");
  const submission = parseWithZod(formData, { schema: AgencyListingSchema });
  if (submission.status !== "success") {
    const problem = agencyFormProblem(agencyFormValues(formData), {
      hasContract: true,
      photoCount: Number.POSITIVE_INFINITY,
    });
    return failure(problem ?? AGENCY_TOASTS.invalidFields, 400, { intent, result: submission.reply() });
  }
  const common = { db: context.db, storage: getStorage(), user, input: submission.value, managementContract };
  try {
    if (propertyId) {
      const { contractReplaced } = await updateAgencyListing({ ...common, propertyId });
      // An edit stays on the listing's step.
      return redirectWithToastFor(context, agencyStepPath(propertyId, 1), {
        ...(contractReplaced
          ? AGENCY_TOASTS.contractUploaded
          : { title: "¡Éxito!", description: "Tus cambios se han guardado." }),
        variant: "success",
      });
    }
    const created = await createAgencyProperty({ ...common, photos });
    const notes = [
      created.photoFailures.length > 0
        ? `${PHOTO_TOASTS.partial.title} (${created.photoFailures.map((failed) => failed.name).join(", ")})`
        : null,
      created.overLimit > 0 ? AGENCY_TOASTS.limitReached.description : null,
    ].filter(Boolean);
    return redirectWithToastFor(context, agencyStepPath(created.propertyId, 2), {
      ...advancedToast(2),
      description:
        notes.length > 0 ? notes.join(" ") : "Propiedad publicada y contrato de colaboración firmado.",
    });
  } catch (error) {
    context.logger.warn({ err: error }, "agency listing not saved");
    const { toast, status } = saveFailureToast(error, propertyId === null);
    return failure(toast, status, { intent, result: submission.reply() });
  }
}

/** A tester's step 2 or 4 without paying; the role is checked on the server. */
export async function testerPayIntent({ context, user, formData }: ActionInput) {
  const input = testerPayInput(formData);
  if (!input)
    return failure({ title: "Error", description: "Datos no válidos." }, 400, { intent: "tester-pay" });
  const { propertyId, product } = input;
  try {
    const { step } = await completeAgencyStepAsTester(context.db, { user, propertyId, product });
    const toast = product === "final_fee" ? AGENCY_TOASTS.saleConfirmed : advancedToast(step);
    const next = agencyStepPath(propertyId, Math.min(step, AGENCY_STEPS.length));
    return redirectWithToastFor(context, next, { ...toast, variant: "success" });
  } catch (error) {
    return domainFailure(error, { intent: "tester-pay" });
  }
}

/** 'Modo de Prueba': a sample agency property with fake agency data, its contract and PDF. */
export async function createSampleIntent({ context, user }: ActionInput) {
  try {
    const { propertyId } = await createSampleAgencyProperty({ db: context.db, storage: getStorage(), user });
    // The sample is published with its contract signed: its campaign (step 2) is next.
    return redirectWithToastFor(context, agencyStepPath(propertyId, 2), {
      title: "Propiedad de prueba creada",
      description: "Una colaboración de agencia en Madrid de 250.000 € con 15 fotos y su contrato firmado.",
      variant: "success",
    });
  } catch (error) {
    return domainFailure(error, { intent: "create-sample" });
  }
}

/**
 * Each /proceso-agencia route's forms, by `intent` and by route id (exported so the authorization
 * matrix lists every one): a step answers only its own forms (docs/decisions/0045-process-routes-by-step.md).
 */
export const AGENCY_ROUTE_INTENTS = {
  // 'Modo de Prueba' above the steps.
  "routes/agency/collaboration": { "create-sample": createSampleIntent },
  // On `/proceso-agencia/nueva/publicar` accepting the contract creates the collaboration; on a
  // collaboration's own address its listing is saved.
  "routes/agency/steps/listing": {
    "accept-contract": saveAgencyListingIntent,
    "save-listing": saveAgencyListingIntent,
  },
  "routes/agency/steps/campaign": { "tester-pay": testerPayIntent },
  "routes/agency/steps/agreement": {
    [REPORT_DEAL_INTENT]: reportDealIntent,
    [CONFIRM_DEAL_REPORT_INTENT]: confirmDealReportIntent,
  },
  "routes/agency/steps/final-fee": { "tester-pay": testerPayIntent },
} as const;
