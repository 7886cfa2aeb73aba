import { getFormProps, type Submission, type SubmissionResult, useForm } from "@conform-to/react";
import type { ReactNode } from "react";
import { Form } from "react-router";
import type { AnyField } from "#app/components/forms/field-shell";
import type { PropertyFieldSet } from "#app/components/property-form/property-fields";
import { DEFAULT_DIAL_CODE } from "#app/domain/listings/catalogues";
import type { ListingDraft } from "#app/domain/sale/in-progress";
import type { ToastMessage } from "./use-action-toast";

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? "" : String(value);

/** The listing fields both processes save, as the property form holds them. */
type SavedListing = {
  title: string | null;
  description: string | null;
  address: string | null;
  province: string | null;
  propertyType: string | null;
  price: number | null;
  bedrooms: number | null;
  bathrooms: number | null;
  size: number | null;
  countryCode: string | null;
  phone: string | null;
  energyRating: string | null;
  features: string[] | null;
} & SavedFacts;

/** The facts (domain/listings/facts.ts) as saved; a listing published before them has none. */
type SavedFacts = {
  usefulSize?: number | null;
  yearBuilt?: number | null;
  yearRenovated?: number | null;
  floor?: string | null;
  hasLift?: boolean | null;
  accessibility?: string | null;
  occupancy?: string | null;
  communityFeesYearly?: number | null;
  ibiYearly?: number | null;
  hasHabitabilityCertificate?: boolean | null;
  charges?: string | null;
  energyConsumption?: number | null;
  energyEmissionsRating?: string | null;
  energyEmissions?: number | null;
};

const yesNo = (value: boolean | null | undefined) => (value == null ? "" : value ? "si" : "no");
/** One decimal as Spanish writes it: 123.4 → '123,4'. */
const decimal = (value: number | null | undefined) => (value == null ? "" : String(value).replace(".", ","));

/** The property form's starting values: what was saved, as text; empty for a new listing. */
export function savedListingValues(property: SavedListing | null) {
  return {
    title: text(property?.title),
    description: text(property?.description),
    address: text(property?.address),
    province: text(property?.province),
    propertyType: text(property?.propertyType),
    price: text(property?.price),
    bedrooms: text(property?.bedrooms),
    bathrooms: text(property?.bathrooms),
    size: text(property?.size),
    countryCode: property?.countryCode ?? DEFAULT_DIAL_CODE,
    phone: text(property?.phone),
    energyRating: text(property?.energyRating),
    features: property?.features ?? [],
    usefulSize: text(property?.usefulSize),
    yearBuilt: text(property?.yearBuilt),
    yearRenovated: text(property?.yearRenovated),
    floor: text(property?.floor),
    hasLift: yesNo(property?.hasLift),
    accessibility: text(property?.accessibility),
    occupancy: text(property?.occupancy),
    communityFeesYearly: text(property?.communityFeesYearly),
    ibiYearly: text(property?.ibiYearly),
    hasHabitabilityCertificate: yesNo(property?.hasHabitabilityCertificate),
    charges: text(property?.charges),
    energyConsumption: decimal(property?.energyConsumption),
    energyEmissionsRating: text(property?.energyEmissionsRating),
    energyEmissions: decimal(property?.energyEmissions),
  };
}

export { text as savedText };

/** Several saved values as the form holds them, by name (e.g. the agency's details). */
export function savedTexts<Name extends string>(
  source: Partial<Record<Name, string | number | null>> | null | undefined,
  names: readonly Name[],
): Record<Name, string> {
  return Object.fromEntries(names.map((name) => [name, text(source?.[name])])) as Record<Name, string>;
}

/** The row of buttons that ends a listing step. */
export function ListingStepFooter({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-col-reverse gap-3 border-border border-t pt-6 sm:flex-row sm:justify-end">
      {children}
    </div>
  );
}

/** What a process brings to its listing step: its fields, its checks, its saved values. */
export type ListingFormSetup<Extra extends string = string> = {
  formId: string;
  /** What is saved, as the form holds it (text, features as a list). */
  saved: ListingDraft;
  /** Errors the saved values show again (a draft's values kept as typed). */
  savedErrors?: SubmissionResult<string[]>;
  /** The browser's check of the form; a refused one shows its toast. */
  // biome-ignore lint/suspicious/noExplicitAny: each process parses to its own input
  validate: (formData: FormData) => Submission<any>;
  /** What the form alone cannot check (the agency's contract and photos): a toast refuses the save. */
  refuse?: (formData: FormData, outside: { photoCount: number }) => ToastMessage | null;
  /** The form's fields. */
  fields: (fields: ListingFields<Extra>, state: { readOnly: boolean }) => ReactNode;
  /** Asked before the first save when the rules say so (the agency's contract); accepting sends it. */
  confirmFirstSave?: (ask: { value: unknown; onAccept: () => void; onClose: () => void }) => ReactNode;
  /** The form carries files (the agency's contract), so it goes as multipart; others stay small. */
  sendsFiles: boolean;
  /** The icon of the button that publishes a new listing. */
  publishIcon: ReactNode;
};

/** The form's fields: the property form's, and whatever else the process asks. */
export type ListingFields<Extra extends string = string> = PropertyFieldSet & Record<Extra, AnyField>;

export const encTypeOf = (setup: ListingFormSetup) =>
  setup.sendsFiles ? "multipart/form-data" : "application/x-www-form-urlencoded";

type ListingFormProps = {
  setup: ListingFormSetup;
  legend: string;
  initial: ListingDraft;
  lastResult?: SubmissionResult<string[]>;
  propertyId: string | null;
  readOnly: boolean;
  isBusy: boolean;
  onChange: () => void;
  onValid: (formData: FormData, value: unknown) => void;
};

/** The form itself: Conform checks it in the browser, and the step decides how a valid one is sent. */
export function ListingForm({
  setup,
  legend,
  initial,
  lastResult,
  propertyId,
  readOnly,
  isBusy,
  onChange,
  onValid,
}: ListingFormProps) {
  const [form, fields] = useForm<Record<string, string | string[]>, unknown>({
    id: setup.formId,
    defaultValue: initial,
    lastResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => setup.validate(formData),
    onSubmit(event, { formData, submission }) {
      // Sent by the step itself: files held outside the form, a confirmation, one request.
      event.preventDefault();
      if (submission?.status === "success") onValid(formData, submission.value);
    },
  });

  return (
    <Form method="post" encType={encTypeOf(setup)} {...getFormProps(form)} onChange={onChange}>
      {propertyId ? <input type="hidden" name="propertyId" value={propertyId} /> : null}
      <fieldset disabled={readOnly || isBusy} className="flex min-w-0 flex-col gap-8">
        <legend className="sr-only">{legend}</legend>
        {setup.fields(fields as unknown as ListingFields, { readOnly })}
      </fieldset>
    </Form>
  );
}
