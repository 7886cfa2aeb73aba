import { describe, expect, test } from "vitest";
import { createLimiter } from "#app/lib/concurrency";

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe("createLimiter", () => {
  test("never runs more than the limit at once, and runs every task in arrival order", async () => {
    const limited = createLimiter(2);
    let running = 0;
    let mostAtOnce = 0;
    const started: number[] = [];
    const results = await Promise.all(
      Array.from({ length: 7 }, (_, index) =>
        limited(async () => {
          started.push(index);
          running++;
          mostAtOnce = Math.max(mostAtOnce, running);
          await tick();
          running--;
          return index * 10;
        }),
      ),
    );
    expect(mostAtOnce).toBe(2);
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(results).toEqual([0, 10, 20, 30, 40, 50, 60]);
  });

  test("a failed task frees its place and its error reaches its caller only", async () => {
    const limited = createLimiter(1);
    const failing = limited(async () => {
      throw new Error("roto");
    });
    const next = limited(async () => "hecho");
    await expect(failing).rejects.toThrow("roto");
    await expect(next).resolves.toBe("hecho");
  });
});
