import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Send } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { EmailField } from "#app/components/forms/email-field";
import { useSchemaForm } from "#app/components/forms/use-schema-form";
import { Button } from "#app/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "#app/components/ui/card";
import { PendingIcon } from "#app/components/ui/spinner";
import { TestEmailSchema } from "#app/domain/admin/schemas";
import { ToolFeedbackAlert } from "./admin-form-alert";

export type ToolFeedback = { tone: "error" | "success"; title: string; message: string };

/** A tool's outcome as the toast (the card shows it inline as well). */
export const toolFeedbackToast = ({ tone, title, message }: ToolFeedback) => ({
  title,
  description: message,
  variant: tone === "error" ? ("destructive" as const) : ("success" as const),
});

/** Send a test e-mail to check that mail leaves the platform. */
export function TestEmailCard({
  lastResult,
  feedback,
  transport,
}: {
  lastResult: SubmissionResult<string[]> | undefined;
  feedback: ToolFeedback | null;
  transport: "smtp" | "outbox";
}) {
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formData?.get("intent") === "send-test-email";
  const [form, fields] = useSchemaForm({
    id: "send-test-email",
    schema: TestEmailSchema,
    lastResult,
    shouldValidate: "onSubmit",
  });
  return (
    <Card>
      <CardHeader>
        <h2 className="font-semibold text-xl leading-tight">Enviar correo de prueba</h2>
        <CardDescription>
          {transport === "smtp"
            ? "Se envía ahora mismo por el servidor SMTP configurado: si llega, el correo de la plataforma funciona."
            : "Sin SMTP configurado, los correos se guardan como archivos .eml en la carpeta outbox del servidor."}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
          <input type="hidden" name="intent" value="send-test-email" />
          <EmailField label="Dirección de correo" field={fields.to} placeholder="nombre@ejemplo.es" />
          {feedback ? <ToolFeedbackAlert feedback={feedback} /> : null}
          <Button type="submit" disabled={submitting} className="self-start">
            <PendingIcon pending={submitting} icon={Send} />
            Enviar correo de prueba
          </Button>
        </Form>
      </CardContent>
    </Card>
  );
}
