/**
 * What the couple typed for their mail server, read into the server to try (mail-server-input.ts): a provider's own
 * server whatever else is sent, their address as the user unless they give another, every problem at once, and the
 * saved password reused only for the very server and user it was saved for.
 */
import { describe, expect, it } from 'vitest';
import type { MailServerRequest } from '#common/mail-server-api';
import { readMailServerRequest } from './mail-server-input';
import type { SavedMailServer, SmtpLogin } from './saved-mail-server';

const other = (changes: Partial<MailServerRequest> = {}): MailServerRequest => ({
  provider: 'other',
  host: 'smtp.example.com',
  port: 587,
  security: 'starttls',
  address: 'ana@example.com',
  user: '',
  password: 'app password',
  locale: 'en',
  ...changes,
});

const SAVED: { server: SavedMailServer; login: SmtpLogin } = {
  server: { provider: 'other', host: 'smtp.example.com', port: 587, security: 'starttls', address: 'ana@example.com', user: 'ana@example.com' },
  login: { host: 'smtp.example.com', port: 587, security: 'starttls', user: 'ana@example.com', password: 'the saved one' },
};

describe('a provider of the list', () => {
  it('uses its own server, port and encryption, whatever is sent, with the address as the user', () => {
    const read = readMailServerRequest({ ...other({ host: 'evil.example', port: 25, security: 'none', user: 'someone' }), provider: 'gmail', address: ' ana@gmail.com ' }, null);
    expect(read).toEqual({
      server: { provider: 'gmail', host: 'smtp.gmail.com', port: 465, security: 'tls', address: 'ana@gmail.com', user: 'ana@gmail.com' },
      login: { host: 'smtp.gmail.com', port: 465, security: 'tls', user: 'ana@gmail.com', password: 'apppassword' },
    });
  });

  it('keeps an iCloud password as written (its hyphens are part of it), trimmed', () => {
    const read = readMailServerRequest({ ...other(), provider: 'icloud', address: 'ana@icloud.com', password: ' abcd-efgh-ijkl-mnop\n' }, null);
    expect(read).toMatchObject({ login: { host: 'smtp.mail.me.com', port: 587, security: 'starttls', password: 'abcd-efgh-ijkl-mnop' } });
  });
});

describe('another provider', () => {
  it('takes the server as typed, lower-cased, an IPv6 address without its brackets, and a user of its own', () => {
    expect(readMailServerRequest(other({ host: ' SMTP.Example.COM ', user: ' ana ' }), null)).toMatchObject({ login: { host: 'smtp.example.com', user: 'ana' } });
    expect(readMailServerRequest(other({ host: '[::1]', security: 'none' }), null)).toMatchObject({ login: { host: '::1', security: 'none' } });
  });

  it('says every problem at once, each by its field', () => {
    const read = readMailServerRequest({ ...other(), host: 'https://smtp.example.com', port: undefined, address: 'not an address', password: '' }, null);
    expect(read).toEqual({
      problems: [
        { field: 'address', code: 'invalid' },
        { field: 'host', code: 'invalid' },
        { field: 'port', code: 'empty' },
        { field: 'password', code: 'empty' },
      ],
    });
    expect(readMailServerRequest({ ...other(), host: '', address: '', security: undefined }, null)).toEqual({
      problems: [
        { field: 'address', code: 'empty' },
        { field: 'host', code: 'empty' },
        { field: 'security', code: 'empty' },
      ],
    });
  });

  it('goes without encryption only to this computer', () => {
    for (const host of ['smtp.example.com', '10.0.0.5', '::2', 'localhost.example.com']) {
      expect(readMailServerRequest(other({ host, security: 'none' }), null), host).toEqual({ problems: [{ field: 'security', code: 'plain-over-network' }] });
    }
    for (const host of ['localhost', '127.0.0.1', '127.1.2.3', '::1']) {
      expect(readMailServerRequest(other({ host, security: 'none' }), null), host).toMatchObject({ login: { host, security: 'none' } });
    }
  });
});

describe('the saved password', () => {
  it('is used when none is typed, for the same server, port, encryption and user only', () => {
    expect(readMailServerRequest(other({ password: '' }), SAVED)).toMatchObject({ login: { password: 'the saved one' } });
    expect(readMailServerRequest(other({ password: 'a new one' }), SAVED)).toMatchObject({ login: { password: 'a new one' } });
    for (const changed of [{ host: 'evil.example' }, { port: 2525 }, { security: 'tls' as const }, { user: 'eve@example.com' }]) {
      expect(readMailServerRequest(other({ ...changed, password: '' }), SAVED), JSON.stringify(changed)).toEqual({ problems: [{ field: 'password', code: 'password-again' }] });
    }
    expect(readMailServerRequest({ ...other({ password: '' }), provider: 'outlook' }, SAVED)).toEqual({ problems: [{ field: 'password', code: 'password-again' }] });
  });
});
