import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Send } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { FormField } from "#app/components/forms/form-field";
import { Button } from "#app/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "#app/components/ui/card";
import { Spinner } from "#app/components/ui/spinner";
import { TestEmailSchema } from "#app/domain/admin/schemas";
import { AdminFormAlert } from "./admin-form-alert";

export type ToolFeedback = { tone: "error" | "success"; title: string; message: string };

/** Spec §2 /admin/tools: send a test e-mail to check that mail leaves the platform. */
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
  const [form, fields] = useForm({
    id: "send-test-email",
    lastResult,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: TestEmailSchema }),
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
          <FormField
            label="Dirección de correo"
            field={fields.to}
            type="email"
            autoComplete="email"
            inputMode="email"
            autoCapitalize="none"
            spellCheck={false}
            placeholder="nombre@ejemplo.es"
          />
          {feedback ? (
            <AdminFormAlert tone={feedback.tone}>
              {feedback.tone === "error" ? `${feedback.title}. ` : null}
              {feedback.message}
            </AdminFormAlert>
          ) : null}
          <Button type="submit" disabled={submitting} className="self-start">
            {submitting ? (
              <Spinner label={null} className="size-4 text-current" />
            ) : (
              <Send aria-hidden="true" />
            )}
            Enviar correo de prueba
          </Button>
        </Form>
      </CardContent>
    </Card>
  );
}
