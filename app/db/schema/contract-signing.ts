import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { arrasContracts } from "./arras-contracts";

/**
 * One version of an arras contract put to the parties' signatures: the PDF exactly as shown to them,
 * its SHA-256 and the short public check code printed on it. The document columns never change; a
 * signed version is final, and a change is a new version that marks this one replaced (a trigger of
 * migration 0028 refuses the rest; docs/decisions/0049-signature-level.md). Its files live under
 * `contract-versions/{id}/`, outside the owner's folder, so that deleting a listing or an account
 * keeps what somebody signed.
 */
export const contractVersions = pgTable(
  "contract_versions",
  {
    id: uuid().primaryKey().defaultRandom(),
    /**
     * The contract it was put to signature for; null once that contract went with its property or
     * account: a version somebody signed is kept as evidence, detached (migration 0029).
     */
    arrasContractId: uuid().references(() => arrasContracts.id, { onDelete: "set null" }),
    /** 1, 2, … per arras contract. */
    version: integer().notNull(),
    /** The terms (ArrasTerms) the PDF was written from: the sealed copy is rendered again from them. */
    terms: jsonb().notNull(),
    /** Who signs as 'seller' and as 'buyer': name and e-mail each, fixed with the document. */
    parties: jsonb().notNull(),
    /** Private storage key of the PDF the parties read and sign. */
    pdfStoragePath: text().notNull(),
    /** Lower-case hex SHA-256 of that PDF, the hash each signature names. */
    documentSha256: text().notNull(),
    /** The public check code printed on the PDF (normalised: Crockford base32, no dashes). */
    checkCode: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When the platform sealed the copy both parties signed; null until then. */
    sealedAt: timestamp({ withTimezone: true }),
    sealedPdfStoragePath: text(),
    sealedSha256: text(),
    /** When a newer version took its place, and which. */
    replacedAt: timestamp({ withTimezone: true }),
    replacedById: uuid(),
  },
  (table) => [
    uniqueIndex("contract_versions_contract_version_idx").on(table.arrasContractId, table.version),
    uniqueIndex("contract_versions_check_code_idx").on(table.checkCode),
    index("contract_versions_document_sha256_idx").on(table.documentSha256),
    index("contract_versions_sealed_sha256_idx").on(table.sealedSha256),
    check("contract_versions_version_check", sql`${table.version} > 0`),
    check(
      "contract_versions_sealed_check",
      sql`(${table.sealedAt} is null) = (${table.sealedPdfStoragePath} is null) and (${table.sealedAt} is null) = (${table.sealedSha256} is null)`,
    ),
    check(
      "contract_versions_replaced_check",
      sql`(${table.replacedAt} is null) = (${table.replacedById} is null)`,
    ),
  ],
);

/**
 * One party's signature of one version, with its evidence (eIDAS art. 26): the document's hash as
 * shown, when, from which address and browser, the one-time code's channel and the consent text.
 * Append-only (a trigger refuses UPDATE and DELETE).
 */
export const contractSignatures = pgTable(
  "contract_signatures",
  {
    id: uuid().primaryKey().defaultRandom(),
    contractVersionId: uuid()
      .notNull()
      .references(() => contractVersions.id, { onDelete: "restrict" }),
    party: text().notNull(),
    signerName: text().notNull(),
    signerEmail: text().notNull(),
    /** The account that signed, when the signer was signed in. */
    signerUserId: text(),
    documentSha256: text().notNull(),
    signedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    ipAddress: text().notNull(),
    userAgent: text().notNull(),
    codeChannel: text().notNull(),
    /** The one-time code that confirmed it (single use: one signature per code). */
    signingCodeId: uuid()
      .notNull()
      .references(() => contractSigningCodes.id, { onDelete: "restrict" }),
    consentText: text().notNull(),
  },
  (table) => [
    uniqueIndex("contract_signatures_version_party_idx").on(table.contractVersionId, table.party),
    uniqueIndex("contract_signatures_code_idx").on(table.signingCodeId),
    check("contract_signatures_party_check", sql`${table.party} in ('seller', 'buyer')`),
    check("contract_signatures_channel_check", sql`${table.codeChannel} in ('email', 'sms')`),
  ],
);

/**
 * A one-time code sent to one party to sign one version: only its hash is kept; it ends after
 * 10 minutes, 5 wrong tries or one use (docs/decisions/0049-signature-level.md).
 */
export const contractSigningCodes = pgTable(
  "contract_signing_codes",
  {
    id: uuid().primaryKey().defaultRandom(),
    contractVersionId: uuid()
      .notNull()
      .references(() => contractVersions.id, { onDelete: "cascade" }),
    party: text().notNull(),
    channel: text().notNull(),
    codeHash: text().notNull(),
    attempts: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index("contract_signing_codes_version_party_idx").on(
      table.contractVersionId,
      table.party,
      table.createdAt.desc(),
    ),
    check("contract_signing_codes_party_check", sql`${table.party} in ('seller', 'buyer')`),
    check("contract_signing_codes_channel_check", sql`${table.channel} in ('email', 'sms')`),
    check("contract_signing_codes_attempts_check", sql`${table.attempts} >= 0`),
  ],
);
