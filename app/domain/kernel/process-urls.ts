import { ROUTES } from "#app/urls";

/**
 * Every address of the two processes, in one place (docs/decisions/0045-process-routes-by-step.md):
 * `/vender/<property>/<step>` and `/proceso-agencia/<property>/<step>`, `nueva` in place of the
 * property while a new one has none yet, and the older query addresses (`?id=…&paso=…`, `?nueva`)
 * still redirected from e-mails already sent. In the kernel, as the dashboard's addresses are, so
 * that every area builds them the same way (where to land after signing in, the dashboard's links).
 */
export const SALE_PATH = ROUTES.sell;
export const AGENCY_PROCESS_PATH = ROUTES.agencyProcess;

/**
 * The private sale's steps, in order: each one's title and the last segment of its URL. A new step
 * is one more entry here and one more child route of `vender/:propertyId` in app/routes.ts. Its
 * rules are in process/processes.ts, its guides in sale/step-guides.ts.
 */
export const SALE_STEPS = [
  { slug: "anuncio", title: "Prepara el anuncio y fija el precio" },
  { slug: "campana", title: "Lanza la campaña de marketing" },
  { slug: "visitas", title: "Prepara las visitas" },
  { slug: "arras", title: "Negocia y firma el contrato de arras" },
  { slug: "notaria", title: "Prepara la cita en notaría" },
  { slug: "cierre", title: "Cierra la venta" },
] as const;

/** The agency collaboration's steps, as SALE_STEPS (child routes of `proceso-agencia/:propertyId`). */
export const AGENCY_STEPS = [
  { slug: "publicar", title: "Publicar la Propiedad" },
  { slug: "campana", title: "Contratar Campaña de Marketing" },
  { slug: "acuerdo", title: "Acuerdo de Colaboración" },
  { slug: "comision-final", title: "Comisión Final de Agencia" },
] as const;

/** A process's steps in order, each with its URL segment. */
export type StepList = readonly { readonly slug: string; readonly title: string }[];

/**
 * Stands in the property's place until a new one is first saved: `/vender/nueva/anuncio`. The same
 * layout and step routes answer it, so the first save keeps the page (and its uploads) mounted.
 */
export const NEW_PROPERTY_SEGMENT = "nueva";

/** The URL's property segment names a property not saved yet. */
export const isNewProperty = (segment: string | undefined) => segment === NEW_PROPERTY_SEGMENT;

/** `/<base>/<property>/<slug of step n>`, or the property's own address when there is no step n. */
function stepPathOf(base: string, steps: StepList, propertyId: string, step: number): string {
  const slug = steps[step - 1]?.slug;
  const property = `${base}/${encodeURIComponent(propertyId)}`;
  return slug ? `${property}/${slug}` : property;
}

/** The property's own address: it opens on the step the process stands on. */
export const salePath = (propertyId: string) => stepPathOf(SALE_PATH, SALE_STEPS, propertyId, 0);
export const saleStepPath = (propertyId: string, step: number) =>
  stepPathOf(SALE_PATH, SALE_STEPS, propertyId, step);
/** A new sale: step 1's blank form. */
export const NEW_SALE_PATH = saleStepPath(NEW_PROPERTY_SEGMENT, 1);

export const agencyPath = (propertyId: string) =>
  stepPathOf(AGENCY_PROCESS_PATH, AGENCY_STEPS, propertyId, 0);
export const agencyStepPath = (propertyId: string, step: number) =>
  stepPathOf(AGENCY_PROCESS_PATH, AGENCY_STEPS, propertyId, step);
/** A new collaboration: step 1's blank form. */
export const NEW_AGENCY_PATH = agencyStepPath(NEW_PROPERTY_SEGMENT, 1);

/** The step a path's last segment names; null when it names none. */
export function stepOfPath(steps: StepList, pathname: string): number | null {
  const last = pathname.split("/").pop() ?? "";
  const index = steps.findIndex((step) => step.slug === last);
  return index === -1 ? null : index + 1;
}

/** The older addresses' parameters: `?id=<property>&paso=<n>` and `?nueva`. */
const LEGACY_PROPERTY_PARAM = "id";
const LEGACY_STEP_PARAM = "paso";
const LEGACY_NEW_PARAM = "nueva";

function legacyRedirect(url: URL, path: (propertyId: string, step: number) => string): string | null {
  const id = url.searchParams.get(LEGACY_PROPERTY_PARAM);
  if (id) {
    const step = Number(url.searchParams.get(LEGACY_STEP_PARAM));
    return path(id, Number.isInteger(step) ? step : 0);
  }
  return url.searchParams.has(LEGACY_NEW_PARAM) ? path(NEW_PROPERTY_SEGMENT, 1) : null;
}

/** Where an older `/vender?…` address leads now; null when it is not one. */
export const legacySaleRedirect = (url: URL) => legacyRedirect(url, saleStepPath);
/** Where an older `/proceso-agencia?…` address leads now; null when it is not one. */
export const legacyAgencyRedirect = (url: URL) => legacyRedirect(url, agencyStepPath);
