import {
  type AnyField,
  ChoiceGroup,
  choiceProps,
  controlProps,
  FieldError,
  FieldShell,
  initialText,
} from "#app/components/forms/field-shell";
import { NativeSelectField } from "#app/components/forms/form-field";
import { Input } from "#app/components/ui/input";
import { NativeSelect } from "#app/components/ui/select";
import {
  COUNTRY_DIAL_CODES,
  DEFAULT_DIAL_CODE,
  ENERGY_RATINGS,
  FORM_PROPERTY_TYPES,
  PROPERTY_FEATURES,
  PROVINCES,
} from "#app/domain/listings/catalogues";

type SelectFieldProps = {
  field: AnyField;
  label: string;
  options: readonly string[];
  placeholder: string;
  isRequired?: boolean;
  hint?: string;
  /** What an option reads as, when its value is a code ('casado-gananciales'). */
  labelOf?: (option: string) => string;
};

/** A native select: works before the page's script loads and on every phone. */
export function SelectField({
  field,
  label,
  options,
  placeholder,
  isRequired,
  hint,
  labelOf,
}: SelectFieldProps) {
  return (
    <NativeSelectField field={field} label={label} isRequired={isRequired} hint={hint} defaultValue="">
      <option value="">{placeholder}</option>
      {options.map((option) => (
        <option key={option} value={option}>
          {labelOf ? labelOf(option) : option}
        </option>
      ))}
    </NativeSelectField>
  );
}

export function ProvinceField({ field }: { field: AnyField }) {
  return (
    <SelectField
      field={field}
      label="Provincia"
      options={PROVINCES}
      placeholder="Elige la provincia"
      isRequired
    />
  );
}

/** The form's 13 types by default; the agency form passes its own list. */
export function PropertyTypeField({
  field,
  options = FORM_PROPERTY_TYPES,
}: {
  field: AnyField;
  options?: readonly string[];
}) {
  return (
    <SelectField
      field={field}
      label="Tipo de inmueble"
      options={options}
      placeholder="Elige el tipo"
      isRequired
    />
  );
}

/** Spanish law puts the energy label in every advert (decisions.md). */
export function EnergyRatingField({ field }: { field: AnyField }) {
  return (
    <SelectField
      field={field}
      label="Calificación energética (consumo)"
      options={ENERGY_RATINGS}
      placeholder="Elige la calificación"
      isRequired
      hint="La letra de consumo del certificado, o «Exento». «En trámite» solo sirve para guardar un borrador: no se puede publicar con ella."
    />
  );
}

/** Dial code (default +34) and number, as one labelled group. */
export function PhoneField({ countryCode, phone }: { countryCode: AnyField; phone: AnyField }) {
  const hint =
    "Los compradores te llamarán a este número: se muestra en el anuncio, junto a tu nombre de pila (nunca tus apellidos; si eres una agencia, el nombre de la empresa).";
  return (
    <FieldShell
      field={phone}
      label="Teléfono de contacto"
      isRequired
      hint={hint}
      footer={<FieldError field={countryCode} />}
    >
      <div className="flex gap-2">
        <div className="w-28 shrink-0">
          <NativeSelect
            {...controlProps(countryCode)}
            defaultValue={initialText(countryCode) ?? DEFAULT_DIAL_CODE}
            aria-label="Prefijo del país"
          >
            {COUNTRY_DIAL_CODES.map((country) => (
              <option
                key={country.code}
                value={country.dialCode}
                aria-label={`${country.name} ${country.dialCode}`}
              >
                {`${country.dialCode} ${country.code}`}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Input
          {...controlProps(phone, { hasHint: true })}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          maxLength={20}
          aria-required
        />
      </div>
    </FieldShell>
  );
}

/** Checkboxes for the 11 features. */
export function FeaturesField({ field }: { field: AnyField }) {
  const initial = Array.isArray(field.initialValue)
    ? field.initialValue.filter((value): value is string => typeof value === "string")
    : typeof field.initialValue === "string"
      ? [field.initialValue]
      : [];
  return (
    <ChoiceGroup field={field} legend="Características" className="gap-3">
      <div className="grid grid-cols-1 gap-2 min-[420px]:grid-cols-2 md:grid-cols-3">
        {PROPERTY_FEATURES.map((feature) => {
          const id = `${field.id}-${feature.replace(/\s+/g, "-")}`;
          return (
            <label
              key={feature}
              htmlFor={id}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-border bg-card px-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary-soft"
            >
              <input
                id={id}
                type="checkbox"
                {...choiceProps(field)}
                value={feature}
                defaultChecked={initial.includes(feature)}
                className="size-4 accent-[var(--color-primary)]"
              />
              {feature}
            </label>
          );
        })}
      </div>
    </ChoiceGroup>
  );
}
