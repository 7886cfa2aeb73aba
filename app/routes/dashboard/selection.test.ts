import type { ShouldRevalidateFunctionArgs } from "react-router";
import { describe, expect, test } from "vitest";
import { skipSelectionOnlyChange } from "./selection";

const change = (from: string, to: string, formMethod?: "POST") =>
  skipSelectionOnlyChange({
    currentUrl: new URL(from, "http://localhost"),
    nextUrl: new URL(to, "http://localhost"),
    formMethod,
    defaultShouldRevalidate: true,
  } as ShouldRevalidateFunctionArgs);

describe("what picking a property reloads", () => {
  test("another ?propiedad= on the same page reloads nothing", () => {
    expect(change("/dashboard", "/dashboard?propiedad=b")).toBe(false);
    expect(change("/dashboard?propiedad=a", "/dashboard?propiedad=b")).toBe(false);
  });

  test("a form sent, another tab or another parameter revalidates as React Router would", () => {
    expect(change("/dashboard?propiedad=a", "/dashboard?propiedad=a", "POST")).toBe(true);
    expect(change("/dashboard?propiedad=a", "/dashboard/pagos?propiedad=a")).toBe(true);
    expect(change("/dashboard/compradores", "/dashboard/compradores?contacto=l1")).toBe(true);
  });
});
