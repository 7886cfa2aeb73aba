import { NewPasswordField } from "#app/domain/users/auth.schema";
import { USER_ROLES } from "#app/domain/users/roles";
import { singleLineText, z } from "#app/lib/zod";
import { ADMIN_MESSAGES } from "./messages";

/**
 * The staff forms' schemas, shared by the browser (Conform) and the actions. Empty fields arrive
 * as `undefined`, so a field's "required" message is its type error.
 */

/**
 * better-auth ids (32 letters and digits) and the factories' UUIDs. Anything else is refused here,
 * before it reaches a query (a NUL character would make PostgreSQL fail the request).
 */
const RecordId = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,64}$/);

export const ADMIN_INTENTS = ["change-role", "unpublish", "republish", "resend-verification"] as const;
export type AdminIntent = (typeof ADMIN_INTENTS)[number];

/** The /admin actions, one per intent (STYLE.md: a route with several forms dispatches on `intent`). */
export const AdminActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("change-role"), userId: RecordId, role: z.enum(USER_ROLES) }),
  z.object({ intent: z.literal("unpublish"), propertyId: z.uuid() }),
  z.object({ intent: z.literal("republish"), propertyId: z.uuid() }),
  z.object({ intent: z.literal("resend-verification"), userId: RecordId }),
]);
export type AdminAction = z.infer<typeof AdminActionSchema>;

const StaffEmailField = singleLineText({ error: ADMIN_MESSAGES.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, ADMIN_MESSAGES.emailRequired)
  .max(254, "El correo electrónico es demasiado largo.")
  .pipe(z.email(ADMIN_MESSAGES.emailInvalid));

/** /admin/tools: 'Enviar correo de prueba' (the address is required). */
export const TestEmailSchema = z.object({
  intent: z.literal("send-test-email"),
  to: StaffEmailField,
});
export type TestEmailForm = z.infer<typeof TestEmailSchema>;

/** /admin/tools: 'Reintentar' on a failed job (its queue name and id, both checked before any query). */
export const RetryJobSchema = z.object({
  intent: z.literal("retry-job"),
  jobName: z
    .string()
    .trim()
    .regex(/^[\w-]{1,100}$/),
  jobId: z.uuid(),
});

/** /admin/tools: 'Crear usuario' (name, e-mail, password); role 'user' unless chosen. */
export const CreateUserSchema = z.object({
  intent: z.literal("create-user"),
  name: singleLineText({ error: "Introduce el nombre." })
    .trim()
    .min(2, "El nombre debe tener al menos 2 caracteres.")
    .max(100, "El nombre no puede tener más de 100 caracteres."),
  email: StaffEmailField,
  password: NewPasswordField,
  role: z.enum(USER_ROLES).default("user"),
});
export type CreateUserForm = z.infer<typeof CreateUserSchema>;

/** What /admin's action answers a row's dialog (the HTTP status says the same for scripts). */
export type AdminActionResult = { ok: true; title: string; message: string } | { ok: false; message: string };
