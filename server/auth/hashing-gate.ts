/**
 * Caps how many password hashes run at once. Each scrypt hash holds 128 MiB and a core for a few hundred
 * milliseconds, so an unbounded burst could exhaust memory; requests beyond the queue are refused instead.
 * A sign-in waits for a hash by count and by time: one that has not started by its deadline is refused too, so
 * every sign-in is answered (429 with Retry-After) before the server's idle timeout would close its connection
 * with no answer at all (issue 26: of 300 wrong passwords from 30 addresses at once, 85 were).
 * A task run `first` (the couple on a device they signed in on before, docs/decisions/0024) waits ahead of the
 * queue and is never refused for a full one (only, like any, for waiting too long): a flood of strangers' guesses
 * must not keep the couple out. Its callers bound how many there can be (a few devices, one attempt at a time each).
 */
export class HashingBusyError extends Error {}

export interface HashingGateOptions {
  maxConcurrent: number;
  maxQueued: number;
  /** How long a sign-in may wait, from the moment it asks (its own address's earlier attempt, then a free slot). */
  maxWaitMs: number;
}

export interface RunOptions {
  first?: boolean;
  /** Settles when the task may queue (its address's previous attempt has settled); this wait counts too. */
  after?: Promise<unknown>;
}

/**
 * Resolves when `start` calls the `ready` it is given, if that happens by `deadline` (ms since the epoch); otherwise
 * `abandon` undoes what `start` did and HashingBusyError is thrown.
 */
function waitUntil(deadline: number, start: (ready: () => void) => void, abandon: (ready: () => void) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    let settled = false;
    const ready = () => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(() => {
      settled = true;
      abandon(ready);
      reject(new HashingBusyError('No hash could start in time'));
    }, Math.max(0, deadline - Date.now()));
    start(ready);
  });
}

export function createHashingGate({ maxConcurrent, maxQueued, maxWaitMs }: HashingGateOptions) {
  let running = 0;
  const waiting: Array<() => void> = [];
  const waitingFirst: Array<() => void> = [];

  async function run<T>(task: () => Promise<T>, { first = false, after }: RunOptions = {}): Promise<T> {
    const deadline = Date.now() + maxWaitMs;
    if (after) await waitUntil(deadline, (ready) => void after.then(ready, ready), () => undefined);
    if (running >= maxConcurrent) {
      if (!first && waiting.length >= maxQueued) throw new HashingBusyError('Too many sign-ins at once');
      const queue = first ? waitingFirst : waiting;
      await waitUntil(deadline, (ready) => queue.push(ready), (ready) => queue.splice(queue.indexOf(ready), 1));
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
