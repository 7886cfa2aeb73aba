import { afterEach, beforeEach, vi } from "vitest";

// A stray console.error is a bug the test did not look at: fail the test that caused it.
let errors: unknown[][] = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});
afterEach(() => {
  vi.mocked(console.error).mockRestore();
  if (errors.length > 0) {
    throw new Error(
      `console.error was called:\n${errors.map((args) => args.map(String).join(" ")).join("\n")}`,
    );
  }
});
