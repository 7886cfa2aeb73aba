import { CircleAlert, CircleCheck, Info } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "#app/lib/utils";

const STYLES = {
  error: { box: "border-destructive/40 bg-destructive/5", icon: "text-destructive", Icon: CircleAlert },
  info: { box: "border-primary/30 bg-primary-soft", icon: "text-primary", Icon: Info },
  success: { box: "border-success/40 bg-success/5", icon: "text-success", Icon: CircleCheck },
} as const;

type AuthAlertProps = {
  tone: keyof typeof STYLES;
  title: string;
  children?: ReactNode;
  className?: string;
};

/**
 * A message in the page itself. The errors are toasts, and they are shown as toasts too;
 * this copy stays when the toast closes and works without JavaScript.
 */
export function AuthAlert({ tone, title, children, className }: AuthAlertProps) {
  const { box, icon, Icon } = STYLES[tone];
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={cn("flex gap-3 rounded-lg border p-4 text-sm", box, className)}
    >
      <Icon aria-hidden="true" className={cn("mt-0.5 size-5 shrink-0", icon)} />
      <div className="flex min-w-0 flex-col gap-1">
        <p className="font-semibold text-foreground">{title}</p>
        {children ? <div className="text-foreground/90">{children}</div> : null}
      </div>
    </div>
  );
}

/** The action's refusal above an auth form, with what the page adds under it (a link, a resend form). */
export function AuthErrorAlert({
  alert,
  children,
}: {
  alert: { title: string; description?: string } | null | undefined;
  children?: ReactNode;
}) {
  if (!alert) return null;
  return (
    <AuthAlert tone="error" title={alert.title}>
      <p>{alert.description}</p>
      {children}
    </AuthAlert>
  );
}
