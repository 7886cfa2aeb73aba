import type { ShouldRevalidateFunctionArgs } from "react-router";
import { SELECTED_PROPERTY_PARAM } from "#app/domain/kernel/dashboard-urls";

/**
 * Picking another property in 'Mis Propiedades' only changes `?propiedad=`: the layout and that
 * tab read nothing by it (the page already holds every listing), so such a change alone reloads
 * neither. Anything else — a form sent, another tab, another parameter — revalidates as usual.
 */
export function skipSelectionOnlyChange({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  if (formMethod || currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  const withoutSelection = (url: URL) => {
    const params = new URLSearchParams(url.searchParams);
    params.delete(SELECTED_PROPERTY_PARAM);
    params.sort();
    return params.toString();
  };
  if (withoutSelection(currentUrl) === withoutSelection(nextUrl)) return false;
  return defaultShouldRevalidate;
}
