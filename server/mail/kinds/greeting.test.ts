import { describe, expect, it } from 'vitest';
import { familyNameOf, greetingOf } from './greeting';

const FOUR = ['Ana Popescu', 'Ion Popescu', 'Elena Popescu', 'Mihai Popescu'];

describe('the greeting of a household e-mail', () => {
  it('addresses one person as one, by name, with no word that depends on their gender', () => {
    const one = { name: 'Jonas Becker', people: ['Jonas Becker'] };
    expect(greetingOf('de', 'de-DE', one)).toEqual({ line: 'Hallo Jonas Becker,', several: false });
    expect(greetingOf('en', 'en-GB', one)).toEqual({ line: 'Dear Jonas Becker,', several: false });
    expect(greetingOf('ro', 'ro-RO', one)).toEqual({ line: 'Dragă Jonas Becker,', several: false });
    expect(greetingOf('ru', 'ru-RU', one)).toEqual({ line: 'Здравствуйте, Jonas Becker!', several: false });
    expect(greetingOf('fr', 'fr-FR', one)).toEqual({ line: 'Bonjour Jonas Becker,', several: false });
  });

  it('a member at an address of their own is one person, whatever the household', () => {
    expect(greetingOf('de', 'de-DE', { name: 'Mihaela', people: ['Mihaela'] })).toEqual({ line: 'Hallo Mihaela,', several: false });
  });

  it('greets two or three people by their first names, joined as the reader’s language joins them', () => {
    const two = { name: 'Anna & Paul Smith', people: ['Anna Smith', 'Paul Smith'] };
    expect(greetingOf('en', 'en-GB', two)).toEqual({ line: 'Dear Anna and Paul,', several: true });
    expect(greetingOf('de', 'de-DE', two).line).toBe('Liebe Anna und Paul,');
    expect(greetingOf('ro', 'ro-RO', two).line).toBe('Dragi Anna și Paul,');
    expect(greetingOf('ru', 'ru-RU', { name: 'Ивановы', people: ['Анна Иванова', 'Павел Иванов'] }).line).toBe('Дорогие Анна и Павел!');
    expect(greetingOf('fr', 'fr-FR', two).line).toBe('Bonjour Anna et Paul,');
    const three = { name: 'Smith', people: ['Anna Smith', 'Paul Smith', 'Mia'] };
    expect(greetingOf('en', 'en-GB', three).line).toBe('Dear Anna, Paul and Mia,');
    expect(greetingOf('en', 'en-US', three).line).toBe('Dear Anna, Paul, and Mia,');
  });

  it('greets four or more as the family, never "Dear The Smiths"', () => {
    const popescu = { name: 'Familia Popescu', people: FOUR };
    expect(greetingOf('de', 'de-DE', popescu)).toEqual({ line: 'Liebe Familie Popescu,', several: true });
    expect(greetingOf('ro', 'ro-RO', popescu).line).toBe('Dragă familie Popescu,');
    expect(greetingOf('en', 'en-GB', popescu).line).toBe('Dear Popescu family,');
    expect(greetingOf('ru', 'ru-RU', popescu).line).toBe('Дорогая семья Popescu!');
    expect(greetingOf('fr', 'fr-FR', popescu).line).toBe('Chère famille Popescu,');
    const smiths = { name: 'The Smiths', people: ['Anna', 'Paul', 'Mia', 'Leo'] };
    expect(greetingOf('en', 'en-GB', smiths).line).toBe('Dear Smith family,');
    expect(greetingOf('de', 'de-DE', smiths).line).toBe('Liebe Familie Smith,');
  });

  it('greets a large household whose name gives no family by its name as the couple wrote it', () => {
    const friends = { name: 'Anna, Paul & friends', people: ['Anna', 'Paul', 'Mia', 'Leo'] };
    expect(greetingOf('en', 'en-GB', friends).line).toBe('Dear Anna, Paul & friends,');
    expect(greetingOf('ru', 'ru-RU', friends).line).toBe('Дорогие Anna, Paul & friends!');
  });
});

describe('the family’s name of a household', () => {
  it('is read from a family word in any of the five languages', () => {
    expect(familyNameOf('Familie Weber', FOUR)).toBe('Weber');
    expect(familyNameOf('familia  Ionescu', FOUR)).toBe('Ionescu');
    expect(familyNameOf('Famille Dupont', FOUR)).toBe('Dupont');
    expect(familyNameOf('Семья Ивановых', FOUR)).toBe('Ивановых');
    expect(familyNameOf('The Smith Family', FOUR)).toBe('Smith');
  });

  it('is the singular of a plural after an article, as English and German write it', () => {
    expect(familyNameOf('The Smiths', [])).toBe('Smith');
    expect(familyNameOf('The Joneses', [])).toBe('Jones');
    expect(familyNameOf('Die Webers', [])).toBe('Weber');
    expect(familyNameOf('Les Dupont', [])).toBe('Dupont');
  });

  it('is a name of one word, or the last name every member shares; else there is none', () => {
    expect(familyNameOf('Popescu', [])).toBe('Popescu');
    expect(familyNameOf('Jonas, Lea and the kids', ['Jonas Becker', 'Lea Becker', 'Mia Becker', 'Tom Becker'])).toBe('Becker');
    expect(familyNameOf('Jonas, Lea and the kids', ['Jonas Becker', 'Lea Schmidt', 'Mia Becker', 'Tom Becker'])).toBeNull();
    expect(familyNameOf('Jonas, Lea and the kids', ['Jonas Becker', 'Lea', 'Mia Becker', 'Tom Becker'])).toBeNull();
  });
});
