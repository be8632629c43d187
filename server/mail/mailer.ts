/**
 * E-mail as the rest of the server uses it (issue 27, docs/decisions/0034): queue(kind, recipient, language, params)
 * renders the message in the recipient's language, puts it in the outbox and wakes the sender; nothing waits for the
 * mail server. The server is the one mail-server-choice.ts picks (SMTP_URL, else the couple's saved one), picked again
 * when the couple saves another (serverChanged); with none, every message is saved as an .eml file in DATA_DIR/outbox
 * and said not to be sent.
 */
import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { SendMailOptions } from 'nodemailer';
import type { Locale } from '#common/locales';
import type { MailKind, MailServerStatus, OutboxMessage } from '#common/outbox-api';
import { composeMail, type Sender } from './compose-mail';
import { fileDelivery, smtpDelivery, type Delivery } from './delivery';
import { MAIL_KINDS, type MailParams } from './mail-kinds';
import { createMailSender, REAL_CLOCK, type SenderClock } from './mail-sender';
import { chooseMailServer } from './mail-server-choice';
import { DEFAULT_MAIL_PER_DAY, type MailSettings } from './mail-settings';
import type { EnqueueOptions, NewMessage, OutboxStore } from './outbox-store';
import { renderMail, type MailContent, type RenderedMail } from './render-mail';
import type { SavedMailServers } from './saved-mail-server';

export interface MailerOptions {
  outbox: OutboxStore;
  /** The environment's (SMTP_URL, MAIL_FROM, MAIL_PER_MINUTE). */
  settings: MailSettings;
  /** The server the couple saved in Settings, used when SMTP_URL is unset. */
  savedServer: SavedMailServers;
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

/** The words of `kind` in `locale`, rendered. */
function render<K extends MailKind>(kind: K, locale: Locale, params: MailParams<K>): RenderedMail {
  // TypeScript cannot tie `params` to the one kind's function through the table's union: K does.
  const content = MAIL_KINDS[kind].content as (locale: Locale, params: MailParams<K>) => MailContent;
  return renderMail(locale, content(locale, params));
}

const domainOf = (address: string) => address.slice(address.lastIndexOf('@') + 1);

export function createMailer({ outbox, settings, savedServer, coupleNames, publicUrl, log, clock = REAL_CLOCK }: MailerOptions) {
  // Only a saved message goes without a sender's address (the configuration requires MAIL_FROM with SMTP_URL).
  const siteAddress = `wedding@${new URL(publicUrl).hostname}`;
  let chosen = chooseMailServer(settings, savedServer);
  let current: Delivery = chosen.target ? smtpDelivery(chosen.target) : fileDelivery();
  const from = (): Sender => ({ name: chosen.from?.name || coupleNames(), address: chosen.from?.address ?? siteAddress });

  // The sender sees one delivery throughout; the server behind it changes when the couple saves another. The one
  // message being handed over (the sender sends one at a time) finishes on the server it started on.
  let handingOver: Promise<unknown> = Promise.resolve();
  const delivery: Delivery = {
    get sends() {
      return current.sends;
    },
    deliver(mail) {
      const delivered = current.deliver(mail);
      handingOver = delivered.catch(() => undefined);
      return delivered;
    },
    close: () => current.close(),
  };
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
    /** What the dashboard says about the mail server (never the URL or the password). */
    status(): MailServerStatus {
      const { source, host } = chosen;
      const sending = from();
      return {
        configured: source !== null,
        source,
        host,
        from: chosen.from ? `${sending.name} <${sending.address}>` : null,
        perMinute: settings.perMinute,
        perDay: settings.perDay ?? DEFAULT_MAIL_PER_DAY,
        dayBoundUntil: sender.dayBoundUntil() ?? null,
      };
    },
    /**
     * The couple's own address as the mail server in use gives it (MAIL_FROM's, or the saved server's), '' while
     * unknown: where notices go until they choose (answer-notice-settings.ts).
     */
    coupleAddress: (): string => chosen.from?.address ?? '',
    /**
     * A message as it will be sent: its subject, text and HTML in `locale`. What `queue` puts in the outbox, and what
     * the couple's preview shows (household-mail.ts), so the preview is what arrives.
     */
    render,
    /**
     * The test e-mail to `to` as it would leave through a server not yet kept (`server`: its host, and the address it
     * sends as), for trying that server before it is (mail-server-routes.ts).
     */
    testMessage(to: string, locale: Locale, server: { host: string; address: string }): SendMailOptions {
      const { subject, text, html } = render('test', locale, { couple: coupleNames(), server: server.host, siteUrl: publicUrl });
      const message = { to: { address: to, name: '' }, subject, text, html, messageId: `${crypto.randomUUID()}@${domainOf(server.address)}`, createdAt: clock.now(), attachments: [] };
      return composeMail(message, { name: coupleNames(), address: server.address });
    },
    /** The couple saved another server: messages go through it from now on, and a queue paused for the old one resumes. */
    serverChanged(): void {
      const previous = current;
      chosen = chooseMailServer(settings, savedServer);
      current = chosen.target ? smtpDelivery(chosen.target) : fileDelivery();
      void handingOver.then(() => previous.close());
      sender.resume();
      log.info({ source: chosen.source }, 'the mail server was changed in the dashboard');
    },
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
      const { subject, text, html } = render(kind, locale, params);
      const id = outbox.enqueue({
        kind,
        guestId: to.guestId ?? null,
        to: { address: to.address, name: to.name },
        locale,
        subject,
        text,
        html,
        messageId: `${crypto.randomUUID()}@${domainOf(from().address)}`,
        priority: MAIL_KINDS[kind].priority,
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
    start(): void {
      if (chosen.source === null) log.info('no mail server is set (SMTP_URL, or in the dashboard’s Settings): e-mails are saved as files in DATA_DIR/outbox and not sent');
      sender.start();
    },
    stop: () => sender.stop(),
  };
}

export type Mailer = ReturnType<typeof createMailer>;
