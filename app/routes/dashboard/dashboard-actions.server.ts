import { parseWithZod } from "@conform-to/zod/v4";
import { type AppLoadContext, data, redirect, redirectDocument } from "react-router";
import { deleteAccount } from "#app/domain/account/account-deletion.server";
import { requestAlertMatch } from "#app/domain/alerts/alert-job.server";
import { DASHBOARD_MESSAGES } from "#app/domain/dashboard/messages";
import { deleteOwnProperty } from "#app/domain/dashboard/property-deletion.server";
import { isDomainError } from "#app/domain/errors";
import { removeFavourite } from "#app/domain/favourites/favourites.server";
import { REMOVE_FAVOURITE_INTENT } from "#app/domain/favourites/texts";
import { SAVE_BILLING_INTENT } from "#app/domain/invoices/billing-details";
import { dashboardHref, leadLogHref } from "#app/domain/kernel/dashboard-urls";
import { discardLead, openLead } from "#app/domain/leads/log/lead-log.server";
import { acceptOffer, counterOffer, rejectOffer } from "#app/domain/leads/offers/answer-offer.server";
import { CounterOfferSchema, OFFER_MESSAGES } from "#app/domain/leads/offers/offer.schema";
import { offerMail } from "#app/domain/leads/offers/offer-mail.server";
import type { OfferMoveOutcome } from "#app/domain/leads/offers/offers.server";
import { createSampleProperty } from "#app/domain/sale/sample-property.server";
import { ACCOUNT_DELETED_PATH, isDeletionConfirmed } from "#app/domain/users/account-deletion";
import { accountLocale } from "#app/domain/users/account-locale.server";
import { ProfileSchema } from "#app/domain/users/profile.schema";
import { updateProfile } from "#app/domain/users/profile.server";
import type { SessionUser } from "#app/domain/users/session.server";
import { emailBrand } from "#app/emails/brand.server";
import { confirmationNeeded, isConfirmed } from "#app/lib/confirmation";
import { getStorage } from "#app/lib/storage.server";
import { combineHeaders, redirectWithToast, type ToastInput } from "#app/lib/toast.server";
import { isUuid } from "#app/lib/uuid";
import { AGENCY_DETAILS_INTENT, submitAgencyDetails } from "#app/routes/dashboard/agency-details.server";
import type { SignedInActionInput as ActionInput } from "../action-input";
import { saveBillingIntent } from "../billing-action.server";
import { LEAD_REVIEW_INTENTS } from "./lead-review-actions.server";
import { LOCALE_INTENTS } from "./locale-action.server";
import { REQUESTS_TAB_INTENTS } from "./request-actions.server";
import { SEARCH_DASHBOARD_INTENTS } from "./search-actions.server";
import { spaceNotices } from "./space-words.server";
import { VIEWING_DASHBOARD_INTENTS } from "./viewing-actions.server";

export type DashboardToast = { title: string; description?: string; variant: "destructive" };

const failure = (
  toast: { title: string; description?: string },
  status: number,
  extra: Record<string, unknown> = {},
) => data({ ...extra, toast: { ...toast, variant: "destructive" } as DashboardToast }, { status });

const withToast = (context: AppLoadContext, url: string, toast: ToastInput, init?: ResponseInit) =>
  redirectWithToast(url, toast, init, { secret: context.env.AUTH_SECRET });

/** 'Guardar Cambios' in 'Mis Datos': name and DNI of the acting user, nothing else. */
export async function updateProfileIntent({ context, user, formData }: ActionInput) {
  const submission = parseWithZod(formData, { schema: ProfileSchema });
  if (submission.status !== "success") {
    return data({ intent: "update-profile" as const, result: submission.reply() }, { status: 400 });
  }
  try {
    const saved = await updateProfile({ db: context.db, userId: user.id, input: submission.value });
    if (!saved) throw new Error("profile row missing");
  } catch (error) {
    context.logger.error({ err: error }, "profile not saved");
    return failure(DASHBOARD_MESSAGES.profileSaveFailed, 500, {
      intent: "update-profile" as const,
      result: submission.reply(),
    });
  }
  return withToast(context, dashboardHref("datos"), {
    ...DASHBOARD_MESSAGES.profileSaved,
    variant: "success",
  });
}

/** 'Mis Datos', agency part: the company data of one of the user's own agency listings. */
export async function updateAgencyDetailsIntent({ context, user, formData }: ActionInput) {
  const outcome = await submitAgencyDetails({ db: context.db, userId: user.id, formData });
  return data(outcome, { status: outcome.ok ? 200 : 400 });
}

/** The delete icon of 'Mis Propiedades', after its confirmation dialog. */
export async function deletePropertyIntent({ context, user, formData }: ActionInput) {
  const propertyId = String(formData.get("propertyId") ?? "");
  if (!isUuid(propertyId)) return failure(DASHBOARD_MESSAGES.propertyDeleteFailed, 400);
  try {
    const deleted = await deleteOwnProperty({
      db: context.db,
      storage: getStorage(),
      userId: user.id,
      propertyId,
    });
    if (!deleted) return failure(DASHBOARD_MESSAGES.propertyDeleteFailed, 404);
  } catch (error) {
    context.logger.error({ err: error, propertyId }, "property not deleted");
    return failure(DASHBOARD_MESSAGES.propertyDeleteFailed, 500);
  }
  return withToast(context, dashboardHref("propiedades"), {
    ...DASHBOARD_MESSAGES.propertyDeleted,
    variant: "success",
  });
}

/** 'Eliminar mi cuenta', confirmed by typing the e-mail: everything goes and every device is signed out. */
export async function deleteAccountIntent({ context, request, user, formData }: ActionInput) {
  if (!isDeletionConfirmed(formData.get("confirmEmail"), user.email)) {
    return failure(DASHBOARD_MESSAGES.accountDeleteNotConfirmed, 400, { intent: "delete-account" as const });
  }
  try {
    const outcome = await deleteAccount({
      db: context.db,
      storage: getStorage(),
      userId: user.id,
      confirmation: { mailer: context.mailer, brand: emailBrand(context.env) },
    });
    if (!outcome.filesRemoved)
      context.logger.error({ userId: user.id }, "account deleted, files left to clean");
  } catch (error) {
    context.logger.error({ err: error }, "account not deleted");
    return failure(DASHBOARD_MESSAGES.accountDeleteFailed, 500, { intent: "delete-account" as const });
  }
  // The session rows are gone with the account; this clears the cookies in this browser too.
  const cleared = await context.auth.api
    .signOut({ headers: request.headers, returnHeaders: true })
    .then((result) => result.headers)
    .catch(() => null);
  // The confirmation page is public (no session is left): a full page load, like any public page.
  return redirectDocument(ACCOUNT_DELETED_PATH, { headers: combineHeaders(cleared) });
}

/** 'Modo de Prueba': the sample listing, for testers only (checked by stored role). */
export async function createSampleIntent({ context, user }: ActionInput) {
  try {
    const { propertyId } = await createSampleProperty({ db: context.db, storage: getStorage(), user });
    await requestAlertMatch(context, propertyId);
    return withToast(context, dashboardHref("propiedades", propertyId), {
      title: "Propiedad de prueba creada",
      description: "Un piso en Madrid de 250.000 € con 15 fotos, ya publicado.",
      variant: "success",
    });
  } catch (error) {
    if (!isDomainError(error)) throw error;
    return failure(
      { title: "Error", description: error.userMessage },
      error.code === "forbidden" ? 403 : 409,
    );
  }
}

/** 'Compradores': opening a lead marks it read (for its owner) and shows it whole. */
export async function openLeadIntent({ context, user, formData }: ActionInput) {
  const leadId = String(formData.get("leadId") ?? "");
  const opened = await openLead({ db: context.db, actor: user, leadId });
  if (!opened) return failure(DASHBOARD_MESSAGES.leadNotFound, 404);
  return redirect(leadLogHref(opened.propertyId, leadId), 303);
}

/** 'Descartar' in 'Compradores': the owner sets the lead aside. */
export async function discardLeadIntent({ context, user, formData }: ActionInput) {
  const leadId = String(formData.get("leadId") ?? "");
  const discarded = await discardLead({ db: context.db, actor: user, leadId });
  if (!discarded) return failure(DASHBOARD_MESSAGES.leadNotFound, 404);
  return withToast(context, leadLogHref(discarded.propertyId), {
    ...DASHBOARD_MESSAGES.leadDiscarded,
    variant: "success",
  });
}

/** 'Aceptar oferta', 'Rechazar oferta', 'Contraoferta' in 'Compradores': the listing's owner only. */
function offerAnswered(
  context: AppLoadContext,
  leadId: string,
  outcome: OfferMoveOutcome,
  success: { title: string; description?: string },
) {
  if (outcome.ok)
    return withToast(context, leadLogHref(outcome.propertyId, leadId), { ...success, variant: "success" });
  if (outcome.reason === "not_found") return failure(DASHBOARD_MESSAGES.leadNotFound, 404);
  if (outcome.reason === "already_accepted") return failure(DASHBOARD_MESSAGES.offerAlreadyAccepted, 409);
  if (outcome.reason === "already_countered") return failure(DASHBOARD_MESSAGES.offerAlreadyCountered, 409);
  return failure(DASHBOARD_MESSAGES.offerStale, 409);
}

const sellerOffer = (context: AppLoadContext, user: SessionUser, leadId: string) => ({
  ...offerMail(context),
  db: context.db,
  actor: user,
  leadId,
});

export async function acceptOfferIntent({ context, user, formData }: ActionInput) {
  const leadId = String(formData.get("leadId") ?? "");
  const outcome = await acceptOffer({
    ...sellerOffer(context, user, leadId),
    confirmed: isConfirmed(formData),
  });
  // Without JavaScript the first post asks the question in the page; nothing changed yet.
  if (!outcome.ok && outcome.reason === "confirmation_required")
    return data({ intent: "accept-offer" as const, ...confirmationNeeded(formData) });
  return offerAnswered(context, leadId, outcome, DASHBOARD_MESSAGES.offerAccepted);
}

export async function rejectOfferIntent({ context, user, formData }: ActionInput) {
  const leadId = String(formData.get("leadId") ?? "");
  const outcome = await rejectOffer(sellerOffer(context, user, leadId));
  return offerAnswered(context, leadId, outcome, DASHBOARD_MESSAGES.offerRejected);
}

export async function counterOfferIntent({ context, user, formData }: ActionInput) {
  const parsed = CounterOfferSchema.safeParse({
    leadId: String(formData.get("leadId") ?? ""),
    counterAmount: formData.get("counterAmount") ?? undefined,
    counterMessage: formData.get("counterMessage") ?? undefined,
  });
  if (!parsed.success) {
    const typed = (name: string) => {
      const value = formData.get(name);
      return typeof value === "string" ? value : "";
    };
    const error = parsed.error.issues[0]?.message ?? OFFER_MESSAGES.amountInvalid;
    return data(
      {
        intent: "counter-offer",
        counter: {
          leadId: typed("leadId"),
          error,
          amount: typed("counterAmount"),
          message: typed("counterMessage"),
        },
      },
      { status: 400 },
    );
  }
  const { leadId, counterAmount, counterMessage } = parsed.data;
  const outcome = await counterOffer({
    ...sellerOffer(context, user, leadId),
    counterAmount,
    counterMessage,
  });
  return offerAnswered(context, leadId, outcome, DASHBOARD_MESSAGES.offerCountered);
}

/** 'Quitar' in 'Favoritos': the user's own favourite only (the query is by user). */
export async function removeFavouriteIntent({ context, user, formData }: ActionInput) {
  await removeFavourite(context.db, user.id, String(formData.get("propertyId") ?? ""));
  const { favouriteRemoved } = spaceNotices(await accountLocale(context.db, user.id));
  return withToast(context, dashboardHref("favoritos"), { title: favouriteRemoved });
}

/** The tester's panel above the tabs: its form posts to the layout, /dashboard. */
export const LAYOUT_INTENTS = { "create-sample": createSampleIntent } as const;

/** 'Mis Propiedades' (/dashboard): the delete icon. */
export const PROPERTIES_TAB_INTENTS = { "delete-property": deletePropertyIntent } as const;

/** 'Mis Datos' (/dashboard/datos): the profile, an agency listing's company data, the account. */
export const PROFILE_TAB_INTENTS = {
  "update-profile": updateProfileIntent,
  [SAVE_BILLING_INTENT]: saveBillingIntent(() => dashboardHref("datos"), { asksDni: false }),
  [AGENCY_DETAILS_INTENT]: updateAgencyDetailsIntent,
  "delete-account": deleteAccountIntent,
  ...LOCALE_INTENTS,
} as const;

/** 'Compradores' (/dashboard/compradores): the lead log, offers, viewings, the deal and held contacts. */
export const BUYERS_TAB_INTENTS = {
  "open-lead": openLeadIntent,
  "discard-lead": discardLeadIntent,
  "accept-offer": acceptOfferIntent,
  "reject-offer": rejectOfferIntent,
  "counter-offer": counterOfferIntent,
  ...VIEWING_DASHBOARD_INTENTS,
  ...LEAD_REVIEW_INTENTS,
} as const;

/** 'Favoritos' (/dashboard/favoritos): 'Quitar'. */
export const FAVOURITES_TAB_INTENTS = { [REMOVE_FAVOURITE_INTENT]: removeFavouriteIntent } as const;

/**
 * Each dashboard route's forms, by route id (app/routes.ts): a form posts to the route it is shown
 * on. The authorization matrix lists every route's intents from here.
 */
export const DASHBOARD_ROUTE_INTENTS = {
  "routes/dashboard/dashboard": LAYOUT_INTENTS,
  "routes/dashboard/properties": PROPERTIES_TAB_INTENTS,
  "routes/dashboard/profile": PROFILE_TAB_INTENTS,
  "routes/dashboard/buyers": BUYERS_TAB_INTENTS,
  "routes/dashboard/favourites": FAVOURITES_TAB_INTENTS,
  "routes/dashboard/searches": SEARCH_DASHBOARD_INTENTS,
  "routes/dashboard/requests": REQUESTS_TAB_INTENTS,
} as const;
