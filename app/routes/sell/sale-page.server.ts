import type { AppLoadContext } from "react-router";
import { findOwnCampaign } from "#app/domain/campaign/board.server";
import { acceptedOffer } from "#app/domain/leads/deals/offer-views.server";
import { listListingViewings } from "#app/domain/leads/viewings/viewing-views.server";
import { type ArrasFormDefaults, prefillArras, termsToFormDefaults } from "#app/domain/sale/arras";
import { type ArrasDraftState, findArrasContract } from "#app/domain/sale/arras.server";
import { loadBuyerQuestion } from "#app/domain/sale/buyer-answer.server";
import {
  findPaidProducts,
  findProfileDni,
  SALE_PAGE_QUERIES,
  type SaleProperty,
} from "#app/domain/sale/listing.server";
import { saleProgress } from "#app/domain/sale/step-access";
import { particularStep } from "#app/domain/sale/steps";
import type { SessionUser } from "#app/domain/users/session.server";
import { formatIsoDate } from "#app/lib/format";
import { loadProcessPage } from "#app/routes/process/process-page.server";

function serialize(property: SaleProperty) {
  const { createdAt, ...rest } = property;
  return { ...rest, createdAt: createdAt.toISOString(), step: particularStep(saleProgress(property)) };
}
export type SalePageProperty = ReturnType<typeof serialize>;

/** Step 4's contract: the saved draft to edit (or the signed one to read), else the prefilled form. */
function arrasView(
  contract: ArrasDraftState | null,
  source: Parameters<typeof prefillArras>[0],
): { contract: Omit<ArrasDraftState, "terms"> | null; defaults: ArrasFormDefaults } {
  if (!contract) return { contract: null, defaults: prefillArras(source) };
  const { terms, ...state } = contract;
  return { contract: state, defaults: termsToFormDefaults(terms) };
}

/** /vender's data: which property (`?id=`, else the newest under way; `?nueva` starts one) and the owner's DNI. */
export async function loadSalePage(context: AppLoadContext, user: SessionUser, url: URL) {
  const { property, ...page } = await loadProcessPage(context, user.id, url, SALE_PAGE_QUERIES);
  const [profileDni, paidProducts, buyer, offer, viewings, arras, campaign] = await Promise.all([
    findProfileDni(context.db, user.id),
    property ? findPaidProducts(context.db, user.id, property.id) : Promise.resolve([]),
    // The property is the user's own (loadProcessPage), so its leads may be listed here.
    property ? loadBuyerQuestion(context.db, property.id) : Promise.resolve(null),
    // What step 4 (arras) starts from.
    property ? acceptedOffer(context.db, property.id) : Promise.resolve(null),
    // Step 3 'Gestión de visitas' shows the listing's real viewings (ownership in the query too).
    property ? listListingViewings(context.db, user.id, property.id) : Promise.resolve(null),
    // Step 4's own arras contract (draft or signed), read as its owner.
    property ? findArrasContract(context.db, user.id, property.id) : Promise.resolve(null),
    // Step 2 'Tu campaña': where the paid campaign runs (null until it is paid).
    property ? findOwnCampaign(context.db, user.id, property.id) : Promise.resolve(null),
  ]);
  return {
    user: { id: user.id, name: user.name, isTester: user.role === "tester", needsDni: profileDni === null },
    property: property
      ? {
          ...serialize(property),
          payments: paidProducts,
          buyer,
          acceptedOffer: offer,
          viewings,
          arras: arrasView(arras, {
            today: formatIsoDate(new Date()),
            owner: { name: user.name, dni: profileDni },
            property,
            offer,
          }),
          campaign,
        }
      : null,
    ...page,
  };
}
export type SalePageData = Awaited<ReturnType<typeof loadSalePage>>;
