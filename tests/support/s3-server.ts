import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { S3Settings } from "#app/lib/storage-s3.server";

/** s3rver accepts any well-formed key pair; these are the ones it documents. */
const CREDENTIALS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };
const S3RVER_BIN = path.join(
  path.dirname(createRequire(import.meta.url).resolve("s3rver/package.json")),
  "bin/s3rver.js",
);

/**
 * A real S3-protocol server (s3rver) in its own process, on a free port with its data in a
 * temporary folder, and the settings that point the app's S3 storage at it (a public and a
 * private bucket). Its own process because s3rver signs continuation tokens with DES, which
 * Node 20's OpenSSL only has behind --openssl-legacy-provider: without it listing pages past
 * the first 1.000 keys fails, and that is exactly what deletePrefix must handle.
 */
export async function startS3Server(buckets = { bucket: "zaguan-public", privateBucket: "zaguan-private" }) {
  const directory = await mkdtemp(path.join(tmpdir(), "zaguan-s3-"));
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      "--openssl-legacy-provider",
      S3RVER_BIN,
      ...["-d", directory, "-a", "127.0.0.1", "-p", String(port), "-s"],
      ...["--configure-bucket", buckets.bucket, "--configure-bucket", buckets.privateBucket],
    ],
    { stdio: "ignore" },
  );
  const endpoint = `http://127.0.0.1:${port}`;
  await waitUntilAnswering(endpoint);
  const settings: S3Settings = {
    ...buckets,
    endpoint,
    region: "us-east-1",
    forcePathStyle: true,
    ...CREDENTIALS,
  };
  return {
    endpoint,
    directory,
    settings,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        await new Promise((resolve) => {
          child.once("exit", resolve);
          child.kill("SIGTERM");
        });
      }
      await rm(directory, { recursive: true, force: true });
    },
  };
}

async function waitUntilAnswering(endpoint: string) {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      await fetch(endpoint);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`s3rver did not start at ${endpoint}`);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject()));
    });
  });
}
