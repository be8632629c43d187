import { useEffect, useRef, useState } from 'react';
import type { Locale } from '#common/locales';
import type { GuestRsvp, RsvpClash } from '#common/rsvp-api';
import { useTranslation } from '../../i18n/use-translation';
import { answerOf, draftOf, fitDraft, type Draft } from './answer-draft';
import { answeredAtText, deadlineParts } from './answer-dates';
import { AnswerForm } from './answer-form';
import { AnswerSummary } from './answer-summary';
import { ClashNotice } from './clash-notice';
import { takeTheirs } from './clashes';
import { Confirmation } from './confirmation';
import { checkDraft, issuesOfProblems, issuesStillOpen, NO_ISSUES, type Issues } from './field-issues';
import { saveRsvp } from './rsvp-calls';
import type { Translate } from './translate';
import { ContactLine } from './contact-line';

/** focusLater's value for the form's first control (back from the confirmation to change an answer). */
const FIRST_FIELD = '';
/** focusLater's name for the Send button, focused once the render that enables it again is on screen. */
const SUBMIT = '\u0000submit';

/** What the page says above the form after a save that did not go through; `wait`: in how many minutes to save again. */
type Notice = null | 'closed' | 'conflict' | 'failed' | 'signed-out' | { wait: number };

interface AnsweringProps {
  initial: GuestRsvp;
  /** The server's answer after each save (or conflict): the page keeps it for the next visit. */
  onServerAnswer: (rsvp: GuestRsvp) => void;
  /** The guest changed something in the form: a newer answer read later must not replace it. */
  onTouched: () => void;
}

function AnsweredLine({ rsvp, locale, t }: { rsvp: GuestRsvp; locale: Locale; t: Translate }) {
  if (rsvp.answeredAt === null) return null;
  const date = answeredAtText(rsvp.answeredAt, locale);
  return <p className="rsvp-status">{rsvp.answeredBy === 'couple' ? t('rsvp.answeredByCouple', { date }) : t('rsvp.answered', { date })}</p>;
}

/**
 * The household answering (issue 20): the form filled with the last answer, "Answered on …", the deadline; after a
 * save, the confirmation; after the deadline, the answer read-only. A save over a newer answer is told so and shows
 * it (never overwriting it silently); a refused save keeps everything typed and points at each field to fix.
 */
export function Answering({ initial, onServerAnswer, onTouched }: AnsweringProps) {
  const { i18n } = useTranslation();
  const pageLocale = i18n.language as Locale;
  const t: Translate = i18n.fixedT(pageLocale);
  /** The server's last word: the form, the saved answer, its revision (the next save is made from it). */
  const [rsvp, setRsvp] = useState(initial);
  const [draft, setDraft] = useState<Draft>(() => draftOf(initial));
  const [view, setView] = useState<'form' | 'confirmation'>('form');
  const [issues, setIssues] = useState<Issues>(NO_ISSUES);
  const [issuesShown, setIssuesShown] = useState(0);
  const [notice, setNotice] = useState<Notice>(null);
  /** The newer answer a save ran into, shown until the guest saves again or takes it. */
  const [newer, setNewer] = useState<GuestRsvp | null>(null);
  /** The answers both changed, when the server merged the rest (issue 28); null: the whole newer answer is shown. */
  const [clashes, setClashes] = useState<RsvpClash[] | null>(null);
  const [saving, setSaving] = useState(false);
  const savingNow = useRef(false);
  const submitRef = useRef<HTMLButtonElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  /** A field to focus once the next render is on screen (a new extra guest's name, the add button, the form). */
  const focusLater = useRef<string | null>(null);

  // Focus follows what the guest must read or do next: the first field to fix, the news after a save, a new field.
  useEffect(() => {
    if (issuesShown === 0) return;
    document.querySelector<HTMLElement>('.rsvp-form [aria-invalid="true"]')?.focus();
  }, [issuesShown]);
  useEffect(() => {
    if ((notice === 'conflict' && clashes === null) || notice === 'closed') noticeRef.current?.focus();
  }, [notice, clashes]);
  useEffect(() => {
    const id = focusLater.current;
    if (id === null) return;
    focusLater.current = null;
    const target =
      id === SUBMIT
        ? submitRef.current
        : id === FIRST_FIELD
          ? document.querySelector<HTMLElement>('.rsvp-form input, .rsvp-form select, .rsvp-form textarea')
          : (document.getElementById(id) ?? document.getElementById('rsvp-extras'));
    target?.focus();
  });

  function changeDraft(next: Draft) {
    onTouched();
    setDraft(next);
    // Each error goes as soon as its field is fixed (issue 28), not at the next send.
    setIssues((current) => issuesStillOpen(current, next, rsvp.form));
  }

  async function save() {
    // One answer per tap: a second submit while the first is on its way does nothing (the button is disabled too).
    if (savingNow.current) return;
    const checked = checkDraft(draft, rsvp.form);
    if (checked.fields.size > 0) {
      setIssues(checked);
      setIssuesShown((n) => n + 1);
      return;
    }
    savingNow.current = true;
    setSaving(true);
    setNotice(null);
    const sent = draft;
    const result = await saveRsvp(answerOf(sent, rsvp.form), rsvp.revision, rsvp.answer);
    savingNow.current = false;
    setSaving(false);
    switch (result.kind) {
      case 'saved':
        onServerAnswer(result.rsvp);
        setRsvp(result.rsvp);
        setDraft(draftOf(result.rsvp));
        setIssues(NO_ISSUES);
        setNewer(null);
        setClashes(null);
        setView('confirmation');
        return;
      case 'conflict':
        // The guest's own answers stay in the form; the next save is made from the newer answer, knowingly.
        onServerAnswer(result.current);
        setRsvp(result.current);
        // With the clashes named, the form holds the merge (the other member's answers where only they changed).
        setDraft(result.merged && result.clashes ? draftOf({ form: result.current.form, answer: result.merged }) : fitDraft(sent, result.current.form));
        setNewer(result.current);
        setClashes(result.clashes ?? null);
        setIssues(NO_ISSUES);
        setNotice('conflict');
        return;
      case 'closed':
        setRsvp({ ...rsvp, form: { ...rsvp.form, open: false } });
        setNotice('closed');
        return;
      case 'invalid':
        setIssues(issuesOfProblems(result.problems, sent));
        setIssuesShown((n) => n + 1);
        return;
      case 'too-many':
      case 'signed-out':
      case 'failed':
        setNotice(result.kind === 'too-many' ? { wait: Math.ceil(result.retryAfter / 60) } : result.kind);
        // The button was disabled while saving: the focus goes back to it, ready for another try, once the render
        // that enables it is on screen (a frame could come first on a busy phone, and a disabled button takes no focus).
        focusLater.current = SUBMIT;
        return;
    }
  }

  function takeNewer() {
    if (!newer) return;
    setDraft(clashes ? takeTheirs(draft, draftOf(newer), clashes) : draftOf(newer));
    setNewer(null);
    setClashes(null);
    setNotice(null);
    focusLater.current = SUBMIT;
  }

  const { form } = rsvp;
  const deadline = form.deadline ? deadlineParts(form.deadline, pageLocale) : null;
  /** Why the last save did not go through, when the guest can simply try again (now, or in a few minutes). */
  const failureText =
    notice === 'failed' ? t('rsvp.failed') : notice === 'signed-out' ? t('rsvp.signedOut') : typeof notice === 'object' && notice !== null ? t('rsvp.wait', { count: notice.wait }) : null;

  if (!form.open) {
    return (
      <>
        <AnsweredLine rsvp={rsvp} locale={pageLocale} t={t} />
        <div ref={noticeRef} tabIndex={-1} className="rsvp-notice" role={notice === 'closed' ? 'alert' : undefined}>
          {/* The couple's own line ("Call Ana: +40 …") where they set one (issue 28), else "contact us". */}
          {form.contact ? (
            <>
              <p>{t('rsvp.closedContact')}</p>
              <p className="rsvp-keep-lines">
                <ContactLine line={form.contact[pageLocale]} />
              </p>
            </>
          ) : (
            <p>{t('rsvp.closed')}</p>
          )}
        </div>
        {rsvp.answer ? (
          <section aria-labelledby="rsvp-summary-heading">
            <h2 id="rsvp-summary-heading">{t('rsvp.summary.heading')}</h2>
            <AnswerSummary answer={rsvp.answer} form={form} locale={pageLocale} t={t} />
          </section>
        ) : (
          <p>{t('rsvp.notAnswered')}</p>
        )}
      </>
    );
  }

  if (view === 'confirmation' && rsvp.answer) {
    return (
      <Confirmation
        rsvp={rsvp}
        answer={rsvp.answer}
        locale={pageLocale}
        t={t}
        onChange={() => {
          focusLater.current = FIRST_FIELD;
          setView('form');
        }}
      />
    );
  }

  return (
    <>
      <p>{t('rsvp.intro')}</p>
      <AnsweredLine rsvp={rsvp} locale={pageLocale} t={t} />
      {deadline && (
        <p className="rsvp-status">
          {t('rsvp.deadline', deadline)}
          {deadline.own && ` ${t('rsvp.deadlineOwn', deadline.own)}`}
        </p>
      )}
      {notice === 'conflict' && newer && clashes && <ClashNotice newer={newer} clashes={clashes} locale={pageLocale} t={t} onTakeTheirs={takeNewer} />}
      {notice === 'conflict' && newer && !clashes && (
        <div ref={noticeRef} tabIndex={-1} className="rsvp-notice" role="alert">
          <h2>{t('rsvp.conflict.heading')}</h2>
          <p>{t('rsvp.conflict.text')}</p>
          {newer.answer && <AnswerSummary answer={newer.answer} form={newer.form} locale={pageLocale} t={t} />}
          <button type="button" className="rsvp-secondary" onClick={takeNewer}>
            {t('rsvp.conflict.take')}
          </button>
        </div>
      )}
      {failureText && (
        <p className="rsvp-notice" role="alert">
          {failureText}
        </p>
      )}
      <AnswerForm
        form={form}
        draft={draft}
        onDraft={changeDraft}
        issues={issues}
        issuesShown={issuesShown}
        saving={saving}
        onSubmit={() => void save()}
        onFocusLater={(id) => (focusLater.current = id)}
        i18n={i18n}
        pageLocale={pageLocale}
        t={t}
        submitRef={submitRef}
      />
    </>
  );
}
