import { index, prefix, type RouteConfig, route } from "@react-router/dev/routes";
import { AGENCY_STEPS, SALE_STEPS } from "./domain/kernel/process-urls";
import { SELLER_GUIDE_KINDS } from "./domain/seller-guides";
import { LOCALES, localizedRouteId, PREFIXED_LOCALES } from "./lib/i18n/locales";
import {
  BUYING_GUIDE,
  LOCALIZED_PAGES,
  LOCALIZED_REQUESTS,
  type LocalizedPattern,
  type Pattern,
  ROUTES,
  sellerGuidePath,
} from "./urls";

/**
 * A pattern of app/urls.ts as the route config takes it: without the leading slash, and a child's
 * relative to its parent's.
 */
function at(pattern: Pattern, parent?: Pattern): string {
  const prefix = parent ? `${parent}/` : "/";
  if (!pattern.startsWith(prefix)) throw new Error(`${pattern} is not under ${parent}`);
  return pattern.slice(prefix.length);
}

/** The module of each page a buyer reads in every language (app/urls.ts LOCALIZED_PAGES). */
const LOCALIZED_MODULES: Record<LocalizedPattern, string> = {
  [ROUTES.portal]: "routes/public/portal.tsx",
  [ROUTES.saveSearch]: "routes/public/save-search.tsx",
  [ROUTES.property]: "routes/public/property.tsx",
  [ROUTES.propertyMortgage]: "routes/public/property-mortgage.tsx",
  [ROUTES.auth]: "routes/auth/auth.tsx",
  [ROUTES.privacy]: "routes/public/privacy.tsx",
  [ROUTES.requestPasswordReset]: "routes/auth/request-password-reset.tsx",
  [ROUTES.resetPassword]: "routes/auth/reset-password.tsx",
  [ROUTES.verifyEmail]: "routes/auth/verify-email.tsx",
  [ROUTES.signInLink]: "routes/auth/sign-in-link.tsx",
};

/** A localized page's Spanish route, at the root, with the module's own id. */
const spanish = (pattern: LocalizedPattern) => route(at(pattern), LOCALIZED_MODULES[pattern]);

/**
 * The same pages under `/en`, `/de`, `/fr`, `/nl`: one module serves every language, so each
 * variant needs an id of its own (`routes/public/portal.en`); the module reads the language from
 * the address (app/lib/i18n/locales.ts).
 */
const localizedVariants = PREFIXED_LOCALES.flatMap((locale) =>
  prefix(
    locale,
    LOCALIZED_PAGES.map((pattern) => {
      const file = LOCALIZED_MODULES[pattern];
      return route(at(pattern), file, { id: localizedRouteId(locale, file.replace(/\.tsx?$/, "")) });
    }),
  ),
);

/** The module of each request a localized page's script sends (app/urls.ts LOCALIZED_REQUESTS). */
const LOCALIZED_REQUEST_MODULES: Record<(typeof LOCALIZED_REQUESTS)[number], string> = {
  [ROUTES.listingPhoneReveal]: "routes/resources/listing-phone-reveal.ts",
};

/** Those requests under each prefix: the module reads the language from the address, as a page does. */
const localizedRequests = PREFIXED_LOCALES.flatMap((locale) =>
  prefix(
    locale,
    LOCALIZED_REQUESTS.map((pattern) => {
      const file = LOCALIZED_REQUEST_MODULES[pattern];
      return route(at(pattern), file, { id: localizedRouteId(locale, file.replace(/\.tsx?$/, "")) });
    }),
  ),
);

// Every URL (Spanish, written once in app/urls.ts) → a route module (English file name).
export default [
  // Public site
  index("routes/public/home.tsx"),
  route(at(ROUTES.howWeSell), "routes/public/how-we-sell.tsx"),
  route(at(ROUTES.forAgencies), "routes/public/for-agencies.tsx"),
  ...SELLER_GUIDE_KINDS.map((kind) =>
    route(at(sellerGuidePath(kind)), "routes/public/seller-guide.tsx", { id: `seller-guide-${kind}` }),
  ),
  // One module for the five versions of the buying guide; each its own id, as the portal's are.
  ...LOCALES.map((locale) =>
    route(at(BUYING_GUIDE[locale]), "routes/public/buying-guide.tsx", {
      id: localizedRouteId(locale, "routes/public/buying-guide"),
    }),
  ),
  route(at(ROUTES.terms), "routes/public/terms.tsx"),
  route(at(ROUTES.agencyTerms), "routes/public/agency-terms.tsx"),
  spanish(ROUTES.privacy),
  route(at(ROUTES.accountDeleted), "routes/public/account-deleted.tsx"),
  route(at(ROUTES.saleCalculator), "routes/public/sale-calculator.tsx"),
  route(at(ROUTES.contractCheck), "routes/public/contract-check.tsx"),
  route(at(ROUTES.arrasSigning), "routes/signing/buyer-signing.tsx"),
  // The closing room: a layout (the deal's header, its tabs) with the timeline as index.
  route(at(ROUTES.closingRoom), "routes/closing/room.tsx", [
    index("routes/closing/timeline.tsx"),
    route(at(ROUTES.closingRoomDocuments, ROUTES.closingRoom), "routes/closing/documents.tsx"),
  ]),
  route(at(ROUTES.closingRoomDate), "routes/closing/date-ics.ts"),
  route(at(ROUTES.closingDocumentFile), "routes/closing/document-file.ts"),
  route(at(ROUTES.closingArrasPdf), "routes/closing/arras-pdf.ts"),
  route(at(ROUTES.notaryFile), "routes/public/notary-file.tsx"),
  route(at(ROUTES.notaryFilePdf), "routes/public/notary-file-pdf.ts"),

  // Portal
  spanish(ROUTES.portal),
  spanish(ROUTES.saveSearch),
  spanish(ROUTES.property),
  // Beside the Spanish pages they translate (the order does not rank routes; it reads better).
  ...localizedVariants,
  route(at(ROUTES.buyerRequest), "routes/public/buyer-request.tsx"),
  route(at(ROUTES.alertUnsubscribe), "routes/public/alert-unsubscribe.tsx"),
  route(at(ROUTES.listingPhoneClick), "routes/resources/listing-phone-click.ts"),
  route(at(ROUTES.listingPhoneReveal), "routes/resources/listing-phone-reveal.ts"),
  ...localizedRequests,
  route(at(ROUTES.listingView), "routes/resources/listing-view.ts"),
  spanish(ROUTES.propertyMortgage),

  // Blog
  route(at(ROUTES.blog), "routes/blog/index.tsx"),
  route(at(ROUTES.blogCategory), "routes/blog/category.tsx"),
  route(at(ROUTES.blogArticle), "routes/blog/article.tsx"),

  // Accounts
  spanish(ROUTES.auth),
  spanish(ROUTES.verifyEmail),
  spanish(ROUTES.requestPasswordReset),
  spanish(ROUTES.resetPassword),
  spanish(ROUTES.signInLink),
  route(at(ROUTES.secondFactor), "routes/auth/second-factor.tsx"),
  route(at(ROUTES.secondFactorSetup), "routes/auth/second-factor-setup.tsx"),
  route(at(ROUTES.signOut), "routes/auth/sign-out.ts"),

  // Private areas
  // 'Mi Panel de Control': the layout (greeting, tab bar) and one route per tab, each with its own
  // loader and action ('Mis Propiedades' is the index). A new tab is one more route here and one
  // more entry in app/domain/dashboard/tabs.ts.
  route(at(ROUTES.dashboard), "routes/dashboard/dashboard.tsx", [
    index("routes/dashboard/properties.tsx"),
    route(at(ROUTES.dashboardProfile, ROUTES.dashboard), "routes/dashboard/profile.tsx"),
    route(at(ROUTES.dashboardDocuments, ROUTES.dashboard), "routes/dashboard/documents.tsx"),
    route(at(ROUTES.dashboardPayments, ROUTES.dashboard), "routes/dashboard/payments.tsx"),
    route(at(ROUTES.dashboardBuyers, ROUTES.dashboard), "routes/dashboard/buyers.tsx"),
    route(at(ROUTES.dashboardFavourites, ROUTES.dashboard), "routes/dashboard/favourites.tsx"),
    route(at(ROUTES.dashboardSearches, ROUTES.dashboard), "routes/dashboard/searches.tsx"),
    route(at(ROUTES.dashboardRequests, ROUTES.dashboard), "routes/dashboard/requests.tsx"),
  ]),
  // The two processes: a layout per property (the step shell, shared by both) and one route per
  // step, each with its own loader and action; `nueva` stands for a property not saved yet. A new
  // step is one more route here and one more entry in SALE_STEPS / AGENCY_STEPS
  // (app/domain/kernel/process-urls.ts), whose slugs these are.
  route(at(ROUTES.sell), "routes/sell/sell.tsx"),
  route(at(ROUTES.sale), "routes/sell/sale.tsx", [
    route(SALE_STEPS[0].slug, "routes/sell/steps/listing.tsx"),
    route(SALE_STEPS[1].slug, "routes/sell/steps/campaign.tsx"),
    route(SALE_STEPS[2].slug, "routes/sell/steps/viewings.tsx"),
    route(SALE_STEPS[3].slug, "routes/sell/steps/arras.tsx"),
    route(SALE_STEPS[4].slug, "routes/sell/steps/notary.tsx"),
    route(SALE_STEPS[5].slug, "routes/sell/steps/closing.tsx"),
  ]),
  route(at(ROUTES.agencyProcess), "routes/agency/process.tsx"),
  route(at(ROUTES.agencyCollaboration), "routes/agency/collaboration.tsx", [
    route(AGENCY_STEPS[0].slug, "routes/agency/steps/listing.tsx"),
    route(AGENCY_STEPS[1].slug, "routes/agency/steps/campaign.tsx"),
    route(AGENCY_STEPS[2].slug, "routes/agency/steps/agreement.tsx"),
    route(AGENCY_STEPS[3].slug, "routes/agency/steps/final-fee.tsx"),
  ]),

  // Staff
  route(at(ROUTES.admin), "routes/admin/admin.tsx"),
  route(at(ROUTES.adminTools), "routes/admin/tools.tsx"),
  route(at(ROUTES.adminInvoices), "routes/admin/invoices.tsx"),
  route(at(ROUTES.adminInvoiceCancel), "routes/admin/invoice-cancel.tsx"),
  route(at(ROUTES.adminInvoiceRectify), "routes/admin/invoice-rectify.tsx"),
  route(at(ROUTES.adminInvoiceRecords), "routes/admin/invoice-records-export.ts"),
  route(at(ROUTES.adminCampaigns), "routes/admin/campaigns.tsx"),
  route(at(ROUTES.adminFeeReviews), "routes/admin/fee-reviews.tsx"),
  route(at(ROUTES.adminAdKit), "routes/admin/ad-kit.ts"),
  route(at(ROUTES.agencyFinalFee), "routes/admin/agency-final-fee.tsx"),

  // Resources
  route(at(ROUTES.authApi), "routes/resources/auth-api.ts"),
  route(at(ROUTES.healthz), "routes/resources/healthz.ts"),
  route(at(ROUTES.files), "routes/resources/files.ts"),
  route(at(ROUTES.feedPhoto), "routes/resources/feed-photo.ts"),
  route(at(ROUTES.consent), "routes/resources/consent.ts"),
  route(at(ROUTES.photos), "routes/resources/property-photos.ts"),
  route(at(ROUTES.contractPdf), "routes/resources/contract-pdf.ts"),
  route(at(ROUTES.agencyDealDocument), "routes/resources/agency-deal-document.ts"),
  route(at(ROUTES.arrasPdf), "routes/resources/arras-pdf.ts"),
  route(at(ROUTES.contractVersionPdf), "routes/resources/contract-version-pdf.ts"),
  route(at(ROUTES.sealedContractPdf), "routes/resources/sealed-contract-pdf.ts"),
  route(at(ROUTES.invoicePdf), "routes/resources/invoice-pdf.ts"),
  route(at(ROUTES.dataExport), "routes/resources/data-export.ts"),
  route(at(ROUTES.paymentStart), "routes/resources/payment-start.ts"),
  route(at(ROUTES.paymentTestCard), "routes/resources/payment-test-card.ts"),
  route(at(ROUTES.paymentStatus), "routes/resources/payment-status.ts"),
  route(at(ROUTES.stripeWebhook), "routes/resources/stripe-webhook.ts"),
  route(at(ROUTES.kyeroFeed), "routes/resources/kyero-feed.ts"),
  route(at(ROUTES.sitemap), "routes/resources/sitemap.ts"),
  route(at(ROUTES.robots), "routes/resources/robots.ts"),

  route(at(ROUTES.notFound), "routes/not-found.tsx"),
] satisfies RouteConfig;
