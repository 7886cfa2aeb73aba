import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import {
  accounts,
  campaignChannels,
  favourites,
  leadOffers,
  leads,
  leadViewings,
  payments,
  priceChanges,
  properties,
  saleBuyers,
  users,
} from "#app/db/schema/index";
import {
  type InvoiceIssuer,
  invoiceIssuerFrom,
  issueInvoiceForPayment,
} from "#app/domain/invoices/issue.server";
import { hashPassword } from "#app/domain/users/password.server";
import { DEMO_COMPANY } from "#app/lib/env.server";
import type { Logger } from "#app/lib/logger.server";
import { BUCKETS, type FileStorage, getStorage } from "#app/lib/storage.server";
import { DEMO_ACCOUNTS, DEMO_ADMIN_EMAIL, DEMO_PASSWORD, type DemoAccountKey } from "./accounts";
import { seedAgencyContracts } from "./agency-contracts.server";
import { buildBuyerActivityRows, DEMO_FAVOURITES } from "./buyer-activity";
import { buildCampaignChannelRows } from "./campaigns";
import { buildLeadRows } from "./leads";
import { DEMO_LISTINGS } from "./listings/demo-listings";
import { renderPhotoPool, storeListingPhotos } from "./photos.server";
import { buildPaymentRows, buildPropertyRow, listingDates } from "./rows";

export type SeedOptions = {
  logger: Logger;
  /** Where the photos go; the configured storage by default. */
  storage?: FileStorage;
  /** Listing dates are spread backwards from here. */
  now?: Date;
  /** Who the demo payments' invoices are issued by: the configured company (a demo one by default). */
  issuer?: InvoiceIssuer;
};

export type SeedSummary = { users: number; listings: number; photos: number; ms: number };

async function hasDemoData(db: Db): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_ADMIN_EMAIL))
    .limit(1);
  return rows.length > 0;
}

/**
 * Demo accounts (all with DEMO_PASSWORD, e-mails verified) and listings with generated photos,
 * for development and the tester's guide. Idempotent: does nothing once the demo admin exists.
 * The rows go in one transaction; photos written before a failure are removed again.
 * Returns null when there was nothing to do.
 */
export async function seedDemoData(
  db: Db,
  { logger, storage = getStorage(), now = new Date(), issuer = invoiceIssuerFrom(DEMO_COMPANY) }: SeedOptions,
): Promise<SeedSummary | null> {
  if (await hasDemoData(db)) {
    logger.debug("demo data already present");
    // Data seeded before the agency contracts existed gets them now.
    await seedAgencyContracts(db, { storage, logger });
    return null;
  }
  const taken = await db
    .select({ email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        Object.values(DEMO_ACCOUNTS).map((account) => account.email),
      ),
    );
  if (taken.length > 0) {
    throw new Error(
      `Demo data not created: ${taken.map((row) => row.email).join(", ")} already belong to other accounts. Delete them or set DEMO_DATA=false.`,
    );
  }
  const started = performance.now();
  // One hash for every account: they share the demo password, and scrypt is slow on purpose.
  const [passwordHash, pool] = await Promise.all([hashPassword(DEMO_PASSWORD), renderPhotoPool()]);

  const userIds = Object.fromEntries(Object.keys(DEMO_ACCOUNTS).map((key) => [key, randomUUID()])) as Record<
    DemoAccountKey,
    string
  >;
  // The user ids are new, so on failure their whole folders can go.
  const writtenFolders = new Set<string>();

  try {
    const propertyRows: (typeof properties.$inferInsert)[] = [];
    const paymentRows: (typeof payments.$inferInsert)[] = [];
    const leadRows: (typeof leads.$inferInsert)[] = [];
    const offerRows: (typeof leadOffers.$inferInsert)[] = [];
    const viewingRows: (typeof leadViewings.$inferInsert)[] = [];
    const saleBuyerRows: (typeof saleBuyers.$inferInsert)[] = [];
    const channelRows: (typeof campaignChannels.$inferInsert)[] = [];
    let photoCount = 0;
    for (const listing of DEMO_LISTINGS) {
      const propertyId = randomUUID();
      const userId = userIds[listing.owner];
      writtenFolders.add(userId);
      const images = await storeListingPhotos({
        storage,
        pool,
        userId,
        propertyId,
        slug: listing.slug,
        set: listing.photos,
      });
      photoCount += images.length;
      propertyRows.push(buildPropertyRow({ listing, propertyId, userId, images, now }));
      paymentRows.push(...buildPaymentRows({ listing, propertyId, userId, now }));
      const { createdAt: listedAt, marketingPaidAt, soldAt } = listingDates(listing, now);
      channelRows.push(...buildCampaignChannelRows({ listing, propertyId, marketingPaidAt, soldAt, now }));
      const contacts = buildLeadRows({ listing, propertyId, listedAt, soldAt, now });
      leadRows.push(...contacts.leads);
      offerRows.push(...contacts.offers);
      viewingRows.push(...contacts.viewings);
      if (contacts.saleBuyer) saleBuyerRows.push(contacts.saleBuyer);
    }

    const accountCreatedAt = new Date(now.getTime() - 60 * 24 * 60 * 60 * 1000);
    await db.transaction(async (tx) => {
      await tx.insert(users).values(
        Object.entries(DEMO_ACCOUNTS).map(([key, account]) => ({
          id: userIds[key as DemoAccountKey],
          name: account.name,
          email: account.email,
          emailVerified: true,
          dni: account.dni,
          billingStreet: account.billing?.street ?? null,
          billingPostalCode: account.billing?.postalCode ?? null,
          billingCity: account.billing?.city ?? null,
          billingProvince: account.billing?.province ?? null,
          role: account.role,
          createdAt: accountCreatedAt,
          updatedAt: accountCreatedAt,
        })),
      );
      // What better-auth writes at sign-up: a 'credential' account whose accountId is the user id.
      await tx.insert(accounts).values(
        Object.values(userIds).map((userId) => ({
          id: randomUUID(),
          accountId: userId,
          providerId: "credential",
          userId,
          password: passwordHash,
          createdAt: accountCreatedAt,
          updatedAt: accountCreatedAt,
        })),
      );
      await tx.insert(properties).values(propertyRows);
      const paid = await tx
        .insert(payments)
        .values(paymentRows)
        .returning({ id: payments.id, paidAt: payments.createdAt });
      // Every demo payment has its invoice, as a real one would, numbered in the order they were paid.
      for (const payment of paid.sort((a, b) => a.paidAt.getTime() - b.paidAt.getTime()))
        await issueInvoiceForPayment(tx, { paymentId: payment.id, issuer, clock: () => payment.paidAt });
      if (leadRows.length > 0) await tx.insert(leads).values(leadRows);
      if (offerRows.length > 0) await tx.insert(leadOffers).values(offerRows);
      if (viewingRows.length > 0) await tx.insert(leadViewings).values(viewingRows);
      if (saleBuyerRows.length > 0) await tx.insert(saleBuyers).values(saleBuyerRows);
      if (channelRows.length > 0) await tx.insert(campaignChannels).values(channelRows);
      const activity = buildBuyerActivityRows({
        propertyIds: new Map(
          DEMO_LISTINGS.map((listing, index) => [listing.slug, propertyRows[index]?.id ?? ""]),
        ),
        prices: new Map(
          DEMO_LISTINGS.map((listing, index) => [listing.slug, propertyRows[index]?.price ?? null]),
        ),
        userId: userIds[DEMO_FAVOURITES.owner],
        now,
      });
      if (activity.favouriteRows.length > 0) await tx.insert(favourites).values(activity.favouriteRows);
      if (activity.priceChangeRows.length > 0) await tx.insert(priceChanges).values(activity.priceChangeRows);
    });

    await seedAgencyContracts(db, { storage, logger });

    const summary: SeedSummary = {
      users: Object.keys(DEMO_ACCOUNTS).length,
      listings: propertyRows.length,
      photos: photoCount,
      ms: Math.round(performance.now() - started),
    };
    logger.info(summary, `demo data created: sign in as ${DEMO_ADMIN_EMAIL} (password ${DEMO_PASSWORD})`);
    return summary;
  } catch (error) {
    await Promise.allSettled(
      [...writtenFolders].map((folder) => storage.deletePrefix(BUCKETS.propertyImages, folder)),
    );
    // Two servers starting at once: the other one won the race, which is fine.
    if (await hasDemoData(db).catch(() => false)) {
      logger.info("demo data created by another process");
      return null;
    }
    throw error;
  }
}
