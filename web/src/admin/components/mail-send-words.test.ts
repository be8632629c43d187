import { describe, expect, it } from 'vitest';
import type { MailSendResult } from '#common/household-mail-api';
import { Translator } from '../../lib/translator';
import en from '../i18n/messages/en.json';
import { mailSendText } from './mail-send-words';

const none = { noAddress: 0, alreadySent: 0, remindedToday: 0, revoked: 0, answered: 0, noEvents: 0, invitedRecently: 0, unknown: 0 };
const result = (change: Partial<MailSendResult>): MailSendResult => ({ households: 0, messages: 0, skipped: none, mailServer: true, ...change });

describe('what the couple is told after sending by e-mail', () => {
  it('says how many were queued, each reason for a skip with its count, and whether they go out or are only saved', () => {
    const translator = new Translator();
    translator.addMessages('en', en);
    translator.start('en', {});
    const t = translator.t.bind(translator);
    expect(mailSendText(t, result({ households: 2, messages: 3, skipped: { ...none, noAddress: 1, alreadySent: 2 } }))).toBe(
      '3 e-mails queued. 1 household has no e-mail address. 2 households already have the invitation, or it is on its way. The site sends them over the next few minutes; the list shows when each one is sent.',
    );
    expect(mailSendText(t, result({ households: 1, messages: 1, mailServer: false }))).toBe(
      '1 e-mail queued. No mail server is set up: the e-mails are not sent but saved as files on the server, and E-mails shows them.',
    );
    expect(mailSendText(t, result({ skipped: { ...none, remindedToday: 4 } }))).toBe('There was no e-mail to send. 4 households were already reminded today.');
  });
});
