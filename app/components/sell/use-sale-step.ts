import { useMemo } from "react";
import { useOutletContext, useRouteLoaderData } from "react-router";
import type { StepView } from "#app/components/process/step-accordion";
import type { SaleLayoutData } from "./types";

/** The layout route of /vender/<id> (app/routes.ts). */
const SALE_LAYOUT_ROUTE = "routes/sell/sale";

/** The layout's data (the property is null on `/vender/nueva/anuncio`) and what the accordion tells the open step. */
export function useSaleLayout() {
  const layout = useRouteLoaderData(SALE_LAYOUT_ROUTE) as SaleLayoutData | undefined;
  if (!layout) throw new Error("a sale step renders inside /vender/<id>");
  return { layout, view: useOutletContext<StepView>() };
}

/**
 * What a step's route renders from: the layout's data with the step's own beside the property
 * (the step's loader read only what it shows), and what the accordion tells the open step. Only
 * step 1 renders for a property not saved yet; the others' addresses need one.
 */
export function useSaleStep<Own extends object, Page extends object = object>(own: Own, page?: Page) {
  const { layout, view } = useSaleLayout();
  const { user, property } = layout;
  const data = useMemo(
    () => (property ? { ...(page as Page), user, property: { ...property, ...own } } : null),
    [user, property, own, page],
  );
  if (!data) throw new Error("this step needs a saved property");
  return { data, view, canAct: view.state === "current" || view.state === "completed" };
}
