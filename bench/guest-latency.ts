/**
 * How long a guest waits while the server is busy with something else (the couple's uploads): a guest's request
 * every `everyMs`, one at a time, timed from send to the last byte of the answer.
 */
import { once } from 'node:events';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
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
      return latencyOf(times);
    },
  };
}

function latencyOf(times: number[]): Latency {
  const sorted = [...times].sort((a, b) => a - b);
  return { requests: times.length, p50Ms: round(percentile(sorted, 50)), p95Ms: round(percentile(sorted, 95)), maxMs: round(sorted.at(-1) ?? 0) };
}

/** The same guest in a thread of its own (plain JavaScript: a worker evaluated from source does not go through tsx). */
const PROBE_IN_THREAD = `
const { parentPort, workerData } = require('node:worker_threads');
const { performance } = require('node:perf_hooks');
let running = true;
parentPort.once('message', () => (running = false));
(async () => {
  while (running) {
    const start = performance.now();
    try {
      await (await fetch(workerData.url)).arrayBuffer();
      parentPort.postMessage(performance.now() - start);
    } catch {
      parentPort.postMessage(Number.POSITIVE_INFINITY);
    }
    await new Promise((resolve) => setTimeout(resolve, workerData.everyMs));
  }
  parentPort.close();
})();
`;

/**
 * As probeGuestLatency, from an event loop of its own: where the bench's own loop is busy itself (twenty phones'
 * uploads sent from this process), a guest timed on it would count the bench's waits as the server's.
 */
export function probeGuestLatencyApart(url: string, everyMs = 100): { stop(): Promise<Latency> } {
  const times: number[] = [];
  const worker = new Worker(PROBE_IN_THREAD, { eval: true, workerData: { url, everyMs } });
  worker.on('message', (ms: number) => times.push(ms));
  const exited = once(worker, 'exit');
  return {
    async stop() {
      worker.postMessage('stop');
      await exited;
      return latencyOf(times);
    },
  };
}
