import type { SuccessFeeReason } from "#app/db/schema/success-fees";
import { BRAND_NAME } from "#app/lib/brand";
import { feeFor } from "./pricing";

/** Days between the fee falling due and the one reminder, while it is still unpaid. */
export const SUCCESS_FEE_REMINDER_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Why the fee is due, as 'Mis Pagos' and the e-mails tell the seller. */
export const SUCCESS_FEE_REASON_LABELS: Record<SuccessFeeReason, string> = {
  platform_buyer: `Tu comprador llegó a través de ${BRAND_NAME}, como indicaste al cerrar la venta.`,
  review_charged: `Nuestro equipo revisó tu declaración con lo que consta en ${BRAND_NAME} y corresponde la comisión (cláusula 5 de las condiciones).`,
  deed_confirmed: `El comprador, que llegó a través de ${BRAND_NAME}, confirmó la firma de la escritura.`,
};

/** The one amount a success fee is charged at (cents): the price list's, never a stored copy. */
export const successFeeAmount = (): number => feeFor("particular", "final_fee").total;

/** A fee due at `dueAt` is reminded of once this moment has passed. */
export const successFeeReminderAt = (dueAt: Date): Date =>
  new Date(dueAt.getTime() + SUCCESS_FEE_REMINDER_DAYS * DAY_MS);

/** Dues older than this (at `now`) get their reminder. */
export const remindDuesBefore = (now: Date): Date =>
  new Date(now.getTime() - SUCCESS_FEE_REMINDER_DAYS * DAY_MS);
