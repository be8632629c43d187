/**
 * How a message leaves: through the couple's mail server (nodemailer's SMTP pool, one connection at a time), or,
 * with none set, as the bytes of an .eml file that the outbox saves and nobody sends. And what a refusal means: a
 * message refused for good fails; anything else (a 4xx answer, a server that cannot be reached, a rejected login)
 * is tried again later.
 */
import type { SendMailOptions, Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { SmtpLogin } from './saved-mail-server';

export type Delivered = { kind: 'sent'; answer: string } | { kind: 'saved'; eml: Buffer };

export interface Delivery {
  /** False: messages are only saved as files. */
  readonly sends: boolean;
  deliver(mail: SendMailOptions): Promise<Delivered>;
  close(): void;
}

/**
 * Never read a file or fetch an address named in a message, and never log what passes (addresses, bodies, the login).
 * An option of SMTP_URL's query would win over these (nodemailer reads the URL last): server/config.ts refuses those at
 * start.
 */
export const CONTENT_ONLY = { disableFileAccess: true, disableUrlAccess: true, logger: false, debug: false } as const;

/** A mail server: SMTP_URL as the environment writes it, or the one the couple saved in Settings. */
export type SmtpTarget = { url: string } | SmtpLogin;

/**
 * The connection to `target` as nodemailer takes it. TLS certificates are checked (nodemailer's default); 'starttls'
 * refuses a server that does not offer it rather than send the password unencrypted.
 */
export function connectionOf(target: SmtpTarget): SMTPTransport.Options {
  if ('url' in target) return { url: target.url };
  const { host, port, security, user, password } = target;
  return { host, port, secure: security === 'tls', requireTLS: security === 'starttls', auth: { user, pass: password } };
}

/**
 * nodemailer is loaded when the first message leaves, not at every start: it is about a tenth of a second of CPU,
 * and a server (or a test's) often sends nothing.
 */
export const loadNodemailer = async () => (await import('nodemailer')).default;

/** A transport made at its first message; closing one never made does nothing. */
function transportAtFirstUse<T extends Transporter>(make: (mailer: Awaited<ReturnType<typeof loadNodemailer>>) => T) {
  let made: Promise<T> | undefined;
  return {
    get: () => (made ??= loadNodemailer().then(make)),
    close: () => void made?.then((transport) => transport.close()),
  };
}

/** Shorter than nodemailer's defaults (2 and 10 minutes): a stalled server holds up the queue for less. */
const TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 } as const;

export function smtpDelivery(target: SmtpTarget): Delivery {
  const transport = transportAtFirstUse((mailer) =>
    mailer.createTransport({
      ...connectionOf(target),
      pool: true,
      maxConnections: 1,
      // A message whose connection closed mid-way may have arrived: it is never handed over again by the pool itself
      // (the sender decides, and never sends one twice).
      maxRequeues: 0,
      ...TIMEOUTS,
      ...CONTENT_ONLY,
    }),
  );
  return {
    sends: true,
    async deliver(mail) {
      const info = await (await transport.get()).sendMail(mail);
      return { kind: 'sent', answer: info.response };
    },
    close: transport.close,
  };
}

export function fileDelivery(): Delivery {
  const transport = transportAtFirstUse((mailer) => mailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows', ...CONTENT_ONLY }));
  return {
    sends: false,
    async deliver(mail) {
      const info = await (await transport.get()).sendMail(mail);
      return { kind: 'saved', eml: info.message as Buffer };
    },
    close: transport.close,
  };
}

export interface Refusal {
  /** What the mail server said, in its own words, or why it could not be reached. */
  answer: string;
  /** Refused for good (a 5xx answer to this message, a setting that cannot work): trying again gets the same. */
  permanent: boolean;
  /** The server, not the message, is the problem (unreachable, closing, the login refused): the whole queue waits. */
  serverWide: boolean;
}

interface MailError {
  code?: string;
  response?: string;
  responseCode?: number;
  permanent?: boolean;
  message?: string;
}

/** Settings that will fail the same way every time. */
const UNWORKABLE = new Set(['ECONFIG', 'ENOAUTH', 'EFILEACCESS', 'EURLACCESS', 'EMAXRECIPIENTS', 'EREQUIRETLS']);

export function refusalOf(error: unknown): Refusal {
  const e = (error ?? {}) as MailError;
  const answer = (e.response ?? e.message ?? String(error)).slice(0, 1_000);
  // A refused login (535) is the server's setting, not this message's: it waits with the rest until the setting is fixed.
  const login = e.code === 'EAUTH';
  const permanent = !login && (e.permanent === true || (e.responseCode === undefined && UNWORKABLE.has(e.code ?? '')));
  const serverWide = login || e.responseCode === undefined || e.responseCode === 421;
  return { answer, permanent, serverWide };
}
