import { randomUUID } from "node:crypto";
import type { payments, properties } from "#app/db/schema/index";
import { createRandom } from "#app/lib/random";
import { DEMO_ACCOUNTS, type DemoAccount } from "./accounts";
import { fakeCatastralReference } from "./identity";
import { DEMO_AGENCY } from "./listings/agency";
import { demoFacts } from "./listings/facts";
import type { DemoListing } from "./listings/types";

type PropertyRow = typeof properties.$inferInsert;
type PaymentRow = typeof payments.$inferInsert;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** decisions.md: private owners pay 500 € + 21 % IVA; agencies 500 € IVA included. In cents. */
const FEE_CENTS = { particular: 60_500, agency: 50_000 } as const;

/** A sold listing closed three days ago, whatever its age. */
const SOLD_DAYS_AGO = 3;

/** When a demo listing was created, paid its campaign and (if sold) closed; seeded by its slug. */
export function listingDates(listing: DemoListing, now: Date) {
  const rng = createRandom(`dates-${listing.slug}`);
  const createdAt = new Date(now.getTime() - listing.daysAgo * DAY - rng.int(1, 10) * HOUR);
  const marketingPaidAt = new Date(createdAt.getTime() + rng.int(10, 50) * MINUTE);
  const soldAt = new Date(now.getTime() - SOLD_DAYS_AGO * DAY);
  return { createdAt, marketingPaidAt, soldAt };
}

/** The progress flags each step would have set by the time the listing got here. */
function progressFlags(listing: DemoListing) {
  const reached = (step: "visits" | "arras" | "sold") => {
    const order = ["marketing", "visits", "arras", "sold"] as const;
    return order.indexOf(listing.progress) >= order.indexOf(step);
  };
  const isSold = listing.progress === "sold";
  const isParticular = listing.origin === "particular";
  return {
    status: isSold ? ("sold" as const) : ("published" as const),
    marketingActive: true,
    paymentStatus: "paid" as const,
    visitsManaged: isParticular && reached("visits"),
    arrasSigned: isParticular && reached("arras"),
    notaryDone: isParticular && isSold,
    saleConfirmed: isSold,
  };
}

export function buildPropertyRow({
  listing,
  propertyId,
  userId,
  images,
  now,
}: {
  listing: DemoListing;
  propertyId: string;
  userId: string;
  images: string[];
  now: Date;
}): PropertyRow {
  const owner: DemoAccount = DEMO_ACCOUNTS[listing.owner];
  const { createdAt, marketingPaidAt, soldAt } = listingDates(listing, now);
  const flags = progressFlags(listing);
  // Agencies give it when publishing; private owners at the arras step.
  const needsCatastral = listing.origin === "agency" || flags.arrasSigned;
  return {
    id: propertyId,
    userId,
    title: listing.title,
    description: listing.description.join("\n\n"),
    address: listing.address,
    province: listing.province,
    propertyType: listing.propertyType,
    propertyOrigin: listing.origin,
    price: listing.price,
    bedrooms: listing.bedrooms ?? null,
    bathrooms: listing.bathrooms ?? null,
    size: listing.size ?? null,
    phone: listing.hasPhone ? owner.phone : null,
    countryCode: "+34",
    email: owner.email,
    dni: owner.dni,
    energyRating: listing.energyRating,
    ...demoFacts(listing),
    images,
    features: [...listing.features],
    catastralReference: needsCatastral
      ? fakeCatastralReference(createRandom(`catastro-${listing.slug}`))
      : null,
    ownerName: owner.name,
    agencyDetails: listing.origin === "agency" ? DEMO_AGENCY : null,
    agencyCommissionPercentage: listing.origin === "agency" ? listing.commissionPercentage : null,
    ...flags,
    marketingActivatedAt: marketingPaidAt,
    createdAt,
    updatedAt: flags.saleConfirmed ? soldAt : createdAt,
  };
}

/** The marketing fee every published listing paid, and the success fee of the sold ones. */
export function buildPaymentRows({
  listing,
  propertyId,
  userId,
  now,
}: {
  listing: DemoListing;
  propertyId: string;
  userId: string;
  now: Date;
}): PaymentRow[] {
  const { marketingPaidAt, soldAt } = listingDates(listing, now);
  const payment = (productType: "marketing" | "final_fee", at: Date): PaymentRow => ({
    userId,
    propertyId,
    propertyTitle: listing.title,
    productType,
    amount: FEE_CENTS[listing.origin],
    currency: "eur",
    status: "succeeded",
    provider: "test",
    // The payments list labels a payment 'Campaña de Marketing' when its id contains 'marketing'.
    providerPaymentId: `test_${productType}_${randomUUID()}`,
    createdAt: at,
    updatedAt: at,
  });
  const rows = [payment("marketing", marketingPaidAt)];
  if (listing.progress === "sold") rows.push(payment("final_fee", soldAt));
  return rows;
}
