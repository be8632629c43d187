/**
 * E-mail as the rest of the server uses it (issue 27, docs/decisions/0034): queue(kind, recipient, language, params)
 * renders the message in the recipient's language, puts it in the outbox and wakes the sender; nothing waits for the
 * mail server. Without SMTP_URL every message is saved as an .eml file in DATA_DIR/outbox and said not to be sent.
 */
import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Locale } from '#common/locales';
import type { MailKind, MailServerStatus, OutboxMessage } from '#common/outbox-api';
import { composeMail, type Sender } from './compose-mail';
import { fileDelivery, smtpDelivery } from './delivery';
import { MAIL_KINDS, type MailParams } from './mail-kinds';
import { createMailSender, REAL_CLOCK, type SenderClock } from './mail-sender';
import { DEFAULT_MAIL_PER_DAY, parseFromAddress, smtpHostOf, type MailSettings } from './mail-settings';
import type { EnqueueOptions, NewMessage, OutboxStore } from './outbox-store';
import { renderMail, type MailContent, type RenderedMail } from './render-mail';

export interface MailerOptions {
  outbox: OutboxStore;
  settings: MailSettings;
  /** The couple's names: the sender's name when MAIL_FROM gives none. */
  coupleNames: () => string;
  /** PUBLIC_URL: the From address of saved messages when MAIL_FROM is unset. */
  publicUrl: string;
  log: FastifyBaseLogger;
  clock?: SenderClock;
}

export interface Recipient {
  address: string;
  /** Shown in the To header; empty for none. */
  name: string;
  /** The household the message is for, if any. */
  guestId?: number;
}

function render<K extends MailKind>(kind: K, locale: Locale, params: MailParams<K>): RenderedMail {
  // TypeScript cannot tie `params` to the one kind's function through the table's union: K does.
  const content = MAIL_KINDS[kind].content as (locale: Locale, params: MailParams<K>) => MailContent;
  return renderMail(locale, content(locale, params));
}

export function createMailer({ outbox, settings, coupleNames, publicUrl, log, clock = REAL_CLOCK }: MailerOptions) {
  const host = settings.smtpUrl ? smtpHostOf(settings.smtpUrl)! : null;
  const configured = settings.from ? parseFromAddress(settings.from) : undefined;
  // Only a saved message goes without MAIL_FROM (the configuration requires it with SMTP_URL).
  const fromAddress = configured?.address ?? `wedding@${new URL(publicUrl).hostname}`;
  const from = (): Sender => ({ name: configured?.name || coupleNames(), address: fromAddress });
  const domain = fromAddress.slice(fromAddress.lastIndexOf('@') + 1);

  const delivery = settings.smtpUrl ? smtpDelivery(settings.smtpUrl) : fileDelivery();
  const sender = createMailSender({
    outbox,
    delivery,
    compose: (message) => composeMail(message, from()),
    perMinute: settings.perMinute,
    perDay: settings.perDay ?? DEFAULT_MAIL_PER_DAY,
    clock,
    log,
  });

  return {
    /** What the dashboard says about the mail server (never the URL: it holds the password). */
    status(): MailServerStatus {
      return {
        configured: host !== null,
        host,
        from: settings.from ? `${from().name} <${fromAddress}>` : null,
        perMinute: settings.perMinute,
        perDay: settings.perDay ?? DEFAULT_MAIL_PER_DAY,
        dayBoundUntil: sender.dayBoundUntil() ?? null,
      };
    },
    /** The mail server's host, for the words of a message (the test e-mail names it). */
    host,
    /** The couple's own address as the mail settings give it (MAIL_FROM's), '' while unknown: where notices go until they choose (answer-notice-settings.ts). */
    coupleAddress: (): string => configured?.address ?? '',
    /**
     * A message as it will be sent: its subject, text and HTML in `locale`. What `queue` puts in the outbox, and what
     * the couple's preview shows (household-mail.ts), so the preview is what arrives.
     */
    render,
    /**
     * Renders a message in `locale`, queues it, and returns its id at once; the sender takes it from here. `extra`:
     * its attachments, the batch it is part of, and how it joins the queue (outbox-store.ts's EnqueueOptions).
     */
    queue<K extends MailKind>(
      kind: K,
      to: Recipient,
      locale: Locale,
      params: MailParams<K>,
      extra: EnqueueOptions & Pick<NewMessage, 'attachments' | 'batch'> = {},
    ): number {
      const spec = MAIL_KINDS[kind];
      const { subject, text, html } = render(kind, locale, params);
      const id = outbox.enqueue({
        kind,
        guestId: to.guestId ?? null,
        to: { address: to.address, name: to.name },
        locale,
        subject,
        text,
        html,
        messageId: `${crypto.randomUUID()}@${domain}`,
        priority: spec.priority,
        attachments: extra.attachments,
        batch: extra.batch,
      }, extra);
      sender.wake();
      return id;
    },
    /**
     * A failed, interrupted or saved message queued again; undefined when it is in no state to be, and for a saved one
     * while there is still no mail server (it would only be saved again).
     */
    resend(id: number): OutboxMessage | undefined {
      if (!delivery.sends && outbox.get(id)?.state === 'saved') return undefined;
      const message = outbox.resend(id);
      if (message) sender.wake();
      return message;
    },
    start: () => sender.start(),
    stop: () => sender.stop(),
  };
}

export type Mailer = ReturnType<typeof createMailer>;
