/**
 * Counts failed sign-ins in a sliding window, per client address and in total. It is consulted before any
 * password is hashed, so a flood of wrong guesses is refused cheaply with 429 and Retry-After.
 */
export interface FailureLimiterOptions {
  perAddress: number;
  total: number;
  windowMs: number;
  now?: () => number;
  /** Bounds memory under a flood from many addresses: the oldest address is forgotten first. */
  maxTrackedAddresses?: number;
}

export function createFailureLimiter(options: FailureLimiterOptions) {
  const now = options.now ?? Date.now;
  const maxTracked = options.maxTrackedAddresses ?? 10_000;
  const byAddress = new Map<string, number[]>();
  let everyone: number[] = [];

  function recent(times: number[], at: number): number[] {
    return times.filter((t) => t > at - options.windowMs);
  }

  /** Seconds the client must wait before trying again; 0 when it may try now. */
  function retryAfterSeconds(address: string): number {
    const at = now();
    everyone = recent(everyone, at);
    const mine = recent(byAddress.get(address) ?? [], at);
    if (mine.length) byAddress.set(address, mine);
    else byAddress.delete(address);
    const waits: number[] = [];
    if (mine.length >= options.perAddress) waits.push(mine[mine.length - options.perAddress]! + options.windowMs - at);
    if (everyone.length >= options.total) waits.push(everyone[everyone.length - options.total]! + options.windowMs - at);
    return waits.length ? Math.max(1, Math.ceil(Math.max(...waits) / 1000)) : 0;
  }

  function recordFailure(address: string): void {
    const at = now();
    const mine = byAddress.get(address) ?? [];
    mine.push(at);
    byAddress.delete(address); // re-insert so Map order is least recently failed first
    byAddress.set(address, mine.slice(-options.perAddress));
    everyone.push(at);
    if (everyone.length > options.total) everyone = everyone.slice(-options.total);
    if (byAddress.size > maxTracked) byAddress.delete(byAddress.keys().next().value!);
  }

  return { retryAfterSeconds, recordFailure };
}
