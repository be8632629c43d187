import { describe, expect, it } from 'vitest';
import { createHashingGate, HashingBusyError } from './hashing-gate';

describe('createHashingGate', () => {
  it('runs at most N tasks at once and queues the rest', async () => {
    const gate = createHashingGate(2, 10);
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
    const gate = createHashingGate(1, 1);
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
    const gate = createHashingGate(1, 1);
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
