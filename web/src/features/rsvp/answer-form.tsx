import type { FormEvent, RefObject } from 'react';
import type { Locale } from '#common/locales';
import type { RsvpForm } from '#common/rsvp-api';
import { householdQuestionsFor, newExtra, type Draft, type PersonDraft } from './answer-draft';
import { ErrorSummary } from './error-summary';
import { fieldId, type Issues } from './field-issues';
import { describedBy, IssueLine } from './field-parts';
import { issueText } from './issue-text';
import { personLocale } from './person-language';
import { PersonFieldset } from './person-fieldset';
import { QuestionField } from './question-field';
import { offersQuickAnswers, QuickAnswers } from './quick-answers';
import { LIMITS } from './rsvp-contract';
import type { Translator } from '../../lib/translator';
import { hasAnswerTexts, type Translate } from './translate';

interface AnswerFormProps {
  form: RsvpForm;
  draft: Draft;
  onDraft: (draft: Draft) => void;
  issues: Issues;
  /** Bumped at each refused save: the summary is announced again and the first field focused. */
  issuesShown: number;
  saving: boolean;
  onSubmit: () => void;
  /** Where focus goes after an extra guest is added (their name) or removed (the add button). */
  onFocusLater: (id: string) => void;
  i18n: Translator;
  pageLocale: Locale;
  t: Translate;
  /** The submit button, which gets the focus back after a save that failed. */
  submitRef: RefObject<HTMLButtonElement | null>;
}

const EXTRAS_ADD_ID = 'rsvp-extras-add';

/**
 * The household's form: a fieldset per member in the member's language, the extra guests the couple allowed, the
 * household's questions and the message to the couple, and one button that cannot send twice.
 */
export function AnswerForm({ form, draft, onDraft, issues, issuesShown, saving, onSubmit, onFocusLater, i18n, pageLocale, t, submitRef }: AnswerFormProps) {
  const extrasId = fieldId({ kind: 'extras' });
  const messageId = fieldId({ kind: 'message' });
  const extrasIssue = issues.fields.get(extrasId);
  const messageIssue = issues.fields.get(messageId);
  const household = householdQuestionsFor(form, draft);
  const quick = offersQuickAnswers(form, draft);
  const setMember = (id: number, person: PersonDraft) => onDraft({ ...draft, members: { ...draft.members, [String(id)]: person } });
  const setExtra = (key: number, change: (extra: Draft['extras'][number]) => Draft['extras'][number]) =>
    onDraft({ ...draft, extras: draft.extras.map((extra) => (extra.key === key ? change(extra) : extra)) });

  function addExtra() {
    const extra = newExtra(draft, form);
    onDraft({ ...draft, extras: [...draft.extras, extra] });
    onFocusLater(fieldId({ kind: 'name', person: { extra: extra.key } }));
  }

  function removeExtra(key: number) {
    onDraft({ ...draft, extras: draft.extras.filter((extra) => extra.key !== key) });
    onFocusLater(EXTRAS_ADD_ID);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }

  return (
    <form className="rsvp-form" noValidate onSubmit={submit} aria-busy={saving || undefined}>
      <ErrorSummary key={issuesShown} form={form} draft={draft} issues={issues} locale={pageLocale} t={t} />
      {quick && <QuickAnswers form={form} draft={draft} onDraft={onDraft} locale={pageLocale} t={t} />}
      {form.members.map((member) => {
        const locale = personLocale(member.language, pageLocale, (l) => hasAnswerTexts(i18n, l));
        return (
          <PersonFieldset
            key={member.id}
            person={{ member: member.id }}
            name={member.name}
            childOrExtra={member.child}
            draft={draft.members[String(member.id)]!}
            form={form}
            issues={issues}
            locale={locale}
            pageLocale={pageLocale}
            showDays={!quick}
            t={locale === pageLocale ? t : i18n.fixedT(locale)}
            onChange={(person) => setMember(member.id, person)}
          />
        );
      })}
      {form.extraGuests > 0 && (
        <fieldset id={extrasId} className="rsvp-extras" tabIndex={-1} {...describedBy(extrasId, extrasIssue)}>
          <legend>{t('rsvp.extras.heading')}</legend>
          <p className="rsvp-hint">{t('rsvp.extras.text', { count: form.extraGuests })}</p>
          {draft.extras.map((extra, index) => {
            const name = extra.name.trim() || t('rsvp.extras.unnamed', { number: index + 1 });
            return (
              <PersonFieldset
                key={extra.key}
                person={{ extra: extra.key }}
                name={name}
                childOrExtra
                draft={extra}
                form={form}
                issues={issues}
                locale={pageLocale}
                pageLocale={pageLocale}
                showDays={!quick}
                t={t}
                onChange={(person) => setExtra(extra.key, (old) => ({ ...old, ...person }))}
                extra={{
                  name: extra.name,
                  onName: (typed) => setExtra(extra.key, (old) => ({ ...old, name: typed })),
                  onRemove: () => removeExtra(extra.key),
                }}
              />
            );
          })}
          <IssueLine id={extrasId} issue={extrasIssue} text={extrasIssue ? issueText(t, extrasIssue, '') : ''} />
          {draft.extras.length < form.extraGuests && (
            <button id={EXTRAS_ADD_ID} type="button" className="rsvp-secondary" onClick={addExtra}>
              {t('rsvp.extras.add')}
            </button>
          )}
        </fieldset>
      )}
      {household.length > 0 && (
        <fieldset className="rsvp-person">
          <legend>{t('rsvp.household')}</legend>
          {household.map((question) => {
            const target = { kind: 'question', person: null, questionId: question.id } as const;
            return (
              <QuestionField
                key={question.id}
                question={question}
                target={target}
                value={draft.questions[String(question.id)] ?? ''}
                onChange={(value) => onDraft({ ...draft, questions: { ...draft.questions, [String(question.id)]: value } })}
                issue={issues.fields.get(fieldId(target))}
                name=""
                locale={pageLocale}
                t={t}
              />
            );
          })}
        </fieldset>
      )}
      <div className="rsvp-field rsvp-message">
        <label htmlFor={messageId}>{t('rsvp.message')}</label>
        <textarea
          id={messageId}
          rows={4}
          value={draft.message}
          maxLength={LIMITS.message}
          onChange={(event) => onDraft({ ...draft, message: event.target.value })}
          {...describedBy(messageId, messageIssue)}
        />
        <IssueLine id={messageId} issue={messageIssue} text={messageIssue ? issueText(t, messageIssue, '') : ''} />
      </div>
      <p className="rsvp-actions">
        <button ref={submitRef} type="submit" className="rsvp-primary" disabled={saving}>
          {saving ? t('rsvp.saving') : t('rsvp.save')}
        </button>
      </p>
    </form>
  );
}
