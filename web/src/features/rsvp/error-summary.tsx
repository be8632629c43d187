import type { MouseEvent } from 'react';
import type { RsvpForm } from '#common/rsvp-api';
import type { Locale } from '#common/locales';
import type { Draft, PersonRef } from './answer-draft';
import { fieldId, type FieldIssue, type Issues } from './field-issues';
import { issueText } from './issue-text';
import type { Translate } from './translate';

interface Entry {
  id: string;
  /** Whose field and which: "Olga Petrovna, Dinner". */
  where: string;
  issue: FieldIssue;
  name: string;
}

/** The issues in the order the form shows their fields, each with what it is about. */
function entriesOf(form: RsvpForm, draft: Draft, issues: Issues, locale: Locale, t: Translate): Entry[] {
  const entries: Entry[] = [];
  const add = (id: string, where: string, name = '') => {
    const issue = issues.fields.get(id);
    if (issue && !entries.some((entry) => entry.id === id)) entries.push({ id, where, issue, name });
  };
  const person = (ref: PersonRef, name: string) => {
    add(fieldId({ kind: 'name', person: ref }), name, name);
    for (const event of form.events) {
      const where = `${name}, ${event.title[locale]}`;
      add(fieldId({ kind: 'attending', person: ref, eventId: event.id }), where, name);
      add(fieldId({ kind: 'meal', person: ref, eventId: event.id }), where, name);
    }
    add(fieldId({ kind: 'dietaryNote', person: ref }), name, name);
    add(fieldId({ kind: 'accessibility', person: ref }), name, name);
    for (const question of form.questions) add(fieldId({ kind: 'question', person: ref, questionId: question.id }), `${name}, ${question.label[locale]}`, name);
  };
  for (const member of form.members) person({ member: member.id }, member.name);
  draft.extras.forEach((extra, index) => person({ extra: extra.key }, extra.name.trim() || t('rsvp.extras.unnamed', { number: index + 1 })));
  add(fieldId({ kind: 'extras' }), t('rsvp.extras.heading'));
  for (const question of form.questions) add(fieldId({ kind: 'question', person: null, questionId: question.id }), question.label[locale]);
  add(fieldId({ kind: 'message' }), t('rsvp.message'));
  return entries;
}

function focusField(event: MouseEvent<HTMLAnchorElement>, id: string) {
  // The page's own link to a field, not a navigation: the router never sees it.
  event.preventDefault();
  document.getElementById(id)?.focus();
}

interface ErrorSummaryProps {
  form: RsvpForm;
  draft: Draft;
  issues: Issues;
  /** The page's language, in which the summary speaks. */
  locale: Locale;
  t: Translate;
}

/**
 * What keeps the answer from being saved, announced as it appears (role alert), each line a link to its field, in
 * the page's language. Each field says it again beside itself, in its person's language.
 */
export function ErrorSummary({ form, draft, issues, locale, t }: ErrorSummaryProps) {
  const entries = entriesOf(form, draft, issues, locale, t);
  if (entries.length === 0 && !issues.changed) return null;
  return (
    <div className="rsvp-error-summary" role="alert">
      <p className="rsvp-error-heading">{t('rsvp.issues.heading')}</p>
      <ul>
        {entries.map((entry) => (
          <li key={entry.id}>
            <a href={`#${entry.id}`} onClick={(event) => focusField(event, entry.id)}>
              {t('rsvp.issues.item', { where: entry.where, problem: issueText(t, entry.issue, entry.name) })}
            </a>
          </li>
        ))}
        {issues.changed && <li>{t('rsvp.issues.changed')}</li>}
      </ul>
    </div>
  );
}
