import { type FieldMetadata, getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Pencil, Save } from "lucide-react";
import { useEffect, useState } from "react";
import { Form, useNavigation } from "react-router";
import { controlProps, FieldShell } from "#app/components/forms/field-shell";
import { Button } from "#app/components/ui/button";
import { Input } from "#app/components/ui/input";
import { Label } from "#app/components/ui/label";
import { PendingIcon } from "#app/components/ui/spinner";
import { ProfileSchema } from "#app/domain/users/profile.schema";
import type { Profile } from "#app/domain/users/profile.server";

/**
 * 'Mis Datos' personal data: read-only until 'Editar'; name and DNI editable, e-mail
 * never. The same schema checks in the browser and in the action.
 */
export function ProfileForm({
  profile,
  result,
}: {
  profile: Profile;
  result: SubmissionResult<string[]> | undefined;
}) {
  const navigation = useNavigation();
  const isSaving = navigation.state !== "idle" && navigation.formData?.get("intent") === "update-profile";
  const hasServerErrors = Boolean(result && result.status === "error");
  const [isEditing, setEditing] = useState(hasServerErrors);
  useEffect(() => {
    if (hasServerErrors) setEditing(true);
  }, [hasServerErrors]);
  // A saved profile comes back from the loader as a new object: leave edit mode.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the new profile is the trigger.
  useEffect(() => {
    setEditing(false);
  }, [profile]);

  const [form, fields] = useForm({
    id: "profile-form",
    lastResult: isEditing ? result : undefined,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    defaultValue: { name: profile.name, dni: profile.dni ?? "" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ProfileSchema }),
  });

  return (
    <section
      aria-labelledby="profile-heading"
      className="flex flex-col gap-5 rounded-xl border border-border bg-card p-5 shadow-card sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="profile-heading" className="font-semibold text-foreground text-lg">
          Datos personales
        </h2>
        {isEditing ? null : (
          <Button type="button" variant="outline" onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" /> Editar
          </Button>
        )}
      </div>
      {isEditing ? (
        <Form method="post" {...getFormProps(form)} className="flex flex-col gap-5">
          <input type="hidden" name="intent" value="update-profile" />
          <TextField label="Nombre completo" field={fields.name} autoComplete="name" />
          <TextField
            label="DNI o NIE"
            field={fields.dni}
            autoComplete="off"
            hint="Con su letra, p. ej. 12345678Z."
          />
          <ReadOnlyEmail email={profile.email} />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={() => setEditing(false)} disabled={isSaving}>
              Cancelar
            </Button>
            <Button type="submit" disabled={isSaving}>
              <PendingIcon pending={isSaving} icon={Save} />
              Guardar Cambios
            </Button>
          </div>
        </Form>
      ) : (
        <dl className="grid gap-4 sm:grid-cols-2">
          <Fact term="Nombre completo" value={profile.name} />
          <Fact term="DNI o NIE" value={profile.dni ?? "Sin indicar"} />
          <Fact term="Correo electrónico" value={profile.email} />
        </dl>
      )}
    </section>
  );
}

function Fact({ term, value }: { term: string; value: string }) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <dt className="text-muted-foreground text-sm">{term}</dt>
      <dd className="break-words font-medium text-foreground">{value}</dd>
    </div>
  );
}

function ReadOnlyEmail({ email }: { email: string }) {
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor="profile-email">Correo electrónico</Label>
      <Input
        id="profile-email"
        value={email}
        readOnly
        aria-describedby="profile-email-hint"
        className="bg-muted"
      />
      <p id="profile-email-hint" className="text-muted-foreground text-sm">
        El correo electrónico no se puede cambiar.
      </p>
    </div>
  );
}

function TextField({
  label,
  field,
  hint,
  autoComplete,
}: {
  label: string;
  field: FieldMetadata<string | null | undefined>;
  hint?: string;
  autoComplete: string;
}) {
  return (
    <FieldShell field={field} label={label} hint={hint}>
      <Input {...controlProps(field, { hasHint: Boolean(hint) })} autoComplete={autoComplete} />
    </FieldShell>
  );
}
