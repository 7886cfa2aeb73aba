import { and, eq, gte, inArray, lt, ne, sql } from "drizzle-orm";
import { type Db, transactionExecutor } from "#app/db/client.server";
import {
  alertDeliveries,
  alertSettings,
  favourites,
  portalSearch,
  priceChanges,
  properties,
  users,
} from "#app/db/schema/index";
import { buyerEmailLocale } from "#app/domain/users/email-locale";
import {
  type AlertListing,
  type AlertPriceDrop,
  newListingsAlertEmail,
  priceDropAlertEmail,
} from "#app/emails/alerts.server";
import type { JobQueue } from "#app/lib/jobs.server";
import type { MailMessage } from "#app/lib/mailer.server";
import { findBackOnSaleMatches } from "./back-on-sale.server";
import type { AlertDeps } from "./deps.server";
import { runDailyDigest } from "./digest.server";
import { alertLinks } from "./links.server";
import { ALERT_LOOKBACK_MS, findSearchMatches, type NewListing, type SearchMatch } from "./matching.server";
import { filtersOfSavedQuery } from "./saved-searches";

export const ALERT_JOBS = {
  /** Every few minutes, and soon after a listing is published (`requestAlertMatch`). */
  match: { name: "alerts-match", cron: "*/5 * * * *" },
  /** One e-mail a day with what the 'Resumen diario' searches and price drops gathered. */
  digest: { name: "alerts-digest", cron: "0 8 * * *" },
} as const;

const INSERT_CHUNK = 1_000;
/** E-mails queued per statement: each carries its rendered HTML and text, 7 KB on average, 35 KB at most. */
const MAIL_CHUNK = 200;

type Inserted = {
  id: string;
  userId: string;
  propertyId: string;
  savedSearchId: string | null;
  frequency: string;
  reason: string;
};

/**
 * One row per (user, listing) — or per (user, deal that fell through) for a listing back on sale:
 * two searches of one person matching it are one alert ('instant' wins).
 */
function deliveryRows(pairs: (SearchMatch & { dealId?: string })[], now: Date) {
  const rows = new Map<string, typeof alertDeliveries.$inferInsert>();
  for (const { search, listing, dealId } of pairs) {
    const key = `${search.userId}/${listing.id}/${dealId ?? ""}`;
    const held = rows.get(key);
    if (held && (held.frequency === "instant" || search.frequency === "daily")) continue;
    rows.set(key, {
      userId: search.userId,
      propertyId: listing.id,
      reason: dealId ? "back_on_sale" : "new_listing",
      dealId: dealId ?? null,
      savedSearchId: search.id,
      frequency: search.frequency,
      sentAt: search.frequency === "instant" ? now : null,
    });
  }
  return [...rows.values()];
}

/** Price drops of favourites since the lookback, for users who did not turn them off. */
async function findPriceDrops(db: Db, since: Date) {
  const frequency = sql<
    "instant" | "daily" | "off"
  >`coalesce(${alertSettings.priceDropFrequency}, 'instant')`;
  return db
    .select({
      priceChangeId: priceChanges.id,
      propertyId: priceChanges.propertyId,
      userId: favourites.userId,
      frequency,
      previousPrice: priceChanges.previousPrice,
      newPrice: priceChanges.newPrice,
      title: properties.title,
      province: properties.province,
      price: properties.price,
    })
    .from(priceChanges)
    .innerJoin(favourites, eq(favourites.propertyId, priceChanges.propertyId))
    .innerJoin(portalSearch, eq(portalSearch.propertyId, priceChanges.propertyId))
    .innerJoin(properties, eq(properties.id, priceChanges.propertyId))
    .leftJoin(alertSettings, eq(alertSettings.userId, favourites.userId))
    .where(
      and(
        gte(priceChanges.changedAt, since),
        lt(priceChanges.newPrice, priceChanges.previousPrice),
        sql`${favourites.createdAt} <= ${priceChanges.changedAt}`,
        ne(frequency, "off"),
      ),
    );
}

type Recipient = { email: string; name: string; linkVersion: number; locale: string };

async function recipients(db: Db, userIds: string[]) {
  if (userIds.length === 0) return new Map<string, Recipient>();
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      linkVersion: users.unsubscribeLinkVersion,
      locale: users.locale,
    })
    .from(users)
    .where(inArray(users.id, userIds));
  return new Map(rows.map(({ id, ...person }) => [id, person]));
}

/**
 * The alert job: records every new (user, listing) and (user, price drop) once — the unique indexes
 * refuse a second row, so two runs at once insert each row once — and, in the same transaction,
 * queues an e-mail for the 'Al momento' rows this run inserted. 'Resumen diario' rows wait for
 * the digest. Idempotent: a repeat finds nothing new to insert and sends nothing.
 */
export async function runAlertMatch(deps: AlertDeps, now = new Date()) {
  const { db } = deps;
  const pairs = await findSearchMatches(db, now);
  const backOnSale = await findBackOnSaleMatches(db, now);
  const drops = await findPriceDrops(db, new Date(now.getTime() - ALERT_LOOKBACK_MS));
  const rows = [
    ...deliveryRows(pairs, now),
    ...deliveryRows(backOnSale, now),
    ...drops.map((drop) => ({
      userId: drop.userId,
      propertyId: drop.propertyId,
      reason: "price_drop" as const,
      priceChangeId: drop.priceChangeId,
      frequency: drop.frequency === "daily" ? ("daily" as const) : ("instant" as const),
      sentAt: drop.frequency === "daily" ? null : now,
    })),
  ];
  if (rows.length === 0) return { inserted: 0, emails: 0 };
  const listingOf = new Map<string, NewListing>(
    [...pairs, ...backOnSale].map(({ listing }) => [listing.id, listing]),
  );
  const searchOf = new Map([...pairs, ...backOnSale].map(({ search }) => [search.id, search]));
  const dropOf = new Map(drops.map((drop) => [`${drop.userId}/${drop.priceChangeId}`, drop]));

  await deps.mailer.ready();
  const outcome = await db.transaction(async (tx) => {
    const inserted: (Inserted & { priceChangeId: string | null })[] = [];
    for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
      inserted.push(
        ...(await tx
          .insert(alertDeliveries)
          .values(rows.slice(start, start + INSERT_CHUNK))
          .onConflictDoNothing()
          .returning({
            id: alertDeliveries.id,
            userId: alertDeliveries.userId,
            propertyId: alertDeliveries.propertyId,
            savedSearchId: alertDeliveries.savedSearchId,
            priceChangeId: alertDeliveries.priceChangeId,
            frequency: alertDeliveries.frequency,
            reason: alertDeliveries.reason,
          })),
      );
    }
    const instant = inserted.filter((row) => row.frequency === "instant");
    const people = await recipients(tx as unknown as Db, [...new Set(instant.map((row) => row.userId))]);
    const bySearch = new Map<string, AlertListing[]>();
    const dropsByUser = new Map<string, AlertPriceDrop[]>();
    for (const row of instant) {
      if (row.savedSearchId) {
        const listing = listingOf.get(row.propertyId);
        if (listing)
          bySearch.set(row.savedSearchId, [
            ...(bySearch.get(row.savedSearchId) ?? []),
            { ...listing, backOnSale: row.reason === "back_on_sale" },
          ]);
      } else if (row.priceChangeId) {
        const drop = dropOf.get(`${row.userId}/${row.priceChangeId}`);
        if (drop)
          dropsByUser.set(row.userId, [
            ...(dropsByUser.get(row.userId) ?? []),
            { ...drop, id: drop.propertyId },
          ]);
      }
    }
    const messages: MailMessage[] = [];
    for (const [searchId, listings] of bySearch) {
      const search = searchOf.get(searchId);
      const person = search && people.get(search.userId);
      if (!search || !person) continue;
      messages.push(
        newListingsAlertEmail(
          deps.brand,
          { to: person.email, name: person.name, locale: buyerEmailLocale(person) },
          { searchName: search.name, filters: filtersOfSavedQuery(search.query), listings },
          alertLinks(deps, { target: { kind: "search", searchId }, version: person.linkVersion }),
        ),
      );
    }
    for (const [userId, userDrops] of dropsByUser) {
      const person = people.get(userId);
      if (!person) continue;
      messages.push(
        priceDropAlertEmail(
          deps.brand,
          { to: person.email, name: person.name, locale: buyerEmailLocale(person) },
          userDrops,
          alertLinks(deps, { target: { kind: "price-drops", userId }, version: person.linkVersion }),
        ),
      );
    }
    // A burst of thousands in one statement would send one parameter of tens of megabytes.
    const execute = transactionExecutor(tx);
    for (let start = 0; start < messages.length; start += MAIL_CHUNK)
      await deps.mailer.enqueueManyInTransaction(execute, messages.slice(start, start + MAIL_CHUNK));
    const emails = messages.length;
    return { inserted: inserted.length, emails };
  });
  if (outcome.emails > 0) deps.mailer.wake();
  return outcome;
}

/**
 * A run still active past its expiry is taken for crashed and run again (both are idempotent): the
 * match takes ~10 s (scripts/bench/alerts.ts), the digest one transaction per buyer with news.
 */
export function defineAlertJobs(jobs: Pick<JobQueue, "define">, deps: AlertDeps) {
  jobs.define(ALERT_JOBS.match.name, () => runAlertMatch(deps), { expireInSeconds: 5 * 60 });
  jobs.define(ALERT_JOBS.digest.name, () => runDailyDigest(deps), { expireInSeconds: 30 * 60 });
}

/** Puts the alert jobs on their cron (Europe/Madrid); idempotent like the housekeeping's. */
export async function scheduleAlertJobs(jobs: Pick<JobQueue, "schedule">) {
  for (const job of Object.values(ALERT_JOBS)) await jobs.schedule(job.name, job.cron);
}

/**
 * A listing just entered the portal: match now rather than at the next tick. Keyed by listing, so
 * a double click enqueues once; a failure here is only logged, since the cron catches up anyway.
 * The nudge reports no row of its own (the match reads only committed listings, so one that runs
 * early or for a rolled-back save finds nothing): its transaction holds only the job, the one way
 * every job is queued (docs/decisions/0046-mail-in-the-transaction.md).
 */
export async function requestAlertMatch(
  context: {
    db: Db;
    jobs: Pick<JobQueue, "enqueue" | "start" | "wake">;
    logger: { warn(object: object, message: string): void };
  },
  propertyId: string,
) {
  try {
    await context.jobs.start();
    await context.db.transaction(async (tx) => {
      await context.jobs.enqueue(
        ALERT_JOBS.match.name,
        {},
        { key: `listed-${propertyId}`, executeSql: transactionExecutor(tx) },
      );
    });
    context.jobs.wake();
  } catch (error) {
    context.logger.warn({ err: error }, "alert match not queued: the cron runs it");
  }
}
