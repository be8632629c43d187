/**
 * The couple's own mail server, set from the dashboard's Settings (issue 36): their provider (Gmail, iCloud, Outlook
 * or another), their address and an app password, tried with a test e-mail before it is kept. The password goes to
 * the server once and never comes back: the screen only learns that one is saved. SMTP_URL in the server's
 * environment, where set, wins over all of it. Never imported by the guests' app.
 */
import * as z from 'zod/mini';
import { LOCALES } from './locales';

export const MAIL_SERVER_API = {
  /**
   * GET: MailServerScreen. PUT MailServerRequest: the test e-mail is sent through the server given, to the couple's
   * own address, and only once it went is the server kept (200 MailServerKept). A refusal is a 422 whose problems
   * name the field (MailServerField) or, for the conversation itself, `connection` with what the server said in
   * `value`; nothing is kept then. 409 { problem: 'environment' } while SMTP_URL is set; 429 while another test runs.
   */
  server: '/api/admin/mail/server',
} as const;

export const MAIL_PROVIDERS = ['gmail', 'icloud', 'outlook', 'other'] as const;
export type MailProvider = (typeof MAIL_PROVIDERS)[number];

/**
 * How the connection is protected: TLS from the first byte (port 465), STARTTLS required after the greeting (587),
 * or none, which only a server on this computer may use (the password would otherwise cross the network readable).
 */
export const SMTP_SECURITY = ['tls', 'starttls', 'none'] as const;
export type SmtpSecurity = (typeof SMTP_SECURITY)[number];

export interface ProviderPreset {
  host: string;
  port: number;
  security: SmtpSecurity;
  /** The provider's own page where an app password is made: the one address the dashboard links to. */
  appPasswordPage: string;
}

/** The well-known providers' submission servers; "another provider" is typed in. */
export const PROVIDER_PRESETS: Record<Exclude<MailProvider, 'other'>, ProviderPreset> = {
  gmail: { host: 'smtp.gmail.com', port: 465, security: 'tls', appPasswordPage: 'https://myaccount.google.com/apppasswords' },
  icloud: { host: 'smtp.mail.me.com', port: 587, security: 'starttls', appPasswordPage: 'https://account.apple.com' },
  outlook: { host: 'smtp-mail.outlook.com', port: 587, security: 'starttls', appPasswordPage: 'https://account.microsoft.com/security' },
};

/**
 * PUT MAIL_SERVER_API.server. `host`, `port` and `security` are read for "another provider" only (the others use
 * their preset); `user` empty means the address; `password` empty keeps the saved one, which is only ever sent to
 * the server, port and user it was saved for.
 */
export const mailServerSchema = z.strictObject({
  provider: z.enum(MAIL_PROVIDERS),
  host: z.optional(z.string().check(z.maxLength(300))),
  port: z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(65_535))),
  security: z.optional(z.enum(SMTP_SECURITY)),
  address: z.string().check(z.maxLength(1000)),
  user: z.string().check(z.maxLength(1000)),
  password: z.string().check(z.maxLength(1000)),
  /** The test e-mail's language: the dashboard's. */
  locale: z.enum(LOCALES),
});
export type MailServerRequest = z.infer<typeof mailServerSchema>;

/** The fields of the form a refusal can concern; `connection` is the test e-mail's conversation with the server. */
export type MailServerField = 'address' | 'host' | 'port' | 'security' | 'user' | 'password' | 'connection';

/**
 * Why the server was not kept. Of a field: 'empty', 'invalid', 'plain-over-network' (no encryption to a server that
 * is not this computer), 'password-again' (the saved password goes to no other server or user). Of the test e-mail
 * (field `connection`, the server's own words in `value`): the user or password refused ('login'), no connection
 * ('cannot-connect'), no such server name ('host-unknown'), no answer in time ('timeout'), the encryption failed
 * ('tls'), the message refused ('refused'), or anything else ('failed').
 */
export type MailServerProblemCode =
  | 'plain-over-network'
  | 'password-again'
  | 'login'
  | 'cannot-connect'
  | 'host-unknown'
  | 'timeout'
  | 'tls'
  | 'refused'
  | 'failed';

/** The server as saved, without its password. */
export interface SavedMailServerView {
  provider: MailProvider;
  host: string;
  port: number;
  security: SmtpSecurity;
  /** Where messages come from, and where the test e-mail went. */
  address: string;
  user: string;
  /**
   * False when the saved password can no longer be read here: the key it was sealed with (DATA_DIR/mail-key) is not
   * this site's, as after a restore onto a new server. Nothing is sent through it; the couple types it again.
   */
  passwordReadable: boolean;
  savedAt: number;
}

export interface MailServerScreen {
  /** SMTP_URL's host, when the environment sets the mail server: it wins, and the form is not used. */
  environment: { host: string } | null;
  saved: SavedMailServerView | null;
}

export interface MailServerKept {
  saved: SavedMailServerView;
  /** What the mail server answered when it took the test e-mail. */
  answer: string;
}
