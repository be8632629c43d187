/**
 * Every screen of the dashboard says a server's problem through problemText (issue 37: one function): the same code
 * in different fields says what that field needs, and a text of five languages names its language.
 */
import { describe, expect, it } from 'vitest';
import type { FieldError } from '#common/api-problems';
import { Translator } from '../../lib/translator';
import en from '../i18n/messages/en.json';
import { problemInLanguage, problemText } from './problem-text';

const translator = new Translator();
translator.addMessages('en', en);
translator.start('en', {});
const t = translator.t.bind(translator);
const said = (problem: FieldError) => problemText(t, problem);

describe('a problem from the server, in the couple’s words', () => {
  it('says what an empty field needs, by the field', () => {
    expect(said({ field: 'name', code: 'empty' })).toBe('Please write a name.');
    expect(said({ field: 'startsAt', code: 'empty' })).toBe('Please choose when it starts.');
    expect(said({ field: 'endsAt', code: 'empty' })).toBe('Please choose when it ends.');
    expect(said({ field: 'heading', code: 'empty' })).toBe('Please write a heading or a text in at least one language.');
    expect(said({ field: 'title', code: 'empty' })).toBe('Please give the event a title in at least one language.');
    expect(said({ field: 'label', code: 'empty', index: 1 })).toBe('Please fill this in.');
  });

  it('states a text’s limit as the server sent it, and the guest list’s own where none came', () => {
    expect(said({ field: 'label', code: 'too-long', value: '120' })).toBe('This is too long: at most 120 characters.');
    expect(said({ field: 'note', code: 'too-long' })).toBe('This is too long: at most 500 characters.');
    expect(said({ field: 'name', code: 'too-long', value: '200', index: 0 })).toBe('This is too long: at most 200 characters.');
  });

  it('asks a name for one line, and says of other texts only that a character cannot be shown', () => {
    expect(said({ field: 'name', code: 'control' })).toBe('Please write it on one line, without tabs.');
    for (const field of ['label', 'choices', 'contact', 'message', 'dietaryNote', 'question'] as const) {
      expect(said({ field, code: 'control' })).toBe('This contains characters that cannot be shown.');
    }
  });

  it('words the answers’ limits and what is gone by the list they concern', () => {
    expect(said({ field: 'choices', code: 'too-many', value: '10' })).toBe('Please give between two and 10 choices.');
    expect(said({ field: 'question', code: 'too-many', value: '10' })).toBe('You have ten questions, the most there can be. Remove one to add another.');
    expect(said({ field: 'meal', code: 'too-many', value: '20' })).toBe('Too many: at most 20.');
    expect(said({ field: 'text', code: 'too-many', value: '2500' })).toBe('That is 2500 guests; please add at most 2,000 at once.');
    expect(said({ field: 'eventIds', code: 'unknown-id', value: '7' })).toBe('This event no longer exists: please reload the page.');
    expect(said({ field: 'meal', code: 'unknown-id', value: '3' })).toBe('This is no longer on the list. Please reload the page.');
  });

  it('names the language of one text of five, and the line of an import', () => {
    expect(problemInLanguage(t, { field: 'label', code: 'control', locale: 'fr', index: 0 })).toBe('French: This contains characters that cannot be shown.');
    expect(problemInLanguage(t, { field: 'label', code: 'empty', index: 0 })).toBe('Please fill this in.');
    expect(said({ field: 'language', code: 'language', line: 3, value: 'xx' })).toBe('Line 3: “xx” is not one of the site’s languages (de, en, ro, ru, fr).');
  });
});
