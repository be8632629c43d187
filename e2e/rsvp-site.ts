/**
 * What the browser tests of answering share (e2e/rsvp-guest.spec.ts, e2e/rsvp-family.spec.ts): a phone on a test's
 * own server with its clock in Bucharest, the couple's API answers read as JSON, texts in the five languages and an
 * event for invited households.
 */
import { devices, expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import type { EventInput } from '#common/invitation-api';
import { LOCALES, type Locale } from '#common/locales';

const { defaultBrowserType: _browserType, viewport: _viewport, ...PHONE } = devices['Pixel 7'];

/** A phone of `width` × 844 px on the server at `origin`, its clock in Bucharest. */
export function phoneOn(browser: Browser, origin: string, locale: string, width = 390): Promise<BrowserContext> {
  return browser.newContext({ ...PHONE, viewport: { width, height: 844 }, baseURL: origin, locale, timezoneId: 'Europe/Bucharest' });
}

export async function ok<T>(response: Awaited<ReturnType<Page['request']['get']>>): Promise<T> {
  expect(response.ok(), `${response.url()}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

export const inAll = (text: string, others: Partial<Record<Locale, string>> = {}) =>
  ({ ...Object.fromEntries(LOCALES.map((l) => [l, text])), ...others }) as Record<Locale, string>;
const empty = inAll('');

/** An event for invited households, at the Conacul Bellu in Bucharest. */
export function invitedEvent(title: Record<Locale, string>, startsAt: string, endsAt: string, address = ''): EventInput {
  return { title, description: empty, dressCode: empty, notes: empty, startsAt, endsAt, timeZone: 'Europe/Bucharest', place: 'Conacul Bellu', address, mapUrl: '', audience: 'invited' };
}
