import { expect, test } from "vitest";
import { DEED_CONFIRMED_OUTSIDE_REFUSAL, declarationRefusal } from "./deed-evidence";

test("once the buyer confirmed the deed, step 6 cannot declare a buyer from outside", () => {
  expect(declarationRefusal("outside", true)).toBe(DEED_CONFIRMED_OUTSIDE_REFUSAL);
  expect(declarationRefusal("lead", true)).toBeNull();
  expect(declarationRefusal("outside", false)).toBeNull();
});
