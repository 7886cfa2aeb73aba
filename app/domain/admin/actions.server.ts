import { and, eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { type PropertyStatus, properties } from "#app/db/schema/properties";
import { type UserRole, users } from "#app/db/schema/users";
import { endCampaign } from "#app/domain/campaign/campaign-end.server";
import { DomainError } from "#app/domain/errors";
import { recordAudit } from "#app/domain/kernel/audit.server";
import { queueVerificationEmail } from "#app/domain/users/email-verification.server";
import { setUserRole } from "#app/domain/users/roles.server";
import type { SessionUser } from "#app/domain/users/session.server";
import type { EmailBrand } from "#app/emails/layout.server";
import type { Mailer } from "#app/lib/mailer.server";
import { ADMIN_MESSAGES } from "./messages";
import type { AdminAction } from "./schemas";

/**
 * What staff can change from /admin. Every function takes the acting admin as read on the server
 * (its role is checked again here, not only in the route) and writes the change and its audit
 * entry in one transaction.
 */
export type AdminActor = Pick<SessionUser, "id" | "email" | "role">;

/** What a done action tells the admin; a refused one throws a DomainError with its Spanish message. */
export type AdminOutcome = { ok: true; title: string; message: string };

function assertAdmin(actor: AdminActor) {
  // The routes refuse first; this keeps a future caller that forgets from doing staff work.
  if (actor.role !== "admin") throw new Error("admin action called by a non-admin");
}

/**
 * An admin sets someone else's role. Their own is refused (lock-out: the last admin could demote
 * themselves and nobody could undo it); another admin has to do it.
 */
export async function changeUserRole({
  db,
  actor,
  userId,
  role,
}: {
  db: Db;
  actor: AdminActor;
  userId: string;
  role: UserRole;
}): Promise<AdminOutcome> {
  assertAdmin(actor);
  if (actor.id === userId) throw new DomainError("forbidden", ADMIN_MESSAGES.ownRole);
  return db.transaction(async (tx) => {
    // Locks the row: two admins changing the same person's role one after the other log both.
    const [target] = await tx
      .select({ name: users.name, email: users.email, role: users.role })
      .from(users)
      .where(eq(users.id, userId))
      .for("update");
    if (!target) throw new DomainError("not_found", ADMIN_MESSAGES.userNotFound);
    if (target.role === role) {
      return {
        ok: true,
        title: ADMIN_MESSAGES.roleChangedTitle,
        message: ADMIN_MESSAGES.roleUnchanged(target.name, role),
      };
    }
    const updated = await setUserRole({ db: tx, actor, userId, role });
    if (!updated) throw new DomainError("not_found", ADMIN_MESSAGES.userNotFound);
    await recordAudit(tx, actor, {
      action: "user.role_changed",
      targetType: "user",
      targetId: userId,
      details: { email: target.email, from: target.role, to: role },
    });
    return {
      ok: true,
      title: ADMIN_MESSAGES.roleChangedTitle,
      message: ADMIN_MESSAGES.roleChanged(target.name, role),
    };
  });
}

/**
 * Takes a published listing off the portal ('unpublished') or puts a taken-down one back
 * ('published'). The allowed starting status is in the WHERE clause, so a listing that was sold or
 * changed meanwhile is never touched, whatever the page showed.
 */
export async function setListingVisibility({
  db,
  actor,
  propertyId,
  visible,
}: {
  db: Db;
  actor: AdminActor;
  propertyId: string;
  visible: boolean;
}): Promise<AdminOutcome> {
  assertAdmin(actor);
  const from: PropertyStatus = visible ? "unpublished" : "published";
  const to: PropertyStatus = visible ? "published" : "unpublished";
  return db.transaction(async (tx) => {
    const [changed] = await tx
      .update(properties)
      .set({ status: to, updatedAt: new Date() })
      .where(and(eq(properties.id, propertyId), eq(properties.status, from)))
      .returning({ title: properties.title });
    if (!changed) {
      const [exists] = await tx
        .select({ id: properties.id })
        .from(properties)
        .where(eq(properties.id, propertyId));
      if (!exists) throw new DomainError("not_found", ADMIN_MESSAGES.propertyNotFound);
      throw new DomainError(
        "conflict",
        visible ? ADMIN_MESSAGES.notUnpublished : ADMIN_MESSAGES.notPublished,
      );
    }
    const title = changed.title?.trim() || "Sin título";
    // Withdrawn: its campaign ends in the same transaction (putting it back starts no new one).
    if (!visible) await endCampaign(tx, propertyId, "withdrawn");
    await recordAudit(tx, actor, {
      action: visible ? "property.republished" : "property.unpublished",
      targetType: "property",
      targetId: propertyId,
      details: { title, from, to },
    });
    return visible
      ? { ok: true, title: ADMIN_MESSAGES.republishedTitle, message: ADMIN_MESSAGES.republished(title) }
      : { ok: true, title: ADMIN_MESSAGES.unpublishedTitle, message: ADMIN_MESSAGES.unpublished(title) };
  });
}

/** A new verification link for an account that has not confirmed its address yet. */
export async function resendVerificationAsAdmin({
  db,
  mailer,
  brand,
  actor,
  userId,
}: {
  db: Db;
  mailer: Mailer;
  brand: EmailBrand;
  actor: AdminActor;
  userId: string;
}): Promise<AdminOutcome> {
  assertAdmin(actor);
  const [user] = await db
    .select({ id: users.id, name: users.name, email: users.email, emailVerified: users.emailVerified })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new DomainError("not_found", ADMIN_MESSAGES.userNotFound);
  if (user.emailVerified) throw new DomainError("conflict", ADMIN_MESSAGES.alreadyVerified);
  const queued = await queueVerificationEmail({ db, mailer, brand, user });
  if (!queued) throw new DomainError("unavailable", ADMIN_MESSAGES.verificationQueueFull);
  await recordAudit(db, actor, {
    action: "user.verification_resent",
    targetType: "user",
    targetId: user.id,
    details: { email: user.email },
  });
  return {
    ok: true,
    title: ADMIN_MESSAGES.verificationSentTitle,
    message: ADMIN_MESSAGES.verificationSent(user.email),
  };
}

/** One function per intent of /admin's forms (schemas.ts). */
export function performAdminAction({
  db,
  mailer,
  brand,
  actor,
  action,
}: {
  db: Db;
  mailer: Mailer;
  brand: EmailBrand;
  actor: AdminActor;
  action: AdminAction;
}): Promise<AdminOutcome> {
  switch (action.intent) {
    case "change-role":
      return changeUserRole({ db, actor, userId: action.userId, role: action.role });
    case "unpublish":
      return setListingVisibility({ db, actor, propertyId: action.propertyId, visible: false });
    case "republish":
      return setListingVisibility({ db, actor, propertyId: action.propertyId, visible: true });
    case "resend-verification":
      return resendVerificationAsAdmin({ db, mailer, brand, actor, userId: action.userId });
  }
}
