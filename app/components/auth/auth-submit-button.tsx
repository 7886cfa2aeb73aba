import type { ReactNode } from "react";
import { Button } from "#app/components/ui/button";
import { PendingIcon } from "#app/components/ui/spinner";

/** An auth form's full-width submit button; its icon turns into a spinner while the form is sent. */
export function AuthSubmitButton({
  pending,
  icon,
  children,
}: {
  pending: boolean;
  icon: React.ComponentProps<typeof PendingIcon>["icon"];
  children: ReactNode;
}) {
  return (
    <Button type="submit" size="lg" disabled={pending} className="w-full">
      <PendingIcon pending={pending} icon={icon} className="size-5" />
      {children}
    </Button>
  );
}
