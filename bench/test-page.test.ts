import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseMachineCounters } from './test-page';

// The first lines of a real /proc/stat and the line of /proc/vmstat the bench reads (Linux 6.1).
const STAT = `cpu  2255 34 2290 22625563 6290 127 456 0 0 0
cpu0 1132 34 1441 11311059 6254 0 262 0 0 0
intr 1462898 33 0 0`;
const VMSTAT = `pgpgout 2356
pgfault 8151374
pgmajfault 1231`;

describe("the bench's machine counters", () => {
  it('count user, nice, system, irq and softirq as busy, not idle, I/O wait or steal; the kernel as system, irq and softirq', () => {
    expect(parseMachineCounters(STAT, VMSTAT)).toEqual({
      busyTicks: 2255 + 34 + 2290 + 127 + 456,
      kernelTicks: 2290 + 127 + 456,
      pageFaults: 8151374,
    });
  });

  it('refuse text that is not what Linux writes, rather than measure nothing', () => {
    expect(() => parseMachineCounters('cpu0 1 2 3', VMSTAT)).toThrow(/not as Linux writes it/);
    expect(() => parseMachineCounters(STAT, 'pgmajfault 3')).toThrow(/not as Linux writes it/);
  });

  it.runIf(fs.existsSync('/proc/stat'))("grow on this machine as a process works and touches fresh memory", () => {
    const read = () => parseMachineCounters(fs.readFileSync('/proc/stat', 'utf8'), fs.readFileSync('/proc/vmstat', 'utf8'));
    const before = read();
    const since = process.cpuUsage();
    // A quarter of a second of this process's own CPU (its counter, not the clock), touching 64 MiB it never had.
    while (process.cpuUsage(since).user + process.cpuUsage(since).system < 250_000) Buffer.alloc(64 * 1024 * 1024, 1);
    const after = read();
    expect(after.busyTicks - before.busyTicks).toBeGreaterThanOrEqual(20);
    expect(after.pageFaults - before.pageFaults).toBeGreaterThanOrEqual(16_384);
  });
});
