/**
 * The e-mail settings of the environment (SMTP_URL, MAIL_FROM, MAIL_PER_MINUTE), as server/config.ts checks them at
 * start. The URL holds the mail server's password: nothing here repeats it, in a message or a log.
 */
import addressparser from 'nodemailer/lib/addressparser';
import { isMailAddress } from '#common/mail-address';
import { LINE_BREAKING } from '#common/outbox-api';

export interface MailSettings {
  /** smtp(s)://user:password@host:port, or null: no mail server, every message is saved as a file and none is sent. */
  smtpUrl: string | null;
  /** MAIL_FROM: the address messages come from, with the name to show if it gives one. */
  from: string | null;
  /** At most this many messages a minute (MAIL_PER_MINUTE). */
  perMinute: number;
}

/** MAIL_PER_MINUTE when unset: below what mailbox providers allow an account (Gmail, for one, far more a day). */
export const DEFAULT_MAIL_PER_MINUTE = 20;

/** The mail server's host and port, without the user and password; undefined for anything but an smtp(s) URL. */
export function smtpHostOf(value: string): string | undefined {
  if (LINE_BREAKING.test(value) || /\s/.test(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  if ((url.protocol !== 'smtp:' && url.protocol !== 'smtps:') || url.hostname === '') return undefined;
  return url.port ? `${url.hostname}:${url.port}` : url.hostname;
}

/** MAIL_FROM as a name (possibly empty) and one address; undefined unless it is exactly one plain mailbox. */
export function parseFromAddress(value: string): { name: string; address: string } | undefined {
  if (LINE_BREAKING.test(value)) return undefined;
  const parsed = addressparser(value);
  const [only] = parsed;
  if (parsed.length !== 1 || !only || only.group || !isMailAddress(only.address)) return undefined;
  return { name: only.name, address: only.address };
}
