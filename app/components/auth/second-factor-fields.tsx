import { ShieldCheck } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { controlProps, FieldShell, plainField } from "#app/components/forms/field-shell";
import { Input } from "#app/components/ui/input";
import { SECOND_FACTOR_MESSAGES as M } from "#app/domain/users/second-factor-messages";
import { AuthSubmitButton } from "./auth-submit-button";

/** A six-digit code from the app, or a recovery code: what phones offer to fill in. */
export function SecondFactorCodeField({ recovery = false, error }: { recovery?: boolean; error?: string }) {
  const field = plainField({ id: recovery ? "recovery-code" : "totp-code", name: "code", error });
  const hint = recovery ? M.recoveryHint : undefined;
  return (
    <FieldShell field={field} label={recovery ? M.recoveryLabel : M.codeLabel} hint={hint}>
      <Input
        {...controlProps(field, { hasHint: Boolean(hint), keepValue: false })}
        required
        autoFocus
        autoComplete="one-time-code"
        spellCheck={false}
        autoCapitalize="none"
        {...(recovery
          ? { maxLength: 11 }
          : { inputMode: "numeric" as const, pattern: "[0-9]{6}", maxLength: 6 })}
      />
    </FieldShell>
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
