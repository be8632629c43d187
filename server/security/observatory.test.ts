/**
 * "The headers would earn an A+ from Mozilla's HTTP Observatory": the production app's front page, its sign-in
 * cookie and its answer to a foreign Origin, graded by the Observatory's rules (testing/observatory.ts), plus the
 * stricter requirements of the hardening issue that the Observatory does not score.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '#common/api';
import { WEB_BUILD_DIR } from '../paths';
import { gradeSite, parseCsp, type ObservedSite } from '../testing/observatory';
import { createTestApp, loginUrl, TEST_PASSWORD } from '../testing/test-app';
import { contentSecurityPolicy, inlineHashes } from './security-headers';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let production: TestApp;
let site: ObservedSite;

const SCANNER_ORIGIN = 'https://http-observatory.security.mozilla.org';
const builtIndex = path.join(WEB_BUILD_DIR, 'index.html');

beforeAll(async () => {
  // The built app when there is one (npm test builds first), so the HTML checks see the real page.
  production = await createTestApp({ production: true, ...(fs.existsSync(builtIndex) ? { webRoot: WEB_BUILD_DIR } : {}) });
  const page = await production.app.inject({ method: 'GET', url: '/' });
  const corsProbe = await production.app.inject({ method: 'GET', url: '/', headers: { origin: SCANNER_ORIGIN } });
  const signIn = await production.app.inject({ method: 'POST', url: loginUrl({ password: TEST_PASSWORD }) });
  expect(signIn.statusCode).toBe(200);
  const setCookie = signIn.headers['set-cookie'];
  site = {
    page: { headers: page.headers, body: page.body },
    corsProbe: { headers: corsProbe.headers },
    setCookies: [page.headers['set-cookie'] ?? [], setCookie ?? []].flat(),
    // The reverse proxy redirects http:// to https:// on the same host (docs/security.md shows the configuration).
    redirectsToHttps: true,
  };
});

afterAll(async () => production?.close());

describe('Mozilla HTTP Observatory rules, production', () => {
  it('grades A+ with every test passing', () => {
    const { score, grade, results } = gradeSite(site);
    const failed = results.filter((r) => !r.pass);
    expect(failed, JSON.stringify(results, null, 2)).toEqual([]);
    expect(grade, `score ${score}: ${JSON.stringify(results, null, 2)}`).toBe('A+');
    expect(score).toBeGreaterThanOrEqual(100);
  });

  it('earns each bonus the site can earn on its own: CSP default-src none, cookies, referrer, frame-ancestors, CORP', () => {
    const byTest = Object.fromEntries(gradeSite(site).results.map((r) => [r.test, r.result]));
    expect(byTest).toMatchObject({
      'content-security-policy': 'csp-implemented-with-no-unsafe-default-src-none',
      cookies: 'cookies-secure-with-httponly-sessions-and-samesite',
      'cross-origin-resource-sharing': 'cross-origin-resource-sharing-not-implemented',
      'referrer-policy': 'referrer-policy-private',
      'strict-transport-security': 'hsts-implemented-max-age-at-least-six-months',
      'x-content-type-options': 'x-content-type-options-nosniff',
      'x-frame-options': 'x-frame-options-implemented-via-csp',
      'cross-origin-resource-policy': 'corp-implemented-with-same-origin',
    });
    expect(byTest['subresource-integrity']).toMatch(/^sri-not-implemented-but-(all-scripts-loaded-from-secure-origin|no-scripts-loaded)$/);
  });
});

describe('the grader itself marks down weaker headers (so the A+ above means something)', () => {
  const weaken = (change: (s: ObservedSite) => void): ReturnType<typeof gradeSite> => {
    const copy = structuredClone(site);
    change(copy);
    return gradeSite(copy);
  };
  const setHeader =
    (name: string, value: string | undefined) =>
    (s: ObservedSite): void => {
      s.page.headers[name] = value;
    };

  const cases: Array<[string, string, (s: ObservedSite) => void]> = [
    ['unsafe-inline scripts', 'content-security-policy', setHeader('content-security-policy', "default-src 'none'; script-src 'self' 'unsafe-inline'")],
    ['no CSP', 'content-security-policy', setHeader('content-security-policy', undefined)],
    ['HSTS for a month', 'strict-transport-security', setHeader('strict-transport-security', 'max-age=2592000')],
    ['no HSTS', 'strict-transport-security', setHeader('strict-transport-security', undefined)],
    ['no framing protection', 'x-frame-options', (s) => {
      s.page.headers['content-security-policy'] = "default-src 'none'";
      delete s.page.headers['x-frame-options'];
    }],
    ['a session cookie without Secure', 'cookies', (s) => void (s.setCookies = ['session=abc; Path=/; HttpOnly; SameSite=Lax'])],
    ['a session cookie readable by scripts', 'cookies', (s) => void (s.setCookies = ['__Host-session=abc; Path=/; Secure; SameSite=Lax'])],
    ['credentialed CORS for any origin', 'cross-origin-resource-sharing', (s) => {
      s.corsProbe.headers['access-control-allow-origin'] = SCANNER_ORIGIN;
      s.corsProbe.headers['access-control-allow-credentials'] = 'true';
    }],
    ['no redirect to HTTPS', 'redirection', (s) => void (s.redirectsToHttps = false)],
  ];
  it.each(cases)('%s: the %s test fails and the score drops', (_label, test, change) => {
    const weaker = weaken(change);
    expect(weaker.results.find((r) => r.test === test)?.pass).toBe(false);
    expect(weaker.score).toBeLessThan(gradeSite(site).score);
  });

  it('a combination of weaknesses loses the A+', () => {
    const weaker = weaken((s) => {
      s.page.headers['strict-transport-security'] = undefined;
      s.page.headers['referrer-policy'] = 'unsafe-url';
    });
    expect(weaker.grade).not.toBe('A+');
  });
});

describe('the hardening issue, beyond the Observatory', () => {
  it('CSP: default-src none, only self for what the app needs (and the page’s own inline style and script, by hash, data: images for the favicon in the page, and blob: media for a chosen video’s poster frame), no unsafe-*, frame-ancestors/object-src/base-uri none, form-action self', () => {
    const csp = parseCsp(String(site.page.headers['content-security-policy']));
    const hashes = inlineHashes(site.page.body ?? '');
    const quoted = (list: readonly string[]) => list.map((hash) => `'${hash}'`);
    expect([...csp.get('default-src')!]).toEqual(["'none'"]);
    for (const directive of ['frame-ancestors', 'object-src', 'base-uri']) expect([...csp.get(directive)!], directive).toEqual(["'none'"]);
    expect([...csp.get('form-action')!]).toEqual(["'self'"]);
    for (const [directive, sources] of csp) {
      if (directive === 'default-src' || sources.has("'none'")) continue;
      // img-src: the favicon is a data: address inside the page (scripts/build-icons.ts, docs/decisions/0057).
      // media-src: the upload page opens the video a guest chose as a blob: address to draw its poster (issue 39).
      const others: Record<string, string[]> = { 'img-src': ['data:'], 'media-src': ['blob:'] };
      const inline = directive === 'style-src' ? quoted(hashes.style) : directive === 'script-src' ? quoted(hashes.script) : (others[directive] ?? []);
      expect([...sources], directive).toEqual(["'self'", ...inline]);
    }
    // The header is the policy of security-headers.ts, which the raw error answers share.
    expect(csp).toEqual(parseCsp(contentSecurityPolicy(hashes)));
  });

  it('HSTS of at least a year in production, none in development (no HTTPS there)', async () => {
    const maxAge = Number(/max-age=(\d+)/.exec(String(site.page.headers['strict-transport-security']))?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(365 * 86_400);
    const development = await createTestApp();
    try {
      expect((await development.app.inject({ method: 'GET', url: '/' })).headers['strict-transport-security']).toBeUndefined();
    } finally {
      await development.close();
    }
  });

  it('the session cookie: __Host- prefix, Secure, HttpOnly, SameSite=Lax, Path=/, no Domain', () => {
    const line = site.setCookies.find((c) => c.startsWith('__Host-session='))!;
    expect(line).toBeDefined();
    expect(line).toMatch(/; Secure/);
    expect(line).toMatch(/; HttpOnly/);
    expect(line).toMatch(/; SameSite=Lax/);
    expect(line).toMatch(/; Path=\//);
    expect(line).not.toMatch(/; Domain=/i);
  });

  it('nosniff, no-referrer, COOP same-origin, CORP same-origin, a restrictive Permissions-Policy, no X-Powered-By', () => {
    const h = site.page.headers;
    expect(h['x-content-type-options']).toBe('nosniff');
    expect(h['referrer-policy']).toBe('no-referrer');
    expect(h['cross-origin-opener-policy']).toBe('same-origin');
    expect(h['cross-origin-resource-policy']).toBe('same-origin');
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) expect(h['permissions-policy']).toContain(`${feature}=()`);
    expect(h['x-powered-by']).toBeUndefined();
    expect(h['access-control-allow-origin']).toBeUndefined();
  });

  it('API answers carry Cache-Control: no-store, signed in or not, success or error', async () => {
    const cookie = site.setCookies.find((c) => c.startsWith('__Host-session='))!.split(';')[0]!;
    for (const [method, url, headers] of [
      ['GET', API_PATHS.status, {}],
      ['GET', API_PATHS.status, { cookie }],
      ['GET', API_PATHS.content, { cookie }],
      ['GET', API_PATHS.site, {}],
      ['POST', API_PATHS.login, {}],
      ['POST', loginUrl({ token: 'wrong' }), {}],
    ] as const) {
      const response = await production.app.inject({ method, url, headers });
      expect(response.headers['cache-control'], `${method} ${url} ${response.statusCode}`).toBe('no-store');
    }
  });

  it('the built page needs nothing the CSP forbids: two inline scripts and one inline style (allowed by their hashes), no eval in the bundle', () => {
    if (!fs.existsSync(builtIndex)) return; // Checked after `npm run build`, as in `npm test`.
    const html = fs.readFileSync(builtIndex, 'utf8');
    // The token remover (web/index.html) and the page's own script, which fetches the app (first-photo-loader.ts);
    // any other inline script would have no hash.
    expect(html.match(/<script(?![^>]*\bsrc=)[^>]*>/gi)).toEqual(['<script>', '<script type="module">']);
    // The stylesheet, inlined by the build; likewise.
    expect(html.match(/<style\b[^>]*>/gi)).toEqual(['<style>']);
    const policy = String(site.page.headers['content-security-policy']);
    expect(policy).toContain(`'${inlineHashes(html).style[0]}'`);
    expect(inlineHashes(html).script).toHaveLength(2);
    for (const hash of inlineHashes(html).script) expect(policy).toContain(`'${hash}'`);
    expect(html).not.toMatch(/\sstyle=/i);
    expect(html).not.toMatch(/\son[a-z]+=/i);
    expect(html).not.toMatch(/(src|href)=["']?(https?:)?\/\//i);
    const assets = path.join(WEB_BUILD_DIR, 'assets');
    for (const file of fs.readdirSync(assets).filter((f) => f.endsWith('.js'))) {
      const code = fs.readFileSync(path.join(assets, file), 'utf8');
      expect(code, file).not.toMatch(/\beval\(|new Function\(/);
    }
  });
});
