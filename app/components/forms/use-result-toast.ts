import { useEffect, useRef } from "react";
import { type ToastOptions, toast } from "#app/components/ui/use-toast";

/**
 * Shows an action's result as the toast, once per new result: the same result seen again (a
 * re-render, an effect run twice) shows nothing. `toToast` reads the result's own shape, and may
 * return nothing for a result that is not shown as a toast.
 */
export function useResultToast<Result extends object>(
  result: Result | null | undefined,
  toToast: (result: Result) => ToastOptions | null | undefined,
) {
  const shown = useRef<Result | null>(null);
  useEffect(() => {
    if (!result || shown.current === result) return;
    shown.current = result;
    const options = toToast(result);
    if (options) toast(options);
  }, [result, toToast]);
}
