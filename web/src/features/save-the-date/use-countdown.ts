import { useEffect, useState } from 'react';
import { timeLeftUntil, type TimeLeft } from '#common/wedding-time';

const COUNTDOWN_INTERVAL_MS = 1000;

/**
 * Time left until `target` (epoch ms), recomputed every second (docs/product.md, dates and the countdown); null once
 * the moment is reached.
 */
export function useCountdown(target: number): TimeLeft | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), COUNTDOWN_INTERVAL_MS);
    return () => clearInterval(timer);
  }, []);
  return timeLeftUntil(target, now);
}
