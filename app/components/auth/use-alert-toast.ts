import { useResultToast } from "#app/components/forms/use-result-toast";

export type AlertMessage = { title: string; description?: string; tone: "error" | "info" | "success" };

const alertToast = ({ title, description, tone }: AlertMessage) => ({
  title,
  description,
  variant:
    tone === "error"
      ? ("destructive" as const)
      : tone === "success"
        ? ("success" as const)
        : ("default" as const),
});

/** Shows an action's message as the toast once per new result (the page shows it inline as well). */
export function useAlertToast(message: AlertMessage | null | undefined) {
  useResultToast(message, alertToast);
}
