import { readdir } from "node:fs/promises";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { e2eDataDir } from "../../../playwright.config";

/**
 * What the real server sends for stored files (uploads): `nosniff` and the true type on
 * every answer, and the private contracts bucket unreachable by URL even with a real key.
 */
async function anyFileUnder(bucket: string): Promise<string | null> {
  const root = path.join(e2eDataDir, "storage", bucket);
  const walk = async (dir: string): Promise<string | null> => {
    for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
      const full = path.join(dir, entry.name);
      const found = entry.isDirectory() ? await walk(full) : full;
      if (found) return found;
    }
    return null;
  };
  const file = await walk(root);
  return file ? path.relative(root, file).split(path.sep).join("/") : null;
}

test("a listing photo is served as image/webp with nosniff; pages and refusals carry nosniff too", async ({
  page,
  request,
}) => {
  await page.goto("/portal");
  const photo = await page.locator('img[src*="/files/property-images/"]').first().getAttribute("src");
  expect(photo).toBeTruthy();
  const served = await request.get(photo as string);
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toBe("image/webp");
  expect(served.headers()["x-content-type-options"]).toBe("nosniff");

  const home = await request.get("/");
  expect(home.headers()["content-type"]).toMatch(/^text\/html/);
  expect(home.headers()["x-content-type-options"]).toBe("nosniff");

  const missing = await request.get("/files/property-images/nadie/nada/1-foto-400.webp");
  expect(missing.status()).toBe(404);
  expect(missing.headers()["content-type"]).toBe("text/plain; charset=utf-8");
  expect(missing.headers()["x-content-type-options"]).toBe("nosniff");
});

test("a real contract's key in the private bucket is a 404 through /files, however it is spelled", async ({
  request,
}) => {
  const key = await anyFileUnder("property-contracts");
  // The demo data seeds the agency account's collaboration, with its contracts.
  expect(key, "a stored contract in the e2e data folder").toBeTruthy();
  const encoded = encodeURIComponent(key as string);
  for (const pathname of [
    `/files/property-contracts/${key}`,
    `/files/property-contracts/${encoded}`,
    `/files/property-images/..%2fproperty-contracts/${key}`,
    `/files/property-images/%2e%2e/property-contracts/${key}`,
    `/files/property-images/${key}`,
  ]) {
    const response = await request.get(pathname);
    expect(response.status(), pathname).toBe(404);
    expect(response.headers()["x-content-type-options"], pathname).toBe("nosniff");
    expect((await response.body()).includes("%PDF"), pathname).toBe(false);
  }
});
