import { type AppLoadContext, data } from "react-router";
import { isAlertFrequency } from "#app/domain/alerts/saved-searches";
import {
  deleteOwnSearch,
  setOwnSearchFrequency,
  setPriceDropFrequency,
} from "#app/domain/alerts/saved-searches.server";
import { dashboardHref } from "#app/domain/kernel/dashboard-urls";
import { redirectWithToast } from "#app/lib/toast.server";
import type { SignedInActionInput as ActionInput } from "../action-input";

const failure = (description: string, status: number) =>
  data({ toast: { title: "Error", description, variant: "destructive" as const } }, { status });
const NOT_FOUND = "No encontramos esa búsqueda.";

const done = (context: AppLoadContext, title: string) =>
  redirectWithToast(dashboardHref("busquedas"), { title, variant: "success" }, undefined, {
    secret: context.env.AUTH_SECRET,
  });

/** 'Eliminar' in 'Búsquedas': the user's own search only (owner in the WHERE clause). */
async function deleteSearchIntent({ context, user, formData }: ActionInput) {
  const deleted = await deleteOwnSearch(context.db, user.id, String(formData.get("searchId") ?? ""));
  if (!deleted) return failure(NOT_FOUND, 404);
  return done(context, "Búsqueda eliminada");
}

/** The alert choice of one of the user's searches. */
async function setSearchAlertIntent({ context, user, formData }: ActionInput) {
  const frequency = formData.get("frequency");
  if (!isAlertFrequency(frequency)) return failure("Elige cómo quieres recibir los avisos.", 400);
  const saved = await setOwnSearchFrequency(
    context.db,
    user.id,
    String(formData.get("searchId") ?? ""),
    frequency,
  );
  if (!saved) return failure(NOT_FOUND, 404);
  return done(context, "Avisos guardados");
}

/** The choice for the user's favourites' price drops. */
async function setPriceDropAlertIntent({ context, user, formData }: ActionInput) {
  const frequency = formData.get("frequency");
  if (!isAlertFrequency(frequency)) return failure("Elige cómo quieres recibir los avisos.", 400);
  await setPriceDropFrequency(context.db, user.id, frequency);
  return done(context, "Avisos guardados");
}

export const SEARCH_DASHBOARD_INTENTS = {
  "delete-search": deleteSearchIntent,
  "set-search-alert": setSearchAlertIntent,
  "set-price-drop-alert": setPriceDropAlertIntent,
} as const;
