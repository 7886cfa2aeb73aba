import type * as React from "react";
import type { AnyField } from "#app/components/forms/field-shell";
import { FeaturesField, PhoneField, PropertyTypeField, ProvinceField } from "./choice-fields";
import { EnergyCertificateFields, type FactFieldSet, ListingFactsFields } from "./fact-fields";
import { AddressField, DniField, PriceField, RoomsFields, TextAreaField, TitleField } from "./text-fields";

/** The fields every property listing has, named as in `propertyFields` (domain/sale/listing.schema.ts). */
export type PropertyFieldSet = FactFieldSet & {
  title: AnyField;
  description: AnyField;
  address: AnyField;
  province: AnyField;
  propertyType: AnyField;
  price: AnyField;
  bedrooms: AnyField;
  bathrooms: AnyField;
  size: AnyField;
  countryCode: AnyField;
  phone: AnyField;
  features: AnyField;
};

type PropertyFieldsProps = {
  fields: PropertyFieldSet;
  /** Shown when the profile has no DNI. */
  dni?: AnyField;
  /** Under the description, e.g. the chatbot prompt helper. */
  descriptionAction?: React.ReactNode;
  /** Extra fields of a particular form, placed before the features. */
  children?: React.ReactNode;
};

/**
 * The shared property form: the private listing uses it as is; the agency
 * process composes it with its own fields (children, or the single field components).
 */
export function PropertyFields({ fields, dni, descriptionAction, children }: PropertyFieldsProps) {
  return (
    <div className="flex flex-col gap-6">
      <TitleField field={fields.title} />
      <TextAreaField
        field={fields.description}
        label="Descripción"
        rows={7}
        maxLength={5000}
        hint="Cuenta cómo es la vivienda, su luz, su estado y el barrio. Puedes usar saltos de línea."
        action={descriptionAction}
      />
      <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
        <AddressField field={fields.address} />
        <ProvinceField field={fields.province} />
        <PropertyTypeField field={fields.propertyType} />
        <PriceField field={fields.price} />
      </div>
      <RoomsFields bedrooms={fields.bedrooms} bathrooms={fields.bathrooms} size={fields.size} />
      <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
        <PhoneField countryCode={fields.countryCode} phone={fields.phone} />
      </div>
      {dni ? (
        <div className="md:w-1/2 md:pr-3">
          <DniField field={dni} />
        </div>
      ) : null}
      {children}
      <FeaturesField field={fields.features} />
      <ListingFactsFields fields={fields} />
      <EnergyCertificateFields fields={fields} />
    </div>
  );
}
