import './rsvp.css';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { RSVP_LIMITS, type AdminHouseholdRsvp, type GuestRsvp, type RsvpAnswer } from '#common/rsvp-api';
import { householdRsvp, saveHouseholdRsvp } from '../../api/rsvp-calls';
import { useLoad } from '../../api/use-load';
import { problemInLanguage } from '../../components/problem-text';
import { SaveButton } from '../../components/save-button';
import { useSave } from '../../components/use-save';
import { adminLocale, useT } from '../../i18n/admin-i18n';
import { useTextIn } from '../../i18n/site-language';
import { NavLink } from '../../../lib/router/nav-link';
import { useFocusLater } from './focus-later';
import { draftOf, emptyPerson, questionsOf, withPerson, withQuestionAnswer } from './answer-draft';
import { AnswerSummary } from './answer-summary';
import { ZoneNote } from './changes-list';
import type { Problem } from './field-problems';
import { HouseholdHistory } from './household-history';
import { PersonFields } from './person-fields';
import { QuestionField } from './question-field';
import { RsvpFrame } from './rsvp-frame';
import type { RsvpPaths } from './rsvp-paths';
import { formatMoment } from './rsvp-words';

interface HouseholdPageProps {
  guestId: number;
  paths: RsvpPaths;
  onSignedOut: () => void;
}

/** When (on the venue's clock) and by whom the last answer was given, or that none was. */
function AnsweredLine({ rsvp, timeZone }: { rsvp: GuestRsvp; timeZone: string }) {
  const { t } = useT();
  if (rsvp.answeredAt === null) return <p>{t('rsvp.household.noAnswer')}</p>;
  const date = formatMoment(rsvp.answeredAt, timeZone, adminLocale());
  return <p>{rsvp.answeredBy === 'couple' ? t('rsvp.household.enteredByYou', { date }) : t('rsvp.household.answeredOn', { date })}</p>;
}

interface AnswerEditorProps {
  rsvp: AdminHouseholdRsvp;
  onSaved: (rsvp: AdminHouseholdRsvp) => void;
  onSignedOut: () => void;
}

/**
 * The household's form as the couple fills it in for them (a phone call from a grandmother), also after the
 * deadline; saved whole with the revision it started from. When the household answered meanwhile, nothing is
 * overwritten: their newer answer is shown, what the couple typed stays, and the couple chooses.
 */
function AnswerEditor({ rsvp, onSaved, onSignedOut }: AnswerEditorProps) {
  const { t } = useT();
  const id = useId();
  const textIn = useTextIn();
  const { form } = rsvp;
  const [draft, setDraft] = useState<RsvpAnswer>(() => draftOf(form, rsvp.answer));
  const [revision, setRevision] = useState(rsvp.revision);
  const [conflict, setConflict] = useState<GuestRsvp | null>(null);
  const saving = useSave(onSignedOut);
  const { problems } = saving;
  const result = useRef<HTMLDivElement>(null);
  const conflictHeading = useRef<HTMLHeadingElement>(null);
  const extrasList = useRef<HTMLOListElement>(null);
  const focusLater = useFocusLater();

  useEffect(() => {
    if (conflict) conflictHeading.current?.focus();
  }, [conflict]);

  async function save(from: number) {
    // The form is long: after the answer the focus goes to the result line, or to the other version on a conflict.
    await saving.run(() => saveHouseholdRsvp(rsvp.guestId, { answer: draft, revision: from }), {
      saved: t('rsvp.household.saved'),
      onSaved: (saved) => {
        setConflict(null);
        setRevision(saved.revision);
        setDraft(draftOf(saved.form, saved.answer));
        onSaved(saved);
        focusLater(() => result.current);
      },
      changedMeanwhile: t('rsvp.household.conflictShort'),
      onChangedMeanwhile: (current) => current && setConflict(current as GuestRsvp),
      notSaved: t('rsvp.notSaved'),
      onRefused: () => focusLater(() => result.current),
    });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void save(revision);
  }

  function startFromTheirs(current: GuestRsvp) {
    setDraft(draftOf(current.form ?? form, current.answer));
    setRevision(current.revision);
    setConflict(null);
    saving.show({ text: t('rsvp.household.tookTheirs'), error: false });
    focusLater(() => result.current);
  }

  function addExtra() {
    const index = draft.extras.length;
    setDraft({ ...draft, extras: [...draft.extras, { name: '', ...emptyPerson(form) }] });
    focusLater(() => extrasList.current?.querySelectorAll<HTMLElement>(':scope > li')[index]?.querySelector('input'));
  }

  function removeExtra(index: number) {
    setDraft({ ...draft, extras: draft.extras.filter((_, i) => i !== index) });
    focusLater(() => {
      const buttons = extrasList.current?.querySelectorAll<HTMLButtonElement>('.remove-extra') ?? [];
      return buttons[index] ?? buttons[index - 1] ?? document.getElementById(`${id}-add-extra`);
    });
  }

  // The server names a member's problem by the member's id and an extra guest's by their place in the list.
  const whose = (problem: Problem): string | null => {
    if (problem.memberId !== undefined) return form.members.find((member) => member.id === problem.memberId)?.name ?? null;
    if (problem.index === undefined) return null;
    return draft.extras[problem.index]?.name || t('rsvp.household.extraNumbered', { number: problem.index + 1 });
  };
  const householdQuestions = questionsOf(form.questions, 'household');
  const eventTitle = (eventId: number | null) => textIn(form.events.find((event) => event.id === eventId)?.title ?? {});
  return (
    <form className="answer-editor" onSubmit={submit} noValidate aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('rsvp.household.formHeading')}</h2>
      <p className="help">{form.open ? t('rsvp.household.openHelp') : t('rsvp.household.closedHelp')}</p>
      {form.members.map((member) => (
        <fieldset key={member.id} className="panel person">
          <legend>
            {member.name}
            {member.child && <span className="badge"> {t('rsvp.caterer.child')}</span>}
          </legend>
          <PersonFields
            legend={member.name}
            child={member.child}
            person={draft.members[String(member.id)]!}
            form={form}
            onChange={(person) => setDraft((current) => withPerson(current, { member: member.id }, () => person))}
          />
        </fieldset>
      ))}
      {form.extraGuests > 0 && (
        <section className="panel" aria-labelledby={`${id}-extras`}>
          <h3 id={`${id}-extras`}>{t('rsvp.household.extrasHeading')}</h3>
          <p className="help">{t('rsvp.household.extrasHelp', { count: form.extraGuests })}</p>
          <ol className="extras" ref={extrasList}>
            {draft.extras.map((extra, index) => {
              const name = extra.name || t('rsvp.household.extraNumbered', { number: index + 1 });
              return (
                <li key={index}>
                  <fieldset className="person">
                    <legend>{name}</legend>
                    <div className="field">
                      <label htmlFor={`${id}-extra-${index}-name`}>{t('rsvp.household.extraName')}</label>
                      <input
                        id={`${id}-extra-${index}-name`}
                        dir="auto"
                        maxLength={RSVP_LIMITS.extraName}
                        value={extra.name}
                        onChange={(event) => setDraft((current) => ({ ...current, extras: current.extras.map((e, i) => (i === index ? { ...e, name: event.target.value } : e)) }))}
                      />
                    </div>
                    <PersonFields legend={name} child={true} person={extra} form={form} onChange={(person) => setDraft((current) => withPerson(current, { extra: index }, () => person))} />
                    <button type="button" className="danger-link remove-extra" onClick={() => removeExtra(index)}>
                      {t('rsvp.household.removeExtra', { name })}
                    </button>
                  </fieldset>
                </li>
              );
            })}
          </ol>
          {draft.extras.length < form.extraGuests && (
            <button type="button" id={`${id}-add-extra`} onClick={addExtra}>
              {t('rsvp.household.addExtra')}
            </button>
          )}
        </section>
      )}
      <fieldset className="panel">
        <legend>{t('rsvp.household.householdLegend')}</legend>
        {householdQuestions.map((question) => (
          <QuestionField
            key={question.id}
            id={`${id}-hq-${question.id}`}
            question={question}
            about={eventTitle(question.eventId)}
            value={draft.questions[String(question.id)] ?? ''}
            onChange={(value) => setDraft((current) => ({ ...current, questions: withQuestionAnswer(current.questions, question.id, value) }))}
          />
        ))}
        <div className="field">
          <label htmlFor={`${id}-message`}>{t('rsvp.fields.message')}</label>
          <textarea id={`${id}-message`} dir="auto" rows={3} maxLength={RSVP_LIMITS.message} value={draft.message} onChange={(event) => setDraft((current) => ({ ...current, message: event.target.value }))} />
        </div>
      </fieldset>

      {problems.map((problem, index) => {
        const person = whose(problem);
        const words = problemInLanguage(t, problem);
        return (
          <p key={index} className="error">
            {person ? t('rsvp.problems.forPerson', { person, problem: words }) : words}
          </p>
        );
      })}
      <SaveButton type="submit" className="primary" save={saving} resultRef={result}>
        {t('rsvp.household.save')}
      </SaveButton>

      {conflict && (
        <section className="conflict" aria-labelledby={`${id}-conflict`}>
          <h3 id={`${id}-conflict`} ref={conflictHeading} tabIndex={-1}>
            {t('rsvp.household.conflictHeading')}
          </h3>
          <AnsweredLine rsvp={conflict} timeZone={rsvp.timeZone} />
          <p>{t('rsvp.household.conflictHelp')}</p>
          <AnswerSummary form={conflict.form ?? form} answer={conflict.answer} />
          <div className="row">
            <button type="button" onClick={() => startFromTheirs(conflict)}>
              {t('rsvp.household.useTheirs')}
            </button>
            <SaveButton className="primary" save={saving} result={false} onClick={() => void save(conflict.revision)}>
              {t('rsvp.household.keepMine')}
            </SaveButton>
          </div>
        </section>
      )}
    </form>
  );
}

/** One household's answers (issue 20): the form the couple can fill in for them, and every change ever made (paged). */
export function HouseholdPage({ guestId, paths, onSignedOut }: HouseholdPageProps) {
  const { t } = useT();
  const { value: rsvp, failure, setValue: setRsvp } = useLoad(() => householdRsvp(guestId), onSignedOut, { key: guestId });

  return (
    <RsvpFrame
      heading={rsvp ? t('rsvp.household.heading', { name: rsvp.name }) : t('rsvp.household.headingPlain')}
      intro={
        rsvp && (
          <>
            <AnsweredLine rsvp={rsvp} timeZone={rsvp.timeZone} />
            <ZoneNote timeZone={rsvp.timeZone} />
            <p>
              <NavLink to={paths.guest(guestId)}>{t('rsvp.household.guestPage', { name: rsvp.name })}</NavLink>
            </p>
          </>
        )
      }
      waiting={rsvp ? null : { failure }}
    >
      {rsvp && (
        <>
          <AnswerEditor key={rsvp.guestId} rsvp={rsvp} onSaved={setRsvp} onSignedOut={onSignedOut} />
          {/* A save starts the history again from its latest changes (the answer carries only those). */}
          <HouseholdHistory key={rsvp.revision} guestId={rsvp.guestId} latest={rsvp.history} more={rsvp.moreHistory} known={rsvp.form} timeZone={rsvp.timeZone} onSignedOut={onSignedOut} />
        </>
      )}
    </RsvpFrame>
  );
}
