/**
 * What the couple typed for their mail server (common/mail-server-api.ts's request), read into the server to try:
 * a provider's own host, port and encryption, the user (their address unless they give another) and the password
 * (the saved one when left empty, but only for the very server and user it was saved for). Every problem is
 * returned at once, each naming its field.
 */
import net from 'node:net';
import type { FieldError } from '#common/api-problems';
import { PROVIDER_PRESETS, type MailServerRequest } from '#common/mail-server-api';
import { isMailAddress } from '#common/mail-address';
import { typedContact } from '#common/text-fields';
import type { SavedMailServer, SmtpLogin } from './saved-mail-server';

/** A host name of labels (letters, digits, hyphens), as DNS allows it. */
const HOST_NAME = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*\.?$/i;

/** This computer: the only place a password may travel unencrypted to. */
const isLoopback = (host: string) => host === 'localhost' || host === '::1' || (net.isIPv4(host) && host.startsWith('127.'));

export type ReadServer = { server: SavedMailServer; login: SmtpLogin } | { problems: FieldError[] };

/** `saved`: the server saved now, with its password, when it can be read. */
export function readMailServerRequest(body: MailServerRequest, saved: { server: SavedMailServer; login: SmtpLogin } | null): ReadServer {
  const problems: FieldError[] = [];
  const address = typedContact(body.address);
  if (!isMailAddress(address)) problems.push({ field: 'address', code: address === '' ? 'empty' : 'invalid' });

  const preset = body.provider === 'other' ? undefined : PROVIDER_PRESETS[body.provider];
  // An IPv6 address may come in brackets, as in a URL.
  const host = preset?.host ?? (body.host ?? '').trim().replace(/^\[(.*)\]$/, '$1').toLowerCase();
  const port = preset?.port ?? body.port;
  const security = preset?.security ?? body.security;
  const user = preset ? address : body.user.trim() || address;
  if (!preset) {
    if (host === '') problems.push({ field: 'host', code: 'empty' });
    else if (!net.isIP(host) && !HOST_NAME.test(host)) problems.push({ field: 'host', code: 'invalid' });
    if (port === undefined) problems.push({ field: 'port', code: 'empty' });
    if (security === undefined) problems.push({ field: 'security', code: 'empty' });
    else if (security === 'none' && host !== '' && !isLoopback(host)) problems.push({ field: 'security', code: 'plain-over-network' });
  }

  // Google shows its app passwords in groups of four letters; the spaces are not part of them.
  let password = body.provider === 'gmail' ? body.password.replace(/\s+/g, '') : body.password.trim();
  if (password === '') {
    const same = saved && saved.login.host === host && saved.login.port === port && saved.login.security === security && saved.login.user === user;
    if (same) password = saved.login.password;
    else problems.push({ field: 'password', code: saved ? 'password-again' : 'empty' });
  }

  if (problems.length > 0 || port === undefined || security === undefined) return { problems };
  return {
    server: { provider: body.provider, host, port, security, address, user },
    login: { host, port, security, user, password },
  };
}
