import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Globe, Save } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { Form, useFetcher, useNavigation } from "react-router";
import { ListingStepFooter, savedListingValues, savedText } from "#app/components/process/listing-form";
import { PhotoManager } from "#app/components/process/photo-manager";
import { PropertyFields } from "#app/components/property-form/property-fields";
import { UnsavedChangesWarning } from "#app/components/property-form/unsaved-changes-warning";
import { Button } from "#app/components/ui/button";
import { Spinner } from "#app/components/ui/spinner";
import { toast } from "#app/components/ui/use-toast";
import type { ListingDraft } from "#app/domain/sale/in-progress";
import {
  draftFieldErrors,
  formValues,
  type ListingFieldName,
  listingFailureToast,
  listingSchema,
} from "#app/domain/sale/listing.schema";
import { listingSaveFor } from "#app/domain/sale/listing-rules";
import { z } from "#app/lib/zod";
import { ChatbotPromptButton } from "./chatbot-prompt-dialog";
import type { SaleActionData, SalePageData, SaleProperty } from "./types";
import { useListingDraft } from "./use-listing-draft";

export const LISTING_FORM_ID = "listing-form";
const PermissiveSchema = z.object({});

/** The form's values as the browser holds them: text, and the list of features. */
type ListingFormValues = Partial<Record<Exclude<ListingFieldName, "features">, string>> & {
  features?: string[];
};

function savedValues(property: SaleProperty | null, { withDni }: { withDni: boolean }): ListingDraft {
  return {
    ...savedListingValues(property),
    ...(withDni ? { dni: savedText(property?.dni) } : {}),
    // A draft's values kept as typed (an invalid price, phone…) show again, flagged.
    ...(property?.invalidDraftValues ?? {}),
  };
}

/** A draft's invalid values flagged as a refused submission would flag them, or nothing. */
function draftErrorsResult(invalid: Record<string, string> | null | undefined) {
  const error = draftFieldErrors(invalid);
  return Object.keys(error).length > 0
    ? ({ status: "error", error } as SubmissionResult<string[]>)
    : undefined;
}

/** Step 1: the shared property form, the chatbot helper, the photos and the publish button. */
export function ListingStep({ data, actionData }: { data: SalePageData; actionData?: SaleActionData }) {
  const { property, user } = data;
  const propertyId = property?.id ?? null;
  const isSold = property?.status === "sold";
  const draft = useListingDraft({ userId: user.id, propertyId, formId: LISTING_FORM_ID });
  const navigation = useNavigation();
  const draftFetcher = useFetcher<SaleActionData>({ key: "listing-photo-draft" });
  const listingResult = actionData?.intent === "save-listing" ? actionData.result : undefined;
  const { remember } = draft;

  // The form starts again with another property's values, but not when a new listing just got
  // its id (first photos, or saved): what was typed, DNI included, stays on screen.
  const [instance, setInstance] = useState({ propertyId, count: 0 });
  if (instance.propertyId !== propertyId) {
    setInstance({ propertyId, count: instance.propertyId === null ? instance.count : instance.count + 1 });
  }

  useEffect(() => {
    if (draftFetcher.state === "idle" && draftFetcher.data?.toast) toast(draftFetcher.data.toast);
  }, [draftFetcher.state, draftFetcher.data]);

  // A refused save keeps what was typed on screen (Conform) and in the browser copy.
  useEffect(() => {
    if (listingResult) remember();
  }, [listingResult, remember]);

  const submittingIntent = navigation.state !== "idle" ? navigation.formData?.get("intent") : null;
  const isPublished = listingSaveFor(property?.status) === "edit";
  const saved = useMemo(() => savedValues(property, { withDni: user.needsDni }), [property, user.needsDni]);
  const draftErrors = useMemo(() => draftErrorsResult(property?.invalidDraftValues), [property]);

  function createDraftForPhotos() {
    const form = document.getElementById(LISTING_FORM_ID);
    const body = form instanceof HTMLFormElement ? new FormData(form) : new FormData();
    body.set("intent", "save-draft");
    body.set("purpose", "photos");
    draft.forget();
    void draftFetcher.submit(body, { method: "post", preventScrollReset: true });
  }

  return (
    <div className="flex flex-col gap-8">
      <UnsavedChangesWarning formId={LISTING_FORM_ID} saved={saved} disabled={isSold} />
      {draft.draft ? (
        <div
          role="status"
          className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-accent/40 bg-accent-soft p-3 text-sm"
        >
          <p className="text-foreground">Hemos recuperado lo que escribiste y aún no habías guardado.</p>
          <Button variant="outline" size="sm" onClick={draft.discard}>
            Descartar cambios
          </Button>
        </div>
      ) : null}
      <ListingForm
        key={`${instance.count}:${draft.version}`}
        initial={{ ...saved, ...(draft.draft ?? {}) }}
        lastResult={listingResult ?? draftErrors}
        propertyId={propertyId}
        requireDni={user.needsDni}
        isSold={isSold}
        onChange={remember}
        onSubmitting={draft.forget}
      />
      <PhotoManager
        propertyId={propertyId}
        images={property?.images ?? []}
        createDraft={createDraftForPhotos}
        draftFailed={draftFetcher.state === "idle" && Boolean(draftFetcher.data?.toast)}
        disabled={isSold}
      />
      {isSold ? null : (
        <ListingStepFooter>
          {isPublished ? null : (
            <Button
              type="submit"
              form={LISTING_FORM_ID}
              name="intent"
              value="save-draft"
              variant="outline"
              size="lg"
              disabled={submittingIntent !== null && submittingIntent !== undefined}
            >
              {submittingIntent === "save-draft" ? (
                <Spinner label={null} className="size-5" />
              ) : (
                <Save aria-hidden="true" />
              )}
              Guardar borrador
            </Button>
          )}
          <Button
            type="submit"
            form={LISTING_FORM_ID}
            name="intent"
            value="save-listing"
            size="lg"
            disabled={submittingIntent !== null && submittingIntent !== undefined}
          >
            {submittingIntent === "save-listing" ? (
              <Spinner label={null} className="size-5 text-current" />
            ) : (
              <Globe aria-hidden="true" />
            )}
            {isPublished ? "Guardar cambios" : "Publicar anuncio"}
          </Button>
        </ListingStepFooter>
      )}
    </div>
  );
}

type ListingFormProps = {
  initial: ListingDraft;
  lastResult?: SubmissionResult<string[]>;
  propertyId: string | null;
  requireDni: boolean;
  isSold: boolean;
  onChange: () => void;
  onSubmitting: () => void;
};

function ListingForm({
  initial,
  lastResult,
  propertyId,
  requireDni,
  isSold,
  onChange,
  onSubmitting,
}: ListingFormProps) {
  const [form, fields] = useForm<ListingFormValues, Record<string, unknown>>({
    id: LISTING_FORM_ID,
    defaultValue: initial,
    lastResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate({ formData }) {
      // A draft keeps whatever is valid; only publishing needs the whole listing.
      if (formData.get("intent") === "save-draft")
        return parseWithZod(formData, { schema: PermissiveSchema });
      const submission = parseWithZod(formData, { schema: listingSchema({ requireDni }) });
      if (submission.status === "error") {
        toast({ ...listingFailureToast(formValues(formData), { requireDni }), variant: "destructive" });
      }
      return submission;
    },
    onSubmit() {
      onSubmitting();
    },
  });

  return (
    <Form method="post" preventScrollReset {...getFormProps(form)} onChange={onChange}>
      {propertyId ? <input type="hidden" name="propertyId" value={propertyId} /> : null}
      <fieldset disabled={isSold} className="min-w-0">
        <legend className="sr-only">Datos de la vivienda</legend>
        <PropertyFields
          fields={fields}
          dni={requireDni ? fields.dni : undefined}
          descriptionAction={isSold ? null : <ChatbotPromptButton formId={LISTING_FORM_ID} />}
        />
      </fieldset>
    </Form>
  );
}
