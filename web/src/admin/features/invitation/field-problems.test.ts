import { expect, it } from 'vitest';
import type { FieldError } from '#common/api-problems';
import { localesWithProblems, otherProblems, problemsOf } from './field-problems';

const problems: FieldError[] = [
  { field: 'title', code: 'too-long', locale: 'ro', value: '120' },
  { field: 'title', code: 'empty' },
  { field: 'endsAt', code: 'ends-before-start' },
  { field: 'guestIds', code: 'unknown-id' },
];

it('shows a text’s problem in its language, and a problem of the whole text in every language', () => {
  expect(problemsOf(problems, 'title', 'ro').map((p) => p.code)).toEqual(['too-long', 'empty']);
  expect(problemsOf(problems, 'title', 'en').map((p) => p.code)).toEqual(['empty']);
  expect(problemsOf(problems, 'endsAt').map((p) => p.code)).toEqual(['ends-before-start']);
});

it('marks the languages with a problem, and keeps the problems of no field for the Save button', () => {
  expect([...localesWithProblems(problems, ['title', 'notes'])]).toEqual(['ro']);
  expect(otherProblems(problems, ['title', 'endsAt']).map((p) => p.field)).toEqual(['guestIds']);
});
