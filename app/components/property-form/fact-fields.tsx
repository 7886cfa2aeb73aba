import type { AnyField } from "#app/components/forms/field-shell";
import {
  ENERGY_LETTERS,
  habitabilityRegionsInWords,
  OCCUPANCY_LABELS,
  OCCUPANCY_STATES,
  YES_NO,
} from "#app/domain/listings/facts";
import { EnergyRatingField, SelectField } from "./choice-fields";
import { TextField } from "./text-fields";

/** The facts' fields, named as in `factFields` (domain/listings/facts.ts). */
export type FactFieldSet = {
  usefulSize: AnyField;
  yearBuilt: AnyField;
  yearRenovated: AnyField;
  floor: AnyField;
  hasLift: AnyField;
  accessibility: AnyField;
  occupancy: AnyField;
  communityFeesYearly: AnyField;
  ibiYearly: AnyField;
  hasHabitabilityCertificate: AnyField;
  charges: AnyField;
  energyRating: AnyField;
  energyConsumption: AnyField;
  energyEmissionsRating: AnyField;
  energyEmissions: AnyField;
};

const yesNoLabel = (option: string) => (option === "si" ? "Sí" : "No");
const occupancyLabel = (option: string) => OCCUPANCY_LABELS[option as keyof typeof OCCUPANCY_LABELS];

function Group({ title, note, children }: { title: string; note?: string; children: React.ReactNode }) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-4 border-border border-t pt-6">
      <legend className="float-left mb-1 w-full font-semibold text-foreground text-lg">{title}</legend>
      {note ? <p className="clear-left text-muted-foreground text-sm">{note}</p> : null}
      <div className="clear-left grid grid-cols-1 gap-6 md:grid-cols-2">{children}</div>
    </fieldset>
  );
}

const numeric = { inputMode: "numeric", autoComplete: "off" } as const;
const decimal = { inputMode: "decimal", autoComplete: "off" } as const;

/**
 * What a buyer may ask for before paying anything (Ley 12/2023 art. 31): the building, its state
 * and its costs. The starred ones are needed to publish a home (not a garage, a plot or premises).
 */
export function ListingFactsFields({ fields }: { fields: FactFieldSet }) {
  return (
    <Group
      title="Datos que pide la ley"
      note="Un comprador tiene derecho a conocerlos antes de pagar nada. Los marcados con * son obligatorios para publicar una vivienda."
    >
      <TextField field={fields.usefulSize} label="Superficie útil (m²)" isRequired {...numeric} />
      <TextField
        field={fields.yearBuilt}
        label="Año de construcción"
        isRequired
        maxLength={4}
        placeholder="Ej.: 1985"
        {...numeric}
      />
      <TextField
        field={fields.yearRenovated}
        label="Año de la última reforma"
        maxLength={4}
        hint="Déjalo vacío si no se ha reformado."
        {...numeric}
      />
      <TextField
        field={fields.floor}
        label="Planta"
        maxLength={30}
        placeholder="Ej.: 3.ª, Bajo, Ático"
        autoComplete="off"
      />
      <SelectField
        field={fields.hasLift}
        label="Ascensor"
        options={YES_NO}
        placeholder="Sin indicar"
        labelOf={yesNoLabel}
      />
      <SelectField
        field={fields.occupancy}
        label="Ocupación"
        options={OCCUPANCY_STATES}
        placeholder="Elige la situación"
        isRequired
        labelOf={occupancyLabel}
      />
      <TextField
        field={fields.accessibility}
        label="Accesibilidad"
        maxLength={300}
        placeholder="Ej.: Acceso sin escalones y ascensor adaptado"
        autoComplete="off"
        className="md:col-span-2"
      />
      <TextField
        field={fields.communityFeesYearly}
        label="Gastos de comunidad (€/año)"
        placeholder="Ej.: 1200"
        {...numeric}
      />
      <TextField field={fields.ibiYearly} label="IBI (€/año)" placeholder="Ej.: 450" {...numeric} />
      <SelectField
        field={fields.hasHabitabilityCertificate}
        label="Cédula de habitabilidad"
        options={YES_NO}
        placeholder="Sin indicar"
        labelOf={yesNoLabel}
        hint={`Obligatoria en ${habitabilityRegionsInWords()}.`}
      />
      <TextField
        field={fields.charges}
        label="Cargas declaradas"
        maxLength={500}
        placeholder="Ej.: Sin cargas, o hipoteca pendiente"
        hint="Hipotecas, embargos o servidumbres que pesan sobre la vivienda, según la nota simple."
        autoComplete="off"
      />
    </Group>
  );
}

/** Both letters of the energy label with their values, as the certificate prints them. */
export function EnergyCertificateFields({ fields }: { fields: FactFieldSet }) {
  return (
    <Group
      title="Certificado energético"
      note="La ley lo exige en todo anuncio. Con una letra, escribe también sus valores y la letra de emisiones."
    >
      <EnergyRatingField field={fields.energyRating} />
      <TextField
        field={fields.energyConsumption}
        label="Consumo (kWh/m² año)"
        placeholder="Ej.: 123,4"
        {...decimal}
      />
      <SelectField
        field={fields.energyEmissionsRating}
        label="Letra de emisiones"
        options={ENERGY_LETTERS}
        placeholder="Elige la letra"
      />
      <TextField
        field={fields.energyEmissions}
        label="Emisiones (kg CO₂/m² año)"
        placeholder="Ej.: 25,1"
        {...decimal}
      />
    </Group>
  );
}
