import { and, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { leads } from "#app/db/schema/leads";
import { payments } from "#app/db/schema/payments";
import { type PropertyOrigin, type PropertyStatus, properties } from "#app/db/schema/properties";
import { type UserRole, users } from "#app/db/schema/users";
import { escapeLike } from "#app/domain/listings/filters";
import { type AdminStatusLabel, adminStatusLabel } from "#app/domain/listings/labels";
import {
  ADMIN_PAGE_SIZE,
  adminDniPattern,
  adminPageOffset,
  adminSearchPatterns,
  adminSearchWords,
  provincesMatching,
} from "./query";

export type AdminTotals = {
  users: number;
  properties: number;
  published: number;
  sold: number;
  /** Sum of succeeded payments, in cents (formatted at the edge). */
  receivedCents: number;
  /** Buyer contacts of every kind, discarded ones included. */
  leads: number;
};

/** The panel's headline figures, in one round trip. */
export async function getAdminTotals(db: Db): Promise<AdminTotals> {
  // One pass over properties for the three counts (FILTER), not three.
  const [row] = await db
    .select({
      users: sql<number>`(select count(*)::int from ${users})`,
      properties: sql<number>`count(*)::int`,
      published: sql<number>`(count(*) filter (where ${properties.status} = 'published'))::int`,
      sold: sql<number>`(count(*) filter (where ${properties.status} = 'sold'))::int`,
      receivedCents: sql<number>`(select coalesce(sum(${payments.amount}), 0)::bigint from ${payments} where ${payments.status} = 'succeeded')`,
      leads: sql<number>`(select count(*)::int from ${leads})`,
    })
    .from(properties);
  return {
    users: Number(row?.users ?? 0),
    properties: Number(row?.properties ?? 0),
    published: Number(row?.published ?? 0),
    sold: Number(row?.sold ?? 0),
    receivedCents: Number(row?.receivedCents ?? 0),
    leads: Number(row?.leads ?? 0),
  };
}

/** Case and accents folded by the database, on the column and on the pattern alike. */
const folded = (text: SQL) => sql`immutable_unaccent(lower(${text}))`;

/**
 * Everything a client search looks at, in one folded expression, so that a trigram index on
 * exactly this expression (see the issue notes: users_search_trgm_idx) can serve every branch.
 */
const userSearchText = sql`immutable_unaccent(lower(${users.name} || ' ' || ${users.email} || ' ' || coalesce(${users.dni}, '')))`;

/**
 * Each word of the search must appear in the name, the e-mail or the DNI; a DNI typed the way it
 * is printed ('48.273.615-X') matches too.
 */
export function userSearchWhere(search: string): SQL | undefined {
  const patterns = adminSearchPatterns(search);
  if (patterns.length === 0) return undefined;
  const words = and(...patterns.map((pattern) => sql`${userSearchText} like ${folded(sql`${pattern}`)}`));
  const dni = adminDniPattern(search);
  if (!dni) return words;
  return or(words, sql`${userSearchText} like ${dni}`);
}

/** Exactly the expression of `properties_search_trgm_idx` (migration 0000), so PostgreSQL can use it. */
const propertySearchText = sql`immutable_unaccent(lower(coalesce(${properties.title}, '') || ' ' || coalesce(${properties.address}, '')))`;

/**
 * Each word must appear in the title, the address or the province. Title and address go through
 * the trigram index; the province is matched against the catalogue first (provincesMatching) and
 * becomes an IN list on the province index, so neither branch reads every row.
 */
export function propertySearchWhere(search: string): SQL | undefined {
  const words = adminSearchWords(search);
  if (words.length === 0) return undefined;
  return and(
    ...words.map((word) => {
      const pattern = `%${escapeLike(word)}%`;
      const inText = sql`${propertySearchText} like ${folded(sql`${pattern}`)}`;
      const provinces = provincesMatching(word);
      return provinces.length > 0 ? (or(inText, inArray(properties.province, provinces)) as SQL) : inText;
    }),
  );
}

export type AdminUserRow = {
  id: string;
  name: string;
  email: string;
  dni: string | null;
  role: UserRole;
  emailVerified: boolean;
  createdAt: Date;
};

export type AdminPage<Row> = { rows: Row[]; total: number };

/** One page of every account, newest first, and how many match. */
export async function findAdminUsers({
  db,
  search,
  page,
}: {
  db: Db;
  search: string;
  page: number;
}): Promise<AdminPage<AdminUserRow>> {
  const where = userSearchWhere(search);
  const [rows, counted] = await Promise.all([
    db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        dni: users.dni,
        role: users.role,
        emailVerified: users.emailVerified,
        createdAt: users.createdAt,
      })
      .from(users)
      .where(where)
      .orderBy(sql`${users.createdAt} desc`, sql`${users.id} desc`)
      .limit(ADMIN_PAGE_SIZE)
      .offset(adminPageOffset(page)),
    countUsers(db, search),
  ]);
  return { rows, total: counted };
}

export async function countUsers(db: Db, search: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(users)
    .where(userSearchWhere(search));
  return Number(row?.total ?? 0);
}

export type AdminPropertyRow = {
  id: string;
  title: string | null;
  address: string | null;
  province: string | null;
  origin: PropertyOrigin;
  status: PropertyStatus;
  statusLabel: AdminStatusLabel;
  createdAt: Date;
  owner: { id: string; name: string; email: string };
  /** Buyer contacts of the listing, every kind. */
  leadCount: number;
  /** A tester's listing: labelled "Prueba" (docs/decisions/0025). */
  isTest: boolean;
};

/** One page of every listing whatever its status, newest first, with its owner and its §4 label. */
export async function findAdminProperties({
  db,
  search,
  page,
}: {
  db: Db;
  search: string;
  page: number;
}): Promise<AdminPage<AdminPropertyRow>> {
  const where = propertySearchWhere(search);
  // The page is chosen from properties alone, then joined to its 20 owners: joining first would
  // match every listing to its owner before sorting (4× slower at 100.000 listings).
  const listingPage = db
    .select({
      id: properties.id,
      userId: properties.userId,
      title: properties.title,
      address: properties.address,
      province: properties.province,
      origin: properties.propertyOrigin,
      status: properties.status,
      saleConfirmed: properties.saleConfirmed,
      notaryDone: properties.notaryDone,
      arrasSigned: properties.arrasSigned,
      visitsManaged: properties.visitsManaged,
      marketingActive: properties.marketingActive,
      isTest: properties.isTest,
      createdAt: properties.createdAt,
    })
    .from(properties)
    .where(where)
    .orderBy(sql`${properties.createdAt} desc`, sql`${properties.id} desc`)
    .limit(ADMIN_PAGE_SIZE)
    .offset(adminPageOffset(page))
    .as("page");
  const [rows, counted] = await Promise.all([
    db
      .select({
        id: listingPage.id,
        title: listingPage.title,
        address: listingPage.address,
        province: listingPage.province,
        origin: listingPage.origin,
        status: listingPage.status,
        saleConfirmed: listingPage.saleConfirmed,
        notaryDone: listingPage.notaryDone,
        arrasSigned: listingPage.arrasSigned,
        visitsManaged: listingPage.visitsManaged,
        marketingActive: listingPage.marketingActive,
        isTest: listingPage.isTest,
        createdAt: listingPage.createdAt,
        ownerId: users.id,
        ownerName: users.name,
        ownerEmail: users.email,
        // Per row of the page only (20), through the leads_property_created_idx index.
        leadCount: sql<number>`(select count(*)::int from ${leads} where ${leads.propertyId} = ${listingPage.id})`,
      })
      .from(listingPage)
      .innerJoin(users, eq(users.id, listingPage.userId))
      .orderBy(sql`${listingPage.createdAt} desc`, sql`${listingPage.id} desc`),
    countProperties(db, search),
  ]);
  return {
    rows: rows.map((row) => ({
      id: row.id,
      title: row.title,
      address: row.address,
      province: row.province,
      origin: row.origin,
      status: row.status,
      // The label is derived here, once: the flags it comes from stay on the server.
      statusLabel: adminStatusLabel(row),
      createdAt: row.createdAt,
      owner: { id: row.ownerId, name: row.ownerName, email: row.ownerEmail },
      leadCount: Number(row.leadCount),
      isTest: row.isTest,
    })),
    total: counted,
  };
}

export async function countProperties(db: Db, search: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(properties)
    .where(propertySearchWhere(search));
  return Number(row?.total ?? 0);
}
