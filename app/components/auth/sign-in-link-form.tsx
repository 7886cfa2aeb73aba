import { Mail } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { useFetcher } from "react-router";
import { Button } from "#app/components/ui/button";
import { Input } from "#app/components/ui/input";
import { Label } from "#app/components/ui/label";
import { PendingIcon } from "#app/components/ui/spinner";
import { toast } from "#app/components/ui/use-toast";

export const SIGN_IN_LINK_ACTION = "/entrar-con-enlace";

/** What /entrar-con-enlace's action answers to intent=request. */
export type SignInLinkRequestResult = {
  intent: "request";
  status: "sent" | "error" | "invalid";
  title: string;
  description: string;
};

type SignInLinkFormProps = {
  /** Known address (a refused sign-in): sent as a hidden field. */
  email?: string | null;
  /** Ask for the address instead (the link page itself). */
  editable?: boolean;
};

/**
 * "Enviarme un enlace para entrar". With JavaScript it posts in the background and answers with a
 * toast and a line under the button; without, the browser posts to /entrar-con-enlace, which shows
 * the same answer.
 */
export function SignInLinkForm({ email, editable = false }: SignInLinkFormProps) {
  const fetcher = useFetcher<SignInLinkRequestResult>();
  const inputId = useId();
  const statusId = useId();
  const busy = fetcher.state !== "idle";
  const result = fetcher.data?.intent === "request" ? fetcher.data : undefined;
  const toasted = useRef<SignInLinkRequestResult | undefined>(undefined);

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
    <fetcher.Form method="post" action={SIGN_IN_LINK_ACTION} className="flex flex-col gap-3">
      <input type="hidden" name="intent" value="request" />
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
        variant={editable ? "default" : "outline"}
        disabled={busy}
        className="h-auto min-h-11 w-full whitespace-normal py-2 sm:w-auto sm:self-start"
      >
        <PendingIcon pending={busy} icon={Mail} />
        Enviarme un enlace para entrar
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
