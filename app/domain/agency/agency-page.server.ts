import type { AppLoadContext } from "react-router";
import { paymentSettings, resolveProcessProperty } from "#app/domain/process/process-page.server";
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

/** /proceso-agencia's data: which collaboration (`?id=`, else the newest under way; `?nueva` starts one). */
export async function loadAgencyPage(context: AppLoadContext, user: SessionUser, url: URL) {
  const { property, requestedMissing } = await resolveProcessProperty(
    url,
    { id: AGENCY_PROPERTY_PARAM, startNew: NEW_AGENCY_PARAM },
    {
      byId: (id) => findAgencyProperty(context.db, user.id, id),
      newest: () => findNewestAgencyProperty(context.db, user.id),
    },
  );
  const contract = property ? await findAcceptedContract(context.db, user.id, property.id) : null;
  return {
    user: { id: user.id, name: user.name, email: user.email, isTester: user.role === "tester" },
    property: property ? { ...serialize(property), contract } : null,
    requestedMissing,
    payments: paymentSettings(context),
  };
}
export type AgencyPageData = Awaited<ReturnType<typeof loadAgencyPage>>;
