import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { EVENT_LIMITS, type AdminEvent, type EventInput } from '#common/invitation-api';
import { LOCALES, type Locale } from '#common/locales';
import type { FieldError } from '#common/api-problems';
import { setEventGuests } from '../../api/household-calls';
import { addEvent, saveEvent } from '../../api/invitation-calls';
import type { ApiResult } from '../../api/admin-client';
import { ActionResult } from '../../components/action-result';
import { useFocusFirstProblem } from '../../components/focus-first-problem';
import { copyIntoEmpty } from '../../components/language-copies';
import { problemText } from '../../components/problem-text';
import { SaveButton } from '../../components/save-button';
import { TimeZonePicker } from '../../components/time-zone-picker';
import { useSave } from '../../components/use-save';
import { adminLocale, useT } from '../../i18n/admin-i18n';
import { useTextIn } from '../../i18n/site-language';
import { clockProblem, emptyEvent, inputOf, whenOf } from './event-draft';
import { EventHouseholds } from './event-households';
import { localesWithProblems, otherProblems, problemsOf } from './field-problems';
import { LanguageTabs } from './language-tabs';
import type { HouseholdChoice } from './use-households';

const TEXTS = ['title', 'description', 'dressCode', 'notes'] as const;
type TextField = (typeof TEXTS)[number];
const FIELDS: readonly string[] = [...TEXTS, 'startsAt', 'endsAt', 'timeZone', 'place', 'address', 'mapUrl', 'audience'];
/** The server's words for a time the clocks skip or repeat: the form says it itself, with that night's change. */
const CLOCK_CODES: ReadonlySet<string> = new Set(['nonexistent-time', 'ambiguous-time']);

interface EventFormProps {
  /** The saved event; null for a new one (added last). */
  event: AdminEvent | null;
  /** The site's time zone: a new event's, and the first of the list. */
  siteTimeZone: string;
  /** The households to tick for an event for invited households; null while they load. */
  households: HouseholdChoice[] | null;
  onSaved: (event: AdminEvent) => void;
  onSignedOut: () => void;
}

/** What the server found wrong with a field, in the couple's words. */
function Problems({ problems }: { problems: FieldError[] }) {
  const { t } = useT();
  return problems.map((problem, index) => (
    <p key={index} className="error">
      {problemText(t, problem)}
    </p>
  ));
}

/**
 * One event: its texts a language at a time, when (the wall clocks of its time zone), where, and who sees it.
 * Checked by the server on save; each refused field says why next to it, what was typed stays, and the focus goes to
 * the first field in error (components/focus-first-problem.ts); after a save, or a refusal no field shows, to the answer next to the
 * Save button. A time the clocks skip or repeat is said once, as it is typed, with that night's change. A save that another tab or phone made first shows the version
 * saved meanwhile, and the couple chooses.
 */
export function EventForm({ event, siteTimeZone, households, onSaved, onSignedOut }: EventFormProps) {
  const { t } = useT();
  const id = useId();
  const locale = adminLocale();
  const textIn = useTextIn();
  const [draft, setDraft] = useState<EventInput>(() => (event ? inputOf(event) : emptyEvent(siteTimeZone)));
  const [language, setLanguage] = useState<Locale>(locale);
  const [chosen, setChosen] = useState<Set<number>>(() => new Set(event?.guestIds));
  const saving = useSave(onSignedOut);
  const { problems } = saving;
  const [conflict, setConflict] = useState<AdminEvent | null>(null);
  const result = useRef<HTMLDivElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const focusFirstProblem = useFocusFirstProblem(form, result);

  const set = <K extends keyof EventInput>(field: K, value: EventInput[K]) => setDraft((current) => ({ ...current, [field]: value }));
  const setText = (field: TextField, value: string) => setDraft((current) => ({ ...current, [field]: { ...current[field], [language]: value } }));

  async function save(revision: number | undefined) {
    await saving.run(() => saveAndInvite(revision), {
      saved: ({ invited }) => (invited ? t(event ? 'common.saved' : 'invitation.events.added') : null),
      onSaved: ({ event: saved, invited }) => {
        // The event is saved even when inviting failed (a household removed meanwhile): said as such.
        if (!invited) saving.showAndFocus({ text: t('invitation.eventForm.notInvited'), error: true });
        setConflict(null);
        if (!event) {
          setDraft(emptyEvent(siteTimeZone));
          setChosen(new Set());
        }
        onSaved(saved);
      },
      changedMeanwhile: t('invitation.events.conflict'),
      onChangedMeanwhile: (current) => current && setConflict(current as AdminEvent),
      notSaved: t('invitation.notSaved'),
      onRefused: (failure) => {
        // A text refused in other languages than the one shown: the first of them opens, so the problem is in view.
        const refused = failure.kind === 'invalid' ? failure.problems : [];
        const elsewhere = refused.filter((problem) => problem.locale && (TEXTS as readonly string[]).includes(problem.field));
        if (elsewhere.length > 0 && !elsewhere.some((problem) => problem.locale === language)) setLanguage(elsewhere[0]!.locale!);
        // The first field marked, or the result line when none is.
        focusFirstProblem();
      },
      // The form is long: the answer takes the focus, so it is read out where it stands.
      focusResult: 'on-success',
    });
  }

  /** The event saved, then the households ticked invited to it; `invited` false when that second step failed. */
  async function saveAndInvite(revision: number | undefined): Promise<ApiResult<{ event: AdminEvent; invited: boolean }>> {
    const saved = event && revision !== undefined ? await saveEvent(event.id, { ...draft, revision }) : await addEvent(draft);
    if (!saved.ok) return saved;
    const invited = draft.audience === 'invited' ? await inviteChosen(saved.value) : saved;
    if (!invited.ok && invited.failure.kind === 'signed-out') return invited;
    return { ok: true, value: invited.ok ? { event: invited.value, invited: true } : { event: saved.value, invited: false } };
  }

  /** The households ticked invited to the saved event, and those unticked no longer, in one request each. */
  async function inviteChosen(saved: AdminEvent): Promise<ApiResult<AdminEvent>> {
    const before = new Set(saved.guestIds);
    const added = [...chosen].filter((guestId) => !before.has(guestId));
    const removed = saved.guestIds.filter((guestId) => !chosen.has(guestId));
    let answer: ApiResult<AdminEvent> = { ok: true, value: saved };
    if (added.length > 0) answer = await setEventGuests(saved.id, added, true);
    if (answer.ok && removed.length > 0) answer = await setEventGuests(saved.id, removed, false);
    return answer;
  }

  function submit(formEvent: FormEvent<HTMLFormElement>) {
    formEvent.preventDefault();
    void save(event?.revision);
  }

  /** One field with its label, help and the server's problems, all tied to it for a screen reader. */
  function field(name: string, label: string, control: (props: { id: string; 'aria-invalid'?: true; 'aria-describedby': string }) => ReactNode, help?: ReactNode, fieldProblems = problemsOf(problems, name)) {
    const fieldId = `${id}-${name}`;
    return (
      <div className="field">
        <label htmlFor={fieldId}>{label}</label>
        {control({ id: fieldId, 'aria-invalid': fieldProblems.length > 0 ? true : undefined, 'aria-describedby': `${fieldId}-about` })}
        <div id={`${fieldId}-about`}>
          {help}
          <Problems problems={fieldProblems.filter((problem) => !CLOCK_CODES.has(problem.code))} />
        </div>
      </div>
    );
  }

  function text(name: TextField, multiline: boolean) {
    const props = { lang: language, dir: 'auto', maxLength: EVENT_LIMITS[name], value: draft[name][language] };
    return field(
      `${name}-${language}`,
      t(`invitation.eventForm.${name}`),
      (aria) =>
        multiline ? (
          <textarea {...aria} {...props} rows={3} onChange={(change) => setText(name, change.target.value)} />
        ) : (
          <input {...aria} {...props} onChange={(change) => setText(name, change.target.value)} />
        ),
      undefined,
      problemsOf(problems, name, language),
    );
  }

  /** A skipped or repeated time, said as it is typed; red once the server has refused it. */
  function clockHint(name: 'startsAt' | 'endsAt') {
    const problem = clockProblem(draft[name], draft.timeZone, locale);
    if (!problem) return null;
    const refused = problemsOf(problems, name).some((p) => CLOCK_CODES.has(p.code));
    return <p className={refused ? 'error' : 'flag'}>{t(`invitation.eventForm.${problem.kind}`, problem)}</p>;
  }

  const written = LOCALES.filter((l) => draft.title[l].trim());
  const empty = new Set(written.length > 0 ? LOCALES.filter((l) => !written.includes(l)) : []);
  const leftOver = otherProblems(problems, FIELDS);

  return (
    <form
      ref={form}
      className="event-form"
      aria-label={event ? t('invitation.eventForm.labelOf', { title: textIn(event.title) || t('invitation.events.untitled') }) : t('invitation.eventForm.labelNew')}
      onSubmit={submit}
      noValidate
    >
      <LanguageTabs
        id={`${id}-texts`}
        label={t('invitation.tabs.label')}
        value={language}
        onChange={setLanguage}
        marked={localesWithProblems(problems, TEXTS)}
        empty={empty}
        copying={{
          fields: TEXTS.map((name) => draft[name]),
          onCopy: (from) => setDraft((current) => ({ ...current, ...Object.fromEntries(TEXTS.map((name) => [name, copyIntoEmpty(current[name], from)])) })),
        }}
      >
        {text('title', false)}
        {text('description', true)}
        {text('dressCode', false)}
        {text('notes', true)}
        <p className="help">{t('invitation.eventForm.textsHelp')}</p>
      </LanguageTabs>

      <fieldset className="event-when">
        <legend>{t('invitation.eventForm.when')}</legend>
        <p className="help">{t('invitation.eventForm.whenHelp')}</p>
        {field('startsAt', t('invitation.eventForm.startsAt'), (aria) => <input {...aria} type="datetime-local" value={draft.startsAt} onChange={(change) => set('startsAt', change.target.value)} />, clockHint('startsAt'))}
        {field('endsAt', t('invitation.eventForm.endsAt'), (aria) => <input {...aria} type="datetime-local" value={draft.endsAt} min={draft.startsAt || undefined} onChange={(change) => set('endsAt', change.target.value)} />, clockHint('endsAt'))}
        {field(
          'timeZone',
          t('invitation.eventForm.timeZone'),
          (aria) => <TimeZonePicker {...aria} value={draft.timeZone} onChange={(zone) => set('timeZone', zone)} />,
          <p className="help">{t('invitation.eventForm.timeZoneHelp')}</p>,
        )}
      </fieldset>

      <fieldset className="event-where">
        <legend>{t('invitation.eventForm.where')}</legend>
        {field('place', t('invitation.eventForm.place'), (aria) => <input {...aria} maxLength={EVENT_LIMITS.place} value={draft.place} onChange={(change) => set('place', change.target.value)} />, <p className="help">{t('invitation.eventForm.placeHelp')}</p>)}
        {field('address', t('invitation.eventForm.address'), (aria) => <textarea {...aria} rows={2} maxLength={EVENT_LIMITS.address} value={draft.address} onChange={(change) => set('address', change.target.value)} />)}
        {field(
          'mapUrl',
          t('invitation.eventForm.mapUrl'),
          (aria) => <input {...aria} type="url" inputMode="url" autoComplete="off" spellCheck={false} maxLength={EVENT_LIMITS.mapUrl} value={draft.mapUrl} onChange={(change) => set('mapUrl', change.target.value)} />,
          <p className="help">
            {t('invitation.eventForm.mapUrlHelp')}
            {event?.mapLink && (
              <>
                {' '}
                <a href={event.mapLink} target="_blank" rel="noreferrer noopener">
                  {t('invitation.eventForm.openMap')}
                </a>
              </>
            )}
          </p>,
        )}
      </fieldset>

      <fieldset className="event-audience" aria-describedby={`${id}-audience-about`}>
        <legend>{t('invitation.eventForm.audience')}</legend>
        {(['everyone', 'invited'] as const).map((audience) => (
          <label key={audience} className="choice">
            <input type="radio" name={`${id}-audience`} value={audience} checked={draft.audience === audience} onChange={() => set('audience', audience)} />
            {t(`invitation.eventForm.${audience}`)}
          </label>
        ))}
        <div id={`${id}-audience-about`}>
          <p className="help">{t('invitation.eventForm.audienceHelp')}</p>
          <Problems problems={problemsOf(problems, 'audience')} />
        </div>
        {draft.audience === 'invited' && <EventHouseholds id={`${id}-households`} households={households} chosen={chosen} onChange={setChosen} />}
      </fieldset>

      {conflict && (
        <div className="conflict" role="group" aria-label={t('invitation.conflictSaved')}>
          <p>
            <strong>{t('invitation.conflictSaved')}</strong>
          </p>
          <ul>
            {LOCALES.filter((l) => conflict.title[l]).map((l) => (
              <li key={l}>
                {t(`languages.${l}`)}: <span lang={l}>{conflict.title[l]}</span>
              </li>
            ))}
            <li>{whenOf(conflict, locale)}</li>
            {conflict.place && <li>{conflict.place}</li>}
          </ul>
          <div className="row">
            <button type="button" onClick={() => (setDraft(inputOf(conflict)), onSaved(conflict), setConflict(null), saving.clear())}>
              {t('invitation.useSaved')}
            </button>
            <SaveButton className="primary" save={saving} result={false} onClick={() => void save(conflict.revision)}>
              {t('invitation.keepMine')}
            </SaveButton>
          </div>
        </div>
      )}
      <Problems problems={leftOver} />
      <div className="row">
        <SaveButton type="submit" className="primary" save={saving} result={false} busyLabel={t('common.saving')}>
          {event ? t('common.save') : t('invitation.events.add')}
        </SaveButton>
      </div>
      <ActionResult ref={result} message={saving.message} />
    </form>
  );
}
