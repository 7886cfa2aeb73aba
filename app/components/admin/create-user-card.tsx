import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { UserPlus } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { EmailField } from "#app/components/forms/email-field";
import { FormField, NativeSelectField } from "#app/components/forms/form-field";
import { useSchemaForm } from "#app/components/forms/use-schema-form";
import { Button } from "#app/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "#app/components/ui/card";
import { PendingIcon } from "#app/components/ui/spinner";
import { roleLabel } from "#app/domain/admin/messages";
import { CreateUserSchema } from "#app/domain/admin/schemas";
import { PASSWORD_MIN_LENGTH } from "#app/domain/users/auth.schema";
import { USER_ROLES } from "#app/domain/users/roles";
import { AdminFormAlert } from "./admin-form-alert";
import type { ToolFeedback } from "./test-email-card";

/** Name, e-mail and password; role 'Usuario' unless staff choose another. */
export function CreateUserCard({
  lastResult,
  feedback,
}: {
  lastResult: SubmissionResult<string[]> | undefined;
  feedback: ToolFeedback | null;
}) {
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formData?.get("intent") === "create-user";
  const [form, fields] = useSchemaForm({ id: "create-user", schema: CreateUserSchema, lastResult });
  return (
    <Card>
      <CardHeader>
        <h2 className="font-semibold text-xl leading-tight">Crear usuario</h2>
        <CardDescription>
          La cuenta empieza sin verificar: le enviamos un correo para que confirme su dirección. Después puede
          elegir su propia contraseña desde «¿Has olvidado tu contraseña?».
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
          <input type="hidden" name="intent" value="create-user" />
          <FormField label="Nombre" field={fields.name} autoComplete="off" />
          <EmailField field={fields.email} autoComplete="off" />
          <FormField
            label="Contraseña"
            field={fields.password}
            type="password"
            autoComplete="new-password"
            keepValue={false}
            hint={`Al menos ${PASSWORD_MIN_LENGTH} caracteres.`}
          />
          <NativeSelectField label="Rol" field={fields.role} defaultValue="user">
            {USER_ROLES.map((role) => (
              <option key={role} value={role}>
                {roleLabel(role)}
              </option>
            ))}
          </NativeSelectField>
          {feedback ? (
            <AdminFormAlert id={form.errorId} tone={feedback.tone}>
              {feedback.message}
            </AdminFormAlert>
          ) : null}
          <Button type="submit" disabled={submitting} className="self-start">
            <PendingIcon pending={submitting} icon={UserPlus} />
            Crear usuario
          </Button>
        </Form>
      </CardContent>
    </Card>
  );
}
