import { Save } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { useFetcher, useNavigation, useSubmit } from "react-router";
import { UnsavedChangesWarning } from "#app/components/property-form/unsaved-changes-warning";
import { Button } from "#app/components/ui/button";
import { Spinner } from "#app/components/ui/spinner";
import { toast } from "#app/components/ui/use-toast";
import type { PropertyStatus } from "#app/db/schema/properties";
import type { ListingStepRules } from "#app/domain/process/listing-steps";
import { listingSaveFor } from "#app/domain/sale/listing-rules";
import { encTypeOf, ListingForm, type ListingFormSetup, ListingStepFooter } from "./listing-form";
import { PhotoManager } from "./photo-manager";
import { PhotoPicker } from "./photo-picker";
import { UploadOverlay } from "./upload-overlay";
import type { ProcessActionData } from "./use-action-toast";
import { useListingDraft } from "./use-listing-draft";
import { usePhotoPicker } from "./use-photo-picker";

/** The intents a listing step sends; any other answer on the page is not this form's. */
const LISTING_INTENTS = new Set(["save-listing", "save-draft", "accept-contract"]);

type ListingProperty = { id: string; status: PropertyStatus; images: string[] };

/** What the step reads of the process page's data; each process adds its own. */
type ListingPageData = { user: { id: string }; property: ListingProperty | null };

type ListingStepProps<Data extends ListingPageData> = {
  rules: ListingStepRules;
  /** The process's form, from its page data. */
  setupFor: (data: Data) => ListingFormSetup;
  data: Data;
  actionData?: ProcessActionData;
  /** 'Reabrir y Editar' was pressed (processes whose saved listing is read-only until then). */
  isEditing?: boolean;
  /** A save went through: the step closes its edit mode. */
  onSaved?: () => void;
};

/**
 * Step 1 of every process: the property form with the process's own fields, the
 * photos, and the buttons that save. What was typed is kept in this browser until saved, leaving
 * with unsaved changes asks first, and a refused save changes nothing on screen. The process's
 * rules say how a new listing's photos travel, whether drafts are kept on the server, whether a
 * saved listing waits for 'Reabrir y Editar' and whether the first save is confirmed first.
 */
export function ListingStep<Data extends ListingPageData>({
  rules,
  setupFor,
  data,
  actionData,
  isEditing = false,
  onSaved,
}: ListingStepProps<Data>) {
  const { property, user } = data;
  const setup = useMemo(() => setupFor(data), [setupFor, data]);
  const userId = user.id;
  const propertyId = property?.id ?? null;
  const save = listingSaveFor(property?.status);
  const readOnly = save === "closed" || (rules.editsOnlyWhenReopened && property !== null && !isEditing);
  const holdsPhotos = rules.newListingPhotos === "send-with-first-save" && property === null;
  const draft = useListingDraft({
    userId,
    propertyId,
    process: rules.process,
    formId: setup.formId,
    enabled: !readOnly,
  });
  const { remember } = draft;
  const picker = usePhotoPicker();
  const navigation = useNavigation();
  const submit = useSubmit();
  const draftFetcher = useFetcher<ProcessActionData>({ key: "listing-photo-draft" });
  const [pending, setPending] = useState<{ body: FormData; value: unknown } | null>(null);

  // The form starts again with another property's values, but not when a new listing just got
  // its id (first photos, or saved): what was typed, DNI included, stays on screen. A save that
  // went through starts it again from what is now saved (a chosen contract file is sent).
  const [instance, setInstance] = useState({ propertyId, count: 0 });
  if (instance.propertyId !== propertyId) {
    setInstance({ propertyId, count: instance.propertyId === null ? instance.count : instance.count + 1 });
  }
  const [saves, setSaves] = useState(0);

  const sendingIntent = navigation.state !== "idle" ? navigation.formData?.get("intent") : null;
  const isSending = typeof sendingIntent === "string" && LISTING_INTENTS.has(sendingIntent);
  const wasSending = useRef(false);
  useEffect(() => {
    if (isSending) {
      wasSending.current = true;
      return;
    }
    if (navigation.state !== "idle" || !wasSending.current) return;
    wasSending.current = false;
    // A refusal answers with a toast (the page shows it) and keeps the typing; a save redirects.
    if (actionData?.toast) {
      remember();
      return;
    }
    setSaves((count) => count + 1);
    onSaved?.();
  }, [isSending, navigation.state, actionData, remember, onSaved]);

  useEffect(() => {
    if (draftFetcher.state === "idle" && draftFetcher.data?.toast) toast(draftFetcher.data.toast);
  }, [draftFetcher.state, draftFetcher.data]);

  const lastResult =
    actionData?.intent && LISTING_INTENTS.has(actionData.intent) ? actionData.result : undefined;

  function send(body: FormData) {
    draft.forget();
    void submit(body, { method: "post", encType: encTypeOf(setup), preventScrollReset: true });
  }

  function createDraftForPhotos() {
    const form = document.getElementById(setup.formId);
    const body = form instanceof HTMLFormElement ? new FormData(form) : new FormData();
    body.set("intent", "save-draft");
    body.set("purpose", "photos");
    draft.forget();
    void draftFetcher.submit(body, { method: "post", preventScrollReset: true });
  }

  function onValid(formData: FormData, value: unknown) {
    if (formData.get("intent") !== "save-draft") {
      const photoCount = property ? property.images.length : picker.files.length;
      const problem = setup.refuse?.(formData, { photoCount });
      if (problem) {
        toast({ ...problem, variant: "destructive" });
        return;
      }
    }
    if (holdsPhotos) for (const file of picker.files) formData.append("photos", file, file.name);
    if (rules.confirmsFirstSave && property === null) setPending({ body: formData, value });
    else send(formData);
  }

  const mainIntent = property ? "save-listing" : rules.createIntent;
  const isBusy = sendingIntent !== null && sendingIntent !== undefined;
  const sendsFiles = isSending && [...(navigation.formData?.values() ?? [])].some(isChosenFile);
  return (
    <div className="flex flex-col gap-8">
      <UnsavedChangesWarning
        formId={setup.formId}
        saved={setup.saved}
        disabled={readOnly}
        pending={holdsPhotos && picker.photos.length > 0}
      />
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
        key={`${instance.count}:${draft.version}:${saves}`}
        setup={setup}
        legend={rules.texts.legend}
        initial={{ ...setup.saved, ...(draft.draft ?? {}) }}
        lastResult={lastResult ?? setup.savedErrors}
        propertyId={propertyId}
        readOnly={readOnly}
        isBusy={isSending}
        onChange={remember}
        onValid={onValid}
      />
      <div className="border-border border-t pt-6">
        {holdsPhotos ? (
          <PhotoPicker picker={picker} />
        ) : (
          <PhotoManager
            propertyId={propertyId}
            images={property?.images ?? []}
            createDraft={createDraftForPhotos}
            draftFailed={draftFetcher.state === "idle" && Boolean(draftFetcher.data?.toast)}
            disabled={readOnly}
            isLive={property?.status === "published"}
          />
        )}
      </div>
      {readOnly ? null : (
        <ListingStepFooter>
          {rules.serverDrafts && save === "publish" ? (
            <Button
              type="submit"
              form={setup.formId}
              name="intent"
              value="save-draft"
              variant="outline"
              size="lg"
              disabled={isBusy}
            >
              {sendingIntent === "save-draft" ? (
                <Spinner label={null} className="size-5" />
              ) : (
                <Save aria-hidden="true" />
              )}
              Guardar borrador
            </Button>
          ) : null}
          <Button
            type="submit"
            form={setup.formId}
            name="intent"
            value={mainIntent}
            size="lg"
            disabled={isBusy || picker.isCompressing}
          >
            {sendingIntent === mainIntent ? (
              <Spinner label={null} className="size-5 text-current" />
            ) : save === "edit" ? (
              <Save aria-hidden="true" />
            ) : (
              setup.publishIcon
            )}
            {save === "edit" ? rules.texts.saveChanges : rules.texts.publish}
          </Button>
        </ListingStepFooter>
      )}
      {setup.confirmFirstSave?.({
        value: pending?.value ?? null,
        onAccept: () => {
          const body = pending?.body;
          setPending(null);
          if (body) send(body);
        },
        onClose: () => setPending(null),
      })}
      {sendsFiles ? <UploadOverlay /> : null}
    </div>
  );
}

const isChosenFile = (value: FormDataEntryValue) => value instanceof File && value.size > 0;
