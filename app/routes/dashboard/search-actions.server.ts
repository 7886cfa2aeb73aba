import { type AppLoadContext, data } from "react-router";
import { isAlertFrequency } from "#app/domain/alerts/saved-searches";
import {
  deleteOwnSearch,
  setOwnSearchFrequency,
  setPriceDropFrequency,
} from "#app/domain/alerts/saved-searches.server";
import { dashboardHref } from "#app/domain/kernel/dashboard-urls";
import { accountLocale } from "#app/domain/users/account-locale.server";
import { redirectWithToast } from "#app/lib/toast.server";
import type { SignedInActionInput as ActionInput } from "../action-input";
import { spaceNotices } from "./space-words.server";

/** The answers in the account's language, like the tab they come back to. */
const noticesFor = async ({ context, user }: ActionInput) =>
  spaceNotices(await accountLocale(context.db, user.id));

const failure = (notices: { error: string }, description: string, status: number) =>
  data({ toast: { title: notices.error, description, variant: "destructive" as const } }, { status });

const done = (context: AppLoadContext, title: string) =>
  redirectWithToast(dashboardHref("busquedas"), { title, variant: "success" }, undefined, {
    secret: context.env.AUTH_SECRET,
  });

/** 'Eliminar' in 'Búsquedas': the user's own search only (owner in the WHERE clause). */
async function deleteSearchIntent(input: ActionInput) {
  const { context, user, formData } = input;
  const notices = await noticesFor(input);
  const deleted = await deleteOwnSearch(context.db, user.id, String(formData.get("searchId") ?? ""));
  if (!deleted) return failure(notices, notices.searchNotFound, 404);
  return done(context, notices.searchDeleted);
}

/** The alert choice of one of the user's searches. */
async function setSearchAlertIntent(input: ActionInput) {
  const { context, user, formData } = input;
  const notices = await noticesFor(input);
  const frequency = formData.get("frequency");
  if (!isAlertFrequency(frequency)) return failure(notices, notices.chooseFrequency, 400);
  const saved = await setOwnSearchFrequency(
    context.db,
    user.id,
    String(formData.get("searchId") ?? ""),
    frequency,
  );
  if (!saved) return failure(notices, notices.searchNotFound, 404);
  return done(context, notices.alertsSaved);
}

/** The choice for the user's favourites' price drops. */
async function setPriceDropAlertIntent(input: ActionInput) {
  const { context, user, formData } = input;
  const notices = await noticesFor(input);
  const frequency = formData.get("frequency");
  if (!isAlertFrequency(frequency)) return failure(notices, notices.chooseFrequency, 400);
  await setPriceDropFrequency(context.db, user.id, frequency);
  return done(context, notices.alertsSaved);
}

export const SEARCH_DASHBOARD_INTENTS = {
  "delete-search": deleteSearchIntent,
  "set-search-alert": setSearchAlertIntent,
  "set-price-drop-alert": setPriceDropAlertIntent,
} as const;
