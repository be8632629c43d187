import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHashingGate, HashingBusyError } from './hashing-gate';

describe('createHashingGate', () => {
  it('runs at most N tasks at once and queues the rest', async () => {
    const gate = createHashingGate({ maxConcurrent: 2, maxQueued: 10, maxWaitMs: 60_000 });
    let running = 0;
    let peak = 0;
    const task = async () => {
      running++;
      peak = Math.max(peak, running);
      await new Promise((resolve) => setTimeout(resolve, 10));
      running--;
      return 'done';
    };
    const results = await Promise.all(Array.from({ length: 6 }, () => gate.run(task)));
    expect(results).toEqual(Array(6).fill('done'));
    expect(peak).toBe(2);
    expect(gate.running).toBe(0);
  });

  it('refuses work beyond the queue instead of piling it up', async () => {
    const gate = createHashingGate({ maxConcurrent: 1, maxQueued: 1, maxWaitMs: 60_000 });
    let release!: () => void;
    const first = gate.run(() => new Promise<void>((resolve) => (release = resolve)));
    const second = gate.run(async () => undefined);
    await expect(gate.run(async () => undefined)).rejects.toBeInstanceOf(HashingBusyError);
    release();
    await Promise.all([first, second]);
  });
});

describe('a task run first (a known device of the couple)', () => {
  it('waits ahead of the queue and is not refused when the queue is full', async () => {
    const gate = createHashingGate({ maxConcurrent: 1, maxQueued: 1, maxWaitMs: 60_000 });
    const order: string[] = [];
    let release!: () => void;
    const running = gate.run(() => new Promise<void>((resolve) => (release = resolve)));
    const queued = gate.run(async () => void order.push('queued'));
    await expect(gate.run(async () => undefined)).rejects.toBeInstanceOf(HashingBusyError);
    const first = gate.run(async () => void order.push('first'), { first: true });
    expect(gate.queued).toBe(2);
    release();
    await Promise.all([running, queued, first]);
    expect(order).toEqual(['first', 'queued']);
    expect(gate.running).toBe(0);
  });
});

describe('a sign-in that cannot be hashed in time', () => {
  afterEach(() => void vi.useRealTimers());

  /** A gate of one slot held until `release` is called. */
  function busyGate(maxWaitMs: number) {
    vi.useFakeTimers();
    const gate = createHashingGate({ maxConcurrent: 1, maxQueued: 10, maxWaitMs });
    let release!: () => void;
    const holding = gate.run(() => new Promise<void>((resolve) => (release = resolve)));
    return { gate, holding, release: () => release() };
  }

  it('is refused at its deadline, though the queue has room, and leaves its place to the next', async () => {
    const { gate, holding, release } = busyGate(1_000);
    const late = gate.run(async () => 'late');
    const refused = expect(late).rejects.toBeInstanceOf(HashingBusyError);
    await vi.advanceTimersByTimeAsync(600);
    const later = gate.run(async () => 'later');
    await vi.advanceTimersByTimeAsync(400);
    await refused;
    expect(gate.queued).toBe(1);
    release();
    await holding;
    expect(await later).toBe('later');
    expect(gate.running).toBe(0);
  });

  it('counts the wait for its address’s previous attempt against the same deadline', async () => {
    const { gate, holding, release } = busyGate(1_000);
    let previousSettled!: () => void;
    const previous = new Promise<void>((resolve) => (previousSettled = resolve));
    const task = vi.fn(async () => undefined);
    const attempt = gate.run(task, { after: previous });
    const refused = expect(attempt).rejects.toBeInstanceOf(HashingBusyError);
    await vi.advanceTimersByTimeAsync(700);
    // Its turn comes after 700 ms; the slot is still busy, and 300 ms later its time is up.
    previousSettled();
    await vi.advanceTimersByTimeAsync(300);
    await refused;
    expect(task).not.toHaveBeenCalled();
    expect(gate.queued).toBe(0);
    release();
    await holding;
  });

  it('is refused in time when its turn never comes, and so is a known device of the couple', async () => {
    const { gate, holding, release } = busyGate(1_000);
    const never = gate.run(async () => undefined, { after: new Promise(() => undefined) });
    const first = gate.run(async () => undefined, { first: true });
    const refused = Promise.all([expect(never).rejects.toBeInstanceOf(HashingBusyError), expect(first).rejects.toBeInstanceOf(HashingBusyError)]);
    await vi.advanceTimersByTimeAsync(1_000);
    await refused;
    release();
    await holding;
    expect(gate.running).toBe(0);
  });
});
