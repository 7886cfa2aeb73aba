/**
 * Runs at most `limit` of the given tasks at a time, in the order they arrive; the rest wait.
 * Returns a function that wraps a task.
 */
export function createLimiter(limit: number) {
  let running = 0;
  const waiting: Array<() => void> = [];

  return async function limited<T>(task: () => Promise<T>): Promise<T> {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await task();
    } finally {
      running--;
      waiting.shift()?.();
    }
  };
}
