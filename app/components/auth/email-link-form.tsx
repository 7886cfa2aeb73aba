import type { LucideIcon } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { useFetcher } from "react-router";
import { Button } from "#app/components/ui/button";
import { Input } from "#app/components/ui/input";
import { Label } from "#app/components/ui/label";
import { PendingIcon } from "#app/components/ui/spinner";
import { toast } from "#app/components/ui/use-toast";

/** What an e-mail-a-link action answers (the sign-in link, the verification e-mail). */
export type EmailLinkResult<Intent extends string> = {
  intent: Intent;
  status: "sent" | "error" | "invalid";
  title: string;
  description: string;
};

type EmailLinkFormProps<Intent extends string> = {
  action: string;
  intent: Intent;
  label: string;
  icon: LucideIcon;
  /** Known address: sent as a hidden field. */
  email?: string | null;
  /** Ask for the address instead. */
  editable?: boolean;
  variant?: "default" | "outline";
  /** Other hidden fields the action reads (where to return afterwards). */
  hidden?: Record<string, string | null | undefined>;
  /** The address field's label in the page's language; Spanish unless told. */
  emailLabel?: string;
};

/**
 * A button that e-mails a link to an address. With JavaScript it posts in the background and
 * answers with a toast and a line under the button; without, the browser posts to `action`, whose
 * page shows the same answer.
 */
export function EmailLinkForm<Intent extends string>({
  action,
  intent,
  label,
  icon,
  email,
  editable = false,
  variant = "outline",
  hidden = {},
  emailLabel = "Correo electrónico",
}: EmailLinkFormProps<Intent>) {
  const fetcher = useFetcher<EmailLinkResult<Intent>>();
  const inputId = useId();
  const statusId = useId();
  const busy = fetcher.state !== "idle";
  const result = fetcher.data?.intent === intent ? fetcher.data : undefined;
  const toasted = useRef<EmailLinkResult<Intent> | undefined>(undefined);

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
    <fetcher.Form method="post" action={action} className="flex flex-col gap-3">
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(hidden).map(([name, value]) =>
        value ? <input key={name} type="hidden" name={name} value={value} /> : null,
      )}
      {editable ? (
        <div className="flex flex-col gap-2">
          <Label htmlFor={inputId}>{emailLabel}</Label>
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
        variant={variant}
        disabled={busy}
        className="h-auto min-h-11 w-full whitespace-normal py-2 sm:w-auto sm:self-start"
      >
        <PendingIcon pending={busy} icon={icon} />
        {label}
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
