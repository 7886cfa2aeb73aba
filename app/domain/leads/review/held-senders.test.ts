import { describe, expect, test } from "vitest";
import { groupBySender } from "./held-senders";

const row = (id: string, buyerEmail: string, senderAddressHash: string | null = null) => ({
  id,
  buyerEmail,
  senderAddressHash,
});

describe("held contacts by sender", () => {
  test("one e-mail however it is spelt is one sender", () => {
    const groups = groupBySender([
      row("1", "Ana.Lopez@gmail.com", "a1"),
      row("2", "analopez+piso@gmail.com", "a2"),
      row("3", "laia@example.es", "a3"),
    ]);
    expect(groups.map((group) => group.map((entry) => entry.id))).toEqual([["1", "2"], ["3"]]);
  });

  test("a script changing its e-mail on every post from one connection is one sender", () => {
    const flood = Array.from({ length: 50 }, (_, index) => row(`f${index}`, `bot-${index}@example.es`, "x"));
    const groups = groupBySender([row("real", "laia@example.es", "y"), ...flood]);
    expect(groups.map((group) => group.length)).toEqual([1, 50]);
    expect(groups[0]?.[0]?.id).toBe("real");
  });

  test("senders linked through another contact are one; groups keep the rows' order", () => {
    const groups = groupBySender([
      row("1", "a@example.es", "x"),
      row("2", "b@example.es", "y"),
      row("3", "b@example.es", "x"),
      row("4", "c@example.es"),
    ]);
    expect(groups.map((group) => group.map((entry) => entry.id))).toEqual([["1", "2", "3"], ["4"]]);
  });
});
