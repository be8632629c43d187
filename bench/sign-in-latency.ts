/**
 * How long a guest waits for a password sign-in: dominated by the OWASP scrypt cost (N=2^17, r=8), on purpose.
 * Sequential, so each sign-in has the machine to itself, as a guest at the door would.
 */
import { performance } from 'node:perf_hooks';
import { percentile, round } from './stats';

export interface SignInResult {
  count: number;
  p50Ms: number;
  p95Ms: number;
  minMs: number;
  maxMs: number;
}

export async function measureSignIn(baseUrl: string, password: string, count = 20): Promise<SignInResult> {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const start = performance.now();
    // The whole round trip the guest waits for: request, scrypt, session insert, response.
    const response = await fetch(`${baseUrl}/api/login?${new URLSearchParams({ password })}`, { method: 'POST' });
    await response.arrayBuffer();
    times.push(performance.now() - start);
    if (response.status !== 200) throw new Error(`Sign-in ${i + 1} failed: HTTP ${response.status}`);
  }
  return {
    count,
    p50Ms: round(percentile(times, 50)),
    p95Ms: round(percentile(times, 95)),
    minMs: round(Math.min(...times)),
    maxMs: round(Math.max(...times)),
  };
}
