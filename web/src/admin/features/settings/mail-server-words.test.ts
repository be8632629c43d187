/**
 * Every word the mail server's form picks by a choice (mail-server-words.ts) is a message in each of the five
 * languages: a provider's steps, its link, an encryption's label.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '#common/locales';
import { MAIL_PROVIDERS, SMTP_SECURITY } from '#common/mail-server-api';
import { flatten, type Tree } from '../../../../../test-support/message-parity';
import { PROVIDER_LINKS, PROVIDER_STEPS, SECURITY_LABELS } from './mail-server-words';

const messages = (locale: string) => flatten(JSON.parse(fs.readFileSync(path.join(__dirname, '../../i18n/messages', `${locale}.json`), 'utf8')) as Tree);

describe.each(LOCALES)('the mail server form in %s', (locale) => {
  const words = messages(locale);
  it('has each provider’s steps, each link and each encryption’s label', () => {
    const keys = [
      ...MAIL_PROVIDERS.flatMap((provider) => PROVIDER_STEPS[provider]),
      ...Object.values(PROVIDER_LINKS),
      ...SMTP_SECURITY.map((security) => SECURITY_LABELS[security]),
    ];
    expect(keys.length).toBe(4 * 3 + 3 + 3 + 3);
    for (const key of keys) expect(words.get(key), key).toMatch(/\S/);
  });
});
