/**
 * A clock that moves only when the test says so, for the outbox's sender (server/mail/mail-sender.ts): its waits
 * (the pace, a retry's backoff) run when advance() passes their time. The mail server and the network keep real time.
 */
import type { SenderClock } from '../mail/mail-sender';

export interface ManualClock extends SenderClock {
  /** Moves the time on, running every wait that falls due, in order. */
  advance(ms: number): void;
  /** The waits not yet due, as times. */
  pending(): number[];
}

export function manualClock(start: number): ManualClock {
  let time = start;
  let nextHandle = 1;
  const waits = new Map<number, { at: number; run: () => void }>();
  const clock: ManualClock = {
    now: () => time,
    setTimeout(run, ms) {
      const handle = nextHandle++;
      waits.set(handle, { at: time + Math.max(0, ms), run });
      // A wait of 0 runs on its own, soon after, as a real timer's would: only later ones wait for advance().
      if (ms <= 0) setImmediate(() => clock.advance(0));
      return handle;
    },
    clearTimeout(handle) {
      waits.delete(handle as number);
    },
    advance(ms) {
      const until = time + ms;
      for (;;) {
        const due = [...waits].filter(([, wait]) => wait.at <= until).sort(([, a], [, b]) => a.at - b.at)[0];
        if (!due) break;
        waits.delete(due[0]);
        time = Math.max(time, due[1].at);
        due[1].run();
      }
      time = until;
    },
    pending: () => [...waits.values()].map((wait) => wait.at).sort((a, b) => a - b),
  };
  return clock;
}
