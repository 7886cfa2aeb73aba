import { randomInt } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import type { Transaction } from "#app/db/client.server";
import { contractSigningCodes } from "#app/db/schema/index";
import { isSignedValue, signValue } from "#app/lib/signed-value.server";

/**
 * The one-time code that confirms a signature (docs/decisions/0049-signature-level.md): six digits
 * sent to one party for one contract version, kept only as an HMAC under the app secret (a stolen
 * table does not give them away), valid 10 minutes, 5 wrong tries, one use. Only the party's newest
 * code counts: asking again retires the one before.
 */
export const SIGNING_CODE_TTL_MS = 10 * 60 * 1000;
export const SIGNING_CODE_MAX_TRIES = 5;
const PURPOSE = "zaguan contract signing code v1";

export type SigningParty = "seller" | "buyer";
export type CodeChannel = "email" | "sms";

const bound = (codeId: string, versionId: string, party: SigningParty, code: string) =>
  `${codeId}\n${versionId}\n${party}\n${code}`;

/**
 * A new code for `party` to sign `versionId`, stored in `tx`; the caller sends it (by e-mail, in the
 * same transaction through the queue, or by SMS) and never keeps it.
 */
export async function issueSigningCode(
  tx: Transaction,
  {
    secret,
    versionId,
    party,
    channel,
    now = new Date(),
  }: { secret: string; versionId: string; party: SigningParty; channel: CodeChannel; now?: Date },
): Promise<{ codeId: string; code: string; expiresAt: Date }> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  const codeId = crypto.randomUUID();
  const expiresAt = new Date(now.getTime() + SIGNING_CODE_TTL_MS);
  await tx.insert(contractSigningCodes).values({
    id: codeId,
    contractVersionId: versionId,
    party,
    channel,
    codeHash: signValue(secret, PURPOSE, bound(codeId, versionId, party, code)),
    createdAt: now,
    expiresAt,
  });
  return { codeId, code, expiresAt };
}

export type CodeCheck =
  | { ok: true; codeId: string; channel: CodeChannel }
  | { ok: false; reason: "no_code" | "used" | "expired" | "too_many_tries" }
  | { ok: false; reason: "wrong_code"; triesLeft: number };

/**
 * Checks `code` against the party's newest code for the version, in the caller's transaction
 * (which must commit even when the check fails, so a wrong try stays counted), with the code's
 * row locked so two tries at once are counted one after the other. A right code is used up here.
 */
export async function checkSigningCode(
  tx: Transaction,
  {
    secret,
    versionId,
    party,
    code,
    now = new Date(),
  }: { secret: string; versionId: string; party: SigningParty; code: string; now?: Date },
): Promise<CodeCheck> {
  const [row] = await tx
    .select({
      id: contractSigningCodes.id,
      channel: contractSigningCodes.channel,
      codeHash: contractSigningCodes.codeHash,
      attempts: contractSigningCodes.attempts,
      expiresAt: contractSigningCodes.expiresAt,
      usedAt: contractSigningCodes.usedAt,
    })
    .from(contractSigningCodes)
    .where(and(eq(contractSigningCodes.contractVersionId, versionId), eq(contractSigningCodes.party, party)))
    .orderBy(desc(contractSigningCodes.createdAt))
    .limit(1)
    .for("update");
  if (!row) return { ok: false, reason: "no_code" };
  if (row.usedAt) return { ok: false, reason: "used" };
  if (row.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: "expired" };
  if (row.attempts >= SIGNING_CODE_MAX_TRIES) return { ok: false, reason: "too_many_tries" };
  const typed = code.replace(/\s/g, "");
  if (!isSignedValue(secret, PURPOSE, bound(row.id, versionId, party, typed), row.codeHash)) {
    const attempts = row.attempts + 1;
    await tx.update(contractSigningCodes).set({ attempts }).where(eq(contractSigningCodes.id, row.id));
    return attempts >= SIGNING_CODE_MAX_TRIES
      ? { ok: false, reason: "too_many_tries" }
      : { ok: false, reason: "wrong_code", triesLeft: SIGNING_CODE_MAX_TRIES - attempts };
  }
  await tx.update(contractSigningCodes).set({ usedAt: now }).where(eq(contractSigningCodes.id, row.id));
  return { ok: true, codeId: row.id, channel: row.channel as CodeChannel };
}

/** Why a typed code was refused; the page words it in the signer's language. */
export type CodeRefusal = Exclude<CodeCheck, { ok: true }>["reason"];
