import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Save } from "lucide-react";
import { Form, useActionData, useNavigation } from "react-router";
import { FormField, NativeSelectField } from "#app/components/forms/form-field";
import { useSchemaForm } from "#app/components/forms/use-schema-form";
import { ProvinceField } from "#app/components/property-form/choice-fields";
import { Button } from "#app/components/ui/button";
import { PendingIcon } from "#app/components/ui/spinner";
import {
  billingDetailsSchema,
  FOREIGN_ID_TYPES,
  SAVE_BILLING_INTENT,
} from "#app/domain/invoices/billing-details";
import type { BillingForm } from "#app/domain/invoices/billing-details.server";
import { COUNTRY_OPTIONS, SPAIN } from "#app/domain/invoices/countries";

type BillingReply = { intent?: string; result?: SubmissionResult<string[]> };

/**
 * 'Datos de facturación': the domicile (and the DNI or NIE while the profile has none) an owner's
 * invoice names. Posted to the page it is on, which saves it and comes back to the same place (the
 * payment step, 'Mis Datos'). The same schema checks here and in the action. The country decides
 * the fields (a province and the DNI in Spain; a free region and a foreign id abroad): with the
 * page's script they change as the country does; without it, after the first post.
 */
export function BillingDetailsForm({
  billing,
  asksDni = billing.needsDni,
  propertyId,
  onCancel,
}: {
  billing: BillingForm;
  /** Whether the DNI is asked here: while the profile has none, unless the page asks it elsewhere. */
  asksDni?: boolean;
  /** The paid step's property: the process page comes back to it after saving. */
  propertyId?: string;
  onCancel?: () => void;
}) {
  const navigation = useNavigation();
  const saving = navigation.state !== "idle" && navigation.formData?.get("intent") === SAVE_BILLING_INTENT;
  const reply = useActionData() as BillingReply | undefined;
  const { domicile, foreignId } = billing;
  const [form, fields] = useSchemaForm({
    id: "billing-details",
    schema: billingDetailsSchema(asksDni),
    lastResult: reply?.intent === SAVE_BILLING_INTENT ? reply.result : undefined,
    defaultValue: domicile
      ? {
          country: domicile.country,
          street: domicile.street,
          postalCode: domicile.postalCode,
          city: domicile.city,
          province: domicile.province,
          foreignIdType: foreignId?.type ?? "",
          foreignId: foreignId?.id ?? "",
        }
      : { country: SPAIN },
  });
  const abroad = (fields.country.value ?? SPAIN) !== SPAIN;
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
      <input type="hidden" name="intent" value={SAVE_BILLING_INTENT} />
      {propertyId ? <input type="hidden" name="propertyId" value={propertyId} /> : null}
      <NativeSelectField label="País" field={fields.country} autoComplete="country" isRequired>
        {COUNTRY_OPTIONS.map(({ code, name }) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </NativeSelectField>
      <FormField
        label="Calle y número"
        field={fields.street}
        autoComplete="street-address"
        hint="Con el piso y la puerta si los hay, p. ej. Calle Mayor 1, 3.º B."
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="Código postal"
          field={fields.postalCode}
          autoComplete="postal-code"
          inputMode={abroad ? "text" : "numeric"}
          maxLength={abroad ? 20 : 5}
          hint={abroad ? "Tal como lo escribe el correo de tu país; déjalo vacío si allí no hay." : undefined}
        />
        <FormField label="Localidad" field={fields.city} autoComplete="address-level2" />
      </div>
      {abroad ? (
        <>
          <FormField
            label="Región, estado o condado (opcional)"
            field={fields.province}
            autoComplete="address-level1"
          />
          <NativeSelectField
            label="Documento que te identifica"
            field={fields.foreignIdType}
            isRequired
            defaultValue=""
          >
            <option value="">Elige el documento</option>
            {Object.entries(FOREIGN_ID_TYPES).map(([type, label]) => (
              <option key={type} value={type}>
                {label}
              </option>
            ))}
          </NativeSelectField>
          <FormField
            label="Número del documento"
            field={fields.foreignId}
            autoComplete="off"
            hint="La factura lo lleva en lugar del DNI. El número de IVA, solo si pagas como empresa."
          />
        </>
      ) : (
        <ProvinceField field={fields.province} />
      )}
      {asksDni && !abroad ? (
        <FormField
          label="DNI o NIE"
          field={fields.dni}
          autoComplete="off"
          hint="Con su letra, p. ej. 12345678Z. Lo guardamos también en tus datos personales."
        />
      ) : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {onCancel ? (
          <Button type="button" variant="outline" onClick={onCancel} disabled={saving}>
            Cancelar
          </Button>
        ) : null}
        <Button type="submit" disabled={saving}>
          <PendingIcon pending={saving} icon={Save} />
          Guardar datos de facturación
        </Button>
      </div>
    </Form>
  );
}
