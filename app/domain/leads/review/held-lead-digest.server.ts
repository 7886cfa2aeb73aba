import { and, eq, isNull, sql } from "drizzle-orm";
import { type Db, type Transaction, transactionExecutor } from "#app/db/client.server";
import { heldLeadDigests, leads, properties, users } from "#app/db/schema/index";
import { heldLeadsDigestEmail } from "#app/emails/held-leads.server";
import type { EmailBrand } from "#app/emails/layout.server";
import type { JobQueue } from "#app/lib/jobs.server";
import type { Mailer } from "#app/lib/mailer.server";
import { leadKindLabel } from "../log/kinds";
import { shownToSeller } from "../log/lead-log.server";

export const HELD_LEAD_DIGEST_JOB = "held-lead-digest";
/** How long after the first contact held the owner's digest goes (HELD_LEAD_DIGEST_DELAY_MS). */
export const DEFAULT_HELD_LEAD_DIGEST_DELAY_MS = 60 * 60 * 1000;

/**
 * A contact was held past its listing's rate: joins the listing's open digest, or opens one due
 * `delayMs` from now and queues its job — inside the contact's own transaction, so a held contact
 * always has a digest coming. The open digest's row is touched (locked) until that transaction
 * ends: a digest being sent at this moment waits for this contact and includes it, or has already
 * been sent, and then this contact opens the next one.
 */
export async function joinHeldLeadDigest(
  tx: Transaction,
  {
    jobs,
    propertyId,
    delayMs,
    now = new Date(),
  }: { jobs: Pick<JobQueue, "enqueue">; propertyId: string; delayMs: number; now?: Date },
) {
  const [digest] = await tx
    .insert(heldLeadDigests)
    .values({ propertyId, dueAt: new Date(now.getTime() + delayMs) })
    .onConflictDoUpdate({
      target: heldLeadDigests.propertyId,
      targetWhere: sql`${heldLeadDigests.sentAt} is null`,
      set: { propertyId: sql`excluded.property_id` },
    })
    .returning({ id: heldLeadDigests.id, dueAt: heldLeadDigests.dueAt });
  if (!digest) throw new Error("held lead digest not opened");
  // Keyed by the digest: the contacts that join it enqueue nothing more.
  await jobs.enqueue(
    HELD_LEAD_DIGEST_JOB,
    { digestId: digest.id },
    { key: digest.id, startAfter: digest.dueAt, executeSql: transactionExecutor(tx) },
  );
}

/**
 * The same for a contact held earlier that only now reaches the seller's side (an offer its buyer
 * confirmed): in a transaction of its own.
 */
export async function joinHeldLeadDigestNow(
  deps: { db: Db; jobs: Pick<JobQueue, "enqueue">; mailer: Pick<Mailer, "ready"> },
  propertyId: string,
  delayMs: number,
) {
  // The queue runs before the transaction opens (on PGlite, starting it inside would wait on it).
  await deps.mailer.ready();
  await deps.db.transaction((tx) => joinHeldLeadDigest(tx, { jobs: deps.jobs, propertyId, delayMs }));
}

export type HeldLeadDigestDeps = {
  db: Db;
  mailer: Pick<Mailer, "ready" | "enqueueInTransaction" | "wake">;
  brand: EmailBrand;
};

export type HeldLeadDigestOutcome = { sent: boolean; leads: number };

/**
 * The digest's one e-mail to the listing's owner: marks the digest sent (once: a second run at the
 * same time waits on the row and then finds it sent), takes the listing's held contacts not yet
 * told — the ones held because their sender was marked as spam stay out: the owner already said
 * they do not want them — and queues the e-mail in the same transaction.
 */
export async function sendHeldLeadDigest(
  deps: HeldLeadDigestDeps,
  digestId: string,
  now = new Date(),
): Promise<HeldLeadDigestOutcome> {
  await deps.mailer.ready();
  const outcome = await deps.db.transaction(async (tx) => {
    const [digest] = await tx
      .update(heldLeadDigests)
      .set({ sentAt: now })
      .where(and(eq(heldLeadDigests.id, digestId), isNull(heldLeadDigests.sentAt)))
      .returning({ propertyId: heldLeadDigests.propertyId });
    if (!digest) return { sent: false, leads: 0 };
    const taken = await tx
      .update(leads)
      .set({ digestedAt: now })
      .where(
        and(
          eq(leads.propertyId, digest.propertyId),
          eq(leads.review, "held"),
          eq(leads.heldReason, "listing_rate"),
          isNull(leads.digestedAt),
          isNull(leads.discardedAt),
          shownToSeller,
        ),
      )
      .returning({ id: leads.id, kind: leads.kind, buyerName: leads.buyerName, createdAt: leads.createdAt });
    if (taken.length === 0) return { sent: false, leads: 0 };
    const [listing] = await tx
      .select({ title: properties.title, sellerEmail: users.email, sellerName: users.name })
      .from(properties)
      .innerJoin(users, eq(users.id, properties.userId))
      .where(eq(properties.id, digest.propertyId));
    if (!listing) return { sent: false, leads: 0 };
    taken.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    await deps.mailer.enqueueInTransaction(
      transactionExecutor(tx),
      heldLeadsDigestEmail({
        brand: deps.brand,
        to: listing.sellerEmail,
        sellerName: listing.sellerName,
        propertyId: digest.propertyId,
        propertyTitle: listing.title?.trim() || "tu anuncio",
        leads: taken.map((lead) => ({ ...lead, kindLabel: leadKindLabel(lead.kind) })),
      }),
    );
    return { sent: true, leads: taken.length };
  });
  if (outcome.sent) deps.mailer.wake();
  return outcome;
}

/** Registers the digest's job; call before the queue starts (server/app.ts). */
export function defineHeldLeadDigestJob(jobs: Pick<JobQueue, "define">, deps: HeldLeadDigestDeps) {
  jobs.define<{ digestId: string }>(HELD_LEAD_DIGEST_JOB, (payload) =>
    sendHeldLeadDigest(deps, payload.digestId),
  );
}
