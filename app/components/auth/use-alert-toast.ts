import { useEffect, useRef } from "react";
import { toast } from "#app/components/ui/use-toast";

export type AlertMessage = { title: string; description?: string; tone: "error" | "info" | "success" };

/** Shows an action's message as the spec's toast once per new result (the page shows it inline as well). */
export function useAlertToast(message: AlertMessage | null | undefined) {
  const shown = useRef<AlertMessage | null>(null);
  useEffect(() => {
    if (!message || shown.current === message) return;
    shown.current = message;
    toast({
      title: message.title,
      description: message.description,
      variant: message.tone === "error" ? "destructive" : message.tone === "success" ? "success" : "default",
    });
  }, [message]);
}
