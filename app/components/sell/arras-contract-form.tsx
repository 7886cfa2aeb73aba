import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { FilePlus2 } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { type AnyField, ChoiceGroup, choiceProps } from "#app/components/forms/field-shell";
import { TextAreaField, TextField } from "#app/components/property-form/text-fields";
import { Button } from "#app/components/ui/button";
import { Spinner } from "#app/components/ui/spinner";
import {
  ARRAS_KIND_INFO,
  ARRAS_KINDS,
  type ArrasFormDefaults,
  CHARGES_LABELS,
  CHARGES_STATES,
  COSTS_SPLIT_LABELS,
  COSTS_SPLITS,
  SELLER_RESIDENCE_LABELS,
  SELLER_RESIDENCES,
} from "#app/domain/sale/arras";
import { ArrasContractSchema } from "#app/domain/sale/arras.schema";
import { ArrasPartyFields, groupClass, legendClass, partyFieldsOf } from "./arras-party-fields";
import type { SaleActionData } from "./types";

const radioClass =
  "mt-1 size-4 shrink-0 accent-primary focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2";
const choiceClass =
  "flex min-h-11 cursor-pointer items-start gap-3 rounded-md border border-border p-3 has-[:checked]:border-primary has-[:checked]:bg-primary/5";

/** A group of radios whose labels (and explanations) come from the domain. */
function RadioGroup({
  field,
  legend,
  options,
}: {
  field: AnyField;
  legend: string;
  options: Array<{ value: string; label: string; explanation?: string }>;
}) {
  const current = typeof field.initialValue === "string" ? field.initialValue : options[0]?.value;
  return (
    <ChoiceGroup field={field} legend={legend} className="min-w-0">
      {options.map((option) => (
        <label key={option.value} className={choiceClass}>
          <input
            type="radio"
            {...choiceProps(field)}
            value={option.value}
            defaultChecked={current === option.value}
            className={radioClass}
          />
          <span className="flex flex-col gap-1">
            <span className="font-medium text-foreground">{option.label}</span>
            {option.explanation ? (
              <span className="text-muted-foreground text-sm">{option.explanation}</span>
            ) : null}
          </span>
        </label>
      ))}
    </ChoiceGroup>
  );
}

function DateField({ field, label, hint }: { field: AnyField; label: string; hint?: string }) {
  return <TextField field={field} label={label} isRequired type="date" hint={hint} />;
}

/**
 * 'Generar contrato de arras': the contract's terms, prefilled from the accepted offer (or the
 * saved draft). A plain POST form: it works before the page's script loads and without it; with
 * it, the same schema shows the errors before sending.
 */
export function ArrasContractForm({
  propertyId,
  defaults,
  hasDraft,
  actionData,
}: {
  propertyId: string;
  defaults: ArrasFormDefaults;
  hasDraft: boolean;
  actionData?: SaleActionData;
}) {
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "arras-contract-form",
    defaultValue: defaults,
    lastResult: actionData?.intent === "save-arras" ? actionData.result : undefined,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ArrasContractSchema }),
  });
  const isSubmitting = navigation.state !== "idle" && navigation.formData?.get("intent") === "save-arras";

  return (
    <Form
      method="post"
      preventScrollReset
      {...getFormProps(form)}
      aria-labelledby="contrato-arras-titulo"
      className="flex flex-col gap-5"
    >
      <input type="hidden" name="intent" value="save-arras" />
      <input type="hidden" name="propertyId" value={propertyId} />
      <ArrasPartyFields side="seller" fields={partyFieldsOf(fields, "seller")}>
        <RadioGroup
          field={fields.sellerResidence}
          legend="Residencia fiscal de quien vende"
          options={SELLER_RESIDENCES.map((residence) => ({
            value: residence,
            label: SELLER_RESIDENCE_LABELS[residence],
            explanation:
              residence === "no-residente"
                ? "El contrato recoge la retención del 3 % que hace quien compra (modelo 211) y que quien compra paga la plusvalía municipal por cuenta de quien vende."
                : undefined,
          }))}
        />
      </ArrasPartyFields>
      <ArrasPartyFields side="buyer" fields={partyFieldsOf(fields, "buyer")} />
      <fieldset className={groupClass}>
        <legend className={legendClass}>La vivienda</legend>
        <TextField field={fields.propertyAddress} label="Dirección completa" isRequired maxLength={200} />
        <TextField
          field={fields.catastralReference}
          label="Referencia catastral"
          isRequired
          autoComplete="off"
          hint="20 caracteres; la encuentras en el recibo del IBI."
        />
        <TextAreaField
          field={fields.registryData}
          label="Datos del Registro de la Propiedad (si los conoces)"
          hint="Registro, tomo, libro, folio y número de finca, tal como aparecen en la nota simple."
          rows={2}
          maxLength={300}
        />
      </fieldset>
      <fieldset className={groupClass}>
        <legend className={legendClass}>Precio y señal</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField field={fields.salePrice} label="Precio de venta (€)" isRequired inputMode="numeric" />
          <TextField
            field={fields.arrasAmount}
            label="Señal (€)"
            isRequired
            inputMode="numeric"
            hint="Lo habitual es entre el 5 % y el 10 % del precio; te proponemos el 10 %."
          />
        </div>
        <RadioGroup
          field={fields.arrasKind}
          legend="Tipo de arras"
          options={ARRAS_KINDS.map((kind) => ({ value: kind, ...ARRAS_KIND_INFO[kind] }))}
        />
      </fieldset>
      <fieldset className={groupClass}>
        <legend className={legendClass}>Fechas y lugar</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <DateField field={fields.signingDate} label="Fecha de firma de las arras" />
          <DateField
            field={fields.deedDeadline}
            label="Fecha límite para la escritura"
            hint="Suele dejarse entre 30 y 60 días, el tiempo que necesita el banco del comprador."
          />
          <TextField field={fields.place} label="Lugar de firma (localidad)" isRequired maxLength={80} />
        </div>
      </fieldset>
      <fieldset className={groupClass}>
        <legend className={legendClass}>Gastos y cargas</legend>
        <RadioGroup
          field={fields.costsSplit}
          legend="¿Quién paga los gastos de la compraventa?"
          options={COSTS_SPLITS.map((split) => ({
            value: split,
            label: COSTS_SPLIT_LABELS[split],
            explanation:
              split === "ley"
                ? "Quien vende paga la escritura matriz y la plusvalía municipal; quien compra, las copias, el registro y el impuesto de la compra."
                : undefined,
          }))}
        />
        <TextAreaField
          field={fields.costsNote}
          label="Si habéis pactado otro reparto, descríbelo"
          rows={2}
          maxLength={500}
        />
        <RadioGroup
          field={fields.chargesState}
          legend="Declaración de cargas"
          options={CHARGES_STATES.map((state) => ({ value: state, label: CHARGES_LABELS[state] }))}
        />
        <TextAreaField
          field={fields.chargesNote}
          label="Si tiene otras cargas, descríbelas"
          rows={2}
          maxLength={500}
        />
      </fieldset>
      <Button
        type="submit"
        size="lg"
        disabled={isSubmitting}
        className="h-auto min-h-11 self-start whitespace-normal py-2 text-left"
      >
        {isSubmitting ? (
          <Spinner label={null} className="size-5 text-current" />
        ) : (
          <FilePlus2 aria-hidden="true" />
        )}
        {hasDraft ? "Guardar cambios y generar de nuevo" : "Generar contrato de arras"}
      </Button>
    </Form>
  );
}
