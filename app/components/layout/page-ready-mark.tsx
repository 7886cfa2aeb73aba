import { useEffect } from "react";
import { useNavigation } from "react-router";
import { PAGE_READY_ATTRIBUTE } from "#app/lib/hydration";

/**
 * Sets `<html data-ready>` once an application page has hydrated and while no navigation is
 * loading: the moment its buttons, dialogs and toasts work. The end-to-end tests wait for this mark
 * instead of a quiet network, which a page with a long-lived request never reaches.
 */
export function PageReadyMark() {
  const isIdle = useNavigation().state === "idle";
  useEffect(() => {
    document.documentElement.toggleAttribute(PAGE_READY_ATTRIBUTE, isIdle);
  }, [isIdle]);
  return null;
}
