import { useMemo } from "react";
import { useOutletContext, useRouteLoaderData } from "react-router";
import type { StepView } from "#app/components/process/step-accordion";
import type { AgencyLayoutData } from "#app/routes/agency/agency-page.server";

/** The layout route of /proceso-agencia/<id> (app/routes.ts). */
const AGENCY_LAYOUT_ROUTE = "routes/agency/collaboration";

/** The layout's data (the property is null on `/proceso-agencia/nueva/publicar`) and what the accordion tells the open step. */
export function useAgencyLayout() {
  const layout = useRouteLoaderData(AGENCY_LAYOUT_ROUTE) as AgencyLayoutData | undefined;
  if (!layout) throw new Error("an agency step renders inside /proceso-agencia/<id>");
  return { layout, view: useOutletContext<StepView>() };
}

/**
 * What a step's route renders from: the layout's data with the step's own beside the property
 * (the step's loader read only what it shows), and what the accordion tells the open step. Only
 * step 1 renders for a collaboration not saved yet; the others' addresses need one.
 */
export function useAgencyStep<Own extends object, Page extends object = object>(own: Own, page?: Page) {
  const { layout, view } = useAgencyLayout();
  const { user, property } = layout;
  const data = useMemo(
    () => (property ? { ...(page as Page), user, property: { ...property, ...own } } : null),
    [user, property, own, page],
  );
  if (!data) throw new Error("this step needs a saved collaboration");
  return { data, view };
}
