import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, test } from "vitest";
import { properties } from "#app/db/schema/index";
import { agencyStepPath, NEW_AGENCY_PATH } from "#app/domain/kernel/process-urls";
import { BUCKETS, isSafeKey } from "#app/lib/storage.server";
import { action as photosAction } from "#app/routes/resources/property-photos";
import { VALID_AGENCY_FORM } from "#tests/factories/agency";
import { jpegPhoto } from "#tests/factories/images";
import { withTestDatabase } from "#tests/setup/db";
import { TEST_PUBLIC_URL } from "#tests/support/auth-context";
import { ENGLISH_MESSAGE, textsOf } from "#tests/support/hostile-input";
import { agencyAction } from "#tests/support/process-routes";
import { contractCorpus, hostileNames, photoCorpus, pixelBombs } from "#tests/support/upload-corpus";
import { invoke, postRequest } from "../authorization/probe";
import { buildWorld, storedFiles, type World, worldFingerprint } from "../authorization/world";

const database = withTestDatabase();
let world: World;
beforeAll(async () => {
  world = await buildWorld(database());
}, 120_000);

// To the owner's draft: a live listing keeps at least 15 photos, so the clean-up removal would be refused there.
async function uploadPhoto(name: string, bytes: Buffer) {
  const form = new FormData();
  form.set("intent", "add");
  form.set("propertyId", world.a.draftId);
  form.append("photos", new File([new Uint8Array(bytes)], name, { type: "image/jpeg" }));
  const request = postRequest(`${TEST_PUBLIC_URL}/fotos`, form, await world.cookieOf("userA"));
  const result = await invoke(photosAction, request, {}, world.context);
  return { ...result, json: JSON.parse(result.body) as { added?: string[]; failed?: { message: string }[] } };
}

async function removePhoto(url: string) {
  const form = new FormData();
  form.set("intent", "remove");
  form.set("propertyId", world.a.draftId);
  form.set("url", url);
  const request = postRequest(`${TEST_PUBLIC_URL}/fotos`, form, await world.cookieOf("userA"));
  expect((await invoke(photosAction, request, {}, world.context)).outcome).toBe("ok");
}

const newFiles = (before: string[]) =>
  storedFiles(world.storageRoot).filter((file) => !before.includes(file));
const fileOf = (entry: string) => path.join(world.storageRoot, entry.replace(/#\d+$/, ""));

/** An accepted upload is three WebP variants with nothing of the original riding along. */
async function expectSafelyReEncoded(files: string[]) {
  expect(files).toHaveLength(3);
  for (const entry of files) {
    expect(entry.startsWith(`${BUCKETS.propertyImages}/${world.people.userA.id}/${world.a.draftId}/`)).toBe(
      true,
    );
    expect(isSafeKey(entry.replace(/#\d+$/, "").split("/").slice(1).join("/"))).toBe(true);
    const bytes = readFileSync(fileOf(entry));
    expect((await sharp(bytes).metadata()).format).toBe("webp");
    for (const smuggled of ["<script", "PK\u0003\u0004", "%PDF", "<svg"])
      expect(bytes.includes(smuggled)).toBe(false);
  }
}

describe("the photo upload (/fotos) against a corpus of disguised files", () => {
  test("every file is refused with a Spanish message, or re-encoded to clean WebP; nothing left behind", async () => {
    const corpus = await photoCorpus();
    expect(corpus.length).toBeGreaterThanOrEqual(30);
    const tally = { refused: 0, reEncoded: 0, outcomes: {} as Record<string, string> };
    for (const file of corpus) {
      const before = await worldFingerprint(world);
      const filesBefore = storedFiles(world.storageRoot);
      const result = await uploadPhoto(file.name, file.bytes);
      expect(["ok", "422"], file.label).toContain(result.outcome);
      const added = result.json.added ?? [];
      if (added.length === 0) {
        tally.refused++;
        tally.outcomes[file.label] = `refused: ${textsOf(result.json.failed).join(" ")}`;
        expect(file.kind, `${file.label} should have been accepted`).not.toBe("re-encode");
        const messages = textsOf(result.json.failed);
        expect(messages.length, file.label).toBeGreaterThan(0);
        for (const message of messages) expect(message, file.label).not.toMatch(ENGLISH_MESSAGE);
        expect(await worldFingerprint(world), file.label).toBe(before);
      } else {
        tally.reEncoded++;
        tally.outcomes[file.label] = "re-encoded to WebP";
        expect(file.kind, `${file.label} should have been refused`).not.toBe("refuse");
        await expectSafelyReEncoded(newFiles(filesBefore));
        await removePhoto(added[0] as string);
        expect(storedFiles(world.storageRoot), file.label).toEqual(filesBefore);
      }
    }
    mkdirSync("test-results", { recursive: true });
    writeFileSync("test-results/security-upload-corpus.json", JSON.stringify(tally, null, 2));
    expect(tally.refused).toBeGreaterThan(20);
    expect(tally.reEncoded).toBeGreaterThanOrEqual(3);
  }, 300_000);

  test("a zero-byte file is refused in Spanish and stores nothing", async () => {
    const before = await worldFingerprint(world);
    const result = await uploadPhoto("vacia.jpg", Buffer.alloc(0));
    expect(result.outcome).toBe("400");
    expect(result.body).toContain("No has seleccionado ninguna foto.");
    expect(await worldFingerprint(world)).toBe(before);
    // A photo without a file name arrives as a plain field: refused the same way, never a 5xx.
    const nameless = await uploadPhoto("", await jpegPhoto(320, 240));
    expect(nameless.outcome).toBe("400");
    expect(await worldFingerprint(world)).toBe(before);
  });

  test("1.000-character and path-traversal names: stored under a clean, short name inside the owner's folder", async () => {
    for (const { name, bytes } of await hostileNames()) {
      const filesBefore = storedFiles(world.storageRoot);
      const result = await uploadPhoto(name, bytes);
      expect(result.outcome, `${name}: ${result.body}`).toBe("ok");
      const files = newFiles(filesBefore);
      await expectSafelyReEncoded(files);
      for (const entry of files) {
        const base = path.basename(entry.replace(/#\d+$/, ""));
        expect(base, name).toMatch(/^[A-Za-z0-9.-]+$/);
        expect(base.length, name).toBeLessThanOrEqual(120);
      }
      await removePhoto(result.json.added?.[0] as string);
    }
  }, 120_000);

  test("pixel bombs are refused before decoding: memory stays bounded over 5 rounds", async () => {
    const bombs = await pixelBombs();
    const start = process.memoryUsage();
    let peakRss = start.rss;
    const startedAt = performance.now();
    for (let round = 0; round < 5; round++)
      for (const bomb of bombs) {
        const result = await uploadPhoto(bomb.name, bomb.bytes);
        expect(result.json.added ?? [], bomb.label).toEqual([]);
        expect(textsOf(result.json.failed).join(" "), bomb.label).toMatch(/píxeles|dañada|no es una imagen/);
        peakRss = Math.max(peakRss, process.memoryUsage().rss);
      }
    const end = process.memoryUsage();
    const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
    const figures = {
      uploads: bombs.length * 5,
      msPerBomb: Math.round((performance.now() - startedAt) / (bombs.length * 5)),
      rssBeforeMb: mb(start.rss),
      rssPeakMb: mb(peakRss),
      rssGrowthMb: mb(peakRss - start.rss),
      heapGrowthMb: mb(end.heapUsed - start.heapUsed),
    };
    mkdirSync("test-results", { recursive: true });
    writeFileSync("test-results/security-pixel-bombs.json", JSON.stringify(figures, null, 2));
    // Decoding any one of them would take 250 MB to 17 GB; refusing them costs a few MB at most.
    expect(figures.rssGrowthMb).toBeLessThan(150);
    expect(figures.heapGrowthMb).toBeLessThan(50);
  }, 120_000);
});

async function postContract(
  file: { name: string; bytes: Buffer },
  intent: "save-listing" | "accept-contract",
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(VALID_AGENCY_FORM)) form.set(key, value);
  form.set("intent", intent);
  if (intent === "save-listing") form.set("propertyId", world.a.agencyId);
  else
    for (let index = 0; index < 15; index++)
      form.append(
        "photos",
        new File([new Uint8Array(await jpegPhoto(160, 120, index * 20))], `f${index}.jpg`),
      );
  form.append(
    "managementContract",
    new File([new Uint8Array(file.bytes)], file.name, { type: "application/pdf" }),
  );
  const at = intent === "save-listing" ? agencyStepPath(world.a.agencyId, 1) : NEW_AGENCY_PATH;
  const request = postRequest(`${TEST_PUBLIC_URL}${at}`, form, await world.cookieOf("userA"));
  return invoke(agencyAction, request, {}, world.context);
}

async function currentContractKey() {
  const [row] = await world.db
    .select({ key: properties.managementContractUrl })
    .from(properties)
    .where(eq(properties.id, world.a.agencyId));
  return row?.key ?? "";
}

describe("the management-contract upload against the same kind of corpus", () => {
  test("only a real PDF replaces the contract; anything else is refused in Spanish and changes nothing", async () => {
    for (const file of await contractCorpus()) {
      const before = await worldFingerprint(world);
      const result = await postContract(file, "save-listing");
      // Saved: back to the collaboration's listing step.
      if (result.outcome === "redirect /proceso-agencia/:id/publicar") {
        expect(file.kind, `${file.label} should have been refused`).not.toBe("refuse");
        const key = await currentContractKey();
        // Stored under the key, whatever the file was called, as a PDF in the private bucket.
        expect(key).toMatch(
          new RegExp(
            `^${world.people.userA.id}/${world.a.agencyId}/\\d+-[0-9a-f]{32}-management-contract\\.pdf$`,
          ),
        );
        expect((await world.storage.get(BUCKETS.propertyContracts, key))?.contentType).toBe(
          "application/pdf",
        );
        expect(await world.storage.get(BUCKETS.propertyImages, key)).toBeNull();
      } else {
        expect(file.kind, `${file.label} should have been accepted`).not.toBe("re-encode");
        expect(result.outcome, file.label).toMatch(/^4\d\d$/);
        expect(result.body, file.label).toContain("No se pudo subir el archivo del contrato.");
        expect(await worldFingerprint(world), file.label).toBe(before);
      }
    }
  }, 120_000);

  test("creating an agency listing with a disguised contract leaves no row and no file behind", async () => {
    const corpus = (await contractCorpus()).filter((file) => file.kind === "refuse").slice(0, 3);
    for (const file of [...corpus, { label: "zero bytes", name: "encargo.pdf", bytes: Buffer.alloc(0) }]) {
      const before = await worldFingerprint(world);
      const result = await postContract(file, "accept-contract");
      expect(result.outcome, file.label).toMatch(/^4\d\d$/);
      expect(textsOf(JSON.parse(result.body)).join(" "), file.label).toMatch(/contrato/);
      expect(await worldFingerprint(world), file.label).toBe(before);
    }
  }, 120_000);
});
