import { eq, TransactionRollbackError } from "drizzle-orm";
import { type Db, type SqlExecutor, type Transaction, transactionExecutor } from "#app/db/client.server";
import { leads } from "#app/db/schema/index";
import type { LeadHoldReason } from "#app/db/schema/leads";
import { isLeadChannel, type LeadChannel } from "#app/domain/campaign/channels";
import type { Locale } from "#app/lib/i18n/locales";
import type { JobQueue } from "#app/lib/jobs.server";
import type { MailMessage } from "#app/lib/mailer.server";
import type { RateLimitStore } from "#app/lib/rate-limit.server";
import type { LeadKind } from "../log/kinds";
import { isBlockedSender, type SenderIdentity, senderIdentity } from "../review/blocked-senders.server";
import { DEFAULT_HELD_LEAD_DIGEST_DELAY_MS, joinHeldLeadDigest } from "../review/held-lead-digest.server";
import { isHoneypotFilled, judgeFillTime } from "../review/spam";
import { type ContactableListing, findContactableListing } from "./contactable-listing.server";
import {
  enqueueMessageTranslation,
  needsTranslation,
  sellerMailWaitsForTranslation,
} from "./message-translation.server";
import { isPastListingRate, reserveSenderAttempt, type SenderLimitScope } from "./rate-limits.server";

/** How a lead's e-mails are queued: inside its transaction, and workers woken once it commits. */
export type LeadMail = {
  /** context.mailer.enqueueInTransaction: rejects when the job cannot be stored. */
  enqueueInTransaction(executeSql: SqlExecutor, message: MailMessage): Promise<void>;
  wake(): void;
  /** Starts the queue before the transaction opens (mailer.ready). */
  ready(): Promise<void>;
};

/** The quiet bot checks of a public form, as the request brought them. */
export type LeadSpamSignals = {
  /** The hidden field: anything in it is a bot. */
  honeypot: FormDataEntryValue | null;
  /** When the form was handed out (readFormStamp), null when missing or forged. */
  issuedAt: number | null;
  /** The stamp's own id (readFormStamp): one stamp serves one lead. */
  stampId: string | null;
  minFillMs?: number;
  now?: number;
};

/** A lead's e-mails by whom they go to: the seller's wait for the owner's review when it is held. */
export type LeadEmails = { toSeller: MailMessage[]; toBuyer: MailMessage[] };

/** What differs between a message, a viewing request and an offer. */
export type LeadKindSubmission = {
  kind: LeadKind;
  state: string;
  buyer: { name: string; email: string; phone: string | null };
  message?: string;
  /** A refusal of the kind's own before any budget is spent (an offer's amount), or null. */
  check?: (listing: ContactableListing) => Promise<string | null>;
  /** The kind's own row, written in the lead's transaction. */
  insertDetail?: (tx: Transaction, leadId: string) => Promise<void>;
  /** The e-mails this lead sends, queued in the same transaction. */
  emails: (leadId: string, listing: ContactableListing) => Promise<LeadEmails> | LeadEmails;
};

export type SubmitLeadInput = {
  db: Db;
  rateLimiter: RateLimitStore;
  mail: LeadMail;
  /** Where a held lead's digest and a message's translation are queued (the durable job queue). */
  jobs: Pick<JobQueue, "enqueue"> & Partial<Pick<JobQueue, "wake">>;
  /**
   * The translation adapter is on: a message in another language is queued to be translated, and
   * the seller's e-mail about a message waits for it (message-translation.server.ts).
   */
  translateMessages?: boolean;
  /** AUTH_SECRET: keys the sender's hashes (blocked-senders.server.ts). */
  secret: string;
  propertyId: string;
  /** The signed-in buyer, if any: their data export then includes this lead. */
  buyerUserId: string | null;
  clientIp: string;
  rateLimitFactor?: number;
  /** HELD_LEAD_DIGEST_DELAY_MS: only the end-to-end tests shorten it. */
  heldDigestDelayMs?: number;
  spam: LeadSpamSignals;
  /** The form's hidden channel field; anything but a known channel is stored as 'directo'. */
  channel?: unknown;
  /** The language of the page the buyer wrote from (its address); Spanish when not given. */
  locale?: Locale;
  submission: LeadKindSubmission;
};

export type LeadOutcome =
  /** Stored; `held` when it waits for the owner's review (the buyer is told the same as any). */
  | { ok: true; leadId: string; held: boolean }
  /** A bot: answered like a success, nothing stored or sent. */
  | { ok: false; reason: "honeypot" }
  | { ok: false; reason: "too-fast" | "expired" | "stamp-used" }
  | { ok: false; reason: "not_found" | "reserved" }
  | { ok: false; reason: "refused"; message: string }
  | { ok: false; reason: "rate_limited"; scope: SenderLimitScope; retryAfterMs: number };

async function isStampUsed(db: Db, stampId: string): Promise<boolean> {
  const [row] = await db.select({ id: leads.id }).from(leads).where(eq(leads.formStampId, stampId)).limit(1);
  return Boolean(row);
}

/**
 * Why this lead is held for the owner's review, or null: the owner marked its sender as spam, or
 * the listing has had more contacts this hour than its rate (counted only for senders not marked).
 */
async function holdReason(input: SubmitLeadInput, listing: ContactableListing, sender: SenderIdentity) {
  if (await isBlockedSender(input.db, listing.ownerId, sender)) return "blocked_sender" as const;
  if (await isPastListingRate(input.rateLimiter, listing.id, input.rateLimitFactor))
    return "listing_rate" as const;
  return null;
}

/**
 * Every buyer form of a listing ends here: the bot checks, the listing's rules, the stamp (one
 * submission per form), the sender's own limits (reserved before anything is stored; a refused
 * listing costs none), then the lead row, the kind's own row and its e-mail jobs in one
 * transaction — no lead without its e-mails, no e-mail about a lead that was not stored. Nobody is
 * refused for what others sent: past the listing's rate a lead is held, its e-mail to the seller
 * replaced by the listing's digest.
 */
export async function submitLead(input: SubmitLeadInput): Promise<LeadOutcome> {
  const { db, propertyId, submission, spam } = input;
  if (isHoneypotFilled(spam.honeypot)) return { ok: false, reason: "honeypot" };
  const fill = judgeFillTime(spam.issuedAt, spam.now ?? Date.now(), spam.minFillMs);
  if (fill !== "ok") return { ok: false, reason: fill };
  if (!spam.stampId) return { ok: false, reason: "expired" };

  const listing = await findContactableListing(db, propertyId);
  if (listing === "not_found" || listing === "reserved") return { ok: false, reason: listing };
  const problem = (await submission.check?.(listing)) ?? null;
  if (problem) return { ok: false, reason: "refused", message: problem };
  if (await isStampUsed(db, spam.stampId)) return { ok: false, reason: "stamp-used" };
  const sender = senderIdentity(input.secret, { ip: input.clientIp, email: submission.buyer.email });
  const limit = await reserveSenderAttempt(
    input.rateLimiter,
    { address: sender.address, emailHash: sender.emailHash, userId: input.buyerUserId },
    input.rateLimitFactor,
  );
  if (!limit.allowed)
    return { ok: false, reason: "rate_limited", scope: limit.scope, retryAfterMs: limit.retryAfterMs };
  const held: LeadHoldReason | null = await holdReason(input, listing, sender);

  const channel: LeadChannel = isLeadChannel(input.channel) ? input.channel : "directo";
  await input.mail.ready();
  let leadId: string;
  try {
    leadId = await db.transaction(async (tx) => {
      const [lead] = await tx
        .insert(leads)
        .values({
          propertyId,
          kind: submission.kind,
          state: submission.state,
          buyerName: submission.buyer.name,
          buyerEmail: submission.buyer.email,
          buyerPhone: submission.buyer.phone,
          message: submission.message ?? "",
          buyerUserId: input.buyerUserId,
          channel,
          locale: input.locale ?? "es",
          review: held ? "held" : null,
          heldReason: held,
          senderAddressHash: sender.addressHash,
          formStampId: spam.stampId,
        })
        .onConflictDoNothing({ target: leads.formStampId })
        .returning({ id: leads.id });
      if (!lead) return tx.rollback(); // another submission stored this stamp first
      await submission.insertDetail?.(tx, lead.id);
      const executeSql = transactionExecutor(tx);
      const locale = input.locale ?? "es";
      const translating =
        input.translateMessages === true && needsTranslation(locale, submission.message ?? "");
      const { toSeller, toBuyer } = await submission.emails(lead.id, listing);
      // The seller reads a foreign buyer's words once, in Spanish too: its job mails them then (an
      // offer whose address is not proven yet mails the seller later, when it is confirmed).
      const sellerMailWaits =
        translating && !held && toSeller.length > 0 && sellerMailWaitsForTranslation(submission.kind);
      if (translating)
        await enqueueMessageTranslation(input.jobs, tx, lead.id, { mailSeller: sellerMailWaits });
      for (const message of [...(held || sellerMailWaits ? [] : toSeller), ...toBuyer])
        await input.mail.enqueueInTransaction(executeSql, message);
      // What the seller would have been mailed now goes in the listing's digest instead (an offer
      // reaches the seller only once its buyer confirms: its digest is joined then).
      if (held === "listing_rate" && toSeller.length > 0)
        await joinHeldLeadDigest(tx, {
          jobs: input.jobs,
          propertyId,
          delayMs: input.heldDigestDelayMs ?? DEFAULT_HELD_LEAD_DIGEST_DELAY_MS,
        });
      return lead.id;
    });
  } catch (error) {
    if (!(error instanceof TransactionRollbackError)) throw error;
    await limit.release();
    return { ok: false, reason: "stamp-used" };
  }
  input.mail.wake();
  input.jobs.wake?.();
  return { ok: true, leadId, held: held !== null };
}
