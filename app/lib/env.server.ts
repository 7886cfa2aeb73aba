import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "#app/lib/zod";

const booleanFlag = z
  .enum(["true", "false", "1", "0", "on", "off", "yes", "no"])
  .transform((value) => ["true", "1", "on", "yes"].includes(value));

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  /** The NODE_ENV the operator chose; server.js keeps it here before running libraries as production. */
  ZAGUAN_ENV: z.enum(["development", "production", "test"]).optional(),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default("Zaguán <no-responder@zaguan.es>"),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /**
   * A staging deploy's explicit choice of the built-in test provider: no Stripe keys needed, every
   * payment recorded as a test payment and every page says so. Never needed in development.
   */
  PAYMENTS_TEST_MODE: booleanFlag.optional(),
  /** Points the Stripe client elsewhere (stripe-mock, or the tests' local stub); unset in production. */
  STRIPE_API_URL: z.url().optional(),
  /**
   * The DeepL API key that proposes a listing's description in other languages
   * (docs/decisions/0059-listing-translations-and-kyero-v3.md). Unset: no proposals, the seller writes them.
   */
  DEEPL_API_KEY: z.string().trim().min(1).optional(),
  /** Points the DeepL client elsewhere (the tests' local stand-in); unset: DeepL's own, by the key. */
  DEEPL_API_URL: z.url().optional(),
  /** Set S3_BUCKET to keep files in an S3-compatible bucket instead of DATA_DIR/storage. */
  S3_BUCKET: z.string().optional(),
  /** Contracts in their own bucket (recommended); unset: under `property-contracts/` in S3_BUCKET. */
  S3_PRIVATE_BUCKET: z.string().optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: booleanFlag.optional(),
  S3_PUBLIC_URL: z.url().optional(),
  /** Shares the sign-in/sign-up attempt counters between instances; unset: counted in each process. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, "REDIS_URL debe empezar por redis:// o rediss://")
    .optional(),
  AUTH_SECRET: z.string().min(32, "AUTH_SECRET debe tener al menos 32 caracteres").optional(),
  DEMO_DATA: booleanFlag.optional(),
  LAUNCH_AT: z.iso.datetime({ offset: true }).default("2025-08-11T23:59:59+02:00"),
  BRAND_NAME: z.string().min(1).default("Zaguán"),
  SUPPORT_EMAIL: z.email().default("soporte@zaguan.es"),
  /**
   * The issuer printed on every invoice (RD 1619/2012 art. 6: name, NIF, address). The defaults are
   * a demo company for development; production must name the real one (missingProductionSettings).
   */
  COMPANY_NAME: z.string().trim().min(1).max(200).optional(),
  COMPANY_NIF: z
    .string()
    .trim()
    .regex(/^[A-Z0-9]{9}$/i, "COMPANY_NIF: nueve caracteres, p. ej. B12345674")
    .optional(),
  COMPANY_ADDRESS: z.string().trim().min(1).max(300).optional(),
  /**
   * Veri*factu: whether the invoices' records are sent to the AEAT as they are made
   * (docs/decisions/0039-verifactu-sending.md). Off until the company has its certificate; every
   * record is kept and exportable either way.
   */
  VERIFACTU_SENDING: z.enum(["off", "on"]).default("off"),
  /** The company's certificate for the AEAT's mutual TLS: a PKCS#12 file (.p12/.pfx) or a PEM with key and certificate. */
  VERIFACTU_CERT_PATH: z.string().trim().min(1).optional(),
  /** The certificate's password (PKCS#12) or its key's passphrase (PEM), if it has one. */
  VERIFACTU_CERT_PASSWORD: z.string().optional(),
  /**
   * Which AEAT site the records go to and the invoices' QR points to: its pre-production one
   * (`test`) until the company registers its invoices with the real one (`production`). Required
   * in production with real payments: a default there would print every real invoice's QR with
   * the AEAT's test site; elsewhere `test`.
   */
  VERIFACTU_ENVIRONMENT: z.enum(["test", "production"]).optional(),
  /**
   * The company's certificate that seals signed contracts (PAdES; docs/decisions/0049-signature-level.md):
   * a PKCS#12 (.p12/.pfx) in base64, and its password. Required in production with real payments;
   * elsewhere a self-made one is generated once into the data folder.
   */
  SEAL_P12_BASE64: z.string().trim().min(1).optional(),
  SEAL_P12_PASSWORD: z.string().optional(),
  /** The SMS provider for signing codes; `off` (the codes go by e-mail) until one is contracted. */
  SMS_PROVIDER: z.enum(["off"]).default("off"),
  /**
   * A qualified trust service provider for qualified signatures where the parties ask for one
   * (eIDAS art. 25.2); `off` by default, the platform's advanced signature and seal serve.
   */
  QTSP_PROVIDER: z.enum(["off", "api"]).default("off"),
  QTSP_API_URL: z.string().url().optional(),
  QTSP_API_KEY: z.string().trim().min(1).optional(),
  SUPPORT_WHATSAPP: z
    .string()
    .regex(/^\d{8,15}$/, "SUPPORT_WHATSAPP: solo dígitos con prefijo de país, p. ej. 34600000000")
    .default("34600000000"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Serving processes sharing the port (server.js); more than 1 needs DATABASE_URL and REDIS_URL. */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(1),
  /** Memory each serving process may keep rendered portal and listing pages in (MB); 0 turns it off. */
  PAGE_CACHE_MB: z.coerce.number().min(0).max(4096).default(32),
  /**
   * Multiplies the buyer-contact limits per address and per listing. Only for `npm run bench:contact`,
   * which sends 20 messages a second from one machine; leave it at 1 anywhere people use the site.
   */
  CONTACT_RATE_LIMIT_FACTOR: z.coerce.number().int().min(1).max(100_000).default(1),
  /**
   * The least time between handing out a buyer-contact form and accepting it (ms). Only the
   * end-to-end tests lower it (a robot fills a form in milliseconds); people never meet it.
   */
  CONTACT_MIN_FILL_MS: z.coerce.number().int().min(0).max(60_000).default(3_000),
  /**
   * How long after the first buyer contact held past a listing's rate its owner gets the one digest
   * of them (ms; docs/decisions/0024-held-leads.md). Only the end-to-end tests shorten it.
   */
  HELD_LEAD_DIGEST_DELAY_MS: z.coerce
    .number()
    .int()
    .min(1_000)
    .max(24 * 60 * 60 * 1000)
    .default(60 * 60 * 1000),
  /** `test` hashes passwords at a test run's cost (domain/users/password.server.ts); never in production. */
  PASSWORD_HASH_COST: z.enum(["owasp", "test"]).default("owasp"),
  /** How often the event-loop delay is logged (ms); 0 turns it off. */
  EVENT_LOOP_LOG_MS: z.coerce.number().int().min(0).default(60_000),
});

/** Development and demo only: a company that does not exist, so no real invoice can carry it. */
export const DEMO_COMPANY = {
  COMPANY_NAME: "Zaguán Demo, S.L.",
  COMPANY_NIF: "B00000000",
  COMPANY_ADDRESS: "Calle de Ejemplo 1, 28001 Madrid",
} as const;

export type Env = z.infer<typeof EnvSchema> & {
  PUBLIC_URL: string;
  COMPANY_NAME: string;
  COMPANY_NIF: string;
  COMPANY_ADDRESS: string;
  VERIFACTU_ENVIRONMENT: "test" | "production";
  AUTH_SECRET: string;
  DEMO_DATA: boolean;
  isProduction: boolean;
};

/** Reads and validates the environment once. Fails fast, naming every wrong variable. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Configuración no válida:\n${lines.join("\n")}`);
  }
  const raw = parsed.data;
  const isProduction = (raw.ZAGUAN_ENV ?? raw.NODE_ENV) === "production";
  if (isProduction) {
    if (raw.PASSWORD_HASH_COST !== "owasp") {
      throw new Error(
        "PASSWORD_HASH_COST=test es solo para pruebas: en producción las contraseñas se guardan con el coste de OWASP.",
      );
    }
    const missing = missingProductionSettings(raw);
    if (missing.length > 0) {
      throw new Error(
        `Faltan ajustes obligatorios en producción:\n${missing.map((line) => `  ${line}`).join("\n")}`,
      );
    }
  }
  const sendingProblem = verifactuSendingProblem(raw);
  if (sendingProblem) throw new Error(sendingProblem);
  if (raw.QTSP_PROVIDER !== "off" && (!raw.QTSP_API_URL || !raw.QTSP_API_KEY)) {
    throw new Error(
      `QTSP_PROVIDER=${raw.QTSP_PROVIDER} necesita QTSP_API_URL y QTSP_API_KEY: la dirección y la clave de la API del prestador cualificado.`,
    );
  }
  if (raw.WEB_CONCURRENCY > 1 && !raw.DATABASE_URL) {
    throw new Error(
      "WEB_CONCURRENCY mayor que 1 necesita DATABASE_URL: la base de datos integrada solo admite un proceso.",
    );
  }
  if (raw.WEB_CONCURRENCY > 1 && !raw.REDIS_URL) {
    throw new Error(
      "WEB_CONCURRENCY mayor que 1 necesita REDIS_URL: sin él cada proceso contaría los intentos de acceso por separado.",
    );
  }
  return {
    ...raw,
    PUBLIC_URL: (raw.PUBLIC_URL ?? `http://localhost:${raw.PORT}`).replace(/\/$/, ""),
    AUTH_SECRET: raw.AUTH_SECRET ?? developmentSecret(raw.DATA_DIR),
    DEMO_DATA: raw.DEMO_DATA ?? !isProduction,
    COMPANY_NAME: raw.COMPANY_NAME ?? DEMO_COMPANY.COMPANY_NAME,
    COMPANY_NIF: (raw.COMPANY_NIF ?? DEMO_COMPANY.COMPANY_NIF).toUpperCase(),
    COMPANY_ADDRESS: raw.COMPANY_ADDRESS ?? DEMO_COMPANY.COMPANY_ADDRESS,
    VERIFACTU_ENVIRONMENT: raw.VERIFACTU_ENVIRONMENT ?? "test",
    isProduction,
  };
}

/**
 * In production every provider must be a real one: without them the local defaults would take
 * real customers' card numbers in a test form, and write reset links to the log instead of
 * sending them. Test payments only by PAYMENTS_TEST_MODE, said out loud.
 */
function missingProductionSettings(raw: z.infer<typeof EnvSchema>): string[] {
  const required: Array<[keyof typeof raw, string, boolean]> = [
    ["AUTH_SECRET", "una cadena aleatoria de al menos 32 caracteres (p. ej. `openssl rand -hex 32`)", true],
    ["DATABASE_URL", "la cadena de conexión de PostgreSQL", true],
    ["SMTP_URL", "el servidor de correo (smtp(s)://usuario:clave@host:puerto)", true],
    [
      "STRIPE_SECRET_KEY",
      "la clave secreta de Stripe (o PAYMENTS_TEST_MODE=true en un entorno de pruebas)",
      !raw.PAYMENTS_TEST_MODE,
    ],
    ["STRIPE_PUBLISHABLE_KEY", "la clave publicable de Stripe", !raw.PAYMENTS_TEST_MODE],
    ["STRIPE_WEBHOOK_SECRET", "el secreto de firma del webhook de Stripe", !raw.PAYMENTS_TEST_MODE],
    // Every real payment issues an invoice in the company's name; a staging deploy's test payments issue none.
    ["COMPANY_NAME", "la razón social que emite las facturas", !raw.PAYMENTS_TEST_MODE],
    ["COMPANY_NIF", "el NIF de la empresa que emite las facturas", !raw.PAYMENTS_TEST_MODE],
    ["COMPANY_ADDRESS", "el domicilio fiscal de la empresa que emite las facturas", !raw.PAYMENTS_TEST_MODE],
    [
      "VERIFACTU_ENVIRONMENT",
      "el sitio de la AEAT al que apuntan el QR de las facturas y sus registros (production; test solo mientras se prueba con la AEAT)",
      !raw.PAYMENTS_TEST_MODE,
    ],
    [
      "SEAL_P12_BASE64",
      "el certificado de la empresa (PKCS#12 en base64) que sella los contratos firmados",
      !raw.PAYMENTS_TEST_MODE,
    ],
    [
      "S3_PRIVATE_BUCKET",
      "un bucket privado para los contratos, distinto del de las fotos",
      Boolean(raw.S3_BUCKET),
    ],
  ];
  return required
    .filter(([name, , needed]) => needed && !raw[name])
    .map(([name, what]) => `${name} es obligatorio: ${what}`);
}

/**
 * Sending to the AEAT without a certificate could only fail, record after record, long after the
 * start; say so before serving anyone.
 */
function verifactuSendingProblem(raw: z.infer<typeof EnvSchema>): string | null {
  if (raw.VERIFACTU_SENDING !== "on") return null;
  if (!raw.VERIFACTU_CERT_PATH)
    return "VERIFACTU_SENDING=on necesita VERIFACTU_CERT_PATH: el certificado de la empresa (PKCS#12 o PEM) con el que se envían los registros a la AEAT.";
  if (!existsSync(raw.VERIFACTU_CERT_PATH))
    return `VERIFACTU_CERT_PATH: no existe el fichero ${raw.VERIFACTU_CERT_PATH} (el certificado para enviar los registros a la AEAT).`;
  return null;
}

/** Outside production a secret is generated once and kept in the data folder, so sessions survive restarts. */
function developmentSecret(dataDir: string): string {
  const file = path.join(dataDir, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("hex");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

let cached: Env | undefined;
export function getEnv(): Env {
  cached ??= parseEnv();
  return cached;
}

/** The only settings the browser may see: an explicit whitelist. */
export function getPublicEnv(env: Env = getEnv()) {
  return {
    BRAND_NAME: env.BRAND_NAME,
    PUBLIC_URL: env.PUBLIC_URL,
    SUPPORT_EMAIL: env.SUPPORT_EMAIL,
    SUPPORT_WHATSAPP: env.SUPPORT_WHATSAPP,
    LAUNCH_AT: env.LAUNCH_AT,
    STRIPE_PUBLISHABLE_KEY: env.STRIPE_PUBLISHABLE_KEY ?? null,
    PAYMENTS_TEST_MODE: env.PAYMENTS_TEST_MODE ?? false,
  };
}
export type PublicEnv = ReturnType<typeof getPublicEnv>;
