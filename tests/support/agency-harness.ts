import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { beforeEach, expect } from "vitest";
import type { Db } from "#app/db/client.server";
import { propertyContracts } from "#app/db/schema/contracts";
import { properties } from "#app/db/schema/properties";
import { checkPdfBytes } from "#app/domain/agency/management-contract";
import { renderPdf } from "#app/lib/pdf.server";
import { BUCKETS, configureStorage, type FileStorage } from "#app/lib/storage.server";
import { VALID_AGENCY_FORM } from "#tests/factories/agency";
import { jpegPhoto } from "#tests/factories/images";
import { createUser, type TestUser } from "#tests/factories/users";
import { createTestContext, sessionCookie } from "#tests/setup/context";
import { withTestDatabase } from "#tests/setup/db";
import { agencyAction } from "./process-routes";
import { runAction } from "./route-action";

/**
 * What the server tests of the agency process's routes share (app/routes/agency/**): an agency
 * signed in, its multipart forms (photos, the management contract) posted as the page posts them.
 */
export type Harness = { user: TestUser; cookie: string; context: AppLoadContext };

export async function signedIn(db: Db, role: TestUser["role"] = "user"): Promise<Harness> {
  const user = await createUser(db, { role, name: "Lucía Ferrer Soler" });
  const context = createTestContext(db);
  return { user, cookie: await sessionCookie(context, user), context };
}

let photos: Promise<Buffer[]> | undefined;
export const fifteenPhotos = () => {
  photos ??= Promise.all(Array.from({ length: 15 }, (_, index) => jpegPhoto(320, 240, index * 20)));
  return photos;
};
export const managementPdf = () =>
  renderPdf({ title: "Encargo de venta", blocks: [{ type: "paragraph", text: "Firmado." }] });

export async function multipart(
  fields: Record<string, string>,
  {
    photoCount = 15,
    contract,
  }: { photoCount?: number; contract?: { name: string; bytes: Buffer } | null } = {},
) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  const images = await fifteenPhotos();
  for (let index = 0; index < photoCount; index++)
    body.append(
      "photos",
      new Blob([new Uint8Array(images[index % images.length] as Buffer)], { type: "image/jpeg" }),
      `foto-${index}.jpg`,
    );
  const file = contract === undefined ? { name: "encargo.pdf", bytes: await managementPdf() } : contract;
  if (file)
    body.append(
      "managementContract",
      new Blob([new Uint8Array(file.bytes)], { type: "application/pdf" }),
      file.name,
    );
  return body;
}

/** A form as the page posts it: to the route that shows it, at the property's address (tests/support/process-routes.ts). */
export async function post(harness: Harness, body: FormData) {
  const request = new Request("http://localhost:3000/proceso-agencia", {
    method: "POST",
    body,
    headers: { cookie: harness.cookie },
  });
  return runAction(agencyAction, request, harness.context);
}

export const ACCEPT = { ...VALID_AGENCY_FORM, intent: "accept-contract" };

export function filesUnder(storageRoot: string, bucket: string, userId: string): string[] {
  try {
    return readdirSync(path.join(storageRoot, bucket, userId), { recursive: true }) as string[];
  } catch {
    return [];
  }
}

/** The invariant of the issue: every agency property has its accepted contract and its PDF. */
export async function expectEveryAgencyPropertySigned(db: Db, storage: FileStorage) {
  const rows = await db
    .select({
      id: properties.id,
      contractHtml: propertyContracts.contractHtml,
      pdf: propertyContracts.pdfStoragePath,
    })
    .from(properties)
    .leftJoin(propertyContracts, eq(propertyContracts.propertyId, properties.id))
    .where(eq(properties.propertyOrigin, "agency"));
  for (const row of rows) {
    expect(row.contractHtml, `contract of ${row.id}`).toBeTruthy();
    const stored = row.pdf ? await storage.get(BUCKETS.propertyContracts, row.pdf) : null;
    expect(stored, `PDF of ${row.id}`).not.toBeNull();
    expect(checkPdfBytes(new Uint8Array(stored?.body ?? Buffer.alloc(0))).ok).toBe(true);
  }
  return rows.length;
}

/**
 * The agency route tests' common setup: a database of their own, emptied before each test, and a
 * fresh file store under a folder of its own (`storageRoot()`, to list what a test left behind).
 */
export function withAgencyTestBed() {
  const database = withTestDatabase();
  let root: string | undefined;
  let store: FileStorage | undefined;
  beforeEach(async () => {
    await database().truncate();
    root = mkdtempSync(path.join(tmpdir(), "zaguan-agency-"));
    store = configureStorage({ rootDir: root });
  });
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error("agency test bed not ready: call inside a test or hook");
    return value;
  };
  return {
    database,
    storage: () => ready(store),
    storageRoot: () => ready(root),
    seller: (role?: TestUser["role"]) => signedIn(database().db, role),
  };
}
