import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { ExternalLink, FileSignature } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { TesterSkipButton } from "#app/components/process/tester-panel";
import { CatastralReferenceField } from "#app/components/property-form/text-fields";
import { Button } from "#app/components/ui/button";
import { Spinner } from "#app/components/ui/spinner";
import { toast } from "#app/components/ui/use-toast";
import { ARRAS_GENERATOR_PRICE, ARRAS_GENERATOR_URL } from "#app/domain/sale/external-links";
import { ArrasSchema, CADASTRAL_REQUIRED } from "#app/domain/sale/listing.schema";
import { AcceptedOfferCard } from "./accepted-offer-card";
import type { SaleActionData, SalePageData } from "./types";

/** Step 4: the arras contract (made with an external generator) and the cadastral reference, kept privately. */
export function ArrasStep({
  data,
  canAct,
  actionData,
}: {
  data: SalePageData;
  canAct: boolean;
  actionData?: SaleActionData;
}) {
  const { property, user } = data;
  const navigation = useNavigation();
  const [form, fields] = useForm<{ catastralReference?: string }>({
    id: "arras-form",
    defaultValue: { catastralReference: property?.catastralReference ?? "" },
    lastResult: actionData?.intent === "complete-arras" ? actionData.result : undefined,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate({ formData }) {
      const submission = parseWithZod(formData, { schema: ArrasSchema });
      if (submission.status === "error") {
        const isBlank = String(formData.get("catastralReference") ?? "").trim() === "";
        toast({
          ...(isBlank
            ? CADASTRAL_REQUIRED
            : {
                title: "Referencia catastral no válida",
                description: submission.error?.catastralReference?.[0],
              }),
          variant: "destructive",
        });
      }
      return submission;
    },
  });
  if (!property) return null;
  const isSubmitting =
    navigation.state !== "idle" &&
    navigation.formData?.get("intent") === "complete-arras" &&
    !navigation.formData?.get("skip");

  return (
    <div className="flex flex-col gap-6">
      {property.acceptedOffer ? <AcceptedOfferCard offer={property.acceptedOffer} /> : null}
      <div className="flex flex-col gap-3 rounded-lg border border-border p-4">
        <p className="text-foreground">
          Prepara el contrato con un generador de contratos de arras: eliges el tipo de arras, la señal y el
          plazo, y lo descargas listo para firmar.
        </p>
        <Button
          asChild
          variant="outline"
          className="h-auto min-h-11 whitespace-normal py-2 text-left self-start"
        >
          <a href={ARRAS_GENERATOR_URL} target="_blank" rel="noopener noreferrer">
            <ExternalLink aria-hidden="true" />
            {`Generar el contrato de arras (desde ${ARRAS_GENERATOR_PRICE})`}
            <span className="sr-only"> (se abre en una pestaña nueva)</span>
          </a>
        </Button>
      </div>
      <Form method="post" preventScrollReset {...getFormProps(form)} className="flex flex-col gap-4">
        <input type="hidden" name="intent" value="complete-arras" />
        <input type="hidden" name="propertyId" value={property.id} />
        <fieldset disabled={!canAct} className="flex min-w-0 flex-col gap-4">
          <legend className="sr-only">Contrato de arras</legend>
          <div className="max-w-md">
            <CatastralReferenceField field={fields.catastralReference} />
          </div>
          <Button
            type="submit"
            size="lg"
            disabled={isSubmitting}
            className="h-auto min-h-11 whitespace-normal py-2 text-left self-start"
          >
            {isSubmitting ? (
              <Spinner label={null} className="size-5 text-current" />
            ) : (
              <FileSignature aria-hidden="true" />
            )}
            {property.arrasSigned ? "Guardar la referencia catastral" : "He firmado el contrato de arras"}
          </Button>
        </fieldset>
      </Form>
      {user.isTester && canAct && !property.arrasSigned ? (
        <TesterSkipButton
          propertyId={property.id}
          intent="complete-arras"
          fields={{ skip: "true" }}
          label="Omitir el contrato de arras"
        />
      ) : null}
    </div>
  );
}
