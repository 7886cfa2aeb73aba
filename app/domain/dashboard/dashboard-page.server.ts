import type { AppLoadContext } from "react-router";
import { ownListingFunnels } from "#app/domain/funnel/funnel.server";
import { getProfile } from "#app/domain/users/profile.server";
import type { SessionUser } from "#app/domain/users/session.server";
import { listOwnContracts, listOwnPayments, listOwnProperties } from "./dashboard.server";

/**
 * Every tab's data, each read on its own: one that fails comes back as null (the page toasts the
 * spec's message for it) and the other tabs still work.
 */
export async function loadDashboard(context: AppLoadContext, user: SessionUser) {
  const settle = <T>(part: string, read: Promise<T>) =>
    read.catch((error: unknown) => {
      context.logger.error({ err: error, part }, "dashboard part failed to load");
      return null;
    });
  const [profile, properties, contracts, payments, funnels] = await Promise.all([
    settle("profile", getProfile(context.db, user.id)),
    settle("properties", listOwnProperties(context.db, user.id)),
    settle("contracts", listOwnContracts(context.db, user.id)),
    settle("payments", listOwnPayments(context.db, user.id)),
    settle("funnels", ownListingFunnels(context.db, user.id)),
  ]);
  return {
    user: { id: user.id, isTester: user.role === "tester" },
    profile,
    properties,
    contracts,
    payments,
    funnels,
  };
}
export type DashboardData = Awaited<ReturnType<typeof loadDashboard>>;
