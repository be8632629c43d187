import type { FieldError } from '#common/admin-api';
import type { ApiFailure } from '../api/admin-client';
import type { useT } from '../i18n/admin-i18n';

type T = ReturnType<typeof useT>['t'];

/** The limits the server applies (server/guests/guest-fields.ts), for "at most … characters". */
const MAX_LENGTH: Partial<Record<FieldError['field'], number>> = { name: 200, note: 500 };

const KEY: Record<FieldError['code'], string> = {
  empty: 'problems.empty',
  'too-long': 'problems.tooLong',
  control: 'problems.control',
  direction: 'problems.direction',
  language: 'problems.language',
  'empty-file': 'problems.emptyFile',
  'no-name-column': 'problems.noNameColumn',
  'unknown-column': 'problems.unknownColumn',
  'untitled-column': 'problems.untitledColumn',
  'duplicate-column': 'problems.duplicateColumn',
  'no-rows': 'problems.noRows',
  quote: 'problems.quote',
  'field-count': 'problems.fieldCount',
  'repeated-name': 'problems.repeatedName',
  'too-many': 'problems.tooMany',
};

/** A problem the server found, in the couple's words: "Line 3: “xx” is not one of the site’s languages". */
export function problemText(t: T, problem: FieldError): string {
  const text = t(KEY[problem.code], { value: problem.value ?? '', earlierLine: problem.earlierLine ?? '', max: MAX_LENGTH[problem.field] ?? '' });
  return problem.line === undefined ? text : t('problems.onLine', { line: problem.line, problem: text });
}

/** What a failed request means for the couple; null for 'invalid', whose problems are shown by their fields. */
export function failureText(t: T, failure: ApiFailure): string | null {
  switch (failure.kind) {
    case 'invalid':
      return null;
    case 'signed-out':
      return t('errors.signedOut');
    case 'off':
      return t('signIn.off');
    case 'too-many':
      return t('errors.tooMany');
    case 'not-found':
      return t('errors.notFound');
    case 'refused':
      return t('errors.refused');
    case 'too-large':
      return t('errors.tooLarge');
    case 'network':
      return t('errors.network');
    case 'server':
      return t('errors.server');
  }
}
