import { monitorEventLoopDelay } from "node:perf_hooks";
import type { Logger } from "#app/lib/logger.server";

const NS_PER_MS = 1e6;

/**
 * Logs how late the event loop ran timers over each interval (p50, p99, max in ms) and starts a
 * fresh histogram. A p99 above ~100 ms means requests waited on CPU work in this process (photo
 * encoding, password hashing, rendering): what to alert on before latency graphs show it.
 */
export function monitorEventLoop(intervalMs: number, logger: Pick<Logger, "info">): () => void {
  if (intervalMs <= 0) return () => {};
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  const round = (ns: number) => Math.round((ns / NS_PER_MS) * 10) / 10;
  const timer = setInterval(() => {
    logger.info(
      {
        eventLoopDelayMs: {
          p50: round(histogram.percentile(50)),
          p99: round(histogram.percentile(99)),
          max: round(histogram.max),
        },
      },
      "event loop delay",
    );
    histogram.reset();
  }, intervalMs);
  timer.unref();
  return () => {
    clearInterval(timer);
    histogram.disable();
  };
}
