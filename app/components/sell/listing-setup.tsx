import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Globe } from "lucide-react";
import { type ListingFormSetup, savedListingValues, savedText } from "#app/components/process/listing-form";
import { type PortalFieldSet, PortalFields } from "#app/components/property-form/portal-fields";
import { PropertyFields } from "#app/components/property-form/property-fields";
import { toast } from "#app/components/ui/use-toast";
import type { ListingDraft } from "#app/domain/sale/in-progress";
import {
  draftFieldErrors,
  formValues,
  listingFailureToast,
  listingSchema,
} from "#app/domain/sale/listing.schema";
import { z } from "#app/lib/zod";
import { ChatbotPromptButton } from "./chatbot-prompt-dialog";
import type { SaleLayoutProperty, SaleListingData } from "./types";

export const LISTING_FORM_ID = "listing-form";
const PermissiveSchema = z.object({});

/** A degree as Spanish writes it: 36.7218 → '36,7218'. */
const degrees = (value: number | null | undefined) => (value == null ? "" : String(value).replace(".", ","));

function savedValues(property: SaleLayoutProperty | null, { withDni }: { withDni: boolean }): ListingDraft {
  return {
    ...savedListingValues(property),
    ...(withDni ? { dni: savedText(property?.dni) } : {}),
    latitude: degrees(property?.latitude),
    longitude: degrees(property?.longitude),
    catastralReference: savedText(property?.catastralReference),
    floorPlanImage: savedText(property?.floorPlanImage),
    videoUrl: savedText(property?.videoUrl),
    virtualTourUrl: savedText(property?.virtualTourUrl),
    // A draft's values kept as typed (an invalid price, phone…) show again, flagged.
    ...(property?.invalidDraftValues ?? {}),
  };
}

/** A draft's invalid values flagged as a refused submission would flag them, or nothing. */
function draftErrorsResult(invalid: Record<string, string> | null | undefined) {
  const error = draftFieldErrors(invalid);
  return Object.keys(error).length > 0
    ? ({ status: "error", error } as SubmissionResult<string[]>)
    : undefined;
}

/**
 * The private sale's listing form: the shared property fields, the DNI when the
 * profile has none, and the chatbot prompt helper under the description.
 */
export function saleListingSetup({
  property,
  user,
}: SaleListingData): ListingFormSetup<"dni" | keyof PortalFieldSet> {
  const requireDni = user.needsDni;
  return {
    formId: LISTING_FORM_ID,
    saved: savedValues(property, { withDni: requireDni }),
    savedErrors: draftErrorsResult(property?.invalidDraftValues),
    validate(formData) {
      // A draft keeps whatever is valid; only publishing needs the whole listing.
      if (formData.get("intent") === "save-draft")
        return parseWithZod(formData, { schema: PermissiveSchema });
      const submission = parseWithZod(formData, { schema: listingSchema({ requireDni }) });
      if (submission.status === "error") {
        toast({ ...listingFailureToast(formValues(formData), { requireDni }), variant: "destructive" });
      }
      return submission;
    },
    fields: (fields, { readOnly }) => (
      <>
        <PropertyFields
          fields={fields}
          dni={requireDni ? fields.dni : undefined}
          descriptionAction={readOnly ? null : <ChatbotPromptButton formId={LISTING_FORM_ID} />}
        />
        <PortalFields fields={fields} photos={property?.images ?? []} />
      </>
    ),
    sendsFiles: false,
    publishIcon: <Globe aria-hidden="true" />,
  };
}
