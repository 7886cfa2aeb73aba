import { and, eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { properties } from "#app/db/schema/properties";
import { users } from "#app/db/schema/users";
import { DomainError } from "#app/domain/errors";
import { emailBrand } from "#app/emails/brand.server";
import { saleCompletedEmail } from "#app/emails/sale-completed.server";
import type { Env } from "#app/lib/env.server";
import type { Logger } from "#app/lib/logger.server";
import type { Mailer } from "#app/lib/mailer.server";

/**
 * The end of the private sale (spec §2 step 6): once the server has recorded the sale as confirmed
 * and sold (after the success fee, or a tester's free finish), the owner is congratulated by
 * e-mail. The e-mail goes through the mail queue; a failure is logged and never blocks the owner
 * (spec §8: 'Sale-completed e-mail failure logged only').
 */
export async function completeSale({
  db,
  mailer,
  env,
  logger,
  userId,
  propertyId,
}: {
  db: Db;
  mailer: Mailer | undefined;
  env: Pick<Env, "BRAND_NAME" | "PUBLIC_URL" | "SUPPORT_EMAIL">;
  logger: Pick<Logger, "error">;
  userId: string;
  propertyId: string;
}): Promise<{ title: string }> {
  const [row] = await db
    .select({
      title: properties.title,
      status: properties.status,
      saleConfirmed: properties.saleConfirmed,
      email: users.email,
      name: users.name,
    })
    .from(properties)
    .innerJoin(users, eq(users.id, properties.userId))
    .where(
      and(
        eq(properties.id, propertyId),
        eq(properties.userId, userId),
        eq(properties.propertyOrigin, "particular"),
      ),
    )
    .limit(1);
  if (!row) throw new DomainError("not_found", "No se encontró la propiedad.");
  if (!row.saleConfirmed || row.status !== "sold") {
    throw new DomainError(
      "not_paid",
      "La venta se completará cuando se confirme el pago de la comisión de éxito.",
    );
  }
  const title = row.title ?? "tu propiedad";
  try {
    if (!mailer) throw new Error("no mailer in the load context");
    const queued = mailer.enqueue(
      saleCompletedEmail({ to: row.email, name: row.name, propertyTitle: title, brand: emailBrand(env) }),
    );
    if (!queued) throw new Error("mail queue full");
  } catch (error) {
    logger.error({ err: error, propertyId }, "sale completed e-mail not sent");
  }
  return { title };
}
