/**
 * A right sign-in to the dashboard on a device not seen before tells the couple by e-mail (issue 38,
 * docs/decisions/0061), through the outbox, when a mail server is set: to the address their answer notices go to,
 * else their own (the mail settings'), in the notices' language. With no mail server nothing is queued: a saved file
 * on the server warns nobody.
 */
import { ADMIN_PATH } from '#common/admin-api';
import type { NoticeChoice } from './answer-notice-settings';
import type { Mailer } from './mailer';

export interface NewSignInNoticeOptions {
  mailer: Mailer;
  noticeChoice: NoticeChoice;
  timeZone: () => string;
  publicUrl: string;
  now: () => number;
}

interface SignInSeen {
  browser: string | null;
  system: string | null;
  address: string;
}

export function newSignInNotice({ mailer, noticeChoice, timeZone, publicUrl, now }: NewSignInNoticeOptions) {
  const settings = new URL(`${ADMIN_PATH}/settings`, publicUrl).toString();
  return (signIn: SignInSeen): void => {
    if (!mailer.status().configured) return;
    const choice = noticeChoice();
    const to = choice.to || mailer.coupleAddress();
    if (to === '') return;
    mailer.queue('new-sign-in', { address: to, name: '' }, choice.locale, {
      at: now(),
      timeZone: timeZone(),
      browser: signIn.browser,
      system: signIn.system,
      address: signIn.address,
      settings,
      siteUrl: publicUrl,
    });
  };
}
