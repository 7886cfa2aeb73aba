import { type AppLoadContext, redirect } from "react-router";
import {
  AGENCY_PAGE_QUERIES,
  type AgencyProperty,
  findAcceptedContract,
} from "#app/domain/agency/agency-queries.server";
import { currentAgencyStep } from "#app/domain/agency/agency-steps";
import { listingSplit } from "#app/domain/agency/agreement";
import { findDealReports, findPendingDealReport } from "#app/domain/agency/deal-report-queries.server";
import { findOwnCampaign } from "#app/domain/campaign/board.server";
import { AGENCY_STEPS, agencyStepPath, isNewProperty } from "#app/domain/kernel/process-urls";
import { AGENCY_PROCESS } from "#app/domain/process/processes";
import { EMPTY_PROGRESS } from "#app/domain/process/steps";
import type { SessionUser } from "#app/domain/users/session.server";
import { madridDay } from "#app/lib/calendar";
import {
  loadPaymentPanel,
  openProcessProperty,
  type ProcessRoutes,
  processEntryPath,
  requireOwnProcessProperty,
} from "#app/routes/process/process-page.server";

/** How /proceso-agencia's URLs and steps are read (docs/decisions/0045-process-routes-by-step.md). */
export const AGENCY_ROUTES: ProcessRoutes<AgencyProperty> = {
  queries: AGENCY_PAGE_QUERIES,
  rules: AGENCY_PROCESS,
  steps: AGENCY_STEPS,
  progress: (property) => ({ ...EMPTY_PROGRESS, ...property }),
  stepPath: agencyStepPath,
};

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

const pageUser = (user: SessionUser) => ({
  id: user.id,
  name: user.name,
  email: user.email,
  isTester: user.role === "tester",
});

/** `/proceso-agencia`: the newest collaboration's current step, else a new one. */
export async function redirectToAgencyProcess(context: AppLoadContext, user: SessionUser): Promise<never> {
  throw redirect(await processEntryPath(context, user.id, AGENCY_ROUTES));
}

/** One of the agency's own collaborations (by the URL's id), else a 404. */
export const requireOwnCollaboration = (context: AppLoadContext, user: SessionUser, propertyId?: string) =>
  requireOwnProcessProperty(context, user.id, propertyId, AGENCY_PAGE_QUERIES);

/**
 * `/proceso-agencia/<id>`'s own data: the property, its progress and its accepted contract (step 1's
 * 'Ver'). `/proceso-agencia/nueva/publicar` has no collaboration yet: step 1's blank form.
 */
export async function loadAgencyLayout(
  context: AppLoadContext,
  user: SessionUser,
  url: URL,
  propertyId: string | undefined,
) {
  const property = await openProcessProperty(context, user.id, url, propertyId, AGENCY_ROUTES);
  if (!property) return { user: pageUser(user), property: null };
  const contract = await findAcceptedContract(context.db, user.id, property.id);
  return { user: pageUser(user), property: { ...serialize(property), contract } };
}
export type AgencyLayoutData = Awaited<ReturnType<typeof loadAgencyLayout>>;

type StepArgs = { context: AppLoadContext; user: SessionUser; propertyId: string | undefined };

/** Step 1: the listing form reads the layout's property (none yet on `nueva`); only ownership is checked here. */
export async function loadAgencyListingStep({ context, user, propertyId }: StepArgs) {
  if (!isNewProperty(propertyId)) await requireOwnCollaboration(context, user, propertyId);
  return {};
}

/** Step 2: the card form, and where the paid campaign runs. */
export async function loadAgencyCampaignStep({ context, user, propertyId }: StepArgs) {
  const property = await requireOwnCollaboration(context, user, propertyId);
  const [panel, campaign] = await Promise.all([
    loadPaymentPanel(context, user.id),
    findOwnCampaign(context.db, user.id, property.id),
  ]);
  return { ...panel, campaign };
}

/** Step 3: the agreement and the agency's reports of a signing. */
export async function loadAgreementStep({ context, user, propertyId }: StepArgs) {
  const property = await requireOwnCollaboration(context, user, propertyId);
  const [dealReports, pendingReport] = await Promise.all([
    findDealReports(context.db, user, property.id),
    findPendingDealReport(context.db, user, property.id),
  ]);
  return {
    dealReports,
    pendingReport,
    // The day in Spain: the 48-hour form's dates run up to it (the server checks again).
    today: madridDay(new Date()),
  };
}

/** Step 4: the card form of the final agency fee. */
export async function loadAgencyFinalFeeStep({ context, user, propertyId }: StepArgs) {
  await requireOwnCollaboration(context, user, propertyId);
  return loadPaymentPanel(context, user.id);
}
