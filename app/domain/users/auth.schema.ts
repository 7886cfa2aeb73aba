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

/**
 * What a refused field says, in the reader's language: the sign-in and sign-up forms are also
 * shown in English, German, French and Dutch (docs/decisions/0061), and the browser checks them
 * with the same words the server answers with. Spanish below.
 */
export type AuthFieldMessages = {
  emailRequired: string;
  emailTooLong: string;
  email: string;
  passwordRequired: string;
  newPasswordRequired: string;
  passwordSpecMinimum: string;
  passwordMinimum: string;
  passwordMaximum: string;
  nameRequired: string;
  nameShort: string;
  nameLong: string;
  tokenMissing: string;
  tokenInvalid: string;
  confirmRequired: string;
  mismatch: string;
};

export const SPANISH_FIELD_MESSAGES: AuthFieldMessages = {
  emailRequired: "Introduce tu correo electrónico.",
  emailTooLong: "El correo electrónico es demasiado largo.",
  email: "Introduce un correo electrónico válido.",
  passwordRequired: "Introduce tu contraseña.",
  newPasswordRequired: PASSWORD_MESSAGES.required,
  passwordSpecMinimum: PASSWORD_MESSAGES.specMinimum,
  passwordMinimum: PASSWORD_MESSAGES.minimum,
  passwordMaximum: PASSWORD_MESSAGES.maximum,
  nameRequired: "Introduce tu nombre.",
  nameShort: "El nombre debe tener al menos 2 caracteres.",
  nameLong: "El nombre no puede tener más de 100 caracteres.",
  tokenMissing: "Falta el token.",
  tokenInvalid: "El enlace no es válido.",
  confirmRequired: "Repite la contraseña.",
  mismatch: PASSWORD_MESSAGES.mismatch,
};

const emailField = (m: AuthFieldMessages) =>
  singleLineText({ error: m.emailRequired })
    .trim()
    .toLowerCase()
    .max(254, m.emailTooLong)
    .pipe(z.email(m.email));

const newPasswordField = (m: AuthFieldMessages) =>
  z
    .string({ error: m.newPasswordRequired })
    .min(SPEC_PASSWORD_MIN_LENGTH, { error: m.passwordSpecMinimum, abort: true })
    .min(PASSWORD_MIN_LENGTH, { error: m.passwordMinimum, abort: true })
    .max(PASSWORD_MAX_LENGTH, m.passwordMaximum);

export const EmailField = emailField(SPANISH_FIELD_MESSAGES);
export const NewPasswordField = newPasswordField(SPANISH_FIELD_MESSAGES);

/** Where to go after signing in: a path on this site (checked again in redirects.ts). */
const RedirectField = z.string().max(2000).optional();
const FromField = z.enum(AUTH_REASONS).optional().catch(undefined);

export function signInSchema(m: AuthFieldMessages) {
  return z.object({
    email: emailField(m),
    password: z.string({ error: m.passwordRequired }).max(PASSWORD_MAX_LENGTH, m.passwordMaximum),
    redirectTo: RedirectField,
    from: FromField,
  });
}
export const SignInSchema = signInSchema(SPANISH_FIELD_MESSAGES);
export type SignInForm = z.infer<typeof SignInSchema>;

export function signUpSchema(m: AuthFieldMessages) {
  return z.object({
    name: singleLineText({ error: m.nameRequired }).trim().min(2, m.nameShort).max(100, m.nameLong),
    email: emailField(m),
    password: newPasswordField(m),
    redirectTo: RedirectField,
    from: FromField,
  });
}
export const SignUpSchema = signUpSchema(SPANISH_FIELD_MESSAGES);
export type SignUpForm = z.infer<typeof SignUpSchema>;

export function emailOnlySchema(m: AuthFieldMessages) {
  return z.object({ email: emailField(m) });
}
export const EmailOnlySchema = emailOnlySchema(SPANISH_FIELD_MESSAGES);
export type EmailOnlyForm = z.infer<typeof EmailOnlySchema>;

export function resetPasswordSchema(m: AuthFieldMessages) {
  return z
    .object({
      token: z
        .string({ error: m.tokenMissing })
        .min(1)
        .max(200)
        .refine(isTokenText, { error: m.tokenInvalid }),
      password: newPasswordField(m),
      confirmPassword: z.string({ error: m.confirmRequired }),
    })
    .refine((form) => form.password === form.confirmPassword, {
      path: ["confirmPassword"],
      error: m.mismatch,
    });
}
export const ResetPasswordSchema = resetPasswordSchema(SPANISH_FIELD_MESSAGES);
export type ResetPasswordForm = z.infer<typeof ResetPasswordSchema>;
