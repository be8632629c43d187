/**
 * What a browser test's first page costs this machine: a new phone context in the test browser (the headless shell,
 * with the browser tests' flags) opening the sign-in page, then closed, as most browser tests begin. Measured is the
 * whole machine's CPU (`/proc/stat`: the browser's processes, Playwright and the server together, as in a test run)
 * and its page faults (`/proc/vmstat`), per load. The browser tests are a few hundred of these plus what each does on
 * its page, so this figure against the build's time tells how a machine will run them (issue 40): 0.50 to 0.63
 * CPU-seconds a load where `npm test` took 26 to 36 times its build, 1.2 to 1.6 under a hypervisor that maps memory
 * in software, where it took 45 to 62 times (docs/testing.md).
 */
import fs from 'node:fs';
import { chromium, devices } from '@playwright/test';
import { CHROME_FLAGS, TEST_BROWSER_PATH } from '../e2e/chromium';
import { median, round } from './stats';

export interface TestPageResult {
  loads: number;
  /** The machine's CPU-seconds for one load, the median, and the kernel's part of it. */
  cpuSeconds: number;
  kernelCpuSeconds: number;
  pageFaults: number;
}

const LOADS = 12;
const WARM_UP_LOADS = 2;
/** Linux's USER_HZ: /proc/stat counts in hundredths of a second on every architecture Node runs on here. */
const TICKS_PER_SECOND = 100;

interface MachineCounters {
  busyTicks: number;
  kernelTicks: number;
  pageFaults: number;
}

/**
 * The machine's busy and kernel time from /proc/stat's first line (user nice system idle iowait irq softirq steal
 * …: idle, I/O wait and the time the hypervisor gave to others are not this machine's work) and its page faults
 * from /proc/vmstat.
 */
export function parseMachineCounters(stat: string, vmstat: string): MachineCounters {
  const fields = /^cpu +([\d ]+)$/m.exec(stat)?.[1]?.trim().split(/\s+/).map(Number);
  const faults = /^pgfault (\d+)$/m.exec(vmstat)?.[1];
  if (!fields || fields.length < 7 || faults === undefined) throw new Error('/proc/stat or /proc/vmstat is not as Linux writes it');
  const [user, nice, system, , , irq, softirq] = fields as [number, number, number, number, number, number, number];
  return { busyTicks: user + nice + system + irq + softirq, kernelTicks: system + irq + softirq, pageFaults: Number(faults) };
}

const readCounters = () => parseMachineCounters(fs.readFileSync('/proc/stat', 'utf8'), fs.readFileSync('/proc/vmstat', 'utf8'));

/** Null where the machine has no /proc (the figure is Linux's, as the test runs are). */
export async function measureTestPage(origin: string): Promise<TestPageResult | null> {
  if (!fs.existsSync('/proc/stat') || !fs.existsSync('/proc/vmstat')) return null;
  const browser = await chromium.launch({ executablePath: TEST_BROWSER_PATH, args: CHROME_FLAGS });
  try {
    const load = async () => {
      // The browser tests' phone project: a Pixel 7, English, reduced motion (playwright.config.ts).
      const context = await browser.newContext({ ...devices['Pixel 7'], locale: 'en-US', reducedMotion: 'reduce' });
      const page = await context.newPage();
      await page.goto(`${origin}/login`);
      await page.getByLabel('Password').waitFor();
      await context.close();
    };
    for (let i = 0; i < WARM_UP_LOADS; i++) await load();
    const cpu: number[] = [];
    const kernel: number[] = [];
    const faults: number[] = [];
    for (let i = 0; i < LOADS; i++) {
      const before = readCounters();
      await load();
      const after = readCounters();
      cpu.push((after.busyTicks - before.busyTicks) / TICKS_PER_SECOND);
      kernel.push((after.kernelTicks - before.kernelTicks) / TICKS_PER_SECOND);
      faults.push(after.pageFaults - before.pageFaults);
    }
    return { loads: LOADS, cpuSeconds: round(median(cpu), 2), kernelCpuSeconds: round(median(kernel), 2), pageFaults: median(faults) };
  } finally {
    await browser.close();
  }
}
