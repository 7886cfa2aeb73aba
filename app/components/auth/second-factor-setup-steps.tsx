import { KeyRound, ShieldCheck, ShieldOff } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { controlProps, FieldShell, plainField } from "#app/components/forms/field-shell";
import { Input } from "#app/components/ui/input";
import { SECOND_FACTOR_MESSAGES as M } from "#app/domain/users/second-factor-messages";
import { AuthSubmitButton } from "./auth-submit-button";
import { SecondFactorCodeField } from "./second-factor-fields";

function PasswordForm({
  intent,
  label,
  error,
}: {
  intent: "start" | "turn-off";
  label: string;
  error?: string;
}) {
  const navigation = useNavigation();
  const field = plainField({ id: `${intent}-password`, name: "password", error });
  return (
    <Form method="post" replace className="flex flex-col gap-4">
      <input type="hidden" name="intent" value={intent} />
      <FieldShell field={field} label={M.passwordLabel}>
        <Input
          {...controlProps(field, { keepValue: false })}
          type="password"
          required
          maxLength={128}
          autoComplete="current-password"
        />
      </FieldShell>
      <AuthSubmitButton
        pending={navigation.state !== "idle"}
        icon={intent === "start" ? KeyRound : ShieldOff}
      >
        {label}
      </AuthSubmitButton>
    </Form>
  );
}

export const StartSetupForm = ({ error }: { error?: string }) => (
  <PasswordForm intent="start" label={M.start} error={error} />
);

export const TurnOffForm = ({ error }: { error?: string }) => (
  <PasswordForm intent="turn-off" label={M.turnOff} error={error} />
);

export type ScanStep = { totpUri: string; secret: string; qrImage: string; recoveryCodes: string[] };

/** The new secret (QR and base32), the recovery codes shown this once, and the confirming code. */
export function ScanAndConfirm({ step, error }: { step: ScanStep; error?: string }) {
  const navigation = useNavigation();
  return (
    <div className="flex flex-col gap-6">
      <section className="flex flex-col gap-3">
        <h2 className="font-semibold text-lg">{M.scanTitle}</h2>
        <p className="text-muted-foreground text-sm">{M.scanLead}</p>
        <img
          src={step.qrImage}
          alt="Código QR para tu aplicación de autenticación"
          width={200}
          height={200}
          className="self-center"
        />
        <p className="text-sm">
          {M.secretLabel}:{" "}
          <code data-testid="totp-secret" className="break-all font-mono text-base">
            {step.secret}
          </code>
        </p>
      </section>
      <section className="flex flex-col gap-3">
        <h2 className="font-semibold text-lg">{M.recoveryTitle}</h2>
        <p className="text-muted-foreground text-sm">{M.recoveryLead}</p>
        <ul aria-label={M.recoveryTitle} className="grid grid-cols-2 gap-2 font-mono text-sm">
          {step.recoveryCodes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ul>
      </section>
      <section className="flex flex-col gap-3">
        <h2 className="font-semibold text-lg">{M.confirmTitle}</h2>
        <Form method="post" replace className="flex flex-col gap-4">
          <input type="hidden" name="intent" value="confirm" />
          <input type="hidden" name="totpUri" value={step.totpUri} />
          {step.recoveryCodes.map((code) => (
            <input key={code} type="hidden" name="recoveryCode" value={code} />
          ))}
          <SecondFactorCodeField error={error} />
          <AuthSubmitButton pending={navigation.state !== "idle"} icon={ShieldCheck}>
            {M.confirm}
          </AuthSubmitButton>
        </Form>
      </section>
    </div>
  );
}
