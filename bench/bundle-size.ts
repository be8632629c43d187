/**
 * First-load JavaScript: every script a first visit to /login downloads, measured in a real browser so lazy
 * chunks and module preloads count when the page really loads them.
 */
import { chromium } from '@playwright/test';
import { CHROME_FLAGS, CHROME_PATH } from '../e2e/chromium';
import { gzipBytes } from '../test-support/first-load-budget';
import { round } from './stats';

interface ScriptFile {
  path: string;
  rawBytes: number;
  gzipBytes: number;
  /** The encoding the server chose for this browser, and the body bytes it sent. */
  sentEncoding: string;
  sentBytes: number;
  /** The response's headers: with sentBytes, what the budget counts (test-support/first-load-budget.ts). */
  headerBytes: number;
  /** Of those, the header line only a production server sends (HSTS), which the budget's test servers do not. */
  productionOnlyHeaderBytes: number;
}

export interface BundleResult {
  page: string;
  scripts: ScriptFile[];
  rawKb: number;
  /** Bodies gzipped here at level 9, the same as the build's .gz files and the budget: comparable across machines. */
  gzipKb: number;
  /** Brotli bytes actually sent, when the server sent brotli for every script; otherwise null. */
  brotliSentKb: number | null;
  sentKb: number;
  /** Bodies as sent and headers, in bytes, as a guest's browser receives them from this production server. */
  transferredBytes: number;
  /**
   * The same without the HSTS header lines: the budget's measure, taken by the budget test against test servers,
   * which send no HSTS (test-support/first-load-budget.ts). Compared with the budget, so that the same script is
   * within it or over it in both.
   */
  budgetBytes: number;
}

/** The header only a production server sends, as its line goes on the wire: `name: value` and CRLF. */
const PRODUCTION_ONLY_HEADER = 'strict-transport-security';
const headerLineBytes = (name: string, value: string | null) => (value === null ? 0 : Buffer.byteLength(`${name}: ${value}\r\n`));

const QUIET_MS = 2_000;
const kb = (bytes: number) => round(bytes / 1024, 1);

export async function measureFirstLoadJs(baseUrl: string, pagePath = '/login'): Promise<BundleResult> {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
  try {
    const page = await browser.newPage();
    const pending: Promise<ScriptFile>[] = [];
    let lastScriptAt = Date.now();
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      lastScriptAt = Date.now();
      pending.push(
        (async () => {
          const body = await response.body();
          const sizes = await response.request().sizes();
          return {
            path: new URL(response.url()).pathname,
            rawBytes: body.length,
            gzipBytes: gzipBytes(body),
            sentEncoding: (await response.headerValue('content-encoding')) ?? 'identity',
            sentBytes: sizes.responseBodySize,
            headerBytes: sizes.responseHeadersSize,
            productionOnlyHeaderBytes: headerLineBytes(PRODUCTION_ONLY_HEADER, await response.headerValue(PRODUCTION_ONLY_HEADER)),
          };
        })(),
      );
    });
    // Not 'networkidle': a fetch whose body the app never reads stays open in Chromium's eyes, so the network
    // never looks idle. Instead: the load event, then no new script for QUIET_MS (lazy chunks included).
    await page.goto(baseUrl + pagePath, { waitUntil: 'load' });
    const deadline = Date.now() + 15_000;
    while (Date.now() - lastScriptAt < QUIET_MS && Date.now() < deadline) await page.waitForTimeout(100);
    const scripts = await Promise.all(pending);
    if (scripts.length === 0) throw new Error(`No script loaded on ${pagePath}`);
    const sumKb = (pick: (s: ScriptFile) => number) => kb(scripts.reduce((total, s) => total + pick(s), 0));
    return {
      page: pagePath,
      scripts,
      rawKb: sumKb((s) => s.rawBytes),
      gzipKb: sumKb((s) => s.gzipBytes),
      brotliSentKb: scripts.every((s) => s.sentEncoding === 'br') ? sumKb((s) => s.sentBytes) : null,
      sentKb: sumKb((s) => s.sentBytes),
      transferredBytes: scripts.reduce((total, s) => total + s.sentBytes + s.headerBytes, 0),
      budgetBytes: scripts.reduce((total, s) => total + s.sentBytes + s.headerBytes - s.productionOnlyHeaderBytes, 0),
    };
  } finally {
    await browser.close();
  }
}
