import { describe, expect, test } from "vitest";
import { PASSWORD_MESSAGES, ResetPasswordSchema, SignInSchema, SignUpSchema } from "./auth.schema";
import { tooManyAttemptsMessage } from "./auth-messages";
import { isPastAbsoluteLifetime, SESSION_ABSOLUTE_SECONDS } from "./session-policy";

const firstMessage = (
  result: { success: boolean; error?: { issues: Array<{ message: string; path: PropertyKey[] }> } },
  field: string,
) => result.error?.issues.find((issue) => issue.path[0] === field)?.message;

describe("new passwords", () => {
  const signUp = (password: string | undefined) =>
    SignUpSchema.safeParse({ name: "Ana", email: "ana@example.es", password });

  test("shorter than 6: the spec's message", () => {
    expect(firstMessage(signUp("abc"), "password")).toBe("La contraseña debe tener al menos 6 caracteres.");
  });
  test("6 or 7: our minimum of 8", () => {
    expect(firstMessage(signUp("abcdef"), "password")).toBe(PASSWORD_MESSAGES.minimum);
    expect(firstMessage(signUp("abcdefg"), "password")).toBe(PASSWORD_MESSAGES.minimum);
  });
  test("8 to 128 pass; more than 128 does not", () => {
    expect(signUp("abcdefgh").success).toBe(true);
    expect(signUp("x".repeat(128)).success).toBe(true);
    expect(firstMessage(signUp("x".repeat(129)), "password")).toBe(PASSWORD_MESSAGES.maximum);
  });
  test("missing", () => {
    expect(firstMessage(signUp(undefined), "password")).toBe(PASSWORD_MESSAGES.required);
  });
});

describe("the reset form", () => {
  test("the two passwords must match: 'Las contraseñas no coinciden.' on the second field", () => {
    const result = ResetPasswordSchema.safeParse({
      token: "t",
      password: "abcdefgh",
      confirmPassword: "abcdefgX",
    });
    expect(firstMessage(result, "confirmPassword")).toBe("Las contraseñas no coinciden.");
  });
  test("a short password gets the spec's message", () => {
    const result = ResetPasswordSchema.safeParse({ token: "t", password: "abc", confirmPassword: "abc" });
    expect(firstMessage(result, "password")).toBe("La contraseña debe tener al menos 6 caracteres.");
  });
});

describe("e-mail and sign-in fields", () => {
  test("the address is trimmed and lower-cased", () => {
    expect(SignInSchema.parse({ email: "  Ana@Example.ES ", password: "x" }).email).toBe("ana@example.es");
  });
  test("an invalid address has a Spanish message", () => {
    expect(firstMessage(SignInSchema.safeParse({ email: "ana@", password: "x" }), "email")).toBe(
      "Introduce un correo electrónico válido.",
    );
  });
  test("signing in does not impose the new-password rules (old accounts may have 6 characters)", () => {
    expect(SignInSchema.safeParse({ email: "a@example.es", password: "abcdef" }).success).toBe(true);
  });
  test("an unknown 'from' is ignored rather than refused", () => {
    expect(SignInSchema.parse({ email: "a@example.es", password: "x", from: "evil" }).from).toBeUndefined();
  });
});

describe("rate limit message and session lifetime", () => {
  test("the wait is given in whole minutes, at least one", () => {
    expect(tooManyAttemptsMessage(5_000)).toBe(
      "Por seguridad, espera 1 minuto antes de volver a intentarlo.",
    );
    expect(tooManyAttemptsMessage(14 * 60_000 + 1)).toBe(
      "Por seguridad, espera 15 minutos antes de volver a intentarlo.",
    );
  });
  test("a session older than the absolute lifetime is over", () => {
    const now = new Date("2025-06-30T12:00:00Z");
    const justInside = new Date(now.getTime() - (SESSION_ABSOLUTE_SECONDS - 1) * 1000);
    expect(isPastAbsoluteLifetime(justInside, now)).toBe(false);
    expect(isPastAbsoluteLifetime(new Date(now.getTime() - SESSION_ABSOLUTE_SECONDS * 1000), now)).toBe(true);
  });
});
