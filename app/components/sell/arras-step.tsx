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
import { BRAND_NAME } from "#app/lib/brand";
import { AcceptedOfferCard } from "./accepted-offer-card";
import { ArrasContractForm } from "./arras-contract-form";
import { ArrasContractStatus } from "./arras-contract-status";
import { ArrasOnlineSigning } from "./arras-online-signing";
import { SellerDealEnd } from "./seller-deal-end";
import type { ArrasStepData, SaleActionData } from "./types";

/**
 * Step 4: the arras contract, generated here from the accepted offer as a draft the
 * seller edits until they mark it signed; an external generator stays as the alternative, with
 * the cadastral reference kept privately.
 */
export function ArrasStep({
  data,
  canAct,
  actionData,
}: {
  data: ArrasStepData;
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

  const arras = property.arras;
  // Signed by both here: the draft's own status (its unsigned PDF, 'Marcar como firmado') has no place.
  const isSignedOnline = property.signing?.room?.current?.signatures.length === 2;
  return (
    <div className="flex flex-col gap-6">
      {property.acceptedOffer ? <AcceptedOfferCard offer={property.acceptedOffer} /> : null}
      <SellerDealEnd property={property} actionData={actionData} />
      <section aria-labelledby="contrato-arras-titulo" className="flex flex-col gap-4">
        <h3 id="contrato-arras-titulo" className="font-semibold text-foreground text-lg">
          Generar contrato de arras
        </h3>
        {isSignedOnline ? (
          <p className="text-foreground">
            Firmado en línea por las dos partes: la copia firmada y sellada está en «Firmar en línea».
          </p>
        ) : arras.contract ? (
          <ArrasContractStatus propertyId={property.id} contract={arras.contract} canAct={canAct} />
        ) : (
          <p className="text-foreground">
            Rellena los datos y te preparamos el contrato en PDF, listo para imprimir y firmar. Puedes
            cambiarlo tantas veces como quieras hasta que lo marques como firmado.
          </p>
        )}
        {canAct && !arras.contract?.signedAt ? (
          <ArrasContractForm
            propertyId={property.id}
            defaults={arras.defaults}
            hasDraft={arras.contract !== null}
            actionData={actionData}
          />
        ) : null}
      </section>
      <ArrasOnlineSigning
        propertyId={property.id}
        signing={property.signing}
        hasContract={arras.contract !== null}
        isFinal={Boolean(arras.contract?.signedAt)}
        canAct={canAct}
        actionData={actionData}
      />
      <details className="rounded-lg border border-border p-4">
        <summary className="min-h-11 cursor-pointer py-2 font-medium text-foreground">
          ¿Prefieres otro generador o ya tienes tu contrato firmado?
        </summary>
        <div className="mt-3 flex flex-col gap-4">
          <p className="text-foreground">
            También puedes preparar el contrato con un generador externo y, cuando esté firmado, indicarlo
            aquí con la referencia catastral.
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
          <Form method="post" preventScrollReset {...getFormProps(form)} className="flex flex-col gap-4">
            <input type="hidden" name="intent" value="complete-arras" />
            <input type="hidden" name="propertyId" value={property.id} />
            <fieldset disabled={!canAct} className="flex min-w-0 flex-col gap-4">
              <legend className="sr-only">Contrato de arras firmado fuera de {BRAND_NAME}</legend>
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
        </div>
      </details>
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
