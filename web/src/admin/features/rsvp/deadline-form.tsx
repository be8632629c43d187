import { useId, useState, type FormEvent } from 'react';
import type { RsvpOverview } from '#common/rsvp-api';
import { saveDeadline } from '../../api/rsvp-calls';
import { ActionResult } from '../../components/action-result';
import { problemInLanguage } from '../../components/problem-text';
import { SaveButton } from '../../components/save-button';
import { useSave } from '../../components/use-save';
import { formatInZone } from '../../components/zoned-moment';
import { adminLocale, useT } from '../../i18n/admin-i18n';
import { problemsAt } from './field-problems';
import { ProblemLines } from './problem-lines';
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
  const save = useSave(onSignedOut);
  const { problems } = save;
  const zone = zoneLabel(overview.timeZone, locale);

  /** Saved, then the overview loaded again: the deadline's instant comes back from the server. */
  async function saveAndReload(deadline: string | null) {
    const answer = await saveDeadline(deadline);
    return answer.ok ? { ok: true as const, value: await reload() } : answer;
  }

  async function change(deadline: string | null) {
    if (save.pending) return;
    if (deadline !== null && (!date || !time)) {
      save.refuse([{ field: 'deadline', code: date ? 'not-a-time' : 'empty' }]);
      return save.clear();
    }
    await save.run(() => saveAndReload(deadline), {
      saved: (fresh) => {
        if (deadline === null) return t('rsvp.deadline.removed');
        const saved = fresh?.deadline;
        return saved?.at != null ? t('rsvp.deadline.saved', { date: formatInZone(saved.at, saved.timeZone, locale) }) : t('common.saved');
      },
      onSaved: () => deadline === null && setDate(''),
      notSaved: t('rsvp.notSaved'),
      // The Remove button goes with the deadline: the focus moves to what happened.
      focusResult: deadline === null ? 'on-success' : undefined,
    });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void change(`${date}T${time}`);
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
            {problemInLanguage(t, problem)}
          </p>
        ))}
        <div className="row">
          <SaveButton type="submit" className="primary" save={save} result={false}>
            {t('rsvp.deadline.save')}
          </SaveButton>
          {overview.deadline && (
            <SaveButton save={save} result={false} onClick={() => void change(null)}>
              {t('rsvp.deadline.remove')}
            </SaveButton>
          )}
        </div>
        <ActionResult message={save.message} />
      </form>
    </section>
  );
}
