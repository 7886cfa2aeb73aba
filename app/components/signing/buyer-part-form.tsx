import { Save } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { controlProps, FieldShell, plainField } from "#app/components/forms/field-shell";
import { NativeSelectField } from "#app/components/forms/form-field";
import { Button } from "#app/components/ui/button";
import { Input } from "#app/components/ui/input";
import { Spinner } from "#app/components/ui/spinner";
import { type BuyerPart, SAVE_BUYER_PART_INTENT } from "#app/domain/arras-signing/buyer-part";
import { MARITAL_LABELS, MARITAL_STATUSES } from "#app/domain/sale/arras";

export type BuyerPartActionData = {
  intent?: string;
  values?: Record<string, string>;
  errors?: Record<string, string>;
};

const TEXT_FIELDS = [
  { name: "buyer1Name", label: "Nombre y apellidos", autoComplete: "name" },
  { name: "buyer1Id", label: "DNI o NIE", autoComplete: "off" },
  { name: "buyer1Domicile", label: "Domicilio", autoComplete: "street-address" },
] as const;

/**
 * 'Tus datos en el contrato': the buyer writes their own part (the seller's form only started it
 * from the deal). What was typed comes back with its errors beside each field.
 */
export function BuyerPartForm({ part, actionData }: { part: BuyerPart; actionData?: BuyerPartActionData }) {
  const navigation = useNavigation();
  const isSaving =
    navigation.state !== "idle" && navigation.formData?.get("intent") === SAVE_BUYER_PART_INTENT;
  const answer = actionData?.intent === SAVE_BUYER_PART_INTENT ? actionData : undefined;
  const field = (name: keyof BuyerPart) =>
    plainField({
      id: `comprador-${name}`,
      name,
      error: answer?.errors?.[name],
      value: answer?.values?.[name] ?? String(part[name] ?? ""),
    });
  return (
    <section
      aria-labelledby="datos-comprador-titulo"
      className="flex flex-col gap-4 rounded-lg border border-border p-4"
    >
      <h2 id="datos-comprador-titulo" className="font-semibold text-foreground text-lg">
        Tus datos en el contrato
      </h2>
      <p className="text-foreground">
        Escribe tus datos como figuran en tu DNI o NIE, o compruébalos si ya están: el notario los pedirá
        igual. Si cambias algo, el contrato será una versión nueva y el vendedor la firmará también.
      </p>
      <Form
        method="post"
        preventScrollReset
        aria-label="Tus datos en el contrato"
        className="flex flex-col gap-4"
      >
        <input type="hidden" name="intent" value={SAVE_BUYER_PART_INTENT} />
        <div className="grid gap-4 sm:grid-cols-2">
          {TEXT_FIELDS.map(({ name, label, autoComplete }) => {
            const ref = field(name);
            return (
              <FieldShell key={name} field={ref} label={label} isRequired>
                <Input {...controlProps(ref)} autoComplete={autoComplete} aria-required />
              </FieldShell>
            );
          })}
          <NativeSelectField field={field("buyer1MaritalStatus")} label="Estado civil" isRequired>
            <option value="">Elige tu estado civil</option>
            {MARITAL_STATUSES.map((status) => (
              <option key={status} value={status}>
                {MARITAL_LABELS[status]}
              </option>
            ))}
          </NativeSelectField>
        </div>
        <Button type="submit" variant="outline" className="min-h-11 self-start" disabled={isSaving}>
          {isSaving ? <Spinner label={null} className="size-5 text-current" /> : <Save aria-hidden="true" />}
          Guardar mis datos
        </Button>
      </Form>
    </section>
  );
}
