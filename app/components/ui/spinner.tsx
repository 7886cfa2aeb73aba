import { LoaderCircle } from "lucide-react";
import type * as React from "react";
import { cn } from "#app/lib/utils";

type SpinnerProps = React.ComponentProps<"svg"> & {
  /** Read by screen readers; pass `null` when the surrounding text already says what is loading. */
  label?: string | null;
};

export function Spinner({ className, label = "Cargando…", ...props }: SpinnerProps) {
  return (
    <span role={label ? "status" : undefined} className="inline-flex items-center">
      <LoaderCircle
        aria-hidden="true"
        className={cn("size-5 animate-spin text-primary", className)}
        {...props}
      />
      {label ? <span className="sr-only">{label}</span> : null}
    </span>
  );
}

type PendingIconProps = {
  /** While true, a spinner takes the icon's place (the button's own text says what is happening). */
  pending: boolean;
  icon: React.ComponentType<React.ComponentProps<"svg">>;
  /** The spinner's size, matching the button's: `size-4` (default) or `size-5` (large buttons). */
  className?: string;
};

/** A button's icon that turns into a spinner while its form is on its way. */
export function PendingIcon({ pending, icon: Icon, className = "size-4" }: PendingIconProps) {
  return pending ? (
    <Spinner label={null} className={cn(className, "text-current")} />
  ) : (
    <Icon aria-hidden="true" />
  );
}
