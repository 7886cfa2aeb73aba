import { describe, expect, test } from "vitest";
import { HOSTILE_TARGETS } from "#tests/support/hostile-redirects";
import { afterSignInPath, authPageHref, authReasonOf } from "./redirects";

describe("where a person lands after signing in", () => {
  test("from=agency goes on to the agency process, whatever else is asked", () => {
    expect(afterSignInPath({ from: "agency", redirectTo: "/vender" })).toBe("/proceso-agencia");
  });

  test("a remembered page on this site, with its query, is honoured", () => {
    expect(afterSignInPath({ redirectTo: "/vender?paso=2#fotos" })).toBe("/vender?paso=2#fotos");
    expect(afterSignInPath({ redirectTo: "/dashboard" })).toBe("/dashboard");
  });

  test("nothing, or pages that make no sense after signing in, lead to /dashboard", () => {
    expect(afterSignInPath({})).toBe("/dashboard");
    expect(afterSignInPath({ redirectTo: "/auth?tab=registro" })).toBe("/dashboard");
    expect(afterSignInPath({ redirectTo: "/salir" })).toBe("/dashboard");
    expect(afterSignInPath({ redirectTo: "/reset-password?token=x" })).toBe("/dashboard");
    expect(afterSignInPath({ redirectTo: "/en/verify-email?token=x" })).toBe("/dashboard");
    expect(afterSignInPath({ redirectTo: "/de/entrar-con-enlace?token=x" })).toBe("/dashboard");
  });

  test.each(HOSTILE_TARGETS)("another site is never a target: %j", (target) => {
    expect(afterSignInPath({ redirectTo: target })).toBe("/dashboard");
  });
});

test("the /auth link keeps the tab and where to go, and nothing else", () => {
  expect(authPageHref({})).toBe("/auth");
  expect(authPageHref({ tab: "signup", from: "agency" })).toBe("/auth?tab=registro&from=agency");
  expect(authPageHref({ redirectTo: "/vender?paso=2" })).toBe("/auth?redirectTo=%2Fvender%3Fpaso%3D2");
});

test("why someone came to /auth: the agency, a heart or a saved search, nothing else", () => {
  expect(["agency", "favorito", "busqueda"].map(authReasonOf)).toEqual(["agency", "favorito", "busqueda"]);
  for (const other of [null, "", "Agency", "favoritos", "/propiedad/1", "https://evil.example"])
    expect(authReasonOf(other)).toBeNull();
  expect(authPageHref({ from: "favorito", redirectTo: "/propiedad/1" })).toBe(
    "/auth?from=favorito&redirectTo=%2Fpropiedad%2F1",
  );
  // A buyer's reason changes the words, not where they go next.
  expect(afterSignInPath({ from: "busqueda", redirectTo: "/portal/guardar?q=x" })).toBe(
    "/portal/guardar?q=x",
  );
  expect(afterSignInPath({ from: "favorito", redirectTo: "https://evil.example" })).toBe("/dashboard");
});
