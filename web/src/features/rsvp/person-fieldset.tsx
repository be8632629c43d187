import { useState, type ReactNode } from 'react';
import { dateTimeFormat, formatDate } from '#common/date-text';
import type { Locale } from '#common/locales';
import { readerLocale } from '../../lib/reader-locale';
import type { DietaryNeed, RsvpForm } from '#common/rsvp-api';
import { comesToSomething, mealsFor, memberQuestionsFor, type PersonDraft, type PersonRef } from './answer-draft';
import { fieldId, type Issues } from './field-issues';
import { describedBy, IssueLine } from './field-parts';
import { issueText } from './issue-text';
import { DIETARY, LIMITS } from './rsvp-contract';
import { QuestionField } from './question-field';
import type { Translate } from './translate';

type FormEvent = RsvpForm['events'][number];

interface EventAnswerProps {
  event: FormEvent;
  person: PersonRef;
  answer: PersonDraft['events'][string];
  childOrExtra: boolean;
  name: string;
  issues: Issues;
  locale: Locale;
  /** The event's day under its title: left out where the quick answers above already show it. */
  showDay: boolean;
  t: Translate;
  onChange: (answer: PersonDraft['events'][string]) => void;
}

/** One event for one person: a group named by the event's title, coming or not, and the meal where there is a choice. */
function EventAnswer({ event, person, answer, childOrExtra, name, issues, locale, showDay, t, onChange }: EventAnswerProps) {
  const attendingId = fieldId({ kind: 'attending', person, eventId: event.id });
  const mealId = fieldId({ kind: 'meal', person, eventId: event.id });
  const attendingIssue = issues.fields.get(attendingId);
  const mealIssue = issues.fields.get(mealId);
  const meals = mealsFor(event, childOrExtra);
  const choices = [
    { value: true, id: attendingId, label: t('rsvp.coming') },
    { value: false, id: `${attendingId}-no`, label: t('rsvp.notComing') },
  ];
  return (
    <fieldset className="rsvp-event">
      <legend>{event.title[locale]}</legend>
      {showDay && <p className="rsvp-event-day">{formatDate(dateTimeFormat(readerLocale(locale), { timeZone: event.timeZone, dateStyle: 'full' }), event.start)}</p>}
      <div className="rsvp-choices">
        {choices.map((choice) => (
          <label key={String(choice.value)} htmlFor={choice.id} className="rsvp-choice">
            <input
              id={choice.id}
              type="radio"
              name={attendingId}
              checked={answer.attending === choice.value}
              onChange={() => onChange({ ...answer, attending: choice.value })}
              {...describedBy(attendingId, attendingIssue)}
            />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
      <IssueLine id={attendingId} issue={attendingIssue} text={attendingIssue ? issueText(t, attendingIssue, name) : ''} />
      {answer.attending === true && meals.length > 0 && (
        <div className="rsvp-field">
          <label htmlFor={mealId}>{t('rsvp.meal')}</label>
          <select
            id={mealId}
            value={answer.meal === null ? '' : String(answer.meal)}
            onChange={(change) => onChange({ ...answer, meal: change.target.value === '' ? null : Number(change.target.value) })}
            {...describedBy(mealId, mealIssue)}
          >
            <option value="">{t('rsvp.mealChoose')}</option>
            {meals.map((meal) => (
              <option key={meal.id} value={String(meal.id)}>
                {meal.label[locale]}
              </option>
            ))}
          </select>
          <IssueLine id={mealId} issue={mealIssue} text={mealIssue ? issueText(t, mealIssue, name) : ''} />
        </div>
      )}
    </fieldset>
  );
}

/** Folded needs: open at first when some are given, opened when one is to be fixed, else as the guest leaves it. */
function NeedsDetails({ given, toFix, summary, children }: { given: boolean; toFix: boolean; summary: string; children: ReactNode }) {
  const [open, setOpen] = useState(given || toFix);
  const [hadToFix, setHadToFix] = useState(toFix);
  // Opened in the render that flags a field inside (React's way to follow a prop), never closed by it.
  if (toFix !== hadToFix) {
    setHadToFix(toFix);
    if (toFix) setOpen(true);
  }
  return (
    <details className="rsvp-needs-details" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{summary}</summary>
      {children}
    </details>
  );
}

const hasNeeds = (draft: PersonDraft) => draft.dietary.length > 0 || draft.dietaryNote.trim() !== '' || draft.accessibility.trim() !== '';

export interface ExtraControls {
  /** What the guest typed as the extra guest's name. */
  name: string;
  onName: (name: string) => void;
  onRemove: () => void;
}

interface PersonFieldsetProps {
  person: PersonRef;
  /** The legend: the member's name, or the extra guest's (or "Guest 2" until it is typed). */
  name: string;
  childOrExtra: boolean;
  draft: PersonDraft;
  form: RsvpForm;
  issues: Issues;
  /** The person's language, and the page's: the fieldset says `lang` when they differ. */
  locale: Locale;
  pageLocale: Locale;
  showDays: boolean;
  t: Translate;
  onChange: (draft: PersonDraft) => void;
  extra?: ExtraControls;
}

/**
 * One person's answers, in their own language: each event (coming or not, the meal), then, once they come to
 * something, their dietary and accessibility needs and the couple's questions to each guest. An extra guest's
 * fieldset starts with the name and can be removed.
 */
export function PersonFieldset({ person, name, childOrExtra, draft, form, issues, locale, pageLocale, showDays, t, onChange, extra }: PersonFieldsetProps) {
  const coming = comesToSomething(draft);
  const nameId = fieldId({ kind: 'name', person });
  const noteId = fieldId({ kind: 'dietaryNote', person });
  const accessibilityId = fieldId({ kind: 'accessibility', person });
  const accessibilityHintId = `${accessibilityId}-hint`;
  const field = (id: string) => issues.fields.get(id);
  const toggleNeed = (need: DietaryNeed, on: boolean) =>
    onChange({ ...draft, dietary: on ? [...draft.dietary, need] : draft.dietary.filter((other) => other !== need) });

  return (
    <fieldset className="rsvp-person" lang={locale !== pageLocale ? locale : undefined}>
      <legend>{name}</legend>
      {extra && (
        <div className="rsvp-field">
          <label htmlFor={nameId}>{t('rsvp.extras.name')}</label>
          <input
            id={nameId}
            type="text"
            value={extra.name}
            maxLength={LIMITS.extraName}
            autoComplete="off"
            onChange={(event) => extra.onName(event.target.value)}
            {...describedBy(nameId, field(nameId))}
          />
          <IssueLine id={nameId} issue={field(nameId)} text={issueText(t, field(nameId) ?? { code: 'empty' }, name)} />
        </div>
      )}
      {form.events.map((event) => (
        <EventAnswer
          key={event.id}
          event={event}
          person={person}
          answer={draft.events[String(event.id)] ?? { attending: null, meal: null }}
          childOrExtra={childOrExtra}
          name={name}
          issues={issues}
          locale={locale}
          showDay={showDays}
          t={t}
          onChange={(answer) => onChange({ ...draft, events: { ...draft.events, [String(event.id)]: answer } })}
        />
      ))}
      {coming && (
        // Needs are the exception: folded under one line, open as soon as one is given or one is to be fixed.
        <NeedsDetails given={hasNeeds(draft)} toFix={[noteId, accessibilityId].some((id) => field(id))} summary={t('rsvp.needs.summary')}>
          <fieldset className="rsvp-needs">
            <legend>{t('rsvp.needs.dietary')}</legend>
            <ul className="rsvp-checkboxes">
              {DIETARY.map((need) => {
                const id = `${noteId}-${need}`;
                return (
                  <li key={need}>
                    <label htmlFor={id} className="rsvp-choice">
                      <input id={id} type="checkbox" checked={draft.dietary.includes(need)} onChange={(event) => toggleNeed(need, event.target.checked)} />
                      <span>{t(`rsvp.dietary.${need}`)}</span>
                    </label>
                  </li>
                );
              })}
            </ul>
            <div className="rsvp-field">
              <label htmlFor={noteId}>{t('rsvp.needs.dietaryNote')}</label>
              <input
                id={noteId}
                type="text"
                value={draft.dietaryNote}
                maxLength={LIMITS.dietaryNote}
                onChange={(event) => onChange({ ...draft, dietaryNote: event.target.value })}
                {...describedBy(noteId, field(noteId))}
              />
              <IssueLine id={noteId} issue={field(noteId)} text={issueText(t, field(noteId) ?? { code: 'invalid' }, name)} />
            </div>
          </fieldset>
          <div className="rsvp-field">
            <label htmlFor={accessibilityId}>{t('rsvp.needs.accessibility')}</label>
            <p id={accessibilityHintId} className="rsvp-hint">
              {t('rsvp.needs.accessibilityHint')}
            </p>
            <textarea
              id={accessibilityId}
              rows={2}
              value={draft.accessibility}
              maxLength={LIMITS.accessibility}
              onChange={(event) => onChange({ ...draft, accessibility: event.target.value })}
              {...describedBy(accessibilityId, field(accessibilityId), accessibilityHintId)}
            />
            <IssueLine id={accessibilityId} issue={field(accessibilityId)} text={issueText(t, field(accessibilityId) ?? { code: 'invalid' }, name)} />
          </div>
        </NeedsDetails>
      )}
      {memberQuestionsFor(form, draft).map((question) => {
        const target = { kind: 'question', person, questionId: question.id } as const;
        return (
          <QuestionField
            key={question.id}
            question={question}
            target={target}
            value={draft.questions[String(question.id)] ?? ''}
            onChange={(value) => onChange({ ...draft, questions: { ...draft.questions, [String(question.id)]: value } })}
            issue={field(fieldId(target))}
            name={name}
            locale={locale}
            t={t}
          />
        );
      })}
      {extra && (
        <button type="button" className="rsvp-secondary" onClick={extra.onRemove}>
          {t('rsvp.extras.remove', { name })}
        </button>
      )}
    </fieldset>
  );
}
