import { desc } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { auditLog } from "#app/db/schema/audit";

export const AUDIT_ACTIONS = [
  "user.role_changed",
  "user.verification_resent",
  "user.created",
  "property.unpublished",
  "property.republished",
  "email.test_sent",
  "job.retried",
  "campaign.channel_changed",
  "campaign.ad_removed",
  "feed_token.created",
  "feed_token.revoked",
  "deal.fell_through",
  "fee_review.charged",
  "fee_review.waived",
  "invoice.cancelled",
  "second_factor.set_up",
  "second_factor.passed",
  "second_factor.recovery_code_used",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export type AuditTargetType = "user" | "property" | "email" | "job" | "feed" | "invoice";

/** Who acted: any signed-in user (the session's user fits). */
export type AuditActor = { id: string; email: string };

export type AuditEntry = {
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: string;
  /** What changed (from → to, the title at the time…): enough to read the entry without the target. */
  details?: Record<string, unknown>;
};

/**
 * Who did what to which record, and when. Call it with the transaction that makes the change, so
 * a change is never without its entry and an entry never without its change. The actor's e-mail
 * is copied: the entry stays readable after their account is gone.
 */
export async function recordAudit(db: Db, actor: AuditActor, entry: AuditEntry) {
  await db.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    details: entry.details ?? {},
  });
}

export type AuditRow = {
  id: string;
  actorEmail: string;
  action: string;
  targetType: string;
  targetId: string;
  details: Record<string, unknown>;
  createdAt: Date;
};

/** The newest entries first (the index on created_at DESC serves it). */
export function listRecentAudit(db: Db, limit = 20): Promise<AuditRow[]> {
  return db
    .select({
      id: auditLog.id,
      actorEmail: auditLog.actorEmail,
      action: auditLog.action,
      targetType: auditLog.targetType,
      targetId: auditLog.targetId,
      details: auditLog.details,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .orderBy(desc(auditLog.createdAt))
    .limit(limit);
}
