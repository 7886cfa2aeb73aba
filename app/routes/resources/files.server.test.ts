import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createStaticHandler } from "react-router";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { storePhoto } from "#app/lib/images.server";
import { BUCKETS, configureStorage, type FileStorage } from "#app/lib/storage.server";
import type { Route } from "./+types/files";
import { loader } from "./files";

let rootDir: string;
let storage: FileStorage;
let photoUrl: string;

beforeAll(async () => {
  rootDir = mkdtempSync(path.join(tmpdir(), "zaguan-files-"));
  storage = configureStorage({ rootDir });
  const input = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#7a9" } })
    .jpeg()
    .toBuffer();
  photoUrl = await storePhoto({
    storage,
    userId: "user1",
    propertyFolder: "prop1",
    originalName: "salon.jpg",
    input,
  });
  await storage.put(
    BUCKETS.propertyContracts,
    "user1/prop1/1-management-contract.pdf",
    Buffer.from("%PDF-1.4"),
    "application/pdf",
  );
});

afterAll(() => rmSync(rootDir, { recursive: true, force: true }));

/** What the router passes for `/files/<splat>`. */
function get(splat: string) {
  const request = new Request(`http://localhost/files/${splat}`);
  return loader({ params: { "*": splat }, request } as unknown as Route.LoaderArgs);
}

/** Through the router's own matching, which decodes and normalises the URL first. */
const router = createStaticHandler([
  { id: "files", path: "files/*", loader: (args) => loader(args as unknown as Route.LoaderArgs) },
]);
async function fetchPath(pathname: string) {
  return (await router.queryRoute(new Request(`http://localhost${pathname}`))) as Response;
}

async function expectNotFound(response: Response) {
  expect(response.status).toBe(404);
  expect(response.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
  expect(await response.text()).toBe("No encontrado");
}

describe("/files/*", () => {
  test("serves a stored photo as WebP with a year-long immutable cache", async () => {
    const response = await get(photoUrl.replace("/files/", ""));

    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/webp");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    const body = Buffer.from(await response.arrayBuffer());
    expect(response.headers.get("Content-Length")).toBe(String(body.length));
    expect((await sharp(body).metadata()).format).toBe("webp");
  });

  test("never serves the private contracts bucket, even with the right key", async () => {
    await expectNotFound(await get("property-contracts/user1/prop1/1-management-contract.pdf"));
  });

  test("answers 404 for a photo that does not exist", async () => {
    await expectNotFound(await get("property-images/user1/prop1/999-nada-1920.webp"));
  });

  test.each([
    "property-images/../property-contracts/user1/prop1/1-management-contract.pdf",
    "property-images/user1/../../property-contracts/user1/prop1/1-management-contract.pdf",
    "property-images/%2e%2e/property-contracts/user1/prop1/1-management-contract.pdf",
    "property-images/user1%2F..%2F..%2Fproperty-contracts/x.pdf",
    "property-images//etc/passwd",
    "property-images/./user1/prop1/x.webp",
  ])("answers 404 for the path traversal attempt %j", async (splat) => {
    await expectNotFound(await get(splat));
  });

  test.each(["", "property-images", "property-images/", "unknown-bucket/user1/a.webp"])(
    "answers 404 for %j",
    async (splat) => {
      await expectNotFound(await get(splat));
    },
  );

  test("serves a photo requested through the router", async () => {
    const response = await fetchPath(photoUrl);

    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/webp");
  });

  test.each([
    "/files/property-images/%2e%2e/property-contracts/user1/prop1/1-management-contract.pdf",
    "/files/property-images/%2E%2E/property-contracts/user1/prop1/1-management-contract.pdf",
    "/files/property-images/user1%2F..%2F..%2Fproperty-contracts%2Fuser1%2Fprop1%2F1-management-contract.pdf",
    "/files/property-images/..%5c..%5cproperty-contracts/user1/prop1/1-management-contract.pdf",
    "/files/property-contracts/user1/prop1/1-management-contract.pdf",
  ])("answers 404 through the router for %s", async (pathname) => {
    await expectNotFound(await fetchPath(pathname));
  });
});
