/**
 * Resident memory of the server and of the processes it starts (the image process, server/content/image-jobs.ts),
 * read from /proc: sampled while the couple uploads, so the bench shows what a phone's photo costs, and where.
 */
import fs from 'node:fs';

const kbOf = (status: string, field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN);

function status(pid: number): string | undefined {
  try {
    return fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    return undefined;
  }
}

/** The direct children of `pid` (Linux's /proc/PID/task/TID/children). */
function childrenOf(pid: number): number[] {
  try {
    return fs
      .readdirSync(`/proc/${pid}/task`)
      .flatMap((tid) => fs.readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8').trim().split(/\s+/))
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

export interface MemoryPeaks {
  /** The server process alone, MB: its high-water mark (VmHWM) since sampling began, which no sampling can miss. */
  serverMb: number;
  /** The image process (one at a time), MB. */
  childMb: number;
  /** Both at the same moment (sampled), MB. */
  totalMb: number;
}

/** Samples every `everyMs` until stop() is called; null where /proc cannot be read. */
export function sampleMemory(pid: number | undefined, everyMs = 25): { stop(): MemoryPeaks | null } {
  if (pid === undefined || status(pid) === undefined) return { stop: () => null };
  // The high-water mark starts again from here (Linux: "5" to clear_refs), so it is this phase's peak, not the
  // dashboard bench's before it. Where that is not allowed, it is the peak since the server started.
  try {
    fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
  } catch {
    // Not our process, or an old kernel: the figure is then an upper bound.
  }
  const peaks: MemoryPeaks = { serverMb: 0, childMb: 0, totalMb: 0 };
  const sample = () => {
    const server = kbOf(status(pid) ?? '', 'VmRSS') / 1024;
    const children = childrenOf(pid).reduce((sum, child) => sum + (kbOf(status(child) ?? '', 'VmRSS') / 1024 || 0), 0);
    if (Number.isFinite(server)) peaks.serverMb = Math.max(peaks.serverMb, server);
    peaks.childMb = Math.max(peaks.childMb, children);
    if (Number.isFinite(server)) peaks.totalMb = Math.max(peaks.totalMb, server + children);
  };
  const timer = setInterval(sample, everyMs);
  sample();
  return {
    stop() {
      clearInterval(timer);
      sample();
      const r = (mb: number) => Math.round(mb * 10) / 10;
      const highWater = kbOf(status(pid) ?? '', 'VmHWM') / 1024;
      return { serverMb: r(Number.isFinite(highWater) ? Math.max(highWater, peaks.serverMb) : peaks.serverMb), childMb: r(peaks.childMb), totalMb: r(peaks.totalMb) };
    },
  };
}
