/**
 * The scoring rules of Mozilla's HTTP Observatory (MDN HTTP Observatory, the successor of
 * observatory.mozilla.org), re-implemented for the tests from its published scoring table: every site starts at
 * 100; each of the ten tests adds or subtracts points; bonus points count only when the penalties alone leave at
 * least 90; 100 and above is A+. https://developer.mozilla.org/en-US/observatory/docs/tests_and_scoring
 *
 * The tests look at what the scanner sees: the headers and HTML of the front page over HTTPS, the cookies it was
 * given, and the answer to a request with a foreign Origin (CORS). Redirection from http:// to https:// is the
 * reverse proxy's job (docs/security.md) and is scored as configured there.
 */

interface ObservedResponse {
  /** As Node and light-my-request give them: lowercase names; a number for Content-Length. */
  headers: Record<string, string | string[] | number | undefined>;
  body?: string;
}

export interface ObservedSite {
  /** The front page, fetched over HTTPS. */
  page: ObservedResponse;
  /** The front page fetched with `Origin: https://http-observatory.security.mozilla.org`. */
  corsProbe: ObservedResponse;
  /** Every Set-Cookie line the scanner would have collected (the front page's, and the sign-in's for a stricter look). */
  setCookies: string[];
  /** Whether http:// redirects to https:// on the same host first (done by the reverse proxy). */
  redirectsToHttps: boolean;
}

interface TestResult {
  test: string;
  result: string;
  modifier: number;
  pass: boolean;
}

const DANGEROUSLY_BROAD = new Set(['ftp:', 'http:', 'https:', '*', 'http://*', 'http://*.*', 'https://*', 'https://*.*']);
const UNSAFE_INLINE = new Set(["'unsafe-inline'", 'data:']);

function header(response: ObservedResponse, name: string): string | undefined {
  const value = response.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(', ') : value === undefined ? undefined : String(value);
}

/** A CSP header as a map of directive to sources; throws on a directive given twice (the Observatory's rule). */
/** Keywords are case-insensitive; a hash or nonce keeps its (case-sensitive) base64 value. */
function normaliseSource(source: string): string {
  const hashOrNonce = /^'(sha256|sha384|sha512|nonce)-(.*)'$/i.exec(source);
  if (hashOrNonce) return `'${hashOrNonce[1]!.toLowerCase()}-${hashOrNonce[2]}'`;
  return source.startsWith("'") ? source.toLowerCase() : source;
}

export function parseCsp(value: string): Map<string, Set<string>> {
  const policy = new Map<string, Set<string>>();
  for (const part of value.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (!name) continue;
    const directive = name.toLowerCase();
    if (policy.has(directive)) throw new Error(`duplicate directive ${directive}`);
    policy.set(directive, new Set(sources.map(normaliseSource)));
  }
  return policy;
}

function cspTest(site: ObservedSite): TestResult & { policy?: Map<string, Set<string>> } {
  const test = 'content-security-policy';
  const value = header(site.page, 'content-security-policy');
  if (!value) return { test, result: 'csp-not-implemented', modifier: -25, pass: false };
  let csp: Map<string, Set<string>>;
  try {
    csp = parseCsp(value);
  } catch {
    return { test, result: 'csp-header-invalid', modifier: -25, pass: false };
  }
  const scriptSrc = csp.get('script-src') ?? csp.get('default-src') ?? new Set(['*']);
  const objectSrc = csp.get('object-src') ?? csp.get('default-src') ?? new Set(['*']);
  const styleSrc = csp.get('style-src') ?? csp.get('default-src') ?? new Set(['*']);
  const activeSources = [...csp.entries()].filter(([d]) => !['img-src', 'media-src'].includes(d)).flatMap(([, s]) => [...s]);
  const passiveSources = ['img-src', 'media-src'].flatMap((d) => [...(csp.get(d) ?? csp.get('default-src') ?? [])]);
  const result = (name: string, modifier: number, pass: boolean) => ({ test, result: name, modifier, pass, policy: csp });
  if ([...scriptSrc].some((s) => DANGEROUSLY_BROAD.has(s) || UNSAFE_INLINE.has(s)) || [...objectSrc].some((s) => DANGEROUSLY_BROAD.has(s))) {
    return result('csp-implemented-with-unsafe-inline', -20, false);
  }
  if (activeSources.some((s) => s.startsWith('http:') || s.startsWith('ftp:'))) return result('csp-implemented-with-insecure-scheme', -20, false);
  if (new Set([...scriptSrc, ...styleSrc]).has("'unsafe-eval'")) return result('csp-implemented-with-unsafe-eval', -10, false);
  if (passiveSources.some((s) => s.startsWith('http:') || s.startsWith('ftp:'))) {
    return result('csp-implemented-with-insecure-scheme-in-passive-content-only', -10, true);
  }
  if ([...styleSrc].some((s) => DANGEROUSLY_BROAD.has(s) || UNSAFE_INLINE.has(s))) return result('csp-implemented-with-unsafe-inline-in-style-src-only', 0, true);
  const defaultSrc = csp.get('default-src');
  if (defaultSrc?.size === 1 && defaultSrc.has("'none'")) return result('csp-implemented-with-no-unsafe-default-src-none', 10, true);
  return result('csp-implemented-with-no-unsafe', 5, true);
}

interface Cookie {
  name: string;
  secure: boolean;
  httpOnly: boolean;
  sameSite?: string;
}

function parseSetCookie(line: string): Cookie {
  const [pair = '', ...attributes] = line.split(';').map((p) => p.trim());
  const cookie: Cookie = { name: pair.split('=')[0] ?? '', secure: false, httpOnly: false };
  for (const attribute of attributes) {
    const [key = '', value] = attribute.split('=');
    if (key.toLowerCase() === 'secure') cookie.secure = true;
    if (key.toLowerCase() === 'httponly') cookie.httpOnly = true;
    if (key.toLowerCase() === 'samesite') cookie.sameSite = value ?? '';
  }
  return cookie;
}

function cookiesTest(site: ObservedSite, hsts: boolean): TestResult {
  const test = 'cookies';
  if (site.setCookies.length === 0) return { test, result: 'cookies-not-found', modifier: 0, pass: true };
  // From best to worst, as the Observatory ranks them; the worst finding wins.
  const ranking: Array<[string, number]> = [
    ['cookies-without-secure-flag-but-protected-by-hsts', -5],
    ['cookies-without-secure-flag', -20],
    ['cookies-session-without-secure-flag-but-protected-by-hsts', -10],
    ['cookies-samesite-flag-invalid', -20],
    ['cookies-anticsrf-without-samesite-flag', -20],
    ['cookies-session-without-httponly-flag', -30],
    ['cookies-session-without-secure-flag', -40],
  ];
  let worst = -1;
  const find = (name: string) => (worst = Math.max(worst, ranking.findIndex(([n]) => n === name)));
  let missingSameSite = false;
  for (const cookie of site.setCookies.map(parseSetCookie)) {
    const name = cookie.name.toLowerCase();
    const session = name.includes('login') || name.includes('sess');
    if (cookie.sameSite !== undefined && !['lax', 'strict', 'none'].includes(cookie.sameSite.toLowerCase())) find('cookies-samesite-flag-invalid');
    if (!cookie.secure && cookie.sameSite?.toLowerCase() === 'none') find('cookies-samesite-flag-invalid');
    if (!cookie.secure) find(hsts ? 'cookies-without-secure-flag-but-protected-by-hsts' : 'cookies-without-secure-flag');
    if (name.includes('csrf') && !cookie.sameSite) find('cookies-anticsrf-without-samesite-flag');
    if (session && !cookie.secure) find(hsts ? 'cookies-session-without-secure-flag-but-protected-by-hsts' : 'cookies-session-without-secure-flag');
    if (session && !cookie.httpOnly) find('cookies-session-without-httponly-flag');
    if (!cookie.sameSite) missingSameSite = true;
  }
  if (worst >= 0) return { test, result: ranking[worst]![0], modifier: ranking[worst]![1], pass: false };
  return missingSameSite
    ? { test, result: 'cookies-secure-with-httponly-sessions', modifier: 0, pass: true }
    : { test, result: 'cookies-secure-with-httponly-sessions-and-samesite', modifier: 5, pass: true };
}

function corsTest(site: ObservedSite): TestResult {
  const test = 'cross-origin-resource-sharing';
  const allowOrigin = header(site.corsProbe, 'access-control-allow-origin')?.trim().toLowerCase();
  if (!allowOrigin) return { test, result: 'cross-origin-resource-sharing-not-implemented', modifier: 0, pass: true };
  if (allowOrigin === '*') return { test, result: 'cross-origin-resource-sharing-implemented-with-public-access', modifier: 0, pass: true };
  const credentials = header(site.corsProbe, 'access-control-allow-credentials')?.trim().toLowerCase() === 'true';
  if (allowOrigin === 'https://http-observatory.security.mozilla.org' && credentials) {
    return { test, result: 'cross-origin-resource-sharing-implemented-with-universal-access', modifier: -50, pass: false };
  }
  return { test, result: 'cross-origin-resource-sharing-implemented-with-restricted-access', modifier: 0, pass: true };
}

function redirectionTest(site: ObservedSite): TestResult {
  return site.redirectsToHttps
    ? { test: 'redirection', result: 'redirection-to-https', modifier: 0, pass: true }
    : { test: 'redirection', result: 'redirection-missing', modifier: -20, pass: false };
}

function referrerPolicyTest(site: ObservedSite): TestResult {
  const test = 'referrer-policy';
  const value = header(site.page, 'referrer-policy');
  if (!value) return { test, result: 'referrer-policy-not-implemented', modifier: 0, pass: true };
  const good = ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'];
  const bad = ['origin', 'origin-when-cross-origin', 'unsafe-url', 'no-referrer-when-downgrade'];
  const policy = value.split(',').map((p) => p.trim().toLowerCase()).filter((p) => good.includes(p) || bad.includes(p)).pop() ?? '';
  if (good.includes(policy)) return { test, result: 'referrer-policy-private', modifier: 5, pass: true };
  if (bad.includes(policy)) return { test, result: 'referrer-policy-unsafe', modifier: -5, pass: false };
  return { test, result: 'referrer-policy-header-invalid', modifier: -5, pass: false };
}

const SIX_MONTHS = 15_552_000;

function hstsTest(site: ObservedSite): TestResult {
  const test = 'strict-transport-security';
  const value = header(site.page, 'strict-transport-security');
  if (!value) return { test, result: 'hsts-not-implemented', modifier: -20, pass: false };
  const maxAge = /(?:^|;)\s*max-age=(\d+)/i.exec(value)?.[1];
  if (value.includes(',') || maxAge === undefined) return { test, result: 'hsts-header-invalid', modifier: -20, pass: false };
  if (Number(maxAge) < SIX_MONTHS) return { test, result: 'hsts-implemented-max-age-less-than-six-months', modifier: -10, pass: false };
  return { test, result: 'hsts-implemented-max-age-at-least-six-months', modifier: 0, pass: true };
}

/** Scripts from elsewhere need integrity="…"; the site's own scripts do not (and get no bonus either). */
function sriTest(site: ObservedSite): TestResult {
  const test = 'subresource-integrity';
  if (!(header(site.page, 'content-type') ?? '').includes('text/html')) {
    return { test, result: 'sri-not-implemented-response-not-html', modifier: 0, pass: true };
  }
  const scripts = [...(site.page.body ?? '').matchAll(/<script\b[^>]*>/gi)].map((m) => m[0]);
  const sources = scripts.map((tag) => /\bsrc\s*=\s*["']?([^"'\s>]+)/i.exec(tag)?.[1]).filter((s): s is string => s !== undefined);
  if (sources.length === 0) return { test, result: 'sri-not-implemented-but-no-scripts-loaded', modifier: 0, pass: true };
  const external = scripts.filter((tag) => /\bsrc\s*=\s*["']?(https?:)?\/\//i.test(tag));
  if (external.length === 0) {
    const allIntegrity = scripts.every((tag) => /\bintegrity=/i.test(tag));
    return allIntegrity
      ? { test, result: 'sri-implemented-and-all-scripts-loaded-securely', modifier: 5, pass: true }
      : { test, result: 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin', modifier: 0, pass: true };
  }
  const insecure = external.some((tag) => /\bsrc\s*=\s*["']?(http:)?\/\//i.test(tag) && !/\bsrc\s*=\s*["']?https:/i.test(tag));
  const integrity = external.every((tag) => /\bintegrity=/i.test(tag));
  if (insecure) {
    return integrity
      ? { test, result: 'sri-implemented-but-external-scripts-not-loaded-securely', modifier: -20, pass: false }
      : { test, result: 'sri-not-implemented-and-external-scripts-not-loaded-securely', modifier: -50, pass: false };
  }
  return integrity
    ? { test, result: 'sri-implemented-and-external-scripts-loaded-securely', modifier: 5, pass: true }
    : { test, result: 'sri-not-implemented-but-external-scripts-loaded-securely', modifier: -5, pass: false };
}

function contentTypeOptionsTest(site: ObservedSite): TestResult {
  const test = 'x-content-type-options';
  const value = header(site.page, 'x-content-type-options');
  if (!value) return { test, result: 'x-content-type-options-not-implemented', modifier: -5, pass: false };
  return value.trim().toLowerCase() === 'nosniff'
    ? { test, result: 'x-content-type-options-nosniff', modifier: 0, pass: true }
    : { test, result: 'x-content-type-options-header-invalid', modifier: -5, pass: false };
}

function frameOptionsTest(site: ObservedSite, csp: Map<string, Set<string>> | undefined): TestResult {
  const test = 'x-frame-options';
  if (csp?.has('frame-ancestors')) return { test, result: 'x-frame-options-implemented-via-csp', modifier: 5, pass: true };
  const value = header(site.page, 'x-frame-options')?.trim().toLowerCase();
  if (!value) return { test, result: 'x-frame-options-not-implemented', modifier: -20, pass: false };
  if (value === 'deny' || value === 'sameorigin') return { test, result: 'x-frame-options-sameorigin-or-deny', modifier: 0, pass: true };
  if (value.startsWith('allow-from')) return { test, result: 'x-frame-options-allow-from-origin', modifier: 0, pass: true };
  return { test, result: 'x-frame-options-header-invalid', modifier: -20, pass: false };
}

function resourcePolicyTest(site: ObservedSite): TestResult {
  const test = 'cross-origin-resource-policy';
  const value = header(site.page, 'cross-origin-resource-policy')?.trim().toLowerCase();
  if (!value) return { test, result: 'corp-not-implemented', modifier: 0, pass: true };
  if (value === 'same-origin') return { test, result: 'corp-implemented-with-same-origin', modifier: 10, pass: true };
  if (value === 'same-site') return { test, result: 'corp-implemented-with-same-site', modifier: 10, pass: true };
  if (value === 'cross-origin') return { test, result: 'corp-implemented-with-cross-origin', modifier: 0, pass: true };
  return { test, result: 'corp-header-invalid', modifier: -5, pass: false };
}

export interface Grade {
  score: number;
  grade: string;
  results: TestResult[];
}

const GRADES: Array<[number, string]> = [
  [100, 'A+'], [90, 'A'], [85, 'A-'], [80, 'B+'], [70, 'B'], [65, 'B-'], [60, 'C+'], [50, 'C'], [45, 'C-'], [40, 'D+'], [30, 'D'], [25, 'D-'], [0, 'F'],
];

export function gradeSite(site: ObservedSite): Grade {
  const csp = cspTest(site);
  const hsts = hstsTest(site);
  const results: TestResult[] = [
    { test: csp.test, result: csp.result, modifier: csp.modifier, pass: csp.pass },
    cookiesTest(site, hsts.pass),
    corsTest(site),
    redirectionTest(site),
    referrerPolicyTest(site),
    hsts,
    sriTest(site),
    contentTypeOptionsTest(site),
    frameOptionsTest(site, csp.policy),
    resourcePolicyTest(site),
  ];
  const penalties = 100 + results.filter((r) => r.modifier < 0).reduce((sum, r) => sum + r.modifier, 0);
  const withBonus = 100 + results.reduce((sum, r) => sum + r.modifier, 0);
  const score = Math.max(0, penalties >= 90 ? withBonus : penalties);
  const rounded = Math.min(score - (score % 5), 100);
  return { score, grade: GRADES.find(([min]) => rounded >= min)![1], results };
}
