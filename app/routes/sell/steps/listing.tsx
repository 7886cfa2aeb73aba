import { useMemo } from "react";
import { ListingStep } from "#app/components/process/listing-step";
import { useActionToast } from "#app/components/process/use-action-toast";
import { saleListingSetup } from "#app/components/sell/listing-setup";
import {
  ListingTranslationsForm,
  type TranslationsReply,
} from "#app/components/sell/listing-translations-form";
import { useSaleLayout } from "#app/components/sell/use-sale-step";
import { SALE_LISTING_STEP } from "#app/domain/process/listing-steps";
import { requireUser } from "#app/http/session.server";
import { headersWithRetryAfter } from "#app/lib/retry-after";
import { processAction } from "#app/routes/process/process-actions.server";
import { loadListingStep } from "#app/routes/sell/sale-steps.server";
import { SALE_ROUTE_INTENTS } from "../sell-actions.server";
import type { Route } from "./+types/listing";

/** Step 1, 'Prepara el anuncio y fija el precio' (also a new sale's, on `nueva`): the listing form, saved as a draft or published. Its loader reads only what this step shows. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  return loadListingStep({ context, user, propertyId: params.propertyId });
}

/** A 429 says when to come back (Retry-After), for the page and for `.data` alike. */
export const headers: Route.HeadersFunction = headersWithRetryAfter;

export const action = processAction(SALE_ROUTE_INTENTS["routes/sell/steps/listing"]);

/**
 * The same component on `/vender/nueva/anuncio` and on the property's own address: the first save
 * (or the first photos) gives the property its id and this form stays mounted, what was typed and
 * the photos still uploading with it.
 */
export default function SaleListingStep({ loaderData, actionData }: Route.ComponentProps) {
  const { needsDni, translations } = loaderData;
  const { layout, view } = useSaleLayout();
  // Step 1's form asks for the DNI when the profile has none.
  const data = useMemo(
    () => ({ user: { ...layout.user, needsDni }, property: layout.property }),
    [layout, needsDni],
  );
  useActionToast(actionData);
  const translationsReply =
    actionData && "translations" in actionData ? (actionData.translations as TranslationsReply) : null;
  return (
    <>
      <ListingStep
        rules={SALE_LISTING_STEP}
        setupFor={saleListingSetup}
        data={data}
        actionData={actionData}
        isEditing={view.isEditing}
        onSaved={view.onSaved}
      />
      {translations ? <ListingTranslationsForm data={translations} reply={translationsReply} /> : null}
    </>
  );
}
