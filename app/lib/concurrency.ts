/**
 * Runs at most `limit` of the given tasks at a time, in the order they arrive; the rest wait.
 * Returns a function that wraps a task.
 */
export function createLimiter(limit: number) {
  let running = 0;
  const waiting: Array<() => void> = [];

  return async function limited<T>(task: () => Promise<T>): Promise<T> {
    // A finished task hands its place straight to the next in line, so a caller arriving
    // in between cannot take it too and run one over the limit.
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    else running++;
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}
