import { type FormEvent, type ReactNode, useId, useState } from "react";
import { Form, useActionData, useLocation } from "react-router";
import { CONFIRM_FIELD, CONFIRM_KEY_FIELD, type ConfirmRequest } from "#app/lib/confirmation";
import { Button } from "./button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "./dialog";

/** The question of a second look: what will happen, and the button that does it. */
export type ConfirmText = {
  title: string;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  variant?: "default" | "destructive";
};

/**
 * A dialog that asks before a final action, for actions run by script (a photo removed by fetch).
 * Forms use `ConfirmableForm`, which also works without JavaScript.
 */
export function ConfirmDialog({
  text,
  open,
  onOpenChange,
  onConfirm,
  confirmButton,
}: {
  text: ConfirmText;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm?: () => void;
  /** A ready-made confirm button (a form's submit button); else one that calls `onConfirm`. */
  confirmButton?: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent role="alertdialog">
        <DialogHeader>
          <DialogTitle>{text.title}</DialogTitle>
          <DialogDescription asChild>
            <div>{text.description}</div>
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline">
              {text.cancelLabel ?? "Cancelar"}
            </Button>
          </DialogClose>
          {confirmButton ?? (
            <Button
              type="button"
              variant={text.variant ?? "default"}
              onClick={() => {
                onOpenChange(false);
                onConfirm?.();
              }}
            >
              {text.confirmLabel}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/**
 * A plain POST form whose final action asks first. With JavaScript, submitting
 * opens a dialog and its confirm button sends the form with `confirmed=yes`. Without it, the form
 * posts as it is; the action answers `confirmationNeeded` (app/lib/confirmation.ts) and this form
 * shows the same question in the page, as a form that sends what was typed again, confirmed. The
 * browser's own field checks still run first, so nobody confirms a form that cannot be sent.
 */
export function ConfirmableForm({
  confirmKey,
  text,
  children,
  className,
  shouldConfirm,
}: {
  /** Unique on the page: which form the server's confirm answer is for. */
  confirmKey: string;
  text: ConfirmText;
  children: ReactNode;
  className?: string;
  /** When only some answers are final (step 6: an outside buyer), which; the server decides too. */
  shouldConfirm?: (form: HTMLFormElement) => boolean;
}) {
  const formId = useId();
  const [open, setOpen] = useState(false);
  const actionData = useActionData() as { confirm?: ConfirmRequest } | undefined;
  const pending = actionData?.confirm?.key === confirmKey ? actionData.confirm : null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (submitter?.getAttribute("name") === CONFIRM_FIELD) return;
    if (shouldConfirm && !shouldConfirm(event.currentTarget)) return;
    event.preventDefault();
    setOpen(true);
  };

  if (pending) return <ConfirmStep request={pending} text={text} />;
  return (
    <>
      <Form method="post" preventScrollReset id={formId} onSubmit={onSubmit} className={className}>
        <input type="hidden" name={CONFIRM_KEY_FIELD} value={confirmKey} />
        {children}
      </Form>
      <ConfirmDialog
        text={text}
        open={open}
        onOpenChange={setOpen}
        confirmButton={
          <Button
            type="submit"
            form={formId}
            name={CONFIRM_FIELD}
            value="yes"
            variant={text.variant ?? "default"}
            onClick={() => setOpen(false)}
          >
            {text.confirmLabel}
          </Button>
        }
      />
    </>
  );
}

/** The question as part of the page (no JavaScript): the fields go again, hidden, with `confirmed=yes`. */
function ConfirmStep({ request, text }: { request: ConfirmRequest; text: ConfirmText }) {
  const location = useLocation();
  const titleId = useId();
  return (
    <section
      role="alert"
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-lg border-2 border-primary/60 bg-primary/5 p-4"
    >
      <h3 id={titleId} className="font-semibold text-foreground text-lg">
        {text.title}
      </h3>
      <div className="text-muted-foreground text-sm">{text.description}</div>
      <Form method="post" preventScrollReset className="flex flex-col-reverse gap-2 sm:flex-row">
        {Object.entries(request.fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <Button asChild variant="outline">
          <a href={`${location.pathname}${location.search}`}>{text.cancelLabel ?? "Cancelar"}</a>
        </Button>
        <Button type="submit" name={CONFIRM_FIELD} value="yes" variant={text.variant ?? "default"}>
          {text.confirmLabel}
        </Button>
      </Form>
    </section>
  );
}
