import { useEffect, useState } from "react";
import { useNavigation } from "react-router";
import { cn } from "#app/lib/utils";

/** Below this, a navigation feels instant and a bar would only flicker. */
const SHOW_AFTER_MS = 150;

/** A thin bar at the top of the window while a page (or a form submission) loads. */
export function NavigationProgress() {
  const navigation = useNavigation();
  const isBusy = navigation.state !== "idle";
  const [isVisible, setIsVisible] = useState(false);

  useEffect(() => {
    if (!isBusy) {
      setIsVisible(false);
      return;
    }
    const timer = setTimeout(() => setIsVisible(true), SHOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [isBusy]);

  return (
    <>
      <div
        aria-hidden="true"
        className={cn(
          "pointer-events-none fixed inset-x-0 top-0 z-[60] h-1 overflow-hidden transition-opacity duration-200",
          isVisible ? "opacity-100" : "opacity-0",
        )}
      >
        {isVisible ? <div className="h-full w-full origin-left animate-progress bg-accent" /> : null}
      </div>
      <span role="status" className="sr-only">
        {isVisible ? "Cargando la página…" : ""}
      </span>
    </>
  );
}
