import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { PencilLine, Save, X } from "lucide-react";
import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "#app/components/ui/button";
import { Spinner } from "#app/components/ui/spinner";
import { toast } from "#app/components/ui/use-toast";
import type { AgencyDetails } from "#app/db/schema/properties";
import {
  AGENCY_DETAIL_FIELDS,
  AGENCY_DETAIL_LABELS,
  AgencyDetailsSchema,
} from "#app/domain/agency/agency-details.schema";
import type { AgencyDetailsActionData } from "#app/routes/dashboard/agency-details.server";
import { AgencyDetailsFields } from "./agency-fields";

/** Must match AGENCY_DETAILS_INTENT (the server module cannot be imported into the browser). */
const INTENT = "update-agency-details";

type AgencyDetailsFormProps = {
  /** The agency property whose details are shown (the dashboard's active property). */
  propertyId: string;
  details: AgencyDetails | null;
  /** The route whose action calls `submitAgencyDetails`; the current route by default. */
  action?: string;
};

/**
 * The agency's data in 'Mis Datos': shown read-only, 'Editar' opens the form, 'Cancelar'
 * drops the changes, 'Guardar Cambios' saves them. Validation is the agency form's schema, in the
 * browser and again on the server.
 */
export function AgencyDetailsForm({ propertyId, details, action }: AgencyDetailsFormProps) {
  const [isEditing, setIsEditing] = useState(false);
  const fetcher = useFetcher<AgencyDetailsActionData>({ key: `agency-details-${propertyId}` });
  const isSaving = fetcher.state !== "idle";

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data || fetcher.data.intent !== INTENT) return;
    toast(fetcher.data.toast);
    if (fetcher.data.ok) setIsEditing(false);
  }, [fetcher.state, fetcher.data]);

  const [form, fields] = useForm<AgencyDetails>({
    id: `agency-details-${propertyId}`,
    defaultValue: details ?? undefined,
    lastResult: isEditing ? fetcher.data?.result : undefined,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: AgencyDetailsSchema }),
  });

  if (!isEditing) {
    return (
      <section aria-labelledby={`agency-details-title-${propertyId}`} className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h3 id={`agency-details-title-${propertyId}`} className="font-semibold text-foreground text-lg">
            Datos de la agencia
          </h3>
          <Button variant="outline" size="sm" onClick={() => setIsEditing(true)}>
            <PencilLine aria-hidden="true" /> Editar
          </Button>
        </div>
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
          {AGENCY_DETAIL_FIELDS.map((name) => (
            <div key={name} className="contents">
              <dt className="font-medium text-muted-foreground">{AGENCY_DETAIL_LABELS[name]}</dt>
              <dd className="break-words text-foreground">{details?.[name] || "—"}</dd>
            </div>
          ))}
        </dl>
      </section>
    );
  }

  return (
    <fetcher.Form method="post" action={action} {...getFormProps(form)} className="flex flex-col gap-5">
      <input type="hidden" name="intent" value={INTENT} />
      <input type="hidden" name="propertyId" value={propertyId} />
      <h3 className="font-semibold text-foreground text-lg">Datos de la agencia</h3>
      <fieldset disabled={isSaving} className="min-w-0">
        <legend className="sr-only">Datos de la agencia</legend>
        <AgencyDetailsFields fields={fields} />
      </fieldset>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={() => setIsEditing(false)} disabled={isSaving}>
          <X aria-hidden="true" /> Cancelar
        </Button>
        <Button type="submit" disabled={isSaving}>
          {isSaving ? <Spinner label={null} className="size-5 text-current" /> : <Save aria-hidden="true" />}
          Guardar Cambios
        </Button>
      </div>
    </fetcher.Form>
  );
}
