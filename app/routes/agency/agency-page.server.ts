import type { AppLoadContext } from "react-router";
import {
  AGENCY_PAGE_QUERIES,
  type AgencyProperty,
  findAcceptedContract,
} from "#app/domain/agency/agency-queries.server";
import { currentAgencyStep } from "#app/domain/agency/agency-steps";
import { listingSplit } from "#app/domain/agency/agreement";
import { findDealReports } from "#app/domain/agency/deal-report.server";
import { findOwnCampaign } from "#app/domain/campaign/board.server";
import type { SessionUser } from "#app/domain/users/session.server";
import { madridDay } from "#app/lib/calendar";
import { loadProcessPage } from "#app/routes/process/process-page.server";

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
  const { property, ...page } = await loadProcessPage(context, user.id, url, AGENCY_PAGE_QUERIES);
  const [contract, campaign, dealReports] = property
    ? await Promise.all([
        findAcceptedContract(context.db, user.id, property.id),
        findOwnCampaign(context.db, user.id, property.id),
        findDealReports(context.db, user, property.id),
      ])
    : [null, null, []];
  return {
    user: { id: user.id, name: user.name, email: user.email, isTester: user.role === "tester" },
    property: property ? { ...serialize(property), contract, campaign, dealReports } : null,
    // The day in Spain: the 48-hour form's dates run up to it (the server checks again).
    today: madridDay(new Date()),
    ...page,
  };
}
export type AgencyPageData = Awaited<ReturnType<typeof loadAgencyPage>>;
