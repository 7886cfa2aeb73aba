import type { AppLoadContext } from "react-router";
import { paymentProviderFor } from "#app/domain/payments/provider.server";
import {
  findNewestSaleProperty,
  findPaidProducts,
  findProfileDni,
  findSaleProperty,
  type SaleProperty,
} from "#app/domain/sale/listing.server";
import { NEW_SALE_PARAM, PROPERTY_PARAM } from "#app/domain/sale/sale-path";
import { saleProgress } from "#app/domain/sale/step-access";
import { particularStep } from "#app/domain/sale/steps";
import type { SessionUser } from "#app/domain/users/session.server";

function serialize(property: SaleProperty) {
  const { createdAt, ...rest } = property;
  return { ...rest, createdAt: createdAt.toISOString(), step: particularStep(saleProgress(property)) };
}
export type SalePageProperty = ReturnType<typeof serialize>;

/**
 * Which property the sale page shows (spec §2): the one asked for by id if it is the user's own,
 * else the newest private sale still under way, else none (a new listing). `requestedMissing`
 * tells the browser to forget an id it kept that no longer leads anywhere.
 */
export async function loadSalePage(context: AppLoadContext, user: SessionUser, url: URL) {
  const requestedId = url.searchParams.get(PROPERTY_PARAM);
  const startNew = url.searchParams.has(NEW_SALE_PARAM);
  let property = requestedId ? await findSaleProperty(context.db, user.id, requestedId) : null;
  const requestedMissing = requestedId !== null && property === null;
  if (!property && !startNew) property = await findNewestSaleProperty(context.db, user.id);

  const [profileDni, paidProducts] = await Promise.all([
    findProfileDni(context.db, user.id),
    property ? findPaidProducts(context.db, user.id, property.id) : Promise.resolve([]),
  ]);
  return {
    user: { id: user.id, name: user.name, isTester: user.role === "tester", needsDni: profileDni === null },
    property: property ? { ...serialize(property), payments: paidProducts } : null,
    requestedMissing,
    payments: {
      provider: paymentProviderFor(context).name,
      publishableKey: context.publicEnv.STRIPE_PUBLISHABLE_KEY,
      returnUrl: `${context.publicEnv.PUBLIC_URL}/dashboard`,
    },
  };
}
export type SalePageData = Awaited<ReturnType<typeof loadSalePage>>;
