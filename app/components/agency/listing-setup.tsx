import { parseWithZod } from "@conform-to/zod/v4";
import { FileSignature } from "lucide-react";
import {
  type ListingFormSetup,
  savedListingValues,
  savedText,
  savedTexts,
} from "#app/components/process/listing-form";
import { PropertyFields } from "#app/components/property-form/property-fields";
import { CatastralReferenceField } from "#app/components/property-form/text-fields";
import { toast } from "#app/components/ui/use-toast";
import type { AgencyDetails } from "#app/db/schema/properties";
import { AGENCY_DETAIL_FIELDS, AGENCY_TOASTS } from "#app/domain/agency/agency-details.schema";
import {
  AgencyListingSchema,
  agencyFormProblem,
  agencyFormValues,
} from "#app/domain/agency/agency-listing.schema";
import { isFormPropertyType } from "#app/domain/listings/catalogues";
import { AgencyDetailsFields, CommissionFields } from "./agency-fields";
import { ContractDialog } from "./contract-dialog";
import { MANAGEMENT_CONTRACT_FIELD, ManagementContractField } from "./management-contract-field";
import type { AgencyLayoutProperty, AgencyPageData } from "./types";

export const AGENCY_FORM_ID = "agency-listing-form";
type Property = AgencyLayoutProperty;

function savedValues(property: Property | null) {
  const agency = property?.agencyDetails;
  return {
    ...savedListingValues(property),
    // A listing saved before agencies chose a real type has none to show: the form asks for one.
    propertyType: isFormPropertyType(property?.propertyType) ? property.propertyType : "",
    catastralReference: savedText(property?.catastralReference),
    ...savedTexts(agency, AGENCY_DETAIL_FIELDS),
    commissionPercentage: savedText(property?.agencyCommissionPercentage),
    commissionFixed: savedText(property?.agencyCommissionFixed),
  };
}

const hasChosenFile = (formData: FormData, name: string) => {
  const value = formData.get(name);
  return value instanceof File && value.size > 0;
};

/**
 * The agency's listing form: the property with its cadastral reference, the
 * agency, the commission and the management contract. A new collaboration is created only when
 * the agency accepts the collaboration contract (ADR 0002).
 */
type AgencyField = "catastralReference" | keyof AgencyDetails | "commissionPercentage" | "commissionFixed";

export function agencyListingSetup({ property }: AgencyPageData): ListingFormSetup<AgencyField> {
  return {
    formId: AGENCY_FORM_ID,
    saved: savedValues(property),
    validate(formData) {
      const submission = parseWithZod(formData, { schema: AgencyListingSchema });
      if (submission.status === "error") {
        const problem = agencyFormProblem(agencyFormValues(formData), {
          hasContract: true,
          photoCount: Number.POSITIVE_INFINITY,
        });
        toast({ ...(problem ?? AGENCY_TOASTS.invalidFields), variant: "destructive" });
      }
      return submission;
    },
    refuse: (formData, { photoCount }) =>
      agencyFormProblem(agencyFormValues(formData), {
        hasContract:
          hasChosenFile(formData, MANAGEMENT_CONTRACT_FIELD) || Boolean(property?.hasManagementContract),
        photoCount,
      }),
    fields: (fields) => (
      <>
        <PropertyFields fields={fields}>
          <div className="md:w-1/2 md:pr-3">
            <CatastralReferenceField field={fields.catastralReference} />
          </div>
        </PropertyFields>
        <section className="flex flex-col gap-4 border-border border-t pt-6">
          <h3 className="font-semibold text-foreground text-lg">Datos de la agencia</h3>
          <AgencyDetailsFields fields={fields} />
        </section>
        <section className="flex flex-col gap-6 border-border border-t pt-6">
          <CommissionFields percentage={fields.commissionPercentage} fixed={fields.commissionFixed} />
          <ManagementContractField hasSaved={Boolean(property?.hasManagementContract)} />
        </section>
      </>
    ),
    confirmFirstSave: ({ value, onAccept, onClose }) => (
      <ContractDialog
        agency={(value as { agencyDetails: AgencyDetails } | null)?.agencyDetails ?? null}
        onAccept={onAccept}
        onClose={onClose}
      />
    ),
    sendsFiles: true,
    publishIcon: <FileSignature aria-hidden="true" />,
  };
}
