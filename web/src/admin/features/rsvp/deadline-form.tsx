import { useId, useRef, useState, type FormEvent } from 'react';
import type { RsvpOverview } from '#common/rsvp-api';
import { saveDeadline } from '../../api/rsvp-calls';
import { ActionResult, type StatusMessage } from '../../components/action-result';
import { failureText } from '../../components/problem-text';
import { formatInZone } from '../../components/zoned-moment';
import { adminLocale, useT } from '../../i18n/admin-i18n';
import { problemsAt, problemWords, type Problem } from './field-problems';
import { ProblemLines } from './problem-lines';
import { useFocusLater } from './focus-later';
import { zoneLabel } from './rsvp-words';
import { SETUP_SPOTS } from '../../components/setup-spots';

interface DeadlineFormProps {
  overview: RsvpOverview;
  /** Loads the overview again: the saved deadline comes back from the server, with its instant. */
  reload: () => Promise<RsvpOverview | null>;
  onSignedOut: () => void;
}

/**
 * The last moment guests may answer: a day and a time on the clock of the site's zone, which is named by its city
 * next to the fields. A time the clocks skip that night is refused by the server and said under the fields.
 */
export function DeadlineForm({ overview, reload, onSignedOut }: DeadlineFormProps) {
  const { t } = useT();
  const id = useId();
  const locale = adminLocale();
  const [initialDate, initialTime] = overview.deadline?.local.split('T') ?? ['', '23:59'];
  const [date, setDate] = useState(initialDate ?? '');
  const [time, setTime] = useState(initialTime ?? '23:59');
  const [problems, setProblems] = useState<Problem[]>([]);
  const [message, setMessage] = useState<StatusMessage>(null);
  const [pending, setPending] = useState(false);
  const result = useRef<HTMLDivElement>(null);
  const focusLater = useFocusLater();
  const zone = zoneLabel(overview.timeZone, locale);

  async function save(deadline: string | null) {
    if (pending) return;
    if (deadline !== null && (!date || !time)) {
      setProblems([{ field: 'deadline', code: date ? 'not-a-time' : 'empty' }]);
      setMessage(null);
      return;
    }
    setPending(true);
    const answer = await saveDeadline(deadline);
    const fresh = answer.ok ? await reload() : null;
    setPending(false);
    if (!answer.ok) {
      if (answer.failure.kind === 'signed-out') return onSignedOut();
      setProblems(answer.failure.kind === 'invalid' ? answer.failure.problems : []);
      const words = failureText(t, answer.failure) ?? t('rsvp.notSaved');
      return setMessage({ text: words, error: true });
    }
    setProblems([]);
    if (deadline === null) {
      setDate('');
      setMessage({ text: t('rsvp.deadline.removed'), error: false });
      // The Remove button goes with the deadline: the focus moves to what happened.
      focusLater(() => result.current);
      return;
    }
    const saved = fresh?.deadline;
    setMessage({ text: saved?.at != null ? t('rsvp.deadline.saved', { date: formatInZone(saved.at, saved.timeZone, locale) }) : t('common.saved'), error: false });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void save(`${date}T${time}`);
  }

  const own = problemsAt(problems, 'deadline');
  const others = problems.filter((problem) => !own.includes(problem));
  // Each field says its zone, and the problem when there is one.
  const described = { 'aria-describedby': own.length > 0 ? `${id}-zone ${id}-problems` : `${id}-zone`, 'aria-invalid': own.length > 0 ? true : undefined };
  return (
    <section className="panel" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('rsvp.deadline.heading')}</h2>
      <p className="help">{t('rsvp.deadline.help')}</p>
      <form id={SETUP_SPOTS.deadline} onSubmit={submit} noValidate>
        <fieldset className="deadline-fields">
          <legend>{t('rsvp.deadline.legend')}</legend>
          <div className="row">
            <div className="field">
              <label htmlFor={`${id}-date`}>{t('rsvp.deadline.date')}</label>
              <input id={`${id}-date`} type="date" value={date} onChange={(event) => setDate(event.target.value)} {...described} />
            </div>
            <div className="field">
              <label htmlFor={`${id}-time`}>{t('rsvp.deadline.time')}</label>
              <input id={`${id}-time`} type="time" value={time} onChange={(event) => setTime(event.target.value)} {...described} />
            </div>
          </div>
          <p className="help" id={`${id}-zone`}>
            {t('rsvp.deadline.zone', { zone })}
          </p>
          <ProblemLines id={`${id}-problems`} problems={own} />
        </fieldset>
        {others.map((problem, index) => (
          <p key={index} className="error">
            {problemWords(t, problem)}
          </p>
        ))}
        <div className="row">
          <button type="submit" className="primary" aria-busy={pending}>
            {t('rsvp.deadline.save')}
          </button>
          {overview.deadline && (
            <button type="button" aria-busy={pending} onClick={() => void save(null)}>
              {t('rsvp.deadline.remove')}
            </button>
          )}
        </div>
        <ActionResult ref={result} message={message} />
      </form>
    </section>
  );
}
