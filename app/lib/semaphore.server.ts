/**
 * At most `size` tasks run at once; the rest wait their turn in arrival order. For work that
 * must not take more than its share of a shared resource (CPU, libuv's thread pool).
 */
export function createSemaphore(size: number) {
  let running = 0;
  const waiting: Array<() => void> = [];

  function release() {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }

  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running < size) running += 1;
      // A finished task hands its place straight to the next in line, so `running` never dips.
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await task();
      } finally {
        release();
      }
    },
    /** Tasks running and waiting, for tests and monitoring. */
    get load() {
      return { running, waiting: waiting.length };
    },
  };
}
