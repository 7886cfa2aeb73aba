import type { AppLoadContext } from "react-router";
import { findSellerSigningRoom } from "#app/domain/arras-signing/signing-room.server";
import { findOwnCampaign } from "#app/domain/campaign/board.server";
import { isNewProperty } from "#app/domain/kernel/process-urls";
import { activeDealFor } from "#app/domain/leads/deals/offer-deal.server";
import { acceptedOffer } from "#app/domain/leads/deals/offer-views.server";
import { listListingViewings } from "#app/domain/leads/viewings/viewing-views.server";
import { ownListingTranslations } from "#app/domain/listings/listing-translations.server";
import { type ArrasFormDefaults, prefillArras, termsToFormDefaults } from "#app/domain/sale/arras";
import { type ArrasDraftState, findArrasContract } from "#app/domain/sale/arras.server";
import { fallThroughChoices, lastEndedDeal } from "#app/domain/sale/fall-through-facts.server";
import { findProfileDni } from "#app/domain/sale/listing.server";
import type { SessionUser } from "#app/domain/users/session.server";
import { formatIsoDate } from "#app/lib/format";
import { translatorFromEnv } from "#app/lib/translation.server";
import { loadPaymentPanel } from "#app/routes/process/process-page.server";
import { requireOwnSale } from "./sale-page.server";

/**
 * What each step of /vender/<id> reads for its own body, and nothing else (the layout reads the
 * property; docs/decisions/0045-process-routes-by-step.md). Each checks the property is the
 * caller's own: a layout's check alone is no check.
 */
type StepArgs = { context: AppLoadContext; user: SessionUser; propertyId: string | undefined };

/**
 * Steps 3 to 5, where a deal may be held: while one holds, its id and the reasons it may fall
 * through for (the form); once none holds, the last that fell through, to say why and the señal.
 */
async function dealEndOf(context: AppLoadContext, propertyId: string) {
  const deal = await activeDealFor(context.db, propertyId);
  if (deal)
    return {
      fallThrough: { dealId: deal.id, ...(await fallThroughChoices(context.db, propertyId)) },
      endedDeal: null,
    };
  return { fallThrough: null, endedDeal: await lastEndedDeal(context.db, propertyId) };
}

/** Step 1 (also of a new sale, `/vender/nueva/anuncio`): whether the form asks for the owner's DNI. */
export async function loadListingStep({ context, user, propertyId }: StepArgs) {
  const needsDni = (await findProfileDni(context.db, user.id)) === null;
  // A new listing has no description to translate yet: the section appears once it is saved.
  if (isNewProperty(propertyId)) return { needsDni, translations: null };
  const property = await requireOwnSale(context, user, propertyId);
  const stored = await ownListingTranslations(context.db, user.id, property.id);
  return {
    needsDni,
    translations: {
      propertyId: property.id,
      rows: stored.map(({ locale, description, source, reviewedAt }) => ({
        locale,
        description,
        proposed: source === "machine" && reviewedAt === null,
      })),
      // No key, no button: the seller writes each text themselves.
      canPropose: translatorFromEnv(context.env) !== null,
    },
  };
}

/** Step 2: the card form, and where the paid campaign runs (null until it is paid). */
export async function loadCampaignStep({ context, user, propertyId }: StepArgs) {
  const property = await requireOwnSale(context, user, propertyId);
  const [panel, campaign] = await Promise.all([
    loadPaymentPanel(context, user.id),
    findOwnCampaign(context.db, user.id, property.id),
  ]);
  return { ...panel, campaign };
}

/** Step 3: the listing's real viewings. */
export async function loadViewingsStep({ context, user, propertyId }: StepArgs) {
  const property = await requireOwnSale(context, user, propertyId);
  const [viewings, dealEnd] = await Promise.all([
    listListingViewings(context.db, user.id, property.id),
    dealEndOf(context, property.id),
  ]);
  return { viewings, ...dealEnd };
}

/** Step 4's contract: the saved draft to edit (or the signed one to read), else the prefilled form. */
function arrasView(
  contract: ArrasDraftState | null,
  source: Parameters<typeof prefillArras>[0],
): { contract: Omit<ArrasDraftState, "terms"> | null; defaults: ArrasFormDefaults } {
  if (!contract) return { contract: null, defaults: prefillArras(source) };
  const { terms, ...state } = contract;
  return { contract: state, defaults: termsToFormDefaults(terms) };
}

/** Step 4: the accepted offer it starts from, and the arras contract (draft or signed). */
export async function loadArrasStep({ context, user, propertyId }: StepArgs) {
  const property = await requireOwnSale(context, user, propertyId);
  const [profileDni, offer, arras, signing] = await Promise.all([
    findProfileDni(context.db, user.id),
    acceptedOffer(context.db, property.id),
    findArrasContract(context.db, user.id, property.id),
    findSellerSigningRoom(context.db, user.id, property.id),
  ]);
  const source = {
    today: formatIsoDate(new Date()),
    owner: { name: user.name, dni: profileDni },
    property,
    offer,
  };
  return {
    acceptedOffer: offer,
    arras: arrasView(arras, source),
    signing,
    ...(await dealEndOf(context, property.id)),
  };
}

/** Step 5: the price agreed, for the calculator. */
export async function loadNotaryStep({ context, user, propertyId }: StepArgs) {
  const property = await requireOwnSale(context, user, propertyId);
  const [offer, dealEnd] = await Promise.all([
    acceptedOffer(context.db, property.id),
    dealEndOf(context, property.id),
  ]);
  return { acceptedOffer: offer, ...dealEnd };
}

/** Step 6: the price agreed, and the card form of the success fee. */
export async function loadClosingStep({ context, user, propertyId }: StepArgs) {
  const property = await requireOwnSale(context, user, propertyId);
  const [panel, offer] = await Promise.all([
    loadPaymentPanel(context, user.id),
    acceptedOffer(context.db, property.id),
  ]);
  return { ...panel, acceptedOffer: offer };
}
