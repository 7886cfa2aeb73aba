import { expect, test } from "vitest";
import { isUuid } from "./uuid";

test("a UUID of any version and case is one; anything PostgreSQL would refuse is not", () => {
  expect(isUuid("0b7c2a58-3d5e-4f3a-9a51-2f7f0c1e9d11")).toBe(true);
  expect(isUuid("0B7C2A58-3D5E-4F3A-9A51-2F7F0C1E9D11")).toBe(true);
  expect(isUuid("00000000-0000-0000-0000-000000000001")).toBe(true);
  for (const refused of [
    "",
    "1",
    "' or 1=1 --",
    "0b7c2a58-3d5e-4f3a-9a51-2f7f0c1e9d1",
    "lead:0b7c2a58-3d5e-4f3a-9a51-2f7f0c1e9d11",
    null,
    42,
  ])
    expect(isUuid(refused)).toBe(false);
});
