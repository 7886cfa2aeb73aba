import { ChevronLeft, MapPin } from "lucide-react";
import { data, isRouteErrorResponse, Link } from "react-router";
import { useRootData } from "#app/components/layout/use-root-data";
import { ContactBar } from "#app/components/listings/contact-bar";
import { ContactSellerSection } from "#app/components/listings/contact-seller-section";
import { ListingFacts } from "#app/components/listings/listing-facts";
import { ListingIcons } from "#app/components/listings/listing-icons";
import { ListingKeyFigures } from "#app/components/listings/listing-key-figures";
import { ListingWordsProvider } from "#app/components/listings/listing-words";
import { MakeOfferSection } from "#app/components/listings/make-offer-section";
import { typeKey } from "#app/components/listings/portal-words";
import {
  BuyerRecommendations,
  PropertyDescription,
  PropertyFeatures,
} from "#app/components/listings/property-details";
import { PropertyGallery } from "#app/components/listings/property-gallery";
import { PropertySidePanel } from "#app/components/listings/property-side-panel";
import { PropertyLoadError, PropertyNotFound } from "#app/components/listings/property-status-pages";
import { PurchaseCostsSection } from "#app/components/listings/purchase-costs-section";
import { RequestViewingSection } from "#app/components/listings/request-viewing-section";
import { ShareDialog } from "#app/components/listings/share-dialog";
import { SimilarListings } from "#app/components/listings/similar-listings";
import { TestListingBadge, TestListingNotice } from "#app/components/listings/test-listing-badge";
import { Badge } from "#app/components/ui/badge";
import { Icon } from "#app/components/ui/shared-icons";
import { channelFromUtmSource } from "#app/domain/campaign/channels";
import { isFavourite } from "#app/domain/favourites/favourites.server";
import { CONTACT_INTENT } from "#app/domain/leads/intake/contact.schema";
import { isContactSent } from "#app/domain/leads/intake/contact-messages";
import { findBuyerPrefill } from "#app/domain/leads/intake/sender-proof.server";
import { OFFER_INTENT } from "#app/domain/leads/offers/offer.schema";
import { isOfferDelivered, isOfferSent } from "#app/domain/leads/offers/offer-messages";
import { REQUEST_VIEWING_INTENT } from "#app/domain/leads/viewings/viewing.schema";
import { isViewingSent } from "#app/domain/leads/viewings/viewing-messages";
import { listingBuyerExtras } from "#app/domain/listings/listing-extras.server";
import { shownDescription } from "#app/domain/listings/listing-translations.server";
import { recentPriceDrop } from "#app/domain/listings/price-drop";
import { recentPriceChanges } from "#app/domain/listings/price-history.server";
import { getPublishedProperty } from "#app/domain/listings/property.server";
import { metaDescription, propertyStructuredData } from "#app/domain/listings/property-seo";
import { propertyTitleWithAddress, propertyUrl, shareContent } from "#app/domain/listings/share";
import { isHiddenTestListing } from "#app/domain/listings/test-listings.server";
import { getOptionalUser } from "#app/domain/users/session.server";
import { rememberLandingChannel } from "#app/http/lead-channel-cookie.server";
import { isCrossSiteRequest } from "#app/lib/cookies.server";
import { formatIsoDate } from "#app/lib/format";
import { loadAsDocument } from "#app/lib/hydration";
import { localeOfPath } from "#app/lib/i18n/locales";
import { type Translate, translator } from "#app/lib/i18n/translate";
import { headersWithRetryAfter } from "#app/lib/retry-after";
import { pageMeta, rootPublicEnv } from "#app/lib/seo";
import { languageVersions, localePathTo, ROUTES } from "#app/urls";
import type { Route } from "./+types/property";
import { takePendingFavourite } from "./favourite-action.server";
import { PROPERTY_INTENTS } from "./property-actions.server";

export async function loader({ params, context, request }: Route.LoaderArgs) {
  // Who asks decides whether a tester's listing exists for them (docs/decisions/0025); a visitor's
  // page is the same for all of them (page cache): only a signed-in user's says whether they saved it.
  const user = await getOptionalUser(request, context);
  let property: Awaited<ReturnType<typeof getPublishedProperty>>;
  try {
    property = await getPublishedProperty(context.db, params.id, user);
  } catch (error) {
    context.logger.error({ err: error, propertyId: params.id }, "property detail failed");
    throw data(null, { status: 503 });
  }
  if (!property) throw data(null, { status: 404 });
  if (user) {
    const pending = await takePendingFavourite(context, request, user.id, property.id);
    if (pending) throw pending;
  }
  const [saved, priceChanges, extras, buyer] = await Promise.all([
    user ? isFavourite(context.db, user.id, property.id) : null,
    recentPriceChanges(context.db, property.id),
    listingBuyerExtras(context.db, property),
    // A signed-in buyer's name and e-mail for the forms: never in the shared page cache.
    user ? findBuyerPrefill(context.db, user.id) : null,
  ]);
  const priceDrop = recentPriceDrop(priceChanges, property.price, new Date());
  const channel = channelFromUtmSource(new URL(request.url).searchParams.get("utm_source"));
  // One module for every language: the address says which (/en/propiedad/…, /propiedad/…).
  const locale = localeOfPath(new URL(request.url).pathname);
  await rememberLandingChannel(context, channel);
  return {
    locale,
    property,
    description: await shownDescription(context.db, locale, property.description, property.id),
    extras,
    /** null for a visitor (the heart sends them to /auth), else whether this user saved it. */
    saved,
    previousPrice: priceDrop?.previousPrice ?? null,
    // Signed now; a kept copy of this page gets a fresh one each time it is served (page cache).
    formStamp: context.formStamp,
    // How the visitor arrived: a hidden field of the forms, kept 30 days in a first-party cookie.
    channel,
    contactSent: isContactSent(new URL(request.url).searchParams),
    offerSent: isOfferSent(new URL(request.url).searchParams),
    offerDelivered: isOfferDelivered(new URL(request.url).searchParams),
    buyer,
    today: formatIsoDate(new Date()),
    viewingSent: isViewingSent(new URL(request.url).searchParams),
  };
}

/** A 429 says when to come back (Retry-After), for the page and for `.data` alike. */
export const headers: Route.HeadersFunction = headersWithRetryAfter;

export async function action({ params, context, request }: Route.ActionArgs) {
  if (isCrossSiteRequest(request, context.publicEnv.PUBLIC_URL))
    throw data("Origen no permitido", { status: 403 });
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "");
  if (!Object.hasOwn(PROPERTY_INTENTS, intent)) throw data("Acción desconocida", { status: 400 });
  // A tester's listing takes no message, offer, viewing or heart from anyone who cannot see it.
  if (await isHiddenTestListing(context.db, params.id, () => getOptionalUser(request, context)))
    throw data(null, { status: 404 });
  return PROPERTY_INTENTS[intent as keyof typeof PROPERTY_INTENTS]({
    context,
    request,
    propertyId: params.id,
    formData,
  });
}

export const meta: Route.MetaFunction = ({ matches, loaderData, params, error, location }) => {
  const locale = localeOfPath(location.pathname);
  const t = translator(locale);
  const path = localePathTo(locale, ROUTES.property, { id: params.id });
  if (!loaderData) {
    const isNotFound = isRouteErrorResponse(error) && error.status === 404;
    return pageMeta(matches, {
      title: isNotFound ? t("listing.notFound") : t("listing.error"),
      path,
      locale,
      noIndex: true,
    });
  }
  const { property } = loaderData;
  const title = propertyTitleWithAddress(property.title, property.address);
  const publicUrl = rootPublicEnv(matches)?.PUBLIC_URL ?? "";
  const absolute = (url: string) => (/^https?:\/\//.test(url) ? url : `${publicUrl}${url}`);
  return [
    ...pageMeta(matches, {
      title,
      description: metaDescription(property.description, title),
      path,
      image: property.images[0],
      imageAlt: property.title ?? title,
      type: "product",
      locale,
      alternates: languageVersions(path),
      // A tester's listing is shown only to its owner and staff: never for a search engine.
      noIndex: property.isTest,
    }),
    {
      "script:ld+json": propertyStructuredData({
        ...property,
        title: property.title ?? title,
        url: propertyUrl(publicUrl, property.id),
        images: property.images.slice(0, 5).map(absolute),
      }),
    },
  ];
};

/** A public page: server HTML only, also when a link from an application page leads here. */
export const clientLoader = loadAsDocument;

export default function Property({ loaderData, actionData }: Route.ComponentProps) {
  const { property, locale } = loaderData;
  const t = translator(locale);
  // Only on the page drawn for this visitor's 'Ver teléfono' (a POST, never kept by a cache).
  const phoneAnswer = actionData && "phoneReveal" in actionData ? actionData.phoneReveal : null;
  const formAnswer = actionData && "intent" in actionData ? actionData : undefined;
  // What the three buyer forms share: the listing, its stamp and channel, a signed-in buyer's name.
  const buyerForm = {
    propertyId: property.id,
    isReserved: property.isReserved,
    formStamp: loaderData.formStamp,
    channel: loaderData.channel,
    buyer: loaderData.buyer,
  };
  const publicUrl = useRootData()?.publicEnv.PUBLIC_URL ?? "";
  const title = property.title?.trim() || t("card.untitled");
  const { id, address } = property;
  const share = shareContent({ publicUrl, id, title: property.title, address });

  return (
    <ListingWordsProvider locale={locale}>
      <ListingIcons>
        {/* Room at the bottom on phones for the contact bar, so it never covers the last lines. */}
        <div className="mx-auto w-full max-w-7xl px-4 pt-6 pb-24 sm:px-6 lg:px-8 lg:py-8">
          {/* Arriving from the portal, the enhancement script points it at the same results (app/enhance/back-link.ts). */}
          <Link
            to={localePathTo(locale, ROUTES.portal)}
            data-back-to-portal
            className="mb-4 inline-flex items-center gap-1 rounded font-medium text-primary text-sm hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <Icon icon={ChevronLeft} className="size-4" />
            {t("listing.back")}
          </Link>
          <div className="grid gap-8 lg:grid-cols-3 lg:gap-x-10">
            <div className="lg:col-span-2">
              <PropertyGallery key={property.id} images={property.images} title={title} />
            </div>
            <header className="flex flex-col gap-3 lg:col-span-2">
              <div className="flex flex-wrap gap-2">
                <Badge variant={property.origin === "agency" ? "accent" : "soft"}>
                  {property.origin === "agency" ? t("type.Colaboración de Agencia") : t("card.privateSale")}
                </Badge>
                {property.propertyType && property.origin !== "agency" ? (
                  <Badge variant="outline">{typeLabel(property.propertyType, t)}</Badge>
                ) : null}
                {property.isReserved ? <Badge variant="default">{t("card.reserved")}</Badge> : null}
                {property.isTest ? <TestListingBadge /> : null}
              </div>
              <h1 className="text-3xl text-foreground sm:text-4xl">{title}</h1>
              {property.isTest ? <TestListingNotice /> : null}
              {property.address ? (
                <p className="flex items-start gap-2 text-lg text-muted-foreground">
                  <Icon icon={MapPin} className="mt-1 size-5 shrink-0" />
                  {property.address}
                </p>
              ) : null}
              <ListingKeyFigures
                pricePerSquareMetre={loaderData.extras.pricePerSquareMetre}
                publishedOn={loaderData.extras.publishedOn}
                reference={loaderData.extras.reference}
              />
            </header>
            {/* Beside the gallery on wide screens; after the title on phones, so price and call come early. */}
            <aside
              aria-label={t("listing.priceAndContact")}
              className="lg:col-start-3 lg:row-span-3 lg:row-start-1"
            >
              <div className="lg:sticky lg:top-24">
                <PropertySidePanel
                  property={property}
                  share={share}
                  saved={loaderData.saved}
                  previousPrice={loaderData.previousPrice}
                  phoneAnswer={phoneAnswer}
                />
              </div>
            </aside>
            {/* Bands drawn only as the reader nears them. The forms (the sections with an id, their
                anchors) are too, each holding its own measured height (LeadFormFrame's nearHeight). */}
            <div className="flex flex-col gap-10 lg:col-span-2 [&>section:not([id])]:render-when-near">
              <PropertyDescription shown={loaderData.description} locale={locale} media={property} />
              <PropertyFeatures features={property.features} />
              <ListingFacts facts={property} />
              <PurchaseCostsSection
                listingId={property.id}
                mortgage={loaderData.extras.mortgage}
                costs={loaderData.extras.costs}
              />
              <BuyerRecommendations />
              <ContactSellerSection
                {...buyerForm}
                isSent={loaderData.contactSent}
                lastResult={formAnswer?.intent === CONTACT_INTENT ? formAnswer.result : undefined}
              />
              <RequestViewingSection
                {...buyerForm}
                isSent={loaderData.viewingSent}
                lastResult={formAnswer?.intent === REQUEST_VIEWING_INTENT ? formAnswer.result : undefined}
              />
              <MakeOfferSection
                {...buyerForm}
                askingPrice={property.price}
                today={loaderData.today}
                isSent={loaderData.offerSent}
                isDelivered={loaderData.offerDelivered}
                lastResult={formAnswer?.intent === OFFER_INTENT ? formAnswer.result : undefined}
              />
            </div>
          </div>
          <SimilarListings listings={loaderData.extras.similar} publicUrl={publicUrl} />
          <ContactBar property={property} phoneAnswer={phoneAnswer} />
          <ShareDialog content={share} />
        </div>
      </ListingIcons>
    </ListingWordsProvider>
  );
}

/** The seller's type in the reader's words; one the catalogue does not know, as the seller wrote it. */
function typeLabel(type: string, t: Translate) {
  const key = typeKey(type);
  return key ? t(key) : type;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <PropertyNotFound />;
  return <PropertyLoadError />;
}
