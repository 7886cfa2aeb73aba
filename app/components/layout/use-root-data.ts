import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "#app/root";

/** The root loader's data (user, public settings, consent); undefined only if the root loader failed. */
export function useRootData() {
  return useRouteLoaderData<typeof rootLoader>("root");
}
