import { beforeEach, describe, expect, test } from "vitest";
import { findPublishedListingsForSitemap } from "#app/domain/listings/sitemap.server";
import { createProperty } from "#tests/factories/properties";
import { createUser } from "#tests/factories/users";
import { withTestDatabase } from "#tests/setup/db";

const database = withTestDatabase();
const db = () => database().db;

beforeEach(() => database().truncate());

describe("findPublishedListingsForSitemap", () => {
  test("lists published listings only, newest change first, with just their id and date", async () => {
    const owner = await createUser(db());
    const older = await createProperty(db(), owner.id, { updatedAt: new Date("2026-01-10T10:00:00Z") });
    const newer = await createProperty(db(), owner.id, { updatedAt: new Date("2026-03-01T10:00:00Z") });
    await createProperty(db(), owner.id, { status: "draft" });
    await createProperty(db(), owner.id, { status: "sold" });
    await createProperty(db(), owner.id, { status: "unpublished" });

    const rows = await findPublishedListingsForSitemap(db());

    expect(rows).toEqual([
      { id: newer.id, updatedAt: new Date("2026-03-01T10:00:00Z") },
      { id: older.id, updatedAt: new Date("2026-01-10T10:00:00Z") },
    ]);
  });

  test("no published listings, no rows", async () => {
    expect(await findPublishedListingsForSitemap(db())).toEqual([]);
  });
});
