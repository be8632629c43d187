import { useEffect, useId, useRef, useState } from 'react';
import { markReminded } from '../../api/rsvp-calls';
import { busyProps } from '../../components/action-result';
import { whatsAppHref } from '../../components/contact-words';
import { failureText } from '../../components/problem-text';
import { adminLocale, useT } from '../../i18n/admin-i18n';
import { reminderDays } from '../../components/reminder-days';

/** A household to remind by WhatsApp: a phone number, no e-mail address, a working link. */
export interface WalkHousehold {
  guestId: number;
  name: string;
  phone: string;
  /** The reminder in the household's language, words and link. */
  message: string;
  /** The language it is written in, named in the couple's. */
  languageName: string;
}

interface ReminderWalkProps {
  /** Those not reminded today, in the list's order (none: each was, today). */
  households: WalkHousehold[];
  /** The venue's time zone: "reminded on" is said on its clock. */
  timeZone: string;
  onMarked: (guestId: number, reminders: number[]) => void;
  onSignedOut: () => void;
}

/**
 * The reminders for households with a phone and no e-mail (issue 27), one after another: WhatsApp opens on the
 * couple's phone to that number with the reminder written, the couple sends it there, comes back and marks it sent
 * (recorded, at most once a day each) or skips it. "Copy message" copies the words and the link, for another app.
 */
export function ReminderWalk({ households, timeZone, onMarked, onSignedOut }: ReminderWalkProps) {
  const { t } = useT();
  const id = useId();
  /** The households of this walk, fixed when it starts: marking one does not move the others. */
  const [queue, setQueue] = useState<WalkHousehold[] | null>(null);
  const [index, setIndex] = useState(0);
  const [sent, setSent] = useState<number[] | null>(null);
  const [status, setStatus] = useState<{ text: string; error: boolean } | null>(null);
  const [pending, setPending] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const done = useRef<HTMLParagraphElement>(null);
  const next = useRef<HTMLButtonElement>(null);

  // A new household (or the end) takes the focus, so a screen reader hears who is next; a marked one, its Next button.
  useEffect(() => {
    if (queue === null) return;
    if (sent) next.current?.focus();
    else (heading.current ?? done.current)?.focus();
  }, [queue, index, sent]);

  const current = queue?.[index];

  async function copy() {
    if (!current) return;
    try {
      await navigator.clipboard.writeText(current.message);
      setStatus({ text: t('reminders.copied'), error: false });
    } catch {
      setStatus({ text: t('reminders.copyFailed'), error: true });
    }
  }

  async function mark() {
    if (!current || pending) return;
    setPending(true);
    const result = await markReminded(current.guestId);
    setPending(false);
    if (!result.ok) {
      if (result.failure.kind === 'signed-out') onSignedOut();
      return setStatus({ text: failureText(t, result.failure) ?? '', error: true });
    }
    setSent(result.value.reminders);
    setStatus({ text: t('reminders.remindedOn', { days: reminderDays(result.value.reminders, timeZone, adminLocale()) }), error: false });
    onMarked(current.guestId, result.value.reminders);
  }

  function advance() {
    setSent(null);
    setStatus(null);
    setIndex((at) => at + 1);
  }

  return (
    <section className="reminder-walk" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{t('reminders.walk.heading')}</h3>
      {queue === null ? (
        households.length === 0 ? (
          <p className="help">{t('reminders.walk.allToday')}</p>
        ) : (
          <>
            <p className="help">{t('reminders.walk.help', { count: households.length })}</p>
            <button type="button" className="primary" onClick={() => setQueue(households)}>
              {t('reminders.walk.start')}
            </button>
          </>
        )
      ) : current ? (
        <div className="walk-step">
          <p className="help">{t('reminders.walk.progress', { number: index + 1, count: queue.length })}</p>
          <h4 ref={heading} tabIndex={-1}>
            {current.name}
          </h4>
          <p className="help">
            {current.phone} · {t('rsvp.notAnswered.language', { language: current.languageName })}
          </p>
          <div className="share-buttons">
            <a className="button primary" href={whatsAppHref(current.phone, current.message)} target="_blank" rel="noopener noreferrer">
              {t('reminders.walk.open', { name: current.name })}
            </a>
            <button type="button" onClick={() => void copy()}>
              {t('reminders.copy')}
            </button>
          </div>
          <p role="status" className={status?.error ? 'error' : 'success'}>
            {status?.text ?? ''}
          </p>
          {sent ? (
            <button type="button" ref={next} className="primary" onClick={advance}>
              {index + 1 < queue.length ? t('reminders.walk.next') : t('reminders.walk.finish')}
            </button>
          ) : (
            <div className="row">
              <button type="button" className="primary" onClick={() => void mark()} {...busyProps(pending)}>
                {t('reminders.walk.markSent')}
              </button>
              <button type="button" onClick={advance}>
                {t('reminders.walk.skip')}
              </button>
            </div>
          )}
        </div>
      ) : (
        <p ref={done} tabIndex={-1} className="success">
          {t('reminders.walk.done')}
        </p>
      )}
    </section>
  );
}
