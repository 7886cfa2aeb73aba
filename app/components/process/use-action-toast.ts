import type { SubmissionResult } from "@conform-to/react";
import { useResultToast } from "#app/components/forms/use-result-toast";

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

const ownToast = (message: ToastMessage) => message;

/** An action that answered with an error shows it as a toast (successes come as flash toasts after a redirect). */
export function useActionToast(actionData: object | undefined) {
  const toast =
    actionData && "toast" in actionData ? (actionData.toast as ToastMessage | undefined) : undefined;
  useResultToast(toast, ownToast);
}
