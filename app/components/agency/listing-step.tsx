import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { FileSignature, Save } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { ListingStepFooter, savedListingValues, savedText } from "#app/components/process/listing-form";
import { PhotoManager } from "#app/components/process/photo-manager";
import { PropertyFields } from "#app/components/property-form/property-fields";
import { CatastralReferenceField } from "#app/components/property-form/text-fields";
import { Button } from "#app/components/ui/button";
import { toast } from "#app/components/ui/use-toast";
import type { AgencyDetails } from "#app/db/schema/properties";
import {
  type AgencyListingInput,
  AgencyListingSchema,
  agencyFormProblem,
  agencyFormValues,
} from "#app/domain/agency/agency-listing.schema";
import type { AgencyPageData } from "#app/domain/agency/agency-page.server";
import { isFormPropertyType } from "#app/domain/listings/catalogues";
import { AgencyDetailsFields, CommissionFields } from "./agency-fields";
import { ContractDialog } from "./contract-dialog";
import { ManagementContractField } from "./management-contract-field";
import { PhotoPicker } from "./photo-picker";
import { UploadOverlay } from "./upload-overlay";
import { usePhotoPicker } from "./use-photo-picker";

type AgencyFormValues = ReturnType<typeof savedValues>;

export const AGENCY_FORM_ID = "agency-listing-form";
type Property = NonNullable<AgencyPageData["property"]>;
export type AgencyActionData = {
  intent?: string;
  toast?: { title: string; description?: string; variant?: "default" | "success" | "destructive" };
  result?: SubmissionResult<string[]>;
};

function savedValues(property: Property | null) {
  const agency = property?.agencyDetails;
  return {
    ...savedListingValues(property),
    // A listing saved before agencies chose a real type has none to show: the form asks for one.
    propertyType: isFormPropertyType(property?.propertyType) ? property.propertyType : "",
    catastralReference: savedText(property?.catastralReference),
    company_name: savedText(agency?.company_name),
    company_nif: savedText(agency?.company_nif),
    company_address: savedText(agency?.company_address),
    legal_rep_name: savedText(agency?.legal_rep_name),
    legal_rep_dni: savedText(agency?.legal_rep_dni),
    commissionPercentage: savedText(property?.agencyCommissionPercentage),
    commissionFixed: savedText(property?.agencyCommissionFixed),
  };
}

/**
 * Step 1: the property form, the agency, the commission, the management contract and the photos.
 * A new property is only created when the agency accepts the collaboration contract: everything
 * (photos and PDF included) goes to the server in that one request. Edits of a published property
 * save directly. A refused request changes nothing on screen: what was typed and picked stays.
 */
export function AgencyListingStep({
  data,
  isEditing,
  onSaved,
}: {
  data: AgencyPageData;
  isEditing: boolean;
  /** A save answered with a redirect (success): the step closes its edit mode. */
  onSaved?: () => void;
}) {
  const { property } = data;
  const fetcher = useFetcher<AgencyActionData>({ key: "agency-listing" });
  const picker = usePhotoPicker();
  const [contractFile, setContractFile] = useState<File | null>(null);
  const [pendingAgency, setPendingAgency] = useState<AgencyDetails | null>(null);
  const pendingForm = useRef<FormData | null>(null);
  const isSold = property?.status === "sold";
  const isBusy = fetcher.state !== "idle";

  const wasSubmitting = useRef(false);
  useEffect(() => {
    if (fetcher.state !== "idle") {
      wasSubmitting.current = true;
      return;
    }
    if (!wasSubmitting.current) return;
    wasSubmitting.current = false;
    // Errors come back as data with a toast; a success is a redirect that leaves no data behind.
    if (fetcher.data?.toast) toast(fetcher.data.toast);
    else onSaved?.();
  }, [fetcher.state, fetcher.data, onSaved]);

  const [form, fields] = useForm<AgencyFormValues, AgencyListingInput>({
    id: AGENCY_FORM_ID,
    defaultValue: savedValues(property),
    lastResult: fetcher.data?.result,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate({ formData }) {
      const submission = parseWithZod(formData, { schema: AgencyListingSchema });
      if (submission.status === "error") {
        const problem = agencyFormProblem(agencyFormValues(formData), {
          hasContract: true,
          photoCount: Number.POSITIVE_INFINITY,
        });
        toast({
          ...(problem ?? {
            title: "Revisa los datos",
            description: "Hay campos con errores: corrígelos para continuar.",
          }),
          variant: "destructive",
        });
      }
      return submission;
    },
    onSubmit(event, { formData, submission }) {
      event.preventDefault();
      if (submission?.status !== "success") return;
      const hasContract = contractFile !== null || Boolean(property?.hasManagementContract);
      const photoCount = property ? property.images.length : picker.files.length;
      const problem = agencyFormProblem(agencyFormValues(formData), { hasContract, photoCount });
      if (problem) {
        toast({ ...problem, variant: "destructive" });
        return;
      }
      if (contractFile) formData.set("managementContract", contractFile, contractFile.name);
      if (property) {
        formData.set("intent", "save-listing");
        formData.set("propertyId", property.id);
        void fetcher.submit(formData, {
          method: "post",
          encType: "multipart/form-data",
          preventScrollReset: true,
        });
        return;
      }
      // A new property: the contract dialog first; accepting sends everything.
      formData.set("intent", "accept-contract");
      for (const file of picker.files) formData.append("photos", file, file.name);
      pendingForm.current = formData;
      setPendingAgency(submission.value.agencyDetails);
    },
  });

  function accept() {
    const body = pendingForm.current;
    setPendingAgency(null);
    if (!body) return;
    void fetcher.submit(body, { method: "post", encType: "multipart/form-data", preventScrollReset: true });
  }

  const readOnly = isSold || (property !== null && !isEditing);
  return (
    <div className="flex flex-col gap-8">
      <form method="post" {...getFormProps(form)} encType="multipart/form-data">
        <fieldset disabled={readOnly || isBusy} className="flex min-w-0 flex-col gap-8">
          <legend className="sr-only">Datos de la propiedad y de la agencia</legend>
          <PropertyFields fields={fields}>
            <div className="md:w-1/2 md:pr-3">
              <CatastralReferenceField field={fields.catastralReference} />
            </div>
          </PropertyFields>
          <section className="flex flex-col gap-4 border-border border-t pt-6">
            <h3 className="font-semibold text-foreground text-lg">Datos de la agencia</h3>
            <AgencyDetailsFields fields={fields} />
          </section>
          <section className="flex flex-col gap-6 border-border border-t pt-6">
            <CommissionFields percentage={fields.commissionPercentage} fixed={fields.commissionFixed} />
            <ManagementContractField
              file={contractFile}
              onChange={setContractFile}
              hasSaved={Boolean(property?.hasManagementContract)}
            />
          </section>
        </fieldset>
      </form>
      <div className="border-border border-t pt-6">
        {property ? (
          <PhotoManager
            propertyId={property.id}
            images={property.images}
            createDraft={() => {}}
            draftFailed={false}
            disabled={readOnly}
          />
        ) : (
          <PhotoPicker picker={picker} />
        )}
      </div>
      {readOnly ? null : (
        <ListingStepFooter>
          <Button type="submit" form={AGENCY_FORM_ID} size="lg" disabled={isBusy || picker.isCompressing}>
            {property ? <Save aria-hidden="true" /> : <FileSignature aria-hidden="true" />}
            {property ? "Guardar Cambios" : "Revisar contrato y publicar"}
          </Button>
        </ListingStepFooter>
      )}
      <ContractDialog agency={pendingAgency} onAccept={accept} onClose={() => setPendingAgency(null)} />
      {isBusy && fetcher.formData?.get("intent") === "accept-contract" ? <UploadOverlay /> : null}
      {isBusy && fetcher.formData?.get("intent") === "save-listing" && contractFile ? (
        <UploadOverlay />
      ) : null}
    </div>
  );
}
