import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import {
  BILLING_MESSAGES,
  billingDetailsSchema,
  SAVE_BILLING_INTENT,
} from "#app/domain/invoices/billing-details";
import { findBillingDetails, saveBillingDetails } from "#app/domain/invoices/billing-details.server";
import { redirectWithToast } from "#app/lib/toast.server";
import type { SignedInActionInput } from "./action-input";

/**
 * 'Guardar datos de facturación', wherever the form is shown: the payment step of /vender and
 * 'Mis Datos'. Whether the DNI is asked for is read from the stored profile, not from the form;
 * after saving, the page comes back to where it was (`pathOf`), now with the payment form.
 */
export function saveBillingIntent(
  pathOf: (formData: FormData) => string,
  /** 'Mis Datos' asks for the DNI in 'Datos personales', beside this form, not twice. */
  { asksDni = true }: { asksDni?: boolean } = {},
) {
  return async ({ context, user, formData }: SignedInActionInput) => {
    const stored = await findBillingDetails(context.db, user.id);
    const schema = billingDetailsSchema(asksDni && !stored?.dni);
    const submission = parseWithZod(formData, { schema });
    if (submission.status !== "success")
      return data({ intent: SAVE_BILLING_INTENT, result: submission.reply() }, { status: 400 });
    try {
      if (!(await saveBillingDetails(context.db, user.id, submission.value)))
        throw new Error("user row missing");
    } catch (error) {
      context.logger.error({ err: error }, "billing details not saved");
      return data(
        {
          intent: SAVE_BILLING_INTENT,
          result: submission.reply(),
          toast: { ...BILLING_MESSAGES.saveFailed, variant: "destructive" as const },
        },
        { status: 500 },
      );
    }
    return redirectWithToast(pathOf(formData), { ...BILLING_MESSAGES.saved, variant: "success" }, undefined, {
      secret: context.env.AUTH_SECRET,
    });
  };
}
