import { AUTH_REASONS } from "#app/domain/users/redirects";
import { isTokenText } from "#app/lib/token-text";
import { singleLineText, z } from "#app/lib/zod";

/**
 * The auth forms' schemas, shared by the browser (Conform) and the actions. Empty fields arrive as
 * `undefined` (Conform), so each field's "required" message is its type error.
 */
/** The minimum (§5, §9) keeps its message; new passwords must also reach ours (8). */
export const SPEC_PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const PASSWORD_MESSAGES = {
  required: "Introduce una contraseña.",
  specMinimum: "La contraseña debe tener al menos 6 caracteres.",
  minimum: "Por seguridad, la contraseña debe tener al menos 8 caracteres.",
  maximum: "La contraseña no puede tener más de 128 caracteres.",
  mismatch: "Las contraseñas no coinciden.",
} as const;

export const EmailField = singleLineText({ error: "Introduce tu correo electrónico." })
  .trim()
  .toLowerCase()
  .max(254, "El correo electrónico es demasiado largo.")
  .pipe(z.email("Introduce un correo electrónico válido."));

export const NewPasswordField = z
  .string({ error: PASSWORD_MESSAGES.required })
  .min(SPEC_PASSWORD_MIN_LENGTH, { error: PASSWORD_MESSAGES.specMinimum, abort: true })
  .min(PASSWORD_MIN_LENGTH, { error: PASSWORD_MESSAGES.minimum, abort: true })
  .max(PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES.maximum);

/** Where to go after signing in: a path on this site (checked again in redirects.ts). */
const RedirectField = z.string().max(2000).optional();
const FromField = z.enum(AUTH_REASONS).optional().catch(undefined);

export const SignInSchema = z.object({
  email: EmailField,
  password: z
    .string({ error: "Introduce tu contraseña." })
    .max(PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES.maximum),
  redirectTo: RedirectField,
  from: FromField,
});
export type SignInForm = z.infer<typeof SignInSchema>;

export const SignUpSchema = z.object({
  name: singleLineText({ error: "Introduce tu nombre." })
    .trim()
    .min(2, "El nombre debe tener al menos 2 caracteres.")
    .max(100, "El nombre no puede tener más de 100 caracteres."),
  email: EmailField,
  password: NewPasswordField,
  redirectTo: RedirectField,
  from: FromField,
});
export type SignUpForm = z.infer<typeof SignUpSchema>;

export const EmailOnlySchema = z.object({ email: EmailField });
export type EmailOnlyForm = z.infer<typeof EmailOnlySchema>;

export const ResetPasswordSchema = z
  .object({
    token: z
      .string({ error: "Falta el token." })
      .min(1)
      .max(200)
      .refine(isTokenText, { error: "El enlace no es válido." }),
    password: NewPasswordField,
    confirmPassword: z.string({ error: "Repite la contraseña." }),
  })
  .refine((form) => form.password === form.confirmPassword, {
    path: ["confirmPassword"],
    error: PASSWORD_MESSAGES.mismatch,
  });
export type ResetPasswordForm = z.infer<typeof ResetPasswordSchema>;
