import { useEffect, useId, useRef, useState } from 'react';
import type { ApiResult } from '../api/admin-client';
import { useT } from '../i18n/admin-i18n';
import { ActionResult } from './action-result';
import { whatsAppHref } from './contact-words';
import { SaveButton } from './save-button';
import { useSave } from './use-save';

/** A household to walk: a number for WhatsApp, its message written, the language named in the couple's. */
export interface WalkStep {
  guestId: number;
  name: string;
  phone: string;
  /** The words and the link, in the household's language. */
  message: string;
  languageName: string;
}

/** A way to mark a household done ("Mark as sent", "I gave it in person"): the status line's words once recorded. */
export interface WalkMark {
  label: string;
  record: (guestId: number) => Promise<ApiResult<string>>;
}

interface WhatsAppWalkProps {
  /** Those still to do, in the list's order (none: every one is done). */
  households: WalkStep[];
  heading: string;
  /** Before the start: how many, and what happens. */
  help: string;
  /** Said when there is none to walk. */
  none: string;
  /** The first is the main one. */
  marks: [WalkMark, ...WalkMark[]];
  onSignedOut: () => void;
}

/**
 * Households with a phone and no e-mail, one after another (issue 27 for the reminders, issue 36 for the
 * invitation): WhatsApp opens on the couple's phone to that number with the message written, the couple sends it
 * there, comes back and marks it (recorded on the server) or skips it. "Copy message" copies the words and the link,
 * for another app. The households are fixed when the walk starts: marking one does not move the others. A new
 * household (or the end) takes the focus, so a screen reader hears who is next; a marked one, its Next button.
 */
export function WhatsAppWalk({ households, heading, help, none, marks, onSignedOut }: WhatsAppWalkProps) {
  const { t } = useT();
  const id = useId();
  const [queue, setQueue] = useState<WalkStep[] | null>(null);
  const [index, setIndex] = useState(0);
  const [marked, setMarked] = useState(false);
  const status = useSave(onSignedOut);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const done = useRef<HTMLParagraphElement>(null);
  const next = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (queue === null) return;
    if (marked) next.current?.focus();
    else (headingRef.current ?? done.current)?.focus();
  }, [queue, index, marked]);

  const current = queue?.[index];

  async function copy() {
    if (!current) return;
    try {
      await navigator.clipboard.writeText(current.message);
      status.show({ text: t('reminders.copied'), error: false });
    } catch {
      status.show({ text: t('reminders.copyFailed'), error: true });
    }
  }

  async function mark(how: WalkMark) {
    if (!current) return;
    await status.run(() => how.record(current.guestId), { saved: (words) => words, onSaved: () => setMarked(true) });
  }

  function advance() {
    setMarked(false);
    status.clear();
    setIndex((at) => at + 1);
  }

  return (
    <section className="reminder-walk" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{heading}</h3>
      {queue === null ? (
        households.length === 0 ? (
          <p className="help">{none}</p>
        ) : (
          <>
            <p className="help">{help}</p>
            <button type="button" className="primary" onClick={() => setQueue(households)}>
              {t('reminders.walk.start')}
            </button>
          </>
        )
      ) : current ? (
        <div className="walk-step">
          <p className="help">{t('reminders.walk.progress', { number: index + 1, count: queue.length })}</p>
          <h4 ref={headingRef} tabIndex={-1}>
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
          <ActionResult message={status.message} />
          {marked ? (
            <button type="button" ref={next} className="primary" onClick={advance}>
              {index + 1 < queue.length ? t('reminders.walk.next') : t('reminders.walk.finish')}
            </button>
          ) : (
            <div className="row">
              {marks.map((how, at) => (
                <SaveButton key={how.label} className={at === 0 ? 'primary' : undefined} save={status} result={false} onClick={() => void mark(how)}>
                  {how.label}
                </SaveButton>
              ))}
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
