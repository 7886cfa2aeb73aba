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
