/**
 * The texts and facts the browser tests expect, read from the same content files the server serves, so a test
 * checks what a guest sees against the source rather than against a copy.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCALES, type Locale } from '#common/locales';

const CONTENT_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'content');

type MessageTree = { [key: string]: string | MessageTree };

const readJson = (file: string): unknown => JSON.parse(fs.readFileSync(path.join(CONTENT_DIR, file), 'utf8'));

const trees = new Map<Locale, MessageTree>(LOCALES.map((l) => [l, readJson(`messages/${l}.json`) as MessageTree]));

export const wedding = readJson('wedding.json') as {
  coupleNames: string;
  weddingDate: string;
  timeZone: string;
  storyBeganYear: number;
  copyrightYear: number;
};

/** The raw message at a dotted key, e.g. msg('en', 'login.password'); throws when it is missing. */
export function msg(locale: Locale, key: string): string {
  let node: string | MessageTree | undefined = trees.get(locale);
  for (const part of key.split('.')) {
    node = typeof node === 'object' ? node[part] : undefined;
  }
  if (typeof node !== 'string') throw new Error(`No message ${locale}:${key}`);
  return node;
}

/** A message with {{placeholders}} filled in. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    if (!(name in values)) throw new Error(`No value for {{${name}}} in "${template}"`);
    return String(values[name]);
  });
}

/** The wedding moment: midnight at the start of 24 May 2026 in Europe/Bucharest (UTC+3 in May). */
export const WEDDING_MOMENT = new Date('2026-05-23T21:00:00Z');

/** The moment `days` d, `hours` h, `minutes` min and `seconds` s before the wedding. */
export function before(days: number, hours = 0, minutes = 0, seconds = 0): Date {
  return new Date(WEDDING_MOMENT.getTime() - (((days * 24 + hours) * 60 + minutes) * 60 + seconds) * 1000);
}

/** The dashboard's messages (web/src/admin/i18n/messages/). */
type AdminTree = { [key: string]: string | AdminTree };
const ADMIN_MESSAGES = Object.fromEntries(
  LOCALES.map((locale) => [locale, JSON.parse(fs.readFileSync(path.join('web/src/admin/i18n/messages', `${locale}.json`), 'utf8')) as AdminTree]),
) as Record<Locale, AdminTree>;

/** A dashboard message as the couple reads it: the plural form of `count`, the placeholders filled. */
export function adminMessage(locale: Locale, key: string, vars: Record<string, string | number> = {}): string {
  const lookup = (full: string) => full.split('.').reduce<string | AdminTree | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), ADMIN_MESSAGES[locale]);
  const plural = typeof vars.count === 'number' ? lookup(`${key}_${new Intl.PluralRules(locale).select(vars.count)}`) : undefined;
  const text = plural ?? lookup(key);
  if (typeof text !== 'string') throw new Error(`No message ${key} in ${locale}`);
  return text.replace(/{{\s*(\w+)\s*}}/g, (_, name: string) => String(vars[name]));
}
