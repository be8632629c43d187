/**
 * A queued message as nodemailer sends it: From, To, the UTF-8 subject, the plain-text and HTML alternatives, and
 * the Message-ID made when it was queued. Names are made one line (render-mail.ts's oneLine) before nodemailer
 * encodes them, so no name, whatever it holds, can end a header and start another. Attachments (a confirmation's
 * calendar files) go as they were queued, with their file names made one line too.
 */
import type { SendMailOptions } from 'nodemailer';
import type { ClaimedMessage } from './outbox-store';
import { oneLine } from './render-mail';

export interface Sender {
  name: string;
  address: string;
}

/** What of a message its e-mail is made of: a queued one's, or the test e-mail that tries a server before it is kept. */
export type ComposedParts = Pick<ClaimedMessage, 'to' | 'subject' | 'text' | 'html' | 'messageId' | 'createdAt' | 'attachments'>;

export function composeMail(message: ComposedParts, from: Sender): SendMailOptions {
  const to = message.to.name ? { name: oneLine(message.to.name), address: message.to.address } : message.to.address;
  return {
    from: { name: oneLine(from.name), address: from.address },
    to,
    subject: oneLine(message.subject),
    text: message.text,
    html: message.html,
    messageId: `<${message.messageId}>`,
    date: new Date(message.createdAt),
    attachments: message.attachments.map(({ filename, contentType, content }) => ({ filename: oneLine(filename), contentType, content })),
  };
}
