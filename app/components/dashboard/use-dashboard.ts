import { useEffect, useState } from "react";
import { useRouteLoaderData, useSearchParams } from "react-router";
import { toast } from "#app/components/ui/use-toast";
import { defaultSelectedProperty } from "#app/domain/dashboard/owner-properties";
import { SELECTED_PROPERTY_PARAM } from "#app/domain/kernel/dashboard-urls";
import { readInProgressProperty } from "#app/domain/sale/in-progress";
import type { DashboardLayoutData } from "#app/routes/dashboard/loaders.server";
import type { DashboardActionData } from "./action-data";

/** The layout route's id (app/routes.ts): its data is the greeting's profile and the tab bar's. */
export const DASHBOARD_LAYOUT_ROUTE_ID = "routes/dashboard/dashboard";

/** The layout's data, for a tab that shows the profile too ('Mis Datos'). */
export function useDashboardLayoutData(): DashboardLayoutData {
  const data = useRouteLoaderData<DashboardLayoutData>(DASHBOARD_LAYOUT_ROUTE_ID);
  if (!data) throw new Error("a dashboard tab rendered outside its layout");
  return data;
}

/**
 * The property chosen in the URL when it is still the user's; else the one kept in progress in
 * this browser (read after hydration: local storage is not on the server), else the newest.
 */
export function useSelectedPropertyId(
  properties: ReadonlyArray<{ id: string }> | null,
  userId: string,
): string | null {
  const [searchParams] = useSearchParams();
  const fromUrl = searchParams.get(SELECTED_PROPERTY_PARAM);
  const [inProgress, setInProgress] = useState<Array<string | null>>([]);
  useEffect(() => {
    setInProgress([readInProgressProperty("particular", userId), readInProgressProperty("agency", userId)]);
  }, [userId]);
  return defaultSelectedProperty(properties ?? [], [fromUrl, ...inProgress])?.id ?? null;
}

/** A part of the tab that failed to load says so in a toast; the others work as usual. */
export function useLoadErrorToasts(failed: ReadonlyArray<{ title: string; description: string } | null>) {
  const messages = failed.filter((message) => message !== null);
  const key = messages.map((message) => message.description).join("|");
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key names exactly what failed.
  useEffect(() => {
    // One toast at a time: the first failure; every failed part also says so in place.
    const first = messages[0];
    if (first) toast({ ...first, variant: "destructive" });
  }, [key]);
}

/** The toast a tab's action answered with (a refusal or a mistake; successes come by redirect). */
export function useActionToast(actionData: DashboardActionData | undefined) {
  useEffect(() => {
    if (actionData?.toast) toast(actionData.toast);
  }, [actionData]);
}
