import { describe, expect, test } from "vitest";
import { createSemaphore } from "./semaphore.server";

function deferred() {
  let resolve: () => void = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe("createSemaphore", () => {
  test("runs at most `size` tasks at once, the rest in arrival order", async () => {
    const lane = createSemaphore(2);
    const gates = [deferred(), deferred(), deferred(), deferred()];
    const started: number[] = [];
    const results = gates.map((gate, index) =>
      lane.run(async () => {
        started.push(index);
        await gate.promise;
        return index;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(lane.load).toEqual({ running: 2, waiting: 2 });
    gates[1]?.resolve();
    await results[1];
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    for (const gate of gates) gate.resolve();
    expect(await Promise.all(results)).toEqual([0, 1, 2, 3]);
    expect(lane.load).toEqual({ running: 0, waiting: 0 });
  });

  test("a task that throws gives its place to the next", async () => {
    const lane = createSemaphore(1);
    const failing = lane.run(async () => {
      throw new Error("falla");
    });
    const next = lane.run(async () => "siguiente");
    await expect(failing).rejects.toThrow("falla");
    expect(await next).toBe("siguiente");
    expect(lane.load).toEqual({ running: 0, waiting: 0 });
  });
});
