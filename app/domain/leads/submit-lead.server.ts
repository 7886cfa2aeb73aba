import { type Db, type SqlExecutor, type Transaction, transactionExecutor } from "#app/db/client.server";
import { leads } from "#app/db/schema/index";
import { isLeadChannel, type LeadChannel } from "#app/domain/campaign/channels";
import type { MailMessage } from "#app/lib/mailer.server";
import type { RateLimitStore } from "#app/lib/rate-limit.server";
import { type ContactableListing, findContactableListing } from "./contactable-listing.server";
import type { LeadKind } from "./kinds";
import { reserveLeadAttempt } from "./rate-limits.server";
import { isHoneypotFilled, judgeFillTime } from "./spam";

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
  minFillMs?: number;
  now?: number;
};

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
  emails: (leadId: string, listing: ContactableListing) => Promise<MailMessage[]> | MailMessage[];
};

export type SubmitLeadInput = {
  db: Db;
  rateLimiter: RateLimitStore;
  mail: LeadMail;
  propertyId: string;
  /** The signed-in buyer, if any: their data export then includes this lead. */
  buyerUserId: string | null;
  clientIp: string;
  rateLimitFactor?: number;
  spam: LeadSpamSignals;
  /** The form's hidden channel field; anything but a known channel is stored as 'directo'. */
  channel?: unknown;
  submission: LeadKindSubmission;
};

export type LeadOutcome =
  | { ok: true; leadId: string }
  /** A bot: answered like a success, nothing stored or sent. */
  | { ok: false; reason: "honeypot" }
  | { ok: false; reason: "too-fast" | "expired" }
  | { ok: false; reason: "not_found" | "reserved" }
  | { ok: false; reason: "refused"; message: string }
  | { ok: false; reason: "rate_limited"; scope: "address" | "listing"; retryAfterMs: number };

/**
 * Every buyer form of a listing ends here: the bot checks, the listing's rules, the rate-limit
 * budget (reserved before anything is stored; a refused listing costs none), then the lead row,
 * the kind's own row and its e-mail jobs in one transaction — no lead without its e-mails, no
 * e-mail about a lead that was not stored.
 */
export async function submitLead(input: SubmitLeadInput): Promise<LeadOutcome> {
  const { db, propertyId, submission, spam } = input;
  if (isHoneypotFilled(spam.honeypot)) return { ok: false, reason: "honeypot" };
  const fill = judgeFillTime(spam.issuedAt, spam.now ?? Date.now(), spam.minFillMs);
  if (fill !== "ok") return { ok: false, reason: fill };

  const listing = await findContactableListing(db, propertyId);
  if (listing === "not_found" || listing === "reserved") return { ok: false, reason: listing };
  const problem = (await submission.check?.(listing)) ?? null;
  if (problem) return { ok: false, reason: "refused", message: problem };
  const limit = await reserveLeadAttempt(input.rateLimiter, {
    ip: input.clientIp,
    propertyId,
    factor: input.rateLimitFactor,
  });
  if (!limit.allowed)
    return { ok: false, reason: "rate_limited", scope: limit.scope, retryAfterMs: limit.retryAfterMs };

  const channel: LeadChannel = isLeadChannel(input.channel) ? input.channel : "directo";
  await input.mail.ready();
  const leadId = await db.transaction(async (tx) => {
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
      })
      .returning({ id: leads.id });
    if (!lead) throw new Error("lead not stored");
    await submission.insertDetail?.(tx, lead.id);
    const executeSql = transactionExecutor(tx);
    for (const message of await submission.emails(lead.id, listing))
      await input.mail.enqueueInTransaction(executeSql, message);
    return lead.id;
  });
  input.mail.wake();
  return { ok: true, leadId };
}
