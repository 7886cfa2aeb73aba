/**
 * The page's own main-thread work in a Lighthouse trace, as CPU time (each event's thread clock,
 * `tdur`), not wall time. On a shared machine the renderer waits for a core, and Lighthouse's
 * TBT counts that wait as blocking: the thread's CPU time leaves it out, so two builds measured
 * under different loads can still be compared.
 */
type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  tdur?: number;
  args?: { name?: string };
};

/** The rendering steps worth naming apart, by their trace event. */
const STEPS = {
  parse: "ParseHTML",
  style: "UpdateLayoutTree",
  layout: "Layout",
  paint: "Paint",
} as const;

/** Lighthouse's mobile preset simulates a phone this many times slower than the machine. */
const CPU_SLOWDOWN = 4;
/** A task blocks input for the part of it beyond this (the definition of TBT). */
const BLOCKING_THRESHOLD_MS = 50;

export type MainThreadCpu = { total: number; blocking: number } & Record<keyof typeof STEPS, number>;

/**
 * Milliseconds of CPU of the renderer's main thread that worked most (the page's), per step, and
 * `blocking`: TBT's sum over the same tasks' CPU time at Lighthouse's slowdown (each task's
 * 4 × CPU beyond 50 ms), the blocking time a quiet machine would show.
 */
export function mainThreadCpu(traceEvents: readonly TraceEvent[]): MainThreadCpu {
  const mainThreads = traceEvents.filter(
    (event) => event.name === "thread_name" && event.args?.name === "CrRendererMain",
  );
  const eventsOf = (thread: TraceEvent, name: string) =>
    traceEvents.filter(
      (event) =>
        event.pid === thread.pid && event.tid === thread.tid && event.ph === "X" && event.name === name,
    );
  const cpuOf = (thread: TraceEvent, name: string) =>
    eventsOf(thread, name).reduce((sum, event) => sum + (event.tdur ?? 0) / 1000, 0);
  // Other renderers (an empty tab, Lighthouse's own pages) have main threads too; the page's is the busiest.
  const page = mainThreads
    .map((thread) => ({ thread, total: cpuOf(thread, "RunTask") }))
    .sort((a, b) => b.total - a.total)[0];
  const steps = Object.fromEntries(
    Object.entries(STEPS).map(([step, name]) => [step, page ? cpuOf(page.thread, name) : Number.NaN]),
  ) as Record<keyof typeof STEPS, number>;
  const blocking = page
    ? eventsOf(page.thread, "RunTask").reduce(
        (sum, task) => sum + Math.max(0, (CPU_SLOWDOWN * (task.tdur ?? 0)) / 1000 - BLOCKING_THRESHOLD_MS),
        0,
      )
    : Number.NaN;
  return { total: page?.total ?? Number.NaN, blocking, ...steps };
}
