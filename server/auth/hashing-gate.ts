/**
 * Caps how many password hashes run at once. Each scrypt hash holds 128 MiB and a core for a few hundred
 * milliseconds, so an unbounded burst could exhaust memory; requests beyond the queue are refused instead.
 * A task run `first` (the couple on a device they signed in on before, docs/decisions/0024) waits ahead of the
 * queue and is never refused for a full one: a flood of strangers' guesses must not keep the couple out. Its
 * callers bound how many there can be (a few devices, one attempt at a time each).
 */
export class HashingBusyError extends Error {}

export function createHashingGate(maxConcurrent: number, maxQueued: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  const waitingFirst: Array<() => void> = [];

  async function run<T>(task: () => Promise<T>, { first = false }: { first?: boolean } = {}): Promise<T> {
    if (running >= maxConcurrent) {
      if (!first && waiting.length >= maxQueued) throw new HashingBusyError('Too many sign-ins at once');
      await new Promise<void>((resolve) => (first ? waitingFirst : waiting).push(resolve));
    } else {
      running++;
    }
    try {
      return await task();
    } finally {
      const next = waitingFirst.shift() ?? waiting.shift();
      // The slot passes straight to the next waiter, so `running` only drops when nobody waits.
      if (next) next();
      else running--;
    }
  }

  return { run, get running() { return running; }, get queued() { return waiting.length + waitingFirst.length; } };
}

export type HashingGate = ReturnType<typeof createHashingGate>;
