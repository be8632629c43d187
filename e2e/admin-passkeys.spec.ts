/**
 * Passkeys on the dashboard (issue 38, docs/decisions/0063), on 390 px phones, each with Chromium's virtual
 * authenticator (CTAP2, built in, resident keys, user verification that says yes): a person signs in with their
 * password, adds a passkey on the Passkeys screen, signs out, signs in with it; a second person's passkey signs in that
 * second person and never the first; the first removes theirs, which then signs in nobody. The dashboard password's
 * session is told kindly that it has no passkeys. A person with an authenticator app, signing in with their password on
 * a browser the site has not seen, answers the second step with their passkey instead of a code (docs/decisions/0065).
 *
 * WebAuthn needs a host name, not an address: this spec's own server is reached as localhost, its PUBLIC_URL's.
 */
import { devices, expect, type Browser, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { PEOPLE_API, type AdminSessionInfo, type PersonWithLink } from '#common/people-api';
import { SECOND_FACTOR_API, type TotpEnrolment } from '#common/second-factor-api';
import { anyFreePort } from '../test-support/free-port';
import { expectAxeClean } from './axe';
import { adminMessage as msg } from './content';
import { signInAsCouple } from './sessions';
import { type OwnServer, type TestSite, startOwnServer, test } from './sites';

test.describe.configure({ mode: 'serial', timeout: 90_000 });

let server: OwnServer;
let site: TestSite;
test.beforeAll(async () => {
  test.setTimeout(60_000);
  const port = await anyFreePort();
  const origin = `http://localhost:${port}`;
  server = await startOwnServer('passkeys', { PORT: String(port), PUBLIC_URL: origin });
  site = { origin, dataDir: server.dataDir };
});
test.afterAll(async () => server?.stop());

const { defaultBrowserType: _browserType, ...PHONE } = devices['Pixel 7'];
const PASSWORD = 'a long walk by the Danube';
const en = (key: string, vars: Record<string, string | number> = {}) => msg('en', key, vars);

/** A phone 390 px wide with a passkey authenticator of its own, as a phone with a fingerprint reader has. */
async function phoneWithAuthenticator(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ ...PHONE, viewport: { width: 390, height: 844 }, baseURL: site.origin, locale: 'en-US' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  return page;
}

/** The couple adds a person and sets their password through their link, as the person would on the set-up page. */
async function addPerson(couple: Page, name: string, email: string): Promise<void> {
  const added = (await (await couple.request.post(PEOPLE_API.people, { data: { name, email, role: 'helper' } })).json()) as PersonWithLink;
  const token = new URL(added.link).hash.slice(1);
  expect((await couple.request.post(PEOPLE_API.setupPassword, { data: { token, password: PASSWORD } })).status()).toBe(204);
}

async function signInWithPassword(page: Page, email: string): Promise<void> {
  await page.goto('/admin/sign-in');
  await page.getByLabel(en('signIn.email')).fill(email);
  await page.getByLabel(en('signIn.password'), { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: en('signIn.submit'), exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: en('tabs.overview') })).toBeVisible();
}

async function openPasskeys(page: Page): Promise<void> {
  const bar = page.getByRole('navigation', { name: en('nav.label') });
  await bar.getByRole('button', { name: en('tabs.more'), exact: true }).click();
  await bar.getByRole('link', { name: en('nav.passkeys') }).click();
  await expect(page.getByRole('heading', { level: 1, name: en('passkeys.heading') })).toBeVisible();
}

async function addPasskey(page: Page, name: string): Promise<void> {
  await openPasskeys(page);
  const form = page.locator('form.add-passkey');
  await form.getByLabel(en('passkeys.name')).fill(name);
  const add = form.getByRole('button', { name: en('passkeys.add') });
  await add.click();
  await expect(form.getByRole('status')).toHaveText(en('passkeys.added', { name }));
  await expect(add).toBeFocused();
  await expect(page.locator('.passkey-list > li').filter({ hasText: name })).toContainText(en('passkeys.neverUsed'));
}

async function signOut(page: Page): Promise<void> {
  const bar = page.getByRole('navigation', { name: en('nav.label') });
  await bar.getByRole('button', { name: en('tabs.more'), exact: true }).click();
  await bar.getByRole('button', { name: en('nav.signOut') }).click();
  await expect(page.getByRole('heading', { level: 1, name: en('signIn.heading') })).toBeVisible();
}

async function signInWithPasskey(page: Page): Promise<void> {
  await page.getByRole('button', { name: en('passkeys.signIn') }).click();
}

const whoIsSignedIn = async (page: Page) => ((await (await page.request.get('/api/admin/session')).json()) as AdminSessionInfo).person?.name;

test('a person adds a passkey, signs in with it and removes it; another person’s passkey opens only their own session', async ({ browser }) => {
  const couple = await phoneWithAuthenticator(browser);
  await signInAsCouple(couple, site);
  await addPerson(couple, 'Ana Pop', 'ana@example.com');
  await addPerson(couple, 'Ion Pop', 'ion@example.com');

  // The dashboard password belongs to nobody: the Passkeys screen says so instead of offering to add one.
  await couple.goto('/admin');
  await openPasskeys(couple);
  await expect(couple.getByText(en('passkeys.noPerson'))).toBeVisible();
  await expect(couple.getByRole('button', { name: en('passkeys.add') })).toHaveCount(0);

  // Ana, on her phone: signs in with her password and adds a passkey, which the list shows as not used yet.
  const ana = await phoneWithAuthenticator(browser);
  await signInWithPassword(ana, 'ana@example.com');
  await addPasskey(ana, 'Ana’s phone');
  await expectAxeClean(ana, { label: 'passkeys' });
  expect(await ana.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // Signed out, she signs in with the passkey alone, as herself; the list says when it was last used.
  await signOut(ana);
  await expectAxeClean(ana, { label: 'sign-in with a passkey' });
  await signInWithPasskey(ana);
  await expect(ana.getByRole('heading', { level: 1, name: en('tabs.overview') })).toBeVisible();
  expect(await whoIsSignedIn(ana)).toBe('Ana Pop');
  await openPasskeys(ana);
  await expect(ana.locator('.passkey-list > li').filter({ hasText: 'Ana’s phone' })).not.toContainText(en('passkeys.neverUsed'));

  // Ion, on his phone: his passkey signs in Ion, never Ana.
  const ion = await phoneWithAuthenticator(browser);
  await signInWithPassword(ion, 'ion@example.com');
  await addPasskey(ion, 'Ion’s phone');
  await signOut(ion);
  await signInWithPasskey(ion);
  await expect(ion.getByRole('heading', { level: 1, name: en('tabs.overview') })).toBeVisible();
  expect(await whoIsSignedIn(ion)).toBe('Ion Pop');
  await openPasskeys(ion);
  await expect(ion.locator('.passkey-list > li')).toHaveText([/Ion’s phone/]);

  // Ana removes hers: the result line takes the focus; signed out, the passkey is refused beside its button.
  const remove = ana.locator('.passkey-list > li').filter({ hasText: 'Ana’s phone' }).getByRole('button', { name: en('passkeys.remove') });
  await remove.click();
  const removed = ana.getByRole('status').filter({ hasText: en('passkeys.removed', { name: 'Ana’s phone' }) });
  await expect(removed).toBeFocused();
  await expect(ana.getByText(en('passkeys.none'))).toBeVisible();
  await signOut(ana);
  await signInWithPasskey(ana);
  await expect(ana.locator('#passkey-sign-in-result')).toHaveText(en('passkeys.signInRefused'));
  await expect(ana.getByRole('heading', { level: 1, name: en('signIn.heading') })).toBeVisible();
});

test('a person with an authenticator app finishes a password’s sign-in on a new browser with their passkey instead of a code', async ({ browser }) => {
  const couple = await phoneWithAuthenticator(browser);
  await signInAsCouple(couple, site);
  await addPerson(couple, 'Eva Pop', 'eva@example.com');

  // Eva turns her authenticator app on (its code computed as the app would) and adds a passkey.
  const eva = await phoneWithAuthenticator(browser);
  await signInWithPassword(eva, 'eva@example.com');
  const { secret } = (await (await eva.request.post(SECOND_FACTOR_API.totpStart)).json()) as TotpEnrolment;
  const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate();
  expect((await eva.request.post(SECOND_FACTOR_API.totpConfirm, { data: { code } })).status()).toBe(200);
  await addPasskey(eva, 'Eva’s phone');

  // The browser forgets the site (its cookies gone): a device the site has not seen, so the password asks a second step.
  await signOut(eva);
  await eva.context().clearCookies();
  await eva.goto('/admin/sign-in');
  await eva.getByLabel(en('signIn.email')).fill('eva@example.com');
  await eva.getByLabel(en('signIn.password'), { exact: true }).fill(PASSWORD);
  await eva.getByRole('button', { name: en('signIn.submit'), exact: true }).click();
  await expect(eva.getByLabel(en('signIn.secondFactor.code'))).toBeFocused();
  // Only her passkey answers it: the plain "Sign in with a passkey" gives way to the step's own button.
  await expect(eva.getByRole('button', { name: en('passkeys.signIn') })).toHaveCount(0);
  await expectAxeClean(eva, { label: 'second step with a passkey' });
  await eva.getByRole('button', { name: en('signIn.secondFactor.passkey') }).click();
  await expect(eva.getByRole('heading', { level: 1, name: en('tabs.overview') })).toBeVisible();
  expect(await whoIsSignedIn(eva)).toBe('Eva Pop');
});
