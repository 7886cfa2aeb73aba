import { parseWithZod } from "@conform-to/zod/v4";
import { type AppLoadContext, data } from "react-router";
import { leadLogHref } from "#app/domain/kernel/dashboard-urls";
import { ConfirmViewingSchema, ProposeViewingSchema } from "#app/domain/leads/viewings/viewing.schema";
import { viewingDeps } from "#app/domain/leads/viewings/viewing-deps.server";
import { proposeViewingTime } from "#app/domain/leads/viewings/viewing-proposals.server";
import type { ViewingAnswerOutcome } from "#app/domain/leads/viewings/viewing-record.server";
import { MAX_TIME_PROPOSALS } from "#app/domain/leads/viewings/viewing-slots";
import { cancelViewing, confirmViewing, rejectViewing } from "#app/domain/leads/viewings/viewings.server";
import { redirectWithToast } from "#app/lib/toast.server";
import type { SignedInActionInput as ActionInput } from "../action-input";

export const VIEWING_ANSWER_MESSAGES = {
  notFound: {
    title: "Visita no encontrada",
    description: "Esta solicitud de visita no existe o no es tuya.",
  },
  slot: {
    title: "Hora no válida",
    description: "Elige una de las horas que propuso el comprador y que aún no haya pasado.",
  },
  state: {
    title: "La visita ha cambiado",
    description: "El comprador o tú ya la habíais respondido. Revisa su estado.",
  },
  limit: {
    title: "No puedes proponer más horas",
    description: `Ya has propuesto otra hora ${MAX_TIME_PROPOSALS} veces para esta visita: espera la respuesta del comprador, o rechaza la visita.`,
  },
} as const;

const failure = (toast: { title: string; description: string }, status: number, extra: object = {}) =>
  data({ ...extra, toast: { ...toast, variant: "destructive" as const } }, { status });

/** The seller's answer, as a toast on the lead opened again, or why not. */
async function answered(
  context: AppLoadContext,
  leadId: string,
  outcome: ViewingAnswerOutcome,
  success: { title: string; description: string },
) {
  if (outcome.ok)
    return redirectWithToast(
      leadLogHref(outcome.propertyId, leadId),
      { ...success, variant: "success" },
      undefined,
      { secret: context.env.AUTH_SECRET },
    );
  if (outcome.reason === "not_found" || outcome.reason === "not_allowed")
    return failure(VIEWING_ANSWER_MESSAGES.notFound, 404);
  // The proposals' cap is per viewing and never resets: a conflict with its state, not a rate (no Retry-After).
  return failure(VIEWING_ANSWER_MESSAGES[outcome.reason], outcome.reason === "slot" ? 400 : 409);
}

/** 'Confirmar visita': one of the buyer's times; both get the invitation. */
export async function confirmViewingIntent({ context, user, formData }: ActionInput) {
  const submission = parseWithZod(formData, { schema: ConfirmViewingSchema });
  if (submission.status !== "success") return failure(VIEWING_ANSWER_MESSAGES.slot, 400);
  const { leadId, slot } = submission.value;
  const outcome = await confirmViewing(viewingDeps(context), { actor: user, leadId, slot });
  return answered(context, leadId, outcome, {
    title: "Visita confirmada",
    description: "Os hemos enviado a los dos la invitación para el calendario.",
  });
}

/** 'Proponer otra hora': the seller's own time; the buyer accepts or cancels from their link. */
export async function proposeViewingTimeIntent({ context, user, formData }: ActionInput) {
  const submission = parseWithZod(formData, { schema: ProposeViewingSchema });
  if (submission.status !== "success") {
    const error = Object.values(submission.error ?? {}).flat()[0];
    return failure(
      { title: "Hora no válida", description: error ?? VIEWING_ANSWER_MESSAGES.slot.description },
      400,
    );
  }
  const { leadId, slot: startsAt } = submission.value;
  const outcome = await proposeViewingTime(viewingDeps(context), { actor: user, leadId, startsAt });
  return answered(context, leadId, outcome, {
    title: "Nueva hora propuesta",
    description: "Hemos enviado tu propuesta al comprador.",
  });
}

export async function rejectViewingIntent({ context, user, formData }: ActionInput) {
  const leadId = String(formData.get("leadId") ?? "");
  const outcome = await rejectViewing(viewingDeps(context), { actor: user, leadId });
  return answered(context, leadId, outcome, {
    title: "Visita rechazada",
    description: "Hemos avisado al comprador.",
  });
}

export async function cancelViewingIntent({ context, user, formData }: ActionInput) {
  const leadId = String(formData.get("leadId") ?? "");
  const outcome = await cancelViewing(viewingDeps(context), { actor: user, leadId });
  return answered(context, leadId, outcome, {
    title: "Visita cancelada",
    description: "Hemos avisado al comprador.",
  });
}

/** The seller's viewing answers in 'Compradores' (joined into DASHBOARD_INTENTS). */
export const VIEWING_DASHBOARD_INTENTS = {
  "confirm-viewing": confirmViewingIntent,
  "propose-viewing-time": proposeViewingTimeIntent,
  "reject-viewing": rejectViewingIntent,
  "cancel-viewing": cancelViewingIntent,
} as const;
