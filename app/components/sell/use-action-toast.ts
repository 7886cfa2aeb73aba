import { useEffect } from "react";
import { toast } from "#app/components/ui/use-toast";
import type { SaleActionData } from "./types";

/** An action that answered with an error shows it as a toast (successes come as flash toasts after a redirect). */
export function useActionToast(actionData: SaleActionData | undefined) {
  useEffect(() => {
    if (actionData?.toast) toast(actionData.toast);
  }, [actionData]);
}
