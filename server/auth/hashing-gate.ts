/**
 * Caps how many password hashes run at once. Each scrypt hash holds 128 MiB and a core for a few hundred
 * milliseconds, so an unbounded burst could exhaust memory; requests beyond the queue are refused instead.
 */
export class HashingBusyError extends Error {}

export function createHashingGate(maxConcurrent: number, maxQueued: number) {
  let running = 0;
  const waiting: Array<() => void> = [];

  async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= maxConcurrent) {
      if (waiting.length >= maxQueued) throw new HashingBusyError('Too many sign-ins at once');
      await new Promise<void>((resolve) => waiting.push(resolve));
    } else {
      running++;
    }
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      // The slot passes straight to the next waiter, so `running` only drops when nobody waits.
      if (next) next();
      else running--;
    }
  }

  return { run, get running() { return running; }, get queued() { return waiting.length; } };
}

export type HashingGate = ReturnType<typeof createHashingGate>;
