import { checkListingFacts, listingFactsIssues } from "#app/domain/listings/facts";
import { propertyFields } from "#app/domain/sale/listing.schema";
import { singleLineText, z } from "#app/lib/zod";
import { AGENCY_DETAIL_FIELDS, AGENCY_TOASTS, AgencyDetailsSchema } from "./agency-details.schema";
import { type Commission, CommissionSchema } from "./commission";

const { dni: _dni, ...listingFields } = propertyFields;

/**
 * Agency listings choose a real type from the form's list, as private ones do: origin and type
 * are two things, so the portal's type filter finds an agency's chalet under 'Chalet' and its
 * origin filter finds agency listings of any type (docs/decisions/0010-type-and-origin.md).
 */
const agencyFields = {
  ...listingFields,
  catastralReference: propertyFields.catastralReference,
  ...AgencyDetailsSchema.shape,
  commissionPercentage: singleLineText().optional(),
  commissionFixed: singleLineText().optional(),
};

/**
 * Step 1 of the agency process: the property, its cadastral reference, the agency and the commission.
 * Its save publishes, so the facts the law asks for are required as in the private sale.
 */
export const AgencyListingSchema = z
  .object(agencyFields)
  .superRefine(checkListingFacts)
  .transform((values, context) => {
    const { commissionPercentage, commissionFixed, ...rest } = values;
    const commission = CommissionSchema.safeParse({ commissionPercentage, commissionFixed });
    if (!commission.success) {
      for (const issue of commission.error.issues) context.addIssue({ ...issue, code: "custom" });
      return z.NEVER;
    }
    const { company_name, company_nif, company_address, legal_rep_name, legal_rep_dni, ...property } = rest;
    return {
      property,
      agencyDetails: { company_name, company_nif, company_address, legal_rep_name, legal_rep_dni },
      commission: commission.data satisfies Commission,
    };
  });
export type AgencyListingInput = z.output<typeof AgencyListingSchema>;
export type AgencyListingField = keyof typeof agencyFields;

/** Every property field the agency form requires, the type included. */
export const REQUIRED_AGENCY_PROPERTY_FIELDS = [
  "title",
  "address",
  "price",
  "province",
  "phone",
  "catastralReference",
  "propertyType",
  "energyRating",
] as const satisfies readonly AgencyListingField[];

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "");

type Toast = { title: string; description: string };

/**
 * The toast for an agency form that did not pass, in the order the form reads: the
 * property, the agency, the commission, the management contract, the photos. Null when all is there.
 */
export function agencyFormProblem(
  values: Record<string, unknown>,
  { hasContract, photoCount }: { hasContract: boolean; photoCount: number },
): Toast | null {
  if (
    REQUIRED_AGENCY_PROPERTY_FIELDS.some((name) => isBlank(values[name])) ||
    listingFactsIssues(values).some(({ name }) => isBlank(values[name]))
  )
    return AGENCY_TOASTS.propertyRequired;
  if (AGENCY_DETAIL_FIELDS.some((name) => isBlank(values[name]))) return AGENCY_TOASTS.detailsRequired;
  if (isBlank(values.commissionPercentage) && isBlank(values.commissionFixed))
    return AGENCY_TOASTS.commissionRequired;
  if (!hasContract) return AGENCY_TOASTS.contractMissing;
  if (photoCount < 15) return AGENCY_TOASTS.notEnoughPhotos;
  return null;
}

/** The form's text fields as sent, for the toast above. */
export function agencyFormValues(formData: FormData): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const name of Object.keys(agencyFields)) {
    values[name] =
      name === "features" ? formData.getAll(name).map(String) : (formData.get(name) ?? undefined);
  }
  return values;
}
