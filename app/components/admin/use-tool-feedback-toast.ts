import { useEffect, useRef } from "react";
import { toast } from "#app/components/ui/use-toast";
import type { ToolFeedback } from "./test-email-card";

/** Shows a tool's outcome as the spec's toast once per new result (the card shows it inline as well). */
export function useToolFeedbackToast(feedback: ToolFeedback | null) {
  const shown = useRef<ToolFeedback | null>(null);
  useEffect(() => {
    if (!feedback || shown.current === feedback) return;
    shown.current = feedback;
    toast({
      title: feedback.title,
      description: feedback.message,
      variant: feedback.tone === "error" ? "destructive" : "success",
    });
  }, [feedback]);
}
