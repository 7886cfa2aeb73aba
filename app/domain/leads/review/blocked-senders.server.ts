import { and, eq, or } from "drizzle-orm";
import type { Db, Transaction } from "#app/db/client.server";
import { blockedSenders } from "#app/db/schema/index";
import { rateLimitAddress } from "#app/lib/client-address.server";
import { signValue } from "#app/lib/signed-value.server";
import { normaliseSenderEmail } from "./sender";

/**
 * Who sent a buyer contact, as the limits and the owner's spam marks know them: keyed hashes of
 * the normalised e-mail and of the address (IPv6 by its /64), never the values themselves. The key
 * is derived from the app secret for this one use, so a hash cannot be looked up in a table of
 * known addresses.
 */
const PURPOSE = "zaguan lead sender v1";

export type SenderIdentity = {
  /** The address as the limits count it (IPv6 by its /64): only ever a rate-limit key. */
  address: string;
  addressHash: string;
  emailHash: string;
};

export function senderIdentity(secret: string, { ip, email }: { ip: string; email: string }): SenderIdentity {
  const address = rateLimitAddress(ip);
  return {
    address,
    addressHash: signValue(secret, PURPOSE, `address:${address}`),
    emailHash: signValue(secret, PURPOSE, `email:${normaliseSenderEmail(email)}`),
  };
}

/** The e-mail's hash alone (a lead's stored e-mail, when its owner marks it as spam). */
export const senderEmailHash = (secret: string, email: string) =>
  signValue(secret, PURPOSE, `email:${normaliseSenderEmail(email)}`);

type SenderHashes = { emailHash: string; addressHash: string | null };

function matching(ownerId: string, sender: SenderHashes) {
  const byEmail = and(eq(blockedSenders.kind, "email"), eq(blockedSenders.valueHash, sender.emailHash));
  const byAddress = sender.addressHash
    ? and(eq(blockedSenders.kind, "address"), eq(blockedSenders.valueHash, sender.addressHash))
    : undefined;
  return and(eq(blockedSenders.ownerId, ownerId), byAddress ? or(byEmail, byAddress) : byEmail);
}

/** Whether this owner marked the sender (by e-mail or by address) as spam. */
export async function isBlockedSender(db: Db, ownerId: string, sender: SenderHashes): Promise<boolean> {
  const [row] = await db
    .select({ kind: blockedSenders.kind })
    .from(blockedSenders)
    .where(matching(ownerId, sender))
    .limit(1);
  return Boolean(row);
}

/** 'Marcar como spam': the sender's e-mail and address, for every listing of this owner. */
export async function blockSender(tx: Transaction, ownerId: string, sender: SenderHashes) {
  await tx
    .insert(blockedSenders)
    .values([
      { ownerId, kind: "email" as const, valueHash: sender.emailHash },
      ...(sender.addressHash ? [{ ownerId, kind: "address" as const, valueHash: sender.addressHash }] : []),
    ])
    .onConflictDoNothing();
}

/** 'Marcar todo como spam': every e-mail and address one sender wrote from, at once. */
export async function blockSenderKeys(
  tx: Transaction,
  ownerId: string,
  { emailHashes, addressHashes }: { emailHashes: string[]; addressHashes: string[] },
) {
  const values = [
    ...[...new Set(emailHashes)].map((valueHash) => ({ ownerId, kind: "email" as const, valueHash })),
    ...[...new Set(addressHashes)].map((valueHash) => ({ ownerId, kind: "address" as const, valueHash })),
  ];
  if (values.length > 0) await tx.insert(blockedSenders).values(values).onConflictDoNothing();
}

/** The owner let a contact of a blocked sender through: the mark was a mistake, and goes. */
export async function unblockSender(tx: Transaction, ownerId: string, sender: SenderHashes) {
  await tx.delete(blockedSenders).where(matching(ownerId, sender));
}
