import type { AppLoadContext } from "react-router";
import { listOwnSearches, priceDropFrequencyOf } from "#app/domain/alerts/saved-searches.server";
import { findOwnCampaigns } from "#app/domain/campaign/board.server";
import { listOwnContracts, listOwnPayments, listOwnProperties } from "#app/domain/dashboard/dashboard.server";
import { SELECTED_PROPERTY_PARAM } from "#app/domain/dashboard/tabs";
import { listOwnFavourites } from "#app/domain/favourites/favourites.server";
import { ownListingFunnels } from "#app/domain/funnel/funnel.server";
import { listingLeadChannels, ownListingLeadChannels } from "#app/domain/funnel/lead-channels.server";
import { listListingLeadsForStaff, listOwnLeads } from "#app/domain/leads/lead-log.server";
import { listHeldLeads } from "#app/domain/leads/lead-review.server";
import { listOwnArrasContracts } from "#app/domain/sale/arras.server";
import { getProfile } from "#app/domain/users/profile.server";
import type { SessionUser } from "#app/domain/users/session.server";

/**
 * Every tab's data, each read on its own: one that fails comes back as null (the page toasts the
 * spec's message for it) and the other tabs still work.
 */
export async function loadDashboard(
  context: AppLoadContext,
  user: SessionUser,
  searchParams?: URLSearchParams,
) {
  const settle = <T>(part: string, read: Promise<T>) =>
    read.catch((error: unknown) => {
      context.logger.error({ err: error, part }, "dashboard part failed to load");
      return null;
    });
  // Staff open another owner's listing in 'Compradores' from /admin (issue #22).
  const askedListing = searchParams?.get(SELECTED_PROPERTY_PARAM) ?? null;
  const staffListing = user.role === "admin" ? askedListing : null;
  const [
    profile,
    properties,
    contracts,
    arrasContracts,
    payments,
    funnels,
    leadChannels,
    leads,
    heldLeads,
    campaigns,
    staffLeadView,
    staffLeadChannels,
    favourites,
    savedSearches,
  ] = await Promise.all([
    settle("profile", getProfile(context.db, user.id)),
    settle("properties", listOwnProperties(context.db, user.id)),
    settle("contracts", listOwnContracts(context.db, user.id)),
    settle("arras contracts", listOwnArrasContracts(context.db, user.id)),
    settle("payments", listOwnPayments(context.db, user.id)),
    settle("funnels", ownListingFunnels(context.db, user.id)),
    settle("lead channels", ownListingLeadChannels(context.db, user.id)),
    settle("leads", listOwnLeads(context.db, user.id)),
    settle("held leads", listHeldLeads(context.db, user.id)),
    settle("campaigns", findOwnCampaigns(context.db, user.id)),
    staffListing ? settle("staff leads", listListingLeadsForStaff(context.db, user, staffListing)) : null,
    staffListing ? settle("staff lead channels", listingLeadChannels(context.db, user, staffListing)) : null,
    settle("favourites", listOwnFavourites(context.db, user.id)),
    settle(
      "saved searches",
      Promise.all([listOwnSearches(context.db, user.id), priceDropFrequencyOf(context.db, user.id)]).then(
        ([searches, priceDropFrequency]) => ({ searches, priceDropFrequency }),
      ),
    ),
  ]);
  return {
    user: { id: user.id, isTester: user.role === "tester" },
    profile,
    properties,
    contracts,
    arrasContracts,
    payments,
    funnels,
    leadChannels,
    leads,
    heldLeads,
    campaigns,
    favourites,
    savedSearches,
    // Only for a listing that is not the admin's own (their own are in `leads`).
    staffLeadView:
      staffLeadView && !properties?.some((property) => property.id === staffLeadView.propertyId)
        ? { ...staffLeadView, channels: staffLeadChannels }
        : null,
  };
}
export type DashboardData = Awaited<ReturnType<typeof loadDashboard>>;
