/**
 * The e-mail settings of the environment (SMTP_URL, MAIL_FROM, MAIL_PER_MINUTE, MAIL_PER_DAY), as server/config.ts
 * checks them at start. The URL holds the mail server's password: nothing here repeats it, in a message or a log.
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
  /** At most this many messages handed to the mail server in any 24 hours (MAIL_PER_DAY); DEFAULT_MAIL_PER_DAY unset. */
  perDay?: number;
}

/** MAIL_PER_MINUTE when unset: below what mailbox providers allow an account (Gmail, for one, far more a day). */
export const DEFAULT_MAIL_PER_MINUTE = 20;

/**
 * MAIL_PER_DAY when unset: below what a personal mailbox may send in 24 hours (Gmail about 500, Outlook.com 300 to
 * 5,000 by account), so a site never spends the couple's own mailbox for the day (docs/decisions/0048).
 */
export const DEFAULT_MAIL_PER_DAY = 400;

const PRINTS_MESSAGES = 'makes the mail library write every message whole (addresses, names, answers) into the log';
const UNDOES_A_SAFEGUARD = 'would undo what the site sets itself to keep every message safe and sent once';

/**
 * Options of SMTP_URL's query the site refuses. Nodemailer reads every option of the URL's query and lets it win over
 * the options the site gives it (delivery.ts): these would log personal data, or undo what the site keeps to (no file
 * read nor address fetched for a message, one connection, a message never handed over twice by the library).
 */
const REFUSED_URL_OPTIONS: Record<string, string> = {
  debug: PRINTS_MESSAGES,
  logger: PRINTS_MESSAGES,
  disablefileaccess: UNDOES_A_SAFEGUARD,
  disableurlaccess: UNDOES_A_SAFEGUARD,
  pool: UNDOES_A_SAFEGUARD,
  maxconnections: UNDOES_A_SAFEGUARD,
  maxrequeues: UNDOES_A_SAFEGUARD,
};

/** Why SMTP_URL cannot be used as it is, for an option of its query; undefined when none is refused. */
export function smtpUrlOptionProblem(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  for (const name of url.searchParams.keys()) {
    const why = REFUSED_URL_OPTIONS[name.toLowerCase()];
    // The option's name only: its value may be anything, and the URL around it holds the password.
    if (why) return `SMTP_URL must not set "${name}": it ${why}. Remove ?${name}=… from SMTP_URL`;
  }
  return undefined;
}

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
