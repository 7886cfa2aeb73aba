import { parseWithZod } from "@conform-to/zod/v4";
import { type AppLoadContext, data, redirect } from "react-router";
import { type RateViewingMessages, rateViewingSchema } from "#app/domain/leads/viewings/viewing.schema";
import { viewingDeps } from "#app/domain/leads/viewings/viewing-deps.server";
import { loadViewing } from "#app/domain/leads/viewings/viewing-record.server";
import { acceptViewingTime, cancelMyViewing, rateViewing } from "#app/domain/leads/viewings/viewings.server";
import type { Locale } from "#app/lib/i18n/locales";
import { translator } from "#app/lib/i18n/translate";
import { translatorFromEnv } from "#app/lib/translation.server";

/**
 * The lead id comes from the signed token (the route checked it); the page URL is where to return;
 * the locale is the lead's, the page's language, never a field of the form.
 */
type BuyerActionInput = {
  context: AppLoadContext;
  leadId: string;
  pageUrl: string;
  formData: FormData;
  locale: Locale;
};

export const BUYER_VIEWING_NOTICE_PARAM = "aviso";
/** What the page says after a viewing's button (its words: `request.viewingNotice.*`). */
export const BUYER_VIEWING_NOTICES = ["cancelada", "aceptada", "valorada", "cambiada"] as const;
export type BuyerViewingNotice = (typeof BUYER_VIEWING_NOTICES)[number];
export const isBuyerViewingNotice = (value: string | null): value is BuyerViewingNotice =>
  (BUYER_VIEWING_NOTICES as readonly (string | null)[]).includes(value);

/** The signed link may name a lead of another kind (an offer): these intents are only for viewings. */
async function requireViewing(context: AppLoadContext, leadId: string) {
  if (!(await loadViewing(context.db, leadId))) throw data("Solicitud no encontrada", { status: 404 });
}

const back = (pageUrl: string, notice: BuyerViewingNotice) =>
  redirect(`${pageUrl}?${BUYER_VIEWING_NOTICE_PARAM}=${notice}`, 303);

export async function cancelOwnViewingIntent({ context, leadId, pageUrl }: BuyerActionInput) {
  await requireViewing(context, leadId);
  const done = await cancelMyViewing(viewingDeps(context), leadId);
  return back(pageUrl, done ? "cancelada" : "cambiada");
}

export async function acceptViewingTimeIntent({ context, leadId, pageUrl }: BuyerActionInput) {
  await requireViewing(context, leadId);
  const done = await acceptViewingTime(viewingDeps(context), leadId);
  return back(pageUrl, done ? "aceptada" : "cambiada");
}

/** The rating's refusals in the page's language: the form's own check reads the same (viewingPanelWords). */
export function rateErrors(locale: Locale): RateViewingMessages {
  const t = translator(locale);
  return { ratingRequired: t("request.rating.required"), commentLong: t("request.rating.commentLong") };
}

/** '¿Qué te pareció la visita?': 1 to 5 and a comment, once, after the visit. */
export async function rateViewingIntent({ context, leadId, pageUrl, formData, locale }: BuyerActionInput) {
  await requireViewing(context, leadId);
  const submission = parseWithZod(formData, { schema: rateViewingSchema(rateErrors(locale)) });
  if (submission.status !== "success")
    return data({ intent: "rate-viewing" as const, result: submission.reply() }, { status: 400 });
  const done = await rateViewing(
    { db: context.db, jobs: context.jobs, translateComments: translatorFromEnv(context.env) !== null },
    leadId,
    submission.value,
  );
  return back(pageUrl, done ? "valorada" : "cambiada");
}

/** The buyer's viewing intents on /solicitud/<token> (the route joins them with other kinds'). */
export const BUYER_VIEWING_INTENTS = {
  "cancel-viewing": cancelOwnViewingIntent,
  "accept-viewing-time": acceptViewingTimeIntent,
  "rate-viewing": rateViewingIntent,
} as const;
