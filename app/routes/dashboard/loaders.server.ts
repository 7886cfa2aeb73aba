import type { AppLoadContext } from "react-router";
import {
  fallThroughViewIn,
  type LocalFallThroughView,
} from "#app/components/deals/fall-through-words.server";
import { readerSiteWords } from "#app/components/layout/site-words.server";
import { filtersOfSavedQuery } from "#app/domain/alerts/saved-searches";
import { listOwnSearches, priceDropFrequencyOf } from "#app/domain/alerts/saved-searches.server";
import { listContractsToSignAsBuyer } from "#app/domain/arras-signing/signing-room.server";
import { findOwnCampaigns } from "#app/domain/campaign/board.server";
import { listOwnContracts, listOwnPayments, listOwnProperties } from "#app/domain/dashboard/dashboard.server";
import { hasOwnListings } from "#app/domain/dashboard/landing.server";
import { listOwnFavourites } from "#app/domain/favourites/favourites.server";
import { ownListingFunnels } from "#app/domain/funnel/funnel.server";
import { listingLeadChannels, ownListingLeadChannels } from "#app/domain/funnel/lead-channels.server";
import { findBillingForm } from "#app/domain/invoices/billing-details.server";
import { SELECTED_PROPERTY_PARAM } from "#app/domain/kernel/dashboard-urls";
import {
  countOwnUnreadBuyers,
  listListingBuyersForStaff,
  listOwnBuyers,
} from "#app/domain/leads/log/buyer-cards.server";
import { selectedListingId } from "#app/domain/leads/log/buyer-groups";
import { countOwnRequests, listOwnRequests } from "#app/domain/leads/requests/buyer-requests.server";
import {
  countHeldLeadsByListing,
  listHeldLeadGroups,
} from "#app/domain/leads/review/held-lead-groups.server";
import { HELD_PAGE_PARAM } from "#app/domain/leads/review/review";
import { listOwedSuccessFees } from "#app/domain/payments/success-fees.server";
import { listOwnArrasContracts } from "#app/domain/sale/arras.server";
import { dealFallThroughView } from "#app/domain/sale/fall-through-facts.server";
import { accountLocale } from "#app/domain/users/account-locale.server";
import { getProfile } from "#app/domain/users/profile.server";
import { hasSecondFactor } from "#app/domain/users/second-factor.server";
import type { SessionUser } from "#app/domain/users/session.server";
import { describeSearch } from "#app/emails/search-summary.server";
import { listingTitleIn } from "#app/lib/i18n/listing-title";
import { requestCardWords, requestTexts } from "./request-words.server";
import {
  favouritesWords,
  languageWords,
  requestStateWord,
  requestsWords,
  searchesWords,
  shellWords,
} from "./space-words.server";

/**
 * The data of 'Mi Panel de Control', one function per route: the layout reads what the tab bar
 * and the greeting need, each tab only its own parts. Every part is read on its own: one that
 * fails comes back as null (the tab toasts the message for it) and the others still work.
 */
function settler(context: AppLoadContext) {
  return <T>(part: string, read: Promise<T>) =>
    read.catch((error: unknown) => {
      context.logger.error({ err: error, part }, "dashboard part failed to load");
      return null;
    });
}

/**
 * The layout: who is signed in, the greeting's profile, the number on 'Compradores' (buyers with
 * something new), and whether the account sent any request ('Mis solicitudes' shows then, with
 * how many wait for the buyer).
 */
export async function loadDashboardLayout(context: AppLoadContext, user: SessionUser) {
  const settle = settler(context);
  const [profile, unreadLeads, requests, hasListings, locale] = await Promise.all([
    settle("profile", getProfile(context.db, user.id)),
    settle("unread buyers", countOwnUnreadBuyers(context.db, user.id)),
    settle("request counts", countOwnRequests(context.db, user.id)),
    settle("listings", hasOwnListings(context.db, user.id)),
    accountLocale(context.db, user.id),
  ]);
  return {
    // The title, the greeting and the tabs' names in the account's language (ADR 0061, 0073).
    shell: shellWords(locale, profile?.name ?? null),
    // The header and footer in it too; a Spanish account keeps the root's, the address's.
    site: readerSiteWords(locale, context.publicEnv.BRAND_NAME),
    user: { id: user.id, isTester: user.role === "tester" },
    profile,
    unreadLeads: unreadLeads ?? 0,
    requests: requests ?? { total: 0, awaitingYou: 0 },
    // An owner's bare /dashboard opens on their listings; a buyer's tab link asks for them by name.
    hasListings: hasListings ?? true,
  };
}
export type DashboardLayoutData = Awaited<ReturnType<typeof loadDashboardLayout>>;

/** 'Mis Propiedades': the listings with their payments, contracts (arras too), funnel, buyers' channels and campaign. */
export async function loadPropertiesTab(context: AppLoadContext, user: SessionUser) {
  const settle = settler(context);
  const [properties, contracts, arrasContracts, payments, funnels, leadChannels, campaigns] =
    await Promise.all([
      settle("properties", listOwnProperties(context.db, user.id)),
      settle("contracts", listOwnContracts(context.db, user.id)),
      settle("arras contracts", listOwnArrasContracts(context.db, user.id)),
      settle("payments", listOwnPayments(context.db, user.id)),
      settle("funnels", ownListingFunnels(context.db, user.id)),
      settle("lead channels", ownListingLeadChannels(context.db, user.id)),
      settle("campaigns", findOwnCampaigns(context.db, user.id)),
    ]);
  return {
    userId: user.id,
    properties,
    contracts,
    arrasContracts,
    payments,
    funnels,
    leadChannels,
    campaigns,
  };
}
export type PropertiesTabData = Awaited<ReturnType<typeof loadPropertiesTab>>;

/** 'Mis Datos': the profile is the layout's; the listings, for an agency listing's company data. */
export async function loadProfileTab(context: AppLoadContext, user: SessionUser) {
  const settle = settler(context);
  const [properties, billing, secondFactorOn, locale] = await Promise.all([
    settle("properties", listOwnProperties(context.db, user.id)),
    settle("billing details", findBillingForm(context.db, user.id)),
    hasSecondFactor(context.db, user.id),
    accountLocale(context.db, user.id),
  ]);
  const language = { current: locale, words: languageWords(locale) };
  return { userId: user.id, properties, billing, secondFactorOn, language };
}

/** 'Mis Documentos': the management contracts and the arras contracts. */
export async function loadDocumentsTab(context: AppLoadContext, user: SessionUser) {
  const settle = settler(context);
  const [contracts, arrasContracts] = await Promise.all([
    settle("contracts", listOwnContracts(context.db, user.id)),
    settle("arras contracts", listOwnArrasContracts(context.db, user.id)),
  ]);
  return { contracts, arrasContracts };
}

/** 'Mis Pagos'. */
export async function loadPaymentsTab(context: AppLoadContext, user: SessionUser) {
  const settle = settler(context);
  const [payments, owedFees] = await Promise.all([
    settle("payments", listOwnPayments(context.db, user.id)),
    settle("owed success fees", listOwedSuccessFees(context.db, user.id)),
  ]);
  return { payments, owedFees };
}

/**
 * 'Compradores': the user's listings' buyers, one card each per listing, how many
 * contacts wait for review on each, and the shown listing's held contacts by sender; staff open
 * another owner's listing here from /admin with `?propiedad=`.
 */
export async function loadBuyersTab(
  context: AppLoadContext,
  user: SessionUser,
  searchParams: URLSearchParams,
) {
  const settle = settler(context);
  const askedListing = searchParams.get(SELECTED_PROPERTY_PARAM);
  const staffListing = user.role === "admin" ? askedListing : null;
  const [properties, buyers, heldCounts, staffLeadView, staffLeadChannels] = await Promise.all([
    settle("properties", listOwnProperties(context.db, user.id)),
    settle("buyers", listOwnBuyers(context.db, user.id)),
    settle("held counts", countHeldLeadsByListing(context.db, user.id)),
    staffListing ? settle("staff buyers", listListingBuyersForStaff(context.db, user, staffListing)) : null,
    staffListing ? settle("staff lead channels", listingLeadChannels(context.db, user, staffListing)) : null,
  ]);
  // 'Pendientes de revisión' of the listing shown only, a page of senders at a time.
  const selectedId = properties
    ? selectedListingId(
        properties.map((property) => property.id),
        buyers?.[0]?.propertyId ?? null,
        askedListing,
      )
    : null;
  const heldLeads = selectedId
    ? await settle(
        "held leads",
        listHeldLeadGroups(context.db, user.id, {
          propertyId: selectedId,
          page: searchParams.get(HELD_PAGE_PARAM),
        }),
      )
    : null;
  return {
    properties,
    buyers,
    heldCounts,
    heldLeads,
    // Only for a listing that is not the admin's own (their own are in `buyers`).
    staffLeadView:
      staffLeadView && !properties?.some((property) => property.id === staffLeadView.propertyId)
        ? { ...staffLeadView, channels: staffLeadChannels }
        : null,
  };
}

/** 'Mis solicitudes': what the account sent as a buyer, and where each stands. */
export async function loadRequestsTab(context: AppLoadContext, user: SessionUser) {
  const [stored, contractsToSign, locale] = await Promise.all([
    settler(context)("requests", listOwnRequests(context.db, user.id)),
    // An accepted offer whose arras the seller sent to sign links to the buyer's signing page.
    listContractsToSignAsBuyer(context.db, user.id),
    accountLocale(context.db, user.id),
  ]);
  const requests =
    stored?.map((request) => ({
      ...request,
      listing: { ...request.listing, title: listingTitleIn(locale, request.listing.title) },
      stateLabel: requestStateWord(locale, request.kind, request.state, request.stateLabel),
      texts: requestTexts(locale, request),
    })) ?? null;
  // Each of the buyer's own deals: how it may fall through, or how it ended.
  const dealIds = (requests ?? []).flatMap((request) => (request.offer?.deal ? [request.offer.deal.id] : []));
  const dealFallThrough: Record<string, LocalFallThroughView> = {};
  for (const dealId of dealIds) {
    const view = await dealFallThroughView(context.db, dealId);
    if (view) dealFallThrough[dealId] = fallThroughViewIn(locale, view);
  }
  const words = { ...requestsWords(locale), card: requestCardWords(locale) };
  return { requests, contractsToSign, dealFallThrough, words };
}

/** 'Favoritos': the listings the user saved with the heart. */
export async function loadFavouritesTab(context: AppLoadContext, user: SessionUser) {
  const [favourites, locale] = await Promise.all([
    settler(context)("favourites", listOwnFavourites(context.db, user.id)),
    accountLocale(context.db, user.id),
  ]);
  return { favourites, words: favouritesWords(locale) };
}

/** 'Búsquedas': the saved searches and the favourites' price-drop alert. */
export async function loadSearchesTab(context: AppLoadContext, user: SessionUser) {
  const locale = await accountLocale(context.db, user.id);
  const savedSearches = await settler(context)(
    "saved searches",
    Promise.all([listOwnSearches(context.db, user.id), priceDropFrequencyOf(context.db, user.id)]).then(
      ([searches, priceDropFrequency]) => ({
        searches: searches.map((search) => ({
          ...search,
          summary: describeSearch(locale, filtersOfSavedQuery(search.query)),
        })),
        priceDropFrequency,
      }),
    ),
  );
  return { savedSearches, words: searchesWords(locale) };
}
