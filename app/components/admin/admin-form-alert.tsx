import type * as React from "react";
import { cn } from "#app/lib/utils";

/** A form-level message (the service's refusal, a mail server that said no), announced when it appears. */
export function AdminFormAlert({
  id,
  tone,
  children,
}: {
  id?: string;
  tone: "error" | "success";
  children: React.ReactNode;
}) {
  return (
    <p
      id={id}
      role={tone === "error" ? "alert" : "status"}
      className={cn(
        "rounded-lg p-3 font-medium text-sm",
        tone === "error" ? "bg-destructive/10 text-destructive" : "bg-success/10 text-success",
      )}
    >
      {children}
    </p>
  );
}

/** A staff tool's outcome: an error reads "{title}. {message}", a success just its message. */
export function ToolFeedbackAlert({
  feedback,
}: {
  feedback: { tone: "error" | "success"; title: string; message: string };
}) {
  return (
    <AdminFormAlert tone={feedback.tone}>
      {feedback.tone === "error" ? `${feedback.title}. ` : null}
      {feedback.message}
    </AdminFormAlert>
  );
}
