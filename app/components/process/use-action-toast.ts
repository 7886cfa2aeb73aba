import { useEffect } from "react";
import { toast } from "#app/components/ui/use-toast";

export type ToastMessage = {
  title: string;
  description?: string;
  variant?: "default" | "success" | "destructive";
};

/** An action that answered with an error shows it as a toast (successes come as flash toasts after a redirect). */
export function useActionToast(actionData: { toast?: ToastMessage } | undefined) {
  useEffect(() => {
    if (actionData?.toast) toast(actionData.toast);
  }, [actionData]);
}
