import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { isDomainError } from "#app/domain/errors";
import { saleStepPath } from "#app/domain/kernel/process-urls";
import { type BuyerChoice, declareBuyer, evidenceOfReasonRequired } from "#app/domain/sale/buyer.server";
import { OutsideBuyerSchema } from "#app/domain/sale/buyer-declaration.schema";
import { sendSaleCompletedEmailOnce } from "#app/domain/sale/sale-completion.server";
import { failureStatus } from "#app/http/http-errors.server";
import { confirmationNeeded, isConfirmationRequired, isConfirmed } from "#app/lib/confirmation";
import { isUuid } from "#app/lib/uuid";
import type { SignedInActionInput as ActionInput } from "../action-input";
import {
  domainFailure,
  failure,
  propertyIdOf,
  redirectWithToastFor,
} from "../process/process-actions.server";

/** The step-6 radio: 'outside' or 'lead:<id>' (whose listing the domain checks). */
function leadChoiceOf(formData: FormData): { source: "lead"; leadId: string } | "outside" | null {
  const value = formData.get("buyer");
  if (value === "outside") return "outside";
  const leadId = typeof value === "string" && value.startsWith("lead:") ? value.slice("lead:".length) : null;
  return isUuid(leadId) ? { source: "lead", leadId: leadId.toLowerCase() } : null;
}

const INTENT = "declare-buyer" as const;

/**
 * Step 6, "¿Quién ha comprado tu vivienda?". A lead leaves the success fee to pay. An outside buyer
 * is named, confirmed (a second look: it closes the sale) and checked against the product's own
 * record: with nothing against it the sale closes with no fee, as before; with an accepted offer, an
 * arras buyer or a lead pointing the other way it needs a written reason and opens a staff review.
 */
export async function declareBuyerIntent({ context, user, formData }: ActionInput) {
  const propertyId = propertyIdOf(formData);
  if (!propertyId) return failure({ title: "Error", description: "Propiedad no válida." }, 400);
  const picked = leadChoiceOf(formData);
  if (!picked) {
    return failure(
      { title: "Indica quién ha comprado", description: "Elige una de las opciones para continuar." },
      400,
      { intent: INTENT },
    );
  }
  let choice: BuyerChoice;
  if (picked === "outside") {
    const submission = parseWithZod(formData, { schema: OutsideBuyerSchema });
    if (submission.status !== "success") {
      return failure(
        {
          title: "Revisa los datos del comprador",
          description: "Corrige los campos marcados para continuar.",
        },
        400,
        { intent: INTENT, result: submission.reply() },
      );
    }
    const { buyerName, buyerDni, reason } = submission.value;
    const buyer = { name: buyerName, dni: buyerDni };
    choice = { source: "outside", buyer, reason, confirmed: isConfirmed(formData) };
  } else {
    choice = picked;
  }
  try {
    const { feeDue, underReview } = await declareBuyer(context.db, { user, propertyId, choice });
    if (!feeDue) {
      // Mailed now, as a fulfilled payment is: the owner may close the tab during the fiscal advice.
      await sendSaleCompletedEmailOnce(
        { db: context.db, mailer: context.mailer, env: context.env, logger: context.logger },
        propertyId,
      );
      return data({ intent: "sale-confirmed" as const, propertyId, underReview });
    }
    return redirectWithToastFor(context, saleStepPath(propertyId, 6), {
      title: "Comprador registrado",
      description: "Último paso: la comisión de éxito.",
      variant: "success",
    });
  } catch (error) {
    // Every check passed; the page now asks before the sale closes (a second look).
    if (isConfirmationRequired(error)) return data({ intent: INTENT, ...confirmationNeeded(formData) });
    const evidence = evidenceOfReasonRequired(error);
    if (evidence && isDomainError(error)) {
      return failure(
        { title: "Explica cómo llegó el comprador", description: error.userMessage },
        failureStatus(error),
        {
          intent: INTENT,
          evidence,
          values: choice.source === "outside" ? choice.buyer : null,
        },
      );
    }
    return domainFailure(error, { intent: "error" });
  }
}
