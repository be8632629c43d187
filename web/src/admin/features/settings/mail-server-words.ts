/**
 * The words of the mail server's form (issue 36) that depend on a choice: each provider's name, its steps to an app
 * password and its link, each encryption's label. Written out key by key, so that every one is found in every
 * language's messages (as const: their types name each key, for web/src/message-keys.test.ts).
 */
import type { MailProvider, SmtpSecurity } from '#common/mail-server-api';

/** The well-known providers' own names: brand names, the same in every language. */
export const PROVIDER_NAMES: Record<Exclude<MailProvider, 'other'>, string> = {
  gmail: 'Gmail',
  icloud: 'iCloud Mail',
  outlook: 'Outlook.com',
};

/** How to make an app password with each provider, step by step. */
export const PROVIDER_STEPS = {
  gmail: ['mailServer.steps.gmail.twoStep', 'mailServer.steps.gmail.open', 'mailServer.steps.gmail.create', 'mailServer.steps.gmail.copy'],
  icloud: ['mailServer.steps.icloud.twoFactor', 'mailServer.steps.icloud.open', 'mailServer.steps.icloud.create', 'mailServer.steps.icloud.copy'],
  outlook: ['mailServer.steps.outlook.twoStep', 'mailServer.steps.outlook.open', 'mailServer.steps.outlook.create', 'mailServer.steps.outlook.copy'],
  other: ['mailServer.steps.other.settings', 'mailServer.steps.other.password', 'mailServer.steps.other.type'],
} as const satisfies Record<MailProvider, readonly string[]>;

/** The words of the link to the provider's own page where the app password is made. */
export const PROVIDER_LINKS = {
  gmail: 'mailServer.links.gmail',
  icloud: 'mailServer.links.icloud',
  outlook: 'mailServer.links.outlook',
} as const satisfies Record<Exclude<MailProvider, 'other'>, string>;

export const SECURITY_LABELS = {
  tls: 'mailServer.securities.tls',
  starttls: 'mailServer.securities.starttls',
  none: 'mailServer.securities.none',
} as const satisfies Record<SmtpSecurity, string>;
