/** A line of the record of changes in the couple's words: every kind of change a sentence, a text by its name, who by name or as the couple. */
import { describe, expect, it } from 'vitest';
import { CHANGE_WHATS, COUPLE_PERSON } from '#common/change-record-api';
import { LOCALES } from '#common/locales';
import { Translator } from '../../../lib/translator';
import de from '../../i18n/messages/de.json';
import en from '../../i18n/messages/en.json';
import fr from '../../i18n/messages/fr.json';
import ro from '../../i18n/messages/ro.json';
import ru from '../../i18n/messages/ru.json';
import { authorValue, authorWords, changeSentence } from './record-words';

const MESSAGES = { de, en, fr, ro, ru };

function translatorIn(locale: keyof typeof MESSAGES) {
  const translator = new Translator();
  translator.addMessages(locale, MESSAGES[locale]);
  translator.start(locale);
  return translator.t;
}

describe('a change in the couple’s words', () => {
  const t = translatorIn('en');

  it('says each kind of change as a sentence, with the name it concerns', () => {
    expect(changeSentence(t, { what: 'answerChanged', target: 'Familia Popescu' })).toBe('Changed the answers of the household “Familia Popescu”');
    expect(changeSentence(t, { what: 'deadline', target: null })).toBe('Changed the deadline for answers');
    expect(changeSentence(t, { what: 'text', target: 'home.details.heading' })).toBe('Changed the text “Heading”');
    // A key the Texts screen has no name for is never shown.
    expect(changeSentence(t, { what: 'text', target: 'no.such.text' })).toBe('Changed a text of the site');
  });

  it('has a sentence for every kind of change in every language, none of them a key', () => {
    for (const locale of LOCALES) {
      const tIn = translatorIn(locale);
      for (const what of CHANGE_WHATS) {
        const sentence = changeSentence(tIn, { what, target: 'Familia Popescu' });
        expect(sentence, `${locale} ${what}`).not.toContain('changes.');
        expect(sentence.length, `${locale} ${what}`).toBeGreaterThan(5);
      }
    }
  });

  it('names who: a person by their name, the shared password as the couple', () => {
    expect(authorWords(t, { personId: null, name: null })).toBe('You, with the dashboard password');
    expect(authorWords(t, { personId: 3, name: 'Ana' })).toBe('Ana');
    expect(authorWords(t, { personId: 3, name: null })).toBe('Someone who can no longer sign in');
    expect([authorValue(null), authorValue(3)]).toEqual([COUPLE_PERSON, '3']);
  });
});
