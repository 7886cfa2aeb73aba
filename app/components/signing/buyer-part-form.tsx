import { Save } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { controlProps, FieldShell, plainField } from "#app/components/forms/field-shell";
import { NativeSelectField } from "#app/components/forms/form-field";
import { Button } from "#app/components/ui/button";
import { Input } from "#app/components/ui/input";
import { Spinner } from "#app/components/ui/spinner";
import { type BuyerPart, SAVE_BUYER_PART_INTENT } from "#app/domain/arras-signing/buyer-part";
import { MARITAL_STATUSES, type MaritalStatus } from "#app/domain/sale/arras";
import type { Locale } from "#app/lib/i18n/locales";
import { type MessageKey, translator } from "#app/lib/i18n/translate";

export type BuyerPartActionData = {
  intent?: string;
  values?: Record<string, string>;
  errors?: Record<string, string>;
};

const TEXT_FIELDS = [
  { name: "buyer1Name", label: "closing.sign.part.name", autoComplete: "name" },
  { name: "buyer1Id", label: "closing.sign.part.id", autoComplete: "off" },
  { name: "buyer1Domicile", label: "closing.sign.part.domicile", autoComplete: "street-address" },
] as const;

/** Each status the contract names, written out so a reader (and the catalogue test) finds every key. */
const MARITAL_WORDS: Record<MaritalStatus, MessageKey> = {
  soltero: "closing.sign.marital.soltero",
  "casado-gananciales": "closing.sign.marital.casado-gananciales",
  "casado-separacion": "closing.sign.marital.casado-separacion",
  "casado-participacion": "closing.sign.marital.casado-participacion",
  "pareja-hecho": "closing.sign.marital.pareja-hecho",
  divorciado: "closing.sign.marital.divorciado",
  viudo: "closing.sign.marital.viudo",
};

/**
 * 'Tus datos en el contrato': the buyer writes their own part (the seller's form only started it
 * from the deal). What was typed comes back with its errors beside each field.
 */
export function BuyerPartForm({
  part,
  actionData,
  locale = "es",
}: {
  part: BuyerPart;
  actionData?: BuyerPartActionData;
  locale?: Locale;
}) {
  const t = translator(locale);
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
        {t("closing.sign.part.heading")}
      </h2>
      <p className="text-foreground">{t("closing.sign.part.intro")}</p>
      <Form
        method="post"
        preventScrollReset
        aria-label={t("closing.sign.part.heading")}
        className="flex flex-col gap-4"
      >
        <input type="hidden" name="intent" value={SAVE_BUYER_PART_INTENT} />
        <div className="grid gap-4 sm:grid-cols-2">
          {TEXT_FIELDS.map(({ name, label, autoComplete }) => {
            const ref = field(name);
            return (
              <FieldShell key={name} field={ref} label={t(label)} isRequired>
                <Input {...controlProps(ref)} autoComplete={autoComplete} aria-required />
              </FieldShell>
            );
          })}
          <NativeSelectField
            field={field("buyer1MaritalStatus")}
            label={t("closing.sign.part.marital")}
            isRequired
          >
            <option value="">{t("closing.sign.part.chooseMarital")}</option>
            {MARITAL_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(MARITAL_WORDS[status])}
              </option>
            ))}
          </NativeSelectField>
        </div>
        <Button type="submit" variant="outline" className="min-h-11 self-start" disabled={isSaving}>
          {isSaving ? <Spinner label={null} className="size-5 text-current" /> : <Save aria-hidden="true" />}
          {t("closing.sign.part.save")}
        </Button>
      </Form>
    </section>
  );
}
