// No secret in the client bundle: the build runs with canary values of every server
// secret in its environment, then build/client is searched for the canaries and for the names of
// the server-only settings (a name in the bundle means server config code reached the browser).
// `node scripts/client-secrets.mjs [dir]` exits 1 on a find; scripts/test.mjs runs it after the build.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const CANARY_ENV = {
  STRIPE_SECRET_KEY: "sk_test_canary_7d41c0ffee5ecre7",
  STRIPE_WEBHOOK_SECRET: "whsec_canary_9b2e51d0a7c3",
  AUTH_SECRET: "canary-auth-secret-0f6a2b9c4d8e1f3a5b7c9d0e",
  SMTP_URL: "smtp://user:canarypass-5e8d@smtp.canary.invalid:587",
  DATABASE_URL: "postgres://zaguan:canarydbpass-3c1f@db.canary.invalid:5432/zaguan",
  S3_SECRET_ACCESS_KEY: "canary-s3-secret-6a0b",
};

/** The canary values, and the distinctive part of each (a password inside a URL). */
const CANARY_NEEDLES = [...Object.values(CANARY_ENV), "canarypass-5e8d", "canarydbpass-3c1f"];

/** Settings only the server may read; STRIPE_PUBLISHABLE_KEY is public by design and not listed. */
export const SERVER_ONLY_NAMES = [
  "STRIPE_SECRET_KEY",
  "STRIPE_WEBHOOK_SECRET",
  "AUTH_SECRET",
  "SMTP_URL",
  "DATABASE_URL",
  "S3_SECRET_ACCESS_KEY",
];

/** Every file under `dir` that contains a canary or a server-only setting's name. */
export function findSecrets(dir) {
  const found = [];
  const walk = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(file);
      else {
        const text = readFileSync(file).toString("latin1");
        for (const needle of [...CANARY_NEEDLES, ...SERVER_ONLY_NAMES])
          if (text.includes(needle)) found.push({ file: path.relative(dir, file), needle });
      }
    }
  };
  walk(dir);
  return found;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2] ?? "build/client";
  const found = findSecrets(dir);
  for (const { file, needle } of found) console.error(`secret in the client bundle: ${needle} in ${file}`);
  if (found.length === 0) console.log(`client bundle: no secret in ${dir}`);
  process.exit(found.length === 0 ? 0 : 1);
}
