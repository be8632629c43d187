import { useId, useRef, useState, type FormEvent } from 'react';
import { MAX_DAYS_BEFORE, type ReminderSchedule } from '#common/reminder-schedule-api';
import { reminderSchedule, removeReminderSchedule, scheduleReminder } from '../../api/reminder-schedule-calls';
import { useLoad } from '../../api/use-load';
import { ActionResult } from '../../components/action-result';
import { LoadingSection } from '../../components/loading-section';
import { problemText } from '../../components/problem-text';
import { SaveButton } from '../../components/save-button';
import { useSave } from '../../components/use-save';
import { formatInZone } from '../../components/zoned-moment';
import { adminLocale, useT } from '../../i18n/admin-i18n';
import { NavLink } from '../../../lib/router/nav-link';
import { zoneLabel } from './rsvp-words';

interface ScheduledReminderProps {
  /** Where the deadline is set: a reminder counts its days from it. */
  settingsPath: string;
  onSignedOut: () => void;
}

/**
 * "Remind those who have not answered N days before the deadline" (issue 36), set once beside the reminders: the
 * outbox sends it by itself at 10:00 on the venue's clock that day, by e-mail, to the households the "remind all"
 * button would reach then. The line above the field says when it will go, or when it went and to how many; a
 * refusal (no deadline, a day already past) is said under the field, which takes the focus.
 */
export function ScheduledReminder({ settingsPath, onSignedOut }: ScheduledReminderProps) {
  const { t } = useT();
  const id = useId();
  const locale = adminLocale();
  const [days, setDays] = useState('7');
  const [problem, setProblem] = useState<string | null>(null);
  // The days field starts at the saved schedule's, when one waits.
  const fillDays = ({ schedule: saved }: { schedule: ReminderSchedule | null }) => {
    if (saved && !saved.done) setDays(String(saved.daysBefore));
  };
  const { value: loaded, failure, setValue: setLoaded } = useLoad(reminderSchedule, onSignedOut, { loaded: fillDays });
  const schedule = loaded?.schedule;
  const result = useSave(onSignedOut);
  const field = useRef<HTMLInputElement>(null);

  const when = (at: number, timeZone: string) => t('reminders.schedule.when', { date: formatInZone(at, timeZone, locale), zone: zoneLabel(timeZone, locale, at) });

  const refuse = (text: string) => {
    setProblem(text);
    result.clear();
    field.current?.focus();
  };

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (result.pending) return;
    const daysBefore = Number(days);
    if (!Number.isInteger(daysBefore) || daysBefore < 1 || daysBefore > MAX_DAYS_BEFORE) return refuse(t('reminders.schedule.daysRange', { max: MAX_DAYS_BEFORE }));
    await result.run(() => scheduleReminder(daysBefore), {
      saved: ({ schedule: saved }) => (saved?.at != null ? t('reminders.schedule.saved', { when: when(saved.at, saved.timeZone) }) : t('common.saved')),
      onSaved: (saved) => {
        setProblem(null);
        setLoaded(saved);
      },
      onRefused: (failure) => {
        const fieldProblem = failure.kind === 'invalid' ? failure.problems.find((p) => p.field === 'daysBefore') : undefined;
        if (fieldProblem) refuse(problemText(t, fieldProblem));
      },
    });
  }

  async function remove() {
    await result.run(removeReminderSchedule, {
      saved: t('reminders.schedule.removed'),
      onSaved: setLoaded,
      // The Remove button goes with the schedule: the result takes the focus.
      focusResult: 'on-success',
    });
  }

  // The field shows once the saved schedule is there (LoadingSection says why).
  if (schedule === undefined) {
    return <LoadingSection headingId={`${id}-heading`} heading={t('reminders.schedule.heading')} level={3} className="scheduled-reminder" failure={failure} />;
  }
  const waiting = schedule && !schedule.done ? schedule : null;
  const done = schedule?.done ?? null;
  return (
    <section className="scheduled-reminder" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{t('reminders.schedule.heading')}</h3>
      {waiting &&
        (waiting.at === null ? (
          <p>
            {t('reminders.schedule.waitsForDeadline', { count: waiting.daysBefore })} <NavLink to={settingsPath}>{t('rsvp.deadline.setOne')}</NavLink>
          </p>
        ) : (
          <p className="scheduled">{t('reminders.schedule.waiting', { count: waiting.daysBefore, when: when(waiting.at, waiting.timeZone) })}</p>
        ))}
      {done && schedule && (
        <p className={done.late ? 'warning' : 'success'}>
          {done.late
            ? t('reminders.schedule.late', { date: formatInZone(done.at, schedule.timeZone, locale) })
            : t('reminders.schedule.done', { date: formatInZone(done.at, schedule.timeZone, locale), count: done.households, messages: done.messages })}
        </p>
      )}
      <form onSubmit={(event) => void save(event)} noValidate>
        <div className="field">
          <label htmlFor={`${id}-days`}>{t('reminders.schedule.days')}</label>
          <input
            ref={field}
            id={`${id}-days`}
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_DAYS_BEFORE}
            value={days}
            onChange={(event) => setDays(event.target.value)}
            aria-invalid={problem !== null || undefined}
            aria-describedby={`${id}-help`}
          />
          <p id={`${id}-help`} className={problem !== null ? 'error' : 'help'}>
            {problem ?? t('reminders.schedule.help')}
          </p>
        </div>
        <div className="row">
          <SaveButton type="submit" className="primary" save={result} result={false}>
            {waiting ? t('reminders.schedule.change') : t('reminders.schedule.set')}
          </SaveButton>
          {waiting && (
            <SaveButton save={result} result={false} onClick={() => void remove()}>
              {t('reminders.schedule.remove')}
            </SaveButton>
          )}
        </div>
        <ActionResult message={result.message} />
      </form>
    </section>
  );
}
