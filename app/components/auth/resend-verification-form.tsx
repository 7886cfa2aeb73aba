import { Send } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { useFetcher } from "react-router";
import { Button } from "#app/components/ui/button";
import { Input } from "#app/components/ui/input";
import { Label } from "#app/components/ui/label";
import { PendingIcon } from "#app/components/ui/spinner";
import { toast } from "#app/components/ui/use-toast";

export const RESEND_VERIFICATION_ACTION = "/verify-email";

/** What /verify-email's action answers to intent=resend. */
export type ResendResult = {
  intent: "resend";
  status: "sent" | "error" | "invalid";
  title: string;
  description: string;
};

type ResendVerificationFormProps = {
  /** Known address (after signing up or a refused sign-in): sent as a hidden field. */
  email?: string | null;
  /** Ask for the address instead (the verify page after an expired link). */
  editable?: boolean;
  from?: "agency" | null;
  redirectTo?: string | null;
};

/**
 * "Reenviar correo de verificación". With JavaScript it posts in the background and answers
 * with a toast and a line under the button; without, the browser posts to /verify-email, which
 * shows the same answer.
 */
export function ResendVerificationForm({
  email,
  editable = false,
  from,
  redirectTo,
}: ResendVerificationFormProps) {
  const fetcher = useFetcher<ResendResult>();
  const inputId = useId();
  const statusId = useId();
  const busy = fetcher.state !== "idle";
  const result = fetcher.data?.intent === "resend" ? fetcher.data : undefined;
  const toasted = useRef<ResendResult | undefined>(undefined);

  useEffect(() => {
    if (!result || toasted.current === result) return;
    toasted.current = result;
    toast({
      title: result.title,
      description: result.description,
      variant: result.status === "sent" ? "success" : "destructive",
    });
  }, [result]);

  return (
    <fetcher.Form method="post" action={RESEND_VERIFICATION_ACTION} className="flex flex-col gap-3">
      <input type="hidden" name="intent" value="resend" />
      {from ? <input type="hidden" name="from" value={from} /> : null}
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      {editable ? (
        <div className="flex flex-col gap-2">
          <Label htmlFor={inputId}>Correo electrónico</Label>
          <Input
            id={inputId}
            name="email"
            type="email"
            autoComplete="email"
            required
            defaultValue={email ?? undefined}
            aria-describedby={result ? statusId : undefined}
          />
        </div>
      ) : (
        <input type="hidden" name="email" value={email ?? ""} />
      )}
      <Button
        type="submit"
        variant="outline"
        disabled={busy}
        className="h-auto min-h-11 w-full whitespace-normal py-2 sm:w-auto sm:self-start"
      >
        <PendingIcon pending={busy} icon={Send} />
        Reenviar correo de verificación
      </Button>
      {result ? (
        <p
          id={statusId}
          role={result.status === "sent" ? "status" : "alert"}
          className={result.status === "sent" ? "text-muted-foreground text-sm" : "text-destructive text-sm"}
        >
          {result.description}
        </p>
      ) : null}
    </fetcher.Form>
  );
}
