import type { FieldIssue } from './field-issues';
import type { Translate } from './translate';

/** What is wrong with a field, in the language `t` speaks; `name` is whose answer it is. */
export function issueText(t: Translate, issue: FieldIssue, name: string): string {
  switch (issue.code) {
    case 'attending-missing':
      return t('rsvp.issues.attending', { name });
    case 'meal-missing':
      return t('rsvp.issues.meal');
    case 'empty':
      return t('rsvp.issues.name');
    case 'too-long':
      return t('rsvp.issues.tooLong', { max: issue.value ?? '' });
    case 'control':
      return t('rsvp.issues.control');
    case 'unknown-choice':
      return t('rsvp.issues.unknownChoice');
    case 'invalid':
      return t('rsvp.issues.invalid');
    case 'too-many':
      return t('rsvp.issues.tooMany', { count: issue.value ?? 0 });
  }
}
