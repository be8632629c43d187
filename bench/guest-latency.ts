/**
 * How long a guest waits while the server is busy with something else (the couple's uploads): a guest's request
 * every `everyMs`, one at a time, timed from send to the last byte of the answer.
 */
import { performance } from 'node:perf_hooks';
import { percentile, round } from './stats';

export interface Latency {
  requests: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
}

export function probeGuestLatency(url: string, everyMs = 100): { stop(): Promise<Latency> } {
  const times: number[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const start = performance.now();
      try {
        await (await fetch(url)).arrayBuffer();
        times.push(performance.now() - start);
      } catch {
        times.push(Number.POSITIVE_INFINITY);
      }
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      const sorted = [...times].sort((a, b) => a - b);
      return { requests: times.length, p50Ms: round(percentile(sorted, 50)), p95Ms: round(percentile(sorted, 95)), maxMs: round(sorted.at(-1) ?? 0) };
    },
  };
}
