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
import { ContactLine } from './contact-line';

/** The link to the form, with its words: the app draws it with its router's link (this chunk imports no router). */
export type AnswerLink = (label: string) => ReactNode;

const linkLabel = ({ form, answeredAt }: GuestRsvp, t: (key: string) => string) =>
  !form.open ? t('rsvp.call.see') : answeredAt !== null ? t('rsvp.call.change') : t('rsvp.call.answer');

/** The link alone, at the end of the schedule, venue, stay and travel pages (issue 28: no page is a dead end). */
function AnswerLine({ rsvp, link }: { rsvp: GuestRsvp; link: AnswerLink }) {
  const { t } = useTranslation();
  return <p className="answer-call-line">{link(linkLabel(rsvp, t))}</p>;
}

function AnswerCall({ rsvp, link }: { rsvp: GuestRsvp; link: AnswerLink }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const { form, answeredAt } = rsvp;
  const deadline = form.open && form.deadline ? deadlineParts(form.deadline, locale) : null;
  const lines = [
    answeredAt !== null ? t('rsvp.call.answered', { date: answeredAtText(answeredAt, locale) }) : null,
    !form.open ? t('rsvp.call.closed') : deadline ? t('rsvp.deadline', deadline) : null,
    deadline?.own ? t('rsvp.deadlineOwn', deadline.own) : null,
  ].filter((line): line is string => line !== null);
  const contact = !form.open && form.contact ? form.contact[locale] : null;
  const label = linkLabel(rsvp, t);
  return (
    <section className="answer-call" aria-label={t('rsvp.heading')}>
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
      {contact && (
        <p>
          <ContactLine line={contact} />
        </p>
      )}
      <p>{link(label)}</p>
    </section>
  );
}

/**
 * The call for this household (the home page's, or the link alone at the end of another page), or null when there is
 * none to make (the shared password, no event to answer).
 */
export async function loadAnswerCall(linkOnly = false): Promise<((props: { link: AnswerLink }) => ReactNode) | null> {
  const read = await readRsvp();
  if (read.kind !== 'form' || read.rsvp.form.events.length === 0) return null;
  const { rsvp } = read;
  const Shown = linkOnly ? AnswerLine : AnswerCall;
  return ({ link }) => <Shown rsvp={rsvp} link={link} />;
}
