/**
 * A right sign-in to the dashboard on a device not seen before tells by e-mail (issue 38, docs/decisions/0061),
 * through the outbox, when a mail server is set. With ADMIN_PASSWORD, the couple: to the address their answer notices
 * go to, else their own (the mail settings'), in the notices' language. As a person of the dashboard, that person
 * (docs/decisions/0065): at their own address, in the language their dashboard was in when they chose their password
 * (else the notices'), with a link to where they see their own sessions. With no mail server nothing is queued: a
 * saved file on the server warns nobody.
 */
import { ADMIN_PATH } from '#common/admin-api';
import type { People } from '../auth/people';
import type { NoticeChoice } from './answer-notice-settings';
import type { Mailer } from './mailer';

export interface NewSignInNoticeOptions {
  mailer: Mailer;
  people: Pick<People, 'addressOf' | 'roleOf'>;
  noticeChoice: NoticeChoice;
  timeZone: () => string;
  publicUrl: string;
  now: () => number;
}

interface SignInSeen {
  /** Who signed in: a person of the dashboard, or null for ADMIN_PASSWORD. */
  personId?: number | null;
  browser: string | null;
  system: string | null;
  address: string;
}

export function newSignInNotice({ mailer, people, noticeChoice, timeZone, publicUrl, now }: NewSignInNoticeOptions) {
  const settings = new URL(`${ADMIN_PATH}/settings`, publicUrl).toString();
  // A planner's or a helper's own sessions are beside their passkeys (the couple's, everyone's, in Settings).
  const ownSessions = new URL(`${ADMIN_PATH}/passkeys`, publicUrl).toString();
  return (signIn: SignInSeen): void => {
    if (!mailer.status().configured) return;
    const choice = noticeChoice();
    const seen = { at: now(), timeZone: timeZone(), browser: signIn.browser, system: signIn.system, address: signIn.address, siteUrl: publicUrl };
    const person = signIn.personId == null ? undefined : people.addressOf(signIn.personId);
    if (person) {
      const page = people.roleOf(signIn.personId!) === 'couple' ? settings : ownSessions;
      mailer.queue('new-sign-in', { address: person.email, name: person.name }, person.locale ?? choice.locale, { ...seen, settings: page, person: true });
      return;
    }
    const to = choice.to || mailer.coupleAddress();
    if (to === '') return;
    mailer.queue('new-sign-in', { address: to, name: '' }, choice.locale, { ...seen, settings });
  };
}
