/**
 * Lighthouse with its default config: mobile form factor, simulated throttling (slow 4G, 4× CPU), the same
 * figures PageSpeed Insights would give. One fresh Chromium per run, so no cache or state carries over.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { CHROME_FLAGS, CHROME_PATH } from '../e2e/chromium';
import { median, round } from './stats';

const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
type Category = (typeof CATEGORIES)[number];

interface FailingAudit {
  category: Category;
  id: string;
  title: string;
  /** 0–100, or null when the audit errored. */
  score: number | null;
  detail?: string;
  /** What the audit points at: URLs or elements, a few at most. */
  items: string[];
}

export interface PageResult {
  path: string;
  signedIn: boolean;
  finalUrl: string;
  runs: number;
  scores: Record<Category, number>;
  lcpS: number;
  cls: number;
  tbtMs: number;
  fcpS: number;
  /** Audits below a full score in any category under 100, from the run with the median performance. */
  failingAudits: FailingAudit[];
  warnings: string[];
}

const MAX_ITEMS = 5;

/**
 * The URLs and elements an audit's details name. Details come in several shapes (table, opportunity, list of
 * tables), so this walks them generically instead of typing each one.
 */
function itemsOf(details: unknown, found: string[] = []): string[] {
  if (found.length >= MAX_ITEMS || typeof details !== 'object' || details === null) return found;
  const record = details as Record<string, unknown>;
  const node = record.node as { snippet?: string; selector?: string } | undefined;
  const location = record.sourceLocation as { url?: string } | undefined;
  if (node?.snippet || node?.selector) found.push(node.snippet ?? node.selector!);
  else if (typeof record.url === 'string' && record.url !== '') found.push(record.url);
  // Console errors: the message and where it came from.
  else if (typeof record.description === 'string') found.push(`${record.description}${location?.url ? ` (${location.url})` : ''}`);
  else if (typeof record.source === 'object') itemsOf(record.source, found);
  if (Array.isArray(record.items)) for (const item of record.items) itemsOf(item, found);
  return [...new Set(found)].slice(0, MAX_ITEMS);
}

function failingAudits(lhr: Result): FailingAudit[] {
  const failing: FailingAudit[] = [];
  for (const category of CATEGORIES) {
    const { score, auditRefs } = lhr.categories[category]!;
    if (score === 1) continue;
    for (const ref of auditRefs) {
      const audit = lhr.audits[ref.id];
      // 'hidden' is what the Lighthouse report does not show either: raw data, the 'insight' twins of the shown
      // audits, unweighted checks. Listing them would repeat the same findings.
      if (!audit || ref.group === 'hidden') continue;
      const errored = audit.scoreDisplayMode === 'error';
      if (!errored && (audit.score === null || audit.score >= 1)) continue;
      failing.push({
        category,
        id: audit.id,
        title: audit.title,
        score: audit.score === null ? null : round(audit.score * 100),
        detail: errored ? audit.errorMessage : audit.displayValue,
        items: itemsOf(audit.details),
      });
    }
  }
  return failing;
}

/**
 * Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP) on a page that loads fine: a fresh
 * Chromium tries again, twice at most, rather than losing the whole bench to one bad trace.
 */
async function runWithRetry(url: string, cookie: string | undefined): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runOnce(url, cookie);
    } catch (error) {
      const traceFailed = error instanceof Error && /NO_NAVSTART|NO_FCP|NO_TRACING_STARTED/.test(error.message);
      if (!traceFailed || attempt === 3) throw error;
      process.stdout.write(`Lighthouse on ${url}: no usable trace, trying again\n`);
    }
  }
}

async function runOnce(url: string, cookie: string | undefined): Promise<Result> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      // Sent with every request of the page, the document included, so it loads signed in from the start.
      extraHeaders: cookie ? { Cookie: cookie } : null,
    });
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

/** `runs` fresh Lighthouse runs of one page; each figure is the median over the runs. */
export async function auditPage(baseUrl: string, path: string, cookie: string | undefined, runs: number): Promise<PageResult> {
  const results: Result[] = [];
  for (let i = 0; i < runs; i++) {
    const lhr = await runWithRetry(baseUrl + path, cookie);
    const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
    // A signed-in audit that ended on /login would measure the wrong page.
    if (finalPath !== path) throw new Error(`Lighthouse on ${path} ended on ${finalPath}${cookie ? ' (is the session cookie sent?)' : ''}`);
    results.push(lhr);
  }
  const score = (lhr: Result, c: Category) => round((lhr.categories[c]!.score ?? 0) * 100);
  const metric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const med = (pick: (lhr: Result) => number) => median(results.map(pick));
  const performance = med((lhr) => score(lhr, 'performance'));
  const representative = results.find((lhr) => score(lhr, 'performance') === performance)!;
  return {
    path,
    signedIn: cookie !== undefined,
    finalUrl: representative.finalDisplayedUrl,
    runs,
    scores: {
      performance,
      accessibility: med((lhr) => score(lhr, 'accessibility')),
      'best-practices': med((lhr) => score(lhr, 'best-practices')),
    },
    lcpS: round(med((lhr) => metric(lhr, 'largest-contentful-paint')) / 1000, 2),
    cls: round(med((lhr) => metric(lhr, 'cumulative-layout-shift')), 3),
    tbtMs: round(med((lhr) => metric(lhr, 'total-blocking-time'))),
    fcpS: round(med((lhr) => metric(lhr, 'first-contentful-paint')) / 1000, 2),
    failingAudits: failingAudits(representative),
    warnings: [...new Set(results.flatMap((lhr) => lhr.runWarnings))],
  };
}
