import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { getPublicEnv, parseEnv } from "./env.server";

const tempDir = () => mkdtempSync(path.join(tmpdir(), "zaguan-env-"));

/** Every setting production requires. */
const PRODUCTION = {
  NODE_ENV: "production",
  AUTH_SECRET: "s".repeat(40),
  DATABASE_URL: "postgres://db/zaguan",
  SMTP_URL: "smtp://user:pass@mail.example.com:587",
  STRIPE_SECRET_KEY: "sk_live_example",
  STRIPE_PUBLISHABLE_KEY: "pk_live_example",
  STRIPE_WEBHOOK_SECRET: "whsec_example",
  COMPANY_NAME: "Zaguán Servicios Inmobiliarios, S.L.",
  COMPANY_NIF: "B12345674",
  COMPANY_ADDRESS: "Calle Mayor 1, 28013 Madrid",
  VERIFACTU_ENVIRONMENT: "production",
  SEAL_P12_BASE64: "MIIC",
} as const;

describe("configuration", () => {
  test("a fresh machine gets working defaults: port 3000, local URL, demo data on", () => {
    const env = parseEnv({ DATA_DIR: tempDir() });
    expect(env.PORT).toBe(3000);
    expect(env.PUBLIC_URL).toBe("http://localhost:3000");
    expect(env.DEMO_DATA).toBe(true);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.BRAND_NAME).toBe("Zaguán");
  });

  test("outside production the auth secret is generated once and kept in the data folder", () => {
    const dataDir = tempDir();
    const first = parseEnv({ DATA_DIR: dataDir }).AUTH_SECRET;
    const second = parseEnv({ DATA_DIR: dataDir }).AUTH_SECRET;
    expect(first).toHaveLength(64);
    expect(second).toBe(first);
    expect(readFileSync(path.join(dataDir, "auth-secret"), "utf8")).toBe(first);
  });

  test("a production start without AUTH_SECRET fails with a clear message", () => {
    const dataDir = tempDir();
    expect(() => parseEnv({ NODE_ENV: "production", DATA_DIR: dataDir })).toThrow(
      /AUTH_SECRET es obligatorio/,
    );
    expect(existsSync(path.join(dataDir, "auth-secret"))).toBe(false);
  });

  test("several serving processes need the shared database and the shared attempt counters", () => {
    const dataDir = tempDir();
    expect(parseEnv({ DATA_DIR: dataDir }).WEB_CONCURRENCY).toBe(1);
    expect(() => parseEnv({ DATA_DIR: dataDir, WEB_CONCURRENCY: "2" })).toThrow(/necesita DATABASE_URL/);
    expect(() =>
      parseEnv({ DATA_DIR: dataDir, WEB_CONCURRENCY: "2", DATABASE_URL: "postgres://db/zaguan" }),
    ).toThrow(/necesita REDIS_URL/);
    const env = parseEnv({
      DATA_DIR: dataDir,
      WEB_CONCURRENCY: "2",
      DATABASE_URL: "postgres://db/zaguan",
      REDIS_URL: "redis://cache:6379",
    });
    expect(env.WEB_CONCURRENCY).toBe(2);
    expect(() => parseEnv({ DATA_DIR: dataDir, WEB_CONCURRENCY: "0" })).toThrow(/WEB_CONCURRENCY/);
  });

  test("invoices carry a demo issuer outside production and the configured one in production", () => {
    const development = parseEnv({ DATA_DIR: tempDir() });
    expect(development).toMatchObject({ COMPANY_NAME: "Zaguán Demo, S.L.", COMPANY_NIF: "B00000000" });
    expect(parseEnv(PRODUCTION)).toMatchObject({
      COMPANY_NAME: "Zaguán Servicios Inmobiliarios, S.L.",
      COMPANY_NIF: "B12345674",
      COMPANY_ADDRESS: "Calle Mayor 1, 28013 Madrid",
    });
    expect(() => parseEnv({ ...PRODUCTION, COMPANY_NIF: "B-1234" })).toThrow(/COMPANY_NIF/);
  });

  test("the test runs' cheaper password hashing is refused in production", () => {
    const dataDir = tempDir();
    expect(parseEnv({ DATA_DIR: dataDir, PASSWORD_HASH_COST: "test" }).PASSWORD_HASH_COST).toBe("test");
    expect(parseEnv({ ...PRODUCTION, DATA_DIR: dataDir }).PASSWORD_HASH_COST).toBe("owasp");
    expect(() => parseEnv({ ...PRODUCTION, DATA_DIR: dataDir, PASSWORD_HASH_COST: "test" })).toThrow(
      /PASSWORD_HASH_COST=test es solo para pruebas/,
    );
  });

  test("production turns demo data off unless asked for", () => {
    expect(parseEnv(PRODUCTION).DEMO_DATA).toBe(false);
    expect(parseEnv({ ...PRODUCTION, DEMO_DATA: "true" }).DEMO_DATA).toBe(true);
  });

  test("production refuses to start without each provider, naming every missing setting at once", () => {
    for (const name of [
      "AUTH_SECRET",
      "DATABASE_URL",
      "SMTP_URL",
      "STRIPE_SECRET_KEY",
      "STRIPE_PUBLISHABLE_KEY",
      "STRIPE_WEBHOOK_SECRET",
      "COMPANY_NAME",
      "COMPANY_NIF",
      "COMPANY_ADDRESS",
      "VERIFACTU_ENVIRONMENT",
      "SEAL_P12_BASE64",
    ] as const) {
      const { [name]: _left, ...without } = PRODUCTION;
      expect(() => parseEnv(without), name).toThrow(new RegExp(`${name} es obligatorio`));
    }
    const everyMissing = () => parseEnv({ NODE_ENV: "production", DATA_DIR: tempDir() });
    expect(everyMissing).toThrow(
      /AUTH_SECRET[\s\S]*DATABASE_URL[\s\S]*SMTP_URL[\s\S]*STRIPE_SECRET_KEY[\s\S]*STRIPE_PUBLISHABLE_KEY[\s\S]*STRIPE_WEBHOOK_SECRET/,
    );
  });

  test("with S3 in production, contracts need their own private bucket", () => {
    expect(() => parseEnv({ ...PRODUCTION, S3_BUCKET: "fotos" })).toThrow(/S3_PRIVATE_BUCKET es obligatorio/);
    expect(
      parseEnv({ ...PRODUCTION, S3_BUCKET: "fotos", S3_PRIVATE_BUCKET: "contratos" }).S3_PRIVATE_BUCKET,
    ).toBe("contratos");
  });

  test("a staging deploy takes test payments only when it says so, and then needs no Stripe keys", () => {
    const { STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET, ...withoutStripe } = PRODUCTION;
    expect(() => parseEnv(withoutStripe)).toThrow(/STRIPE_SECRET_KEY es obligatorio/);
    const staging = parseEnv({ ...withoutStripe, PAYMENTS_TEST_MODE: "true" });
    expect(staging.PAYMENTS_TEST_MODE).toBe(true);
    expect(getPublicEnv(staging).PAYMENTS_TEST_MODE).toBe(true);
    expect(getPublicEnv(parseEnv(PRODUCTION)).PAYMENTS_TEST_MODE).toBe(false);
    // Test payments never free a production deploy from its database or its mail.
    const { SMTP_URL, ...withoutMail } = withoutStripe;
    expect(() => parseEnv({ ...withoutMail, PAYMENTS_TEST_MODE: "true" })).toThrow(/SMTP_URL es obligatorio/);
  });

  test("the built server runs libraries as production but keeps the operator's choice for our rules", () => {
    const dataDir = tempDir();
    // What server.js leaves after `npm start` with NODE_ENV unset.
    const started = parseEnv({ NODE_ENV: "production", ZAGUAN_ENV: "development", DATA_DIR: dataDir });
    expect(started.isProduction).toBe(false);
    expect(started.DEMO_DATA).toBe(true);
    // And after NODE_ENV=production: still production, AUTH_SECRET still required.
    expect(() => parseEnv({ NODE_ENV: "production", ZAGUAN_ENV: "production", DATA_DIR: dataDir })).toThrow(
      /AUTH_SECRET es obligatorio/,
    );
  });

  test("every wrong variable is named at once", () => {
    expect(() =>
      parseEnv({ PORT: "noventa", SUPPORT_EMAIL: "no-es-un-correo", DATA_DIR: tempDir() }),
    ).toThrow(/PORT[\s\S]*SUPPORT_EMAIL/);
  });

  test("PUBLIC_URL loses its trailing slash so links join cleanly", () => {
    expect(parseEnv({ PUBLIC_URL: "https://zaguan.es/", DATA_DIR: tempDir() }).PUBLIC_URL).toBe(
      "https://zaguan.es",
    );
  });

  test("the browser sees only the public whitelist, never a secret", () => {
    const env = parseEnv({
      DATA_DIR: tempDir(),
      STRIPE_SECRET_KEY: "sk_test_secret",
      STRIPE_WEBHOOK_SECRET: "whsec_secret",
      SMTP_URL: "smtp://user:pass@mail.example.com",
    });
    const exposed = JSON.stringify(getPublicEnv(env));
    expect(exposed).not.toContain("sk_test_secret");
    expect(exposed).not.toContain("whsec_secret");
    expect(exposed).not.toContain("pass@");
    expect(exposed).not.toContain(env.AUTH_SECRET);
  });
});

describe("Veri*factu sending settings", () => {
  test("sending to the AEAT is off by default, towards its test endpoint", () => {
    const env = parseEnv({ DATA_DIR: tempDir() });
    expect(env.VERIFACTU_SENDING).toBe("off");
    expect(env.VERIFACTU_ENVIRONMENT).toBe("test");
  });

  test("switching it on without a certificate stops the start, saying which file is missing", () => {
    expect(() => parseEnv({ DATA_DIR: tempDir(), VERIFACTU_SENDING: "on" })).toThrow(
      /VERIFACTU_SENDING=on necesita VERIFACTU_CERT_PATH/,
    );
    expect(() =>
      parseEnv({
        DATA_DIR: tempDir(),
        VERIFACTU_SENDING: "on",
        VERIFACTU_CERT_PATH: "/no/existe/empresa.p12",
      }),
    ).toThrow(/no existe el fichero \/no\/existe\/empresa\.p12/);
  });

  test("on with a certificate file, towards production when asked", () => {
    const dataDir = tempDir();
    const certificate = path.join(dataDir, "empresa.p12");
    writeFileSync(certificate, "not read at start");
    const env = parseEnv({
      DATA_DIR: dataDir,
      VERIFACTU_SENDING: "on",
      VERIFACTU_CERT_PATH: certificate,
      VERIFACTU_ENVIRONMENT: "production",
    });
    expect([env.VERIFACTU_SENDING, env.VERIFACTU_ENVIRONMENT]).toEqual(["on", "production"]);
  });
});
