import { describe, expect, test } from "vitest";
import { describeAuditEntry } from "./audit-labels";
import { roleLabel, visibilityLabel } from "./messages";
import { AdminActionSchema, CreateUserSchema, TestEmailSchema } from "./schemas";

describe("the test e-mail form", () => {
  test("an empty address gets the spec's message", () => {
    for (const to of [undefined, "", "   "]) {
      const result = TestEmailSchema.safeParse({ intent: "send-test-email", to });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe("Por favor, introduce una dirección de correo.");
    }
  });

  test("a malformed address is refused, a valid one is trimmed and lower-cased", () => {
    expect(
      TestEmailSchema.safeParse({ intent: "send-test-email", to: "no-es-un-correo" }).error?.issues[0]
        ?.message,
    ).toBe("Introduce un correo electrónico válido.");
    expect(TestEmailSchema.parse({ intent: "send-test-email", to: " Ana@Ejemplo.ES " }).to).toBe(
      "ana@ejemplo.es",
    );
  });
});

describe("the create-user form", () => {
  const valid = {
    intent: "create-user",
    name: "Lucía Romero",
    email: "lucia@ejemplo.es",
    password: "una-clave-larga",
  };

  test("the role is 'user' unless another is chosen", () => {
    expect(CreateUserSchema.parse(valid).role).toBe("user");
    expect(CreateUserSchema.parse({ ...valid, role: "tester" }).role).toBe("tester");
  });

  test("an unknown role, a short password or a missing name is refused in Spanish", () => {
    expect(CreateUserSchema.safeParse({ ...valid, role: "superadmin" }).success).toBe(false);
    expect(CreateUserSchema.safeParse({ ...valid, password: "12345" }).error?.issues[0]?.message).toBe(
      "La contraseña debe tener al menos 6 caracteres.",
    );
    expect(CreateUserSchema.safeParse({ ...valid, name: undefined }).error?.issues[0]?.message).toBe(
      "Introduce el nombre.",
    );
  });
});

describe("the /admin actions", () => {
  test("each intent needs its own fields", () => {
    expect(AdminActionSchema.safeParse({ intent: "change-role", userId: "u1", role: "tester" }).success).toBe(
      true,
    );
    expect(AdminActionSchema.safeParse({ intent: "change-role", userId: "u1", role: "root" }).success).toBe(
      false,
    );
    expect(AdminActionSchema.safeParse({ intent: "unpublish", propertyId: "not-a-uuid" }).success).toBe(
      false,
    );
    expect(
      AdminActionSchema.safeParse({ intent: "republish", propertyId: "0b7c2a58-3d5e-4f3a-9a51-2f7f0c1e9d11" })
        .success,
    ).toBe(true);
    expect(AdminActionSchema.safeParse({ intent: "delete-everything" }).success).toBe(false);
  });
});

describe("labels", () => {
  test("roles and visibility in Spanish", () => {
    expect([roleLabel("user"), roleLabel("tester"), roleLabel("admin")]).toEqual([
      "Usuario",
      "Tester",
      "Administrador",
    ]);
    expect(visibilityLabel("draft")).toBe("Borrador");
    expect(visibilityLabel("unpublished")).toBe("Retirado");
    expect(visibilityLabel("published")).toBeNull();
    expect(visibilityLabel("sold")).toBeNull();
  });

  test("audit entries read as what the actor did", () => {
    expect(
      describeAuditEntry({
        action: "user.role_changed",
        targetId: "u1",
        details: { email: "marta@ejemplo.es", from: "user", to: "tester" },
      }),
    ).toBe("cambió el rol de marta@ejemplo.es de Usuario a Tester");
    expect(
      describeAuditEntry({
        action: "property.unpublished",
        targetId: "p1",
        details: { title: "Ático en Gràcia" },
      }),
    ).toBe("retiró del portal «Ático en Gràcia»");
    expect(describeAuditEntry({ action: "email.test_sent", targetId: "ana@ejemplo.es", details: {} })).toBe(
      "envió un correo de prueba a ana@ejemplo.es",
    );
    expect(describeAuditEntry({ action: "something.new", targetId: "x", details: {} })).toBe(
      "something.new (x)",
    );
  });
});
