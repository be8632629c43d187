import { median, round } from './stats';

const PAGE_BYTES = 4096;
const SIZE_BYTES = 256 * 1024 * 1024;
const PAGES = SIZE_BYTES / PAGE_BYTES;

const cpuMicroseconds = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return used.user + used.system;
};

/**
 * What a page of memory costs a process the first time it touches it (the kernel's page fault and the page's
 * zeroing), against writing the whole page again once it is mapped: CPU microseconds per 4 KiB page, the median of
 * three 256 MiB buffers. It tells why a machine runs the browser tests far slower than its build suggests (issue 40):
 * they start hundreds of processes (Chromium's renderers, the test servers), each touching its memory fresh, where
 * the build is a few long-lived ones. Under a hypervisor that keeps the guest's page tables in software (PVM:
 * `dmesg | grep -i pvm`) the first touch cost 12 µs, 65 times the rewrite (docs/testing.md).
 */
export function measureFreshMemory(): { firstTouchMicroseconds: number; rewriteMicroseconds: number } {
  const firstTouch: number[] = [];
  const rewrite: number[] = [];
  for (let run = 0; run < 3; run++) {
    let since = process.cpuUsage();
    // Not zeroed by Node, and larger than malloc keeps for reuse: every page is a new one from the kernel.
    const buffer = Buffer.allocUnsafeSlow(SIZE_BYTES);
    for (let offset = 0; offset < SIZE_BYTES; offset += PAGE_BYTES) buffer[offset] = 1;
    firstTouch.push(cpuMicroseconds(since) / PAGES);
    since = process.cpuUsage();
    buffer.fill(run);
    rewrite.push(cpuMicroseconds(since) / PAGES);
  }
  return { firstTouchMicroseconds: round(median(firstTouch), 2), rewriteMicroseconds: round(median(rewrite), 2) };
}
