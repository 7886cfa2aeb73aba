import type { Db } from "#app/db/client.server";
import { properties } from "#app/db/schema/properties";
import { endCampaign } from "#app/domain/campaign/campaign-end.server";
import { DomainError } from "#app/domain/errors";
import { withCampaignStart } from "#app/domain/payments/payment-effects";
import type { SessionUser } from "#app/domain/users/session.server";
import { isTester } from "#app/domain/users/tester";
import { ownAgencyProperty } from "./agency-property.server";
import { canActOnAgencyStep, currentAgencyStep } from "./agency-steps";
import { agencyPaymentEffects } from "./payment-effects";

type Actor = Pick<SessionUser, "id" | "role">;

/**
 * A tester's paid agency steps without paying: step 2 activates the campaign, step 4
 * confirms the sale — recorded as 'paid_tester'. The role is the one stored on the server; the
 * step is checked under a row lock so two tabs cannot race past it.
 */
export async function completeAgencyStepAsTester(
  db: Db,
  { user, propertyId, product }: { user: Actor; propertyId: string; product: "marketing" | "final_fee" },
): Promise<{ step: number }> {
  if (!isTester(user))
    throw new DomainError("forbidden", "Esta opción solo está disponible para las cuentas de prueba.");
  const step = product === "marketing" ? 2 : 4;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        title: properties.title,
        marketingActive: properties.marketingActive,
        saleConfirmed: properties.saleConfirmed,
      })
      .from(properties)
      .where(ownAgencyProperty(user.id, propertyId))
      .for("update");
    if (!row) throw new DomainError("not_found", "No se encontró la propiedad.");
    if (!canActOnAgencyStep(step, row))
      throw new DomainError(
        "conflict",
        `Todavía no puedes completar el paso ${step}: completa antes los anteriores.`,
      );
    const effects = agencyPaymentEffects(product, { isTester: true });
    await tx
      .update(properties)
      .set({ ...withCampaignStart(effects), updatedAt: new Date() })
      .where(ownAgencyProperty(user.id, propertyId));
    if (effects.status === "sold") await endCampaign(tx, propertyId, "sold");
    return { step: currentAgencyStep({ ...row, ...effects }) };
  });
}
