import { agencyListingSetup } from "#app/components/agency/listing-setup";
import { useAgencyLayout } from "#app/components/agency/use-agency-step";
import { ListingStep } from "#app/components/process/listing-step";
import { useActionToast } from "#app/components/process/use-action-toast";
import { AGENCY_LISTING_STEP } from "#app/domain/process/listing-steps";
import { requireUser } from "#app/http/session.server";
import { headersWithRetryAfter } from "#app/lib/retry-after";
import { loadAgencyListingStep } from "#app/routes/agency/agency-page.server";
import { processAction } from "#app/routes/process/process-actions.server";
import { AGENCY_ROUTE_INTENTS } from "../process-actions.server";
import type { Route } from "./+types/listing";

/** Step 1, 'Publicar la Propiedad' (also a new collaboration's, on `nueva`): the listing, edited after 'Reabrir y Editar'. Its loader reads only what this step shows. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireUser(request, context, { from: "agency" });
  return loadAgencyListingStep({ context, user, propertyId: params.propertyId });
}

/** A 429 says when to come back (Retry-After), for the page and for `.data` alike. */
export const headers: Route.HeadersFunction = headersWithRetryAfter;

export const action = processAction(AGENCY_ROUTE_INTENTS["routes/agency/steps/listing"], { from: "agency" });

/** The same component on `/proceso-agencia/nueva/publicar` and on the collaboration's own address. */
export default function AgencyListingStep({ actionData }: Route.ComponentProps) {
  const { layout, view } = useAgencyLayout();
  useActionToast(actionData);
  return (
    <ListingStep
      // Photos held for a new collaboration belong to it: another one starts with none.
      key={layout.property?.id ?? "new"}
      data={layout}
      rules={AGENCY_LISTING_STEP}
      setupFor={agencyListingSetup}
      actionData={actionData}
      isEditing={view.isEditing}
      onSaved={view.onSaved}
    />
  );
}
