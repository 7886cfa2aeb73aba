import type { SubmissionResult } from "@conform-to/react";
import { useEffect } from "react";
import { toast } from "#app/components/ui/use-toast";

export type ToastMessage = {
  title: string;
  description?: string;
  variant?: "default" | "success" | "destructive";
};

/** What a process page's action answers when it does not redirect: an error toast, and a form's reply. */
export type ProcessActionData = {
  intent?: string;
  result?: SubmissionResult<string[]>;
  toast?: ToastMessage;
};

/** An action that answered with an error shows it as a toast (successes come as flash toasts after a redirect). */
export function useActionToast(actionData: { toast?: ToastMessage } | undefined) {
  useEffect(() => {
    if (actionData?.toast) toast(actionData.toast);
  }, [actionData]);
}
