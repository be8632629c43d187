/** Helpers of the dashboard's browser tests: the couple signs in through the API, as the browser would. */
import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { LOCALES, type Locale } from '#common/locales';
import { E2E_ADMIN_PASSWORD } from '../playwright.config';

export { E2E_ADMIN_PASSWORD };

/** Signs the page's context in as the couple, without the form (only the sign-in spec drives the form). */
export async function signInAsCouple(page: Page): Promise<void> {
  const response = await page.request.post('/api/admin/login', { data: { password: E2E_ADMIN_PASSWORD } });
  expect(response.status()).toBe(200);
}

/** A name no other test uses, so that tests running side by side on one database do not see each other's guests. */
export function uniqueName(base: string): string {
  return `${base} ${Math.random().toString(36).slice(2, 8)}`;
}

type Tree = { [key: string]: string | Tree };
const MESSAGES = Object.fromEntries(
  LOCALES.map((locale) => [locale, JSON.parse(fs.readFileSync(path.join('web/src/admin/i18n/messages', `${locale}.json`), 'utf8')) as Tree]),
) as Record<Locale, Tree>;

/** A dashboard message as the couple reads it: the plural form of `count`, the placeholders filled. */
export function adminMessage(locale: Locale, key: string, vars: Record<string, string | number> = {}): string {
  const lookup = (full: string) => full.split('.').reduce<string | Tree | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), MESSAGES[locale]);
  const plural = typeof vars.count === 'number' ? lookup(`${key}_${new Intl.PluralRules(locale).select(vars.count)}`) : undefined;
  const text = plural ?? lookup(key);
  if (typeof text !== 'string') throw new Error(`No message ${key} in ${locale}`);
  return text.replace(/{{\s*(\w+)\s*}}/g, (_, name: string) => String(vars[name]));
}
