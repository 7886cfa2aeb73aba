import { parseWithZod } from "@conform-to/zod/v4";
import type { Db } from "#app/db/client.server";
import { AgencyDetailsSchema } from "#app/domain/agency/agency-details.schema";
import { updateAgencyDetails } from "#app/domain/agency/agency-queries.server";
import { isDomainError } from "#app/domain/errors";
import { isPropertyId } from "#app/domain/sale/listing.server";

/** The `intent` the agency details form posts with, for the route that mounts it to dispatch on. */
export const AGENCY_DETAILS_INTENT = "update-agency-details";

export const AGENCY_DETAILS_TOASTS = {
  saved: {
    title: "¡Éxito!",
    description: "Tus datos se han guardado correctamente.",
    variant: "success" as const,
  },
  failed: {
    title: "Error",
    description: "No se pudieron guardar los cambios.",
    variant: "destructive" as const,
  },
};

/**
 * 'Mis Datos': validates the five details and
 * saves them on one of the user's own agency properties. The caller has authorised the user; the
 * ownership check is in the update's own query. Returns what the form needs to show.
 */
export async function submitAgencyDetails({
  db,
  userId,
  formData,
}: {
  db: Db;
  userId: string;
  formData: FormData;
}) {
  const propertyId = formData.get("propertyId");
  const submission = parseWithZod(formData, { schema: AgencyDetailsSchema });
  if (submission.status !== "success" || !isPropertyId(propertyId)) {
    return {
      intent: AGENCY_DETAILS_INTENT,
      ok: false as const,
      result: submission.reply(),
      toast: AGENCY_DETAILS_TOASTS.failed,
    };
  }
  try {
    await updateAgencyDetails({ db, userId, propertyId, details: submission.value });
  } catch (error) {
    if (!isDomainError(error)) throw error;
    return {
      intent: AGENCY_DETAILS_INTENT,
      ok: false as const,
      result: submission.reply(),
      toast: {
        ...AGENCY_DETAILS_TOASTS.failed,
        description: `${AGENCY_DETAILS_TOASTS.failed.description} ${error.userMessage}`,
      },
    };
  }
  return {
    intent: AGENCY_DETAILS_INTENT,
    ok: true as const,
    result: submission.reply({ resetForm: false }),
    toast: AGENCY_DETAILS_TOASTS.saved,
  };
}
export type AgencyDetailsActionData = Awaited<ReturnType<typeof submitAgencyDetails>>;
