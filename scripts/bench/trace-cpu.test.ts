import { describe, expect, it } from "vitest";
import { mainThreadCpu } from "./trace-cpu";

const thread = (pid: number, tid: number, name: string) => ({
  name: "thread_name",
  ph: "M",
  pid,
  tid,
  args: { name },
});
const event = (pid: number, name: string, tdur: number) => ({
  name,
  ph: "X",
  pid,
  tid: 1,
  tdur: tdur * 1000,
});

describe("mainThreadCpu", () => {
  it("reads the busiest renderer's main thread, on the thread's own clock, step by step", () => {
    const trace = [
      thread(1, 1, "CrRendererMain"), // an empty tab
      thread(2, 1, "CrRendererMain"), // the page
      thread(2, 2, "Compositor"),
      event(1, "RunTask", 3),
      event(2, "RunTask", 90),
      event(2, "RunTask", 30),
      event(2, "UpdateLayoutTree", 25),
      event(2, "Layout", 12),
      event(2, "Paint", 8),
      event(2, "ParseHTML", 10),
      { name: "RunTask", ph: "X", pid: 2, tid: 2, tdur: 500_000 }, // another thread of the page
    ];
    // Blocking at 4×: the 90 ms task is 360 ms, 310 beyond 50; the 30 ms task is 120, 70 beyond.
    expect(mainThreadCpu(trace)).toEqual({
      total: 120,
      blocking: 380,
      style: 25,
      layout: 12,
      paint: 8,
      parse: 10,
    });
  });

  it("is NaN without a renderer", () => {
    expect(mainThreadCpu([]).total).toBeNaN();
    expect(mainThreadCpu([]).blocking).toBeNaN();
  });
});
