import { expect, test } from "vitest";
import { formText } from "./zod";

test("a form text loses control characters (NUL, ESC, DEL) but keeps tabs, line breaks and accents", () => {
  const schema = formText().trim().min(1, "Escribe algo.");
  expect(schema.parse(" Ático\u0000 en\u001b Cádiz\u007f\n\tcon vistas ")).toBe(
    "Ático en Cádiz\n\tcon vistas",
  );
  expect(schema.safeParse("\u0000\u0007").success).toBe(false);
});
