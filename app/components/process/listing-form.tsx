import type { ReactNode } from "react";
import { DEFAULT_DIAL_CODE } from "#app/domain/listings/catalogues";

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
};

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
