import { ShieldCheck } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { Input } from "#app/components/ui/input";
import { Label } from "#app/components/ui/label";
import { SECOND_FACTOR_MESSAGES as M } from "#app/domain/users/second-factor-messages";
import { AuthSubmitButton } from "./auth-submit-button";

/** A six-digit code from the app, or a recovery code: what phones offer to fill in. */
export function SecondFactorCodeField({ recovery = false, error }: { recovery?: boolean; error?: string }) {
  const id = recovery ? "recovery-code" : "totp-code";
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{recovery ? M.recoveryLabel : M.codeLabel}</Label>
      <Input
        id={id}
        name="code"
        required
        autoFocus
        autoComplete="one-time-code"
        spellCheck={false}
        autoCapitalize="none"
        {...(recovery
          ? { maxLength: 11, "aria-describedby": `${id}-hint` }
          : { inputMode: "numeric" as const, pattern: "[0-9]{6}", maxLength: 6 })}
        aria-invalid={error ? true : undefined}
        aria-errormessage={error ? `${id}-error` : undefined}
      />
      {recovery ? (
        <p id={`${id}-hint`} className="text-muted-foreground text-sm">
          {M.recoveryHint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-destructive text-sm">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The code form of the sign-in (and of a session that still owes the factor). */
export function SecondFactorChallengeForm({ recovery, error }: { recovery: boolean; error?: string }) {
  const navigation = useNavigation();
  return (
    <Form method="post" replace className="flex flex-col gap-4">
      <input type="hidden" name="intent" value={recovery ? "recovery" : "totp"} />
      <SecondFactorCodeField recovery={recovery} error={error} />
      <AuthSubmitButton pending={navigation.state !== "idle"} icon={ShieldCheck}>
        {M.verify}
      </AuthSubmitButton>
    </Form>
  );
}
