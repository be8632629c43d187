import { describe, expect, it } from 'vitest';
import { createCardJobs, type CardRequest } from './card-jobs';

const request = (guests: number): CardRequest => ({
  kind: 'guests',
  coupleNames: 'Ana & Ion',
  locale: 'en',
  phase: 'saveTheDate',
  cards: Array.from({ length: guests }, (_, i) => ({ name: `Guest ${i}`, locale: 'en' as const, link: `https://wedding.example/login?token=${i}` })),
});

/** A QR code maker that counts its calls and how many run at once, and yields like the real one. */
function countingQr() {
  const seen = { calls: 0, running: 0, mostAtOnce: 0 };
  const qr = async (link: string) => {
    seen.calls++;
    seen.running++;
    seen.mostAtOnce = Math.max(seen.mostAtOnce, seen.running);
    await new Promise((resolve) => setImmediate(resolve));
    seen.running--;
    return `<svg>${link}</svg>`;
  };
  return { seen, qr };
}

describe('card jobs', () => {
  it('run one at a time: the second waits until the first is ready', async () => {
    const { seen, qr } = countingQr();
    const jobs = createCardJobs(Date.now, qr);
    const first = jobs.start(request(50));
    const second = jobs.start(request(50));
    const seenWhileSecondRuns: boolean[] = [];
    while (!jobs.progress(second.id)!.ready) {
      if (jobs.progress(second.id)!.done > 0) seenWhileSecondRuns.push(jobs.progress(first.id)!.ready);
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(seenWhileSecondRuns.length).toBeGreaterThan(0);
    expect(seenWhileSecondRuns.every(Boolean)).toBe(true);
    expect(seen.mostAtOnce).toBe(1);
    expect(jobs.page(first.id)).toContain('Guest 49');
  });

  it('keep the last five; one dropped from the list stops making cards', async () => {
    const { seen, qr } = countingQr();
    const jobs = createCardJobs(Date.now, qr);
    const started = Array.from({ length: 20 }, () => jobs.start(request(200)));
    await jobs.idle();
    const kept = started.filter((job) => jobs.progress(job.id) !== undefined);
    expect(kept).toHaveLength(5);
    expect(kept.every((job) => jobs.progress(job.id)!.ready)).toBe(true);
    // Only the kept jobs made their cards: the fifteen dropped ones stopped (before, all twenty ran to the end at once).
    expect(seen.calls).toBe(5 * 200);
  });
});
