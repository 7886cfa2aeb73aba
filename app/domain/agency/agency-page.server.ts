import type { AppLoadContext } from "react-router";
import { paymentProviderFor } from "#app/domain/payments/provider.server";
import { isPropertyId } from "#app/domain/sale/listing.server";
import type { SessionUser } from "#app/domain/users/session.server";
import { AGENCY_PROPERTY_PARAM, NEW_AGENCY_PARAM } from "./agency-path";
import {
  type AgencyProperty,
  findAcceptedContract,
  findAgencyProperty,
  findNewestAgencyProperty,
} from "./agency-queries.server";
import { currentAgencyStep } from "./agency-steps";
import { listingSplit } from "./agreement";

function serialize(property: AgencyProperty) {
  const { managementContractUrl, ...rest } = property;
  return {
    ...rest,
    // The private storage key stays on the server; the page only needs to know there is one.
    hasManagementContract: Boolean(managementContractUrl),
    step: currentAgencyStep(property),
    split: listingSplit(property),
  };
}
export type AgencyPageProperty = ReturnType<typeof serialize>;

/**
 * Which collaboration /proceso-agencia shows: the one asked for by id if it is the user's own,
 * else the newest still under way, else none (a new one). `?nueva` starts a new one.
 */
export async function loadAgencyPage(context: AppLoadContext, user: SessionUser, url: URL) {
  const requestedId = url.searchParams.get(AGENCY_PROPERTY_PARAM);
  const startNew = url.searchParams.has(NEW_AGENCY_PARAM);
  let property =
    requestedId && isPropertyId(requestedId)
      ? await findAgencyProperty(context.db, user.id, requestedId)
      : null;
  const requestedMissing = requestedId !== null && property === null;
  if (!property && !startNew) property = await findNewestAgencyProperty(context.db, user.id);
  const contract = property ? await findAcceptedContract(context.db, user.id, property.id) : null;
  return {
    user: { id: user.id, name: user.name, email: user.email, isTester: user.role === "tester" },
    property: property ? { ...serialize(property), contract } : null,
    requestedMissing,
    payments: {
      provider: paymentProviderFor(context).name,
      publishableKey: context.publicEnv.STRIPE_PUBLISHABLE_KEY,
      returnUrl: `${context.publicEnv.PUBLIC_URL}/dashboard`,
    },
  };
}
export type AgencyPageData = Awaited<ReturnType<typeof loadAgencyPage>>;
