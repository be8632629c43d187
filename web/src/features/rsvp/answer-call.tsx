/**
 * The home page's call to answer (issue 20), in the invitation phase: the deadline, or when the household answered,
 * and a link to the form. In the answering page's chunk, loaded once the home page is shown
 * (web/src/app/answer-call-slot.tsx), with GET /api/rsvp: it adds nothing to the first load of / and never delays
 * its first paint. The shared password (no household) gets no call: its visitors read the invitation, they do not
 * answer.
 */
import './answer-call.css';
import type { ReactNode } from 'react';
import type { Locale } from '#common/locales';
import type { GuestRsvp } from '#common/rsvp-api';
import { useTranslation } from '../../i18n/use-translation';
import { answeredAtText, deadlineParts } from './answer-dates';
import { readRsvp } from './rsvp-calls';

/** The link to the form, with its words: the app draws it with its router's link (this chunk imports no router). */
export type AnswerLink = (label: string) => ReactNode;

function AnswerCall({ rsvp, link }: { rsvp: GuestRsvp; link: AnswerLink }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const { form, answeredAt } = rsvp;
  const lines = [
    answeredAt !== null ? t('rsvp.call.answered', { date: answeredAtText(answeredAt, locale) }) : null,
    !form.open ? t('rsvp.call.closed') : form.deadline ? t('rsvp.deadline', deadlineParts(form.deadline, locale)) : null,
  ].filter((line): line is string => line !== null);
  const label = !form.open ? t('rsvp.call.see') : answeredAt !== null ? t('rsvp.call.change') : t('rsvp.call.answer');
  return (
    <section className="answer-call" aria-label={t('rsvp.heading')}>
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
      <p>{link(label)}</p>
    </section>
  );
}

/** The call for this household, or null when there is none to make (the shared password, no event to answer). */
export async function loadAnswerCall(): Promise<((props: { link: AnswerLink }) => ReactNode) | null> {
  const read = await readRsvp();
  if (read.kind !== 'form' || read.rsvp.form.events.length === 0) return null;
  const { rsvp } = read;
  return ({ link }) => <AnswerCall rsvp={rsvp} link={link} />;
}
