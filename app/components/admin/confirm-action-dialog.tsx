import type { LucideIcon } from "lucide-react";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { Button, type ButtonProps } from "#app/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "#app/components/ui/dialog";
import { Spinner } from "#app/components/ui/spinner";
import { toast } from "#app/components/ui/use-toast";
import { ADMIN_MESSAGES } from "#app/domain/admin/messages";
import type { AdminActionResult } from "#app/domain/admin/schemas";
import { ROUTES } from "#app/urls";

type ConfirmActionDialogProps = {
  triggerLabel: string;
  /** Read after the label by screen readers, so a list of identical buttons stays distinguishable. */
  triggerContext: string;
  triggerIcon: LucideIcon;
  triggerVariant?: ButtonProps["variant"];
  title: string;
  description: ReactNode;
  confirmLabel: string;
  destructive?: boolean;
  /** Hidden fields posted with the confirmation, `intent` included. */
  fields: Record<string, string>;
  /** Extra controls inside the form (the role to set). */
  children?: ReactNode;
};

/**
 * Every staff action is confirmed first: the button opens a dialog
 * that says what will happen, and only its form posts to /admin's action. The list revalidates
 * after the post; success closes the dialog with a toast, a refusal stays in the dialog.
 */
export function ConfirmActionDialog({
  triggerLabel,
  triggerContext,
  triggerIcon: Icon,
  triggerVariant = "outline",
  title,
  description,
  confirmLabel,
  destructive = false,
  fields,
  children,
}: ConfirmActionDialogProps) {
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const fetcher = useFetcher<AdminActionResult>();
  const handled = useRef<AdminActionResult | undefined>(undefined);
  const errorId = useId();
  const busy = fetcher.state === "submitting";
  const result = fetcher.data;

  useEffect(() => {
    // As soon as the action answers: the list refreshing afterwards need not keep the dialog open.
    if (!result || handled.current === result) return;
    handled.current = result;
    if (result.ok) {
      setOpen(false);
      toast({ title: result.title, description: result.message, variant: "success" });
    } else {
      setFailure(result.message);
      toast({ title: ADMIN_MESSAGES.actionFailedTitle, description: result.message, variant: "destructive" });
    }
  }, [result]);

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (busy) return;
        setOpen(next);
        setFailure(null);
      }}
    >
      <DialogTrigger asChild>
        <Button variant={triggerVariant} size="sm">
          <Icon aria-hidden="true" />
          {triggerLabel}
          <span className="sr-only">: {triggerContext}</span>
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <fetcher.Form
          method="post"
          action={ROUTES.admin}
          className="flex flex-col gap-4"
          aria-describedby={failure ? errorId : undefined}
        >
          {Object.entries(fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          {children}
          {failure ? (
            <p
              id={errorId}
              role="alert"
              className="rounded-lg bg-destructive/10 p-3 font-medium text-destructive text-sm"
            >
              {failure}
            </p>
          ) : null}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={busy}>
                Cancelar
              </Button>
            </DialogClose>
            <Button type="submit" variant={destructive ? "destructive" : "default"} disabled={busy}>
              {busy ? <Spinner label={null} className="size-4 text-current" /> : null}
              {confirmLabel}
            </Button>
          </DialogFooter>
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}
