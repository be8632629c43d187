/**
 * Whom a household's e-mail speaks to, and the line it opens with (issue 36). One person (a household of one, or a
 * member at an address of their own) is addressed as one, in the language's polite form (Sie, dumneavoastră, Вы,
 * vous); several as several (ihr, voi, вы, vous). Two or three people are greeted by their first names ("Dear Anna
 * and Paul"), more as a family ("Liebe Familie Popescu") when the household's name says which, else by the
 * household's name as the couple wrote it. The product does not know anyone's gender: no greeting depends on it
 * ("Hallo", "Bonjour", "Здравствуйте" for one person; plural forms, which have none, for several).
 */
import type { Locale } from '#common/locales';

export interface Addressee {
  /** The household's name for the household's address, the member's for theirs. */
  name: string;
  /** The people it speaks to: the household's members for the household's address, the member alone for theirs. */
  people: readonly string[];
}

export interface Greeting {
  /** The opening line, "Dear Anna and Paul,". */
  line: string;
  /** Addressed to several people: the plural forms. */
  several: boolean;
}

/** The most people greeted by their first names; more are greeted as a family. */
const BY_FIRST_NAMES = 3;

interface GreetingWords {
  one: (name: string) => string;
  /** Several people by name: their first names, or the household's name when it names no family. */
  several: (names: string) => string;
  family: (family: string) => string;
}

const WORDS: Record<Locale, GreetingWords> = {
  en: { one: (name) => `Dear ${name},`, several: (names) => `Dear ${names},`, family: (family) => `Dear ${family} family,` },
  // "Liebe" before several names is the plural, which has no gender; "Hallo" for one person has none either.
  de: { one: (name) => `Hallo ${name},`, several: (names) => `Liebe ${names},`, family: (family) => `Liebe Familie ${family},` },
  // "Dragă" is the same for a woman and a man; "dragi" is the plural of both.
  ro: { one: (name) => `Dragă ${name},`, several: (names) => `Dragi ${names},`, family: (family) => `Dragă familie ${family},` },
  ru: { one: (name) => `Здравствуйте, ${name}!`, several: (names) => `Дорогие ${names}!`, family: (family) => `Дорогая семья ${family}!` },
  // "Cher" and "chère" differ: "Bonjour" does not; "famille" is feminine whoever is in it.
  fr: { one: (name) => `Bonjour ${name},`, several: (names) => `Bonjour ${names},`, family: (family) => `Chère famille ${family},` },
};

/** "Familie Popescu", "Familia Popescu", "famille Dupont", "Семья Ивановых", "The Smith family" → the family's name. */
const FAMILY_WORD = [/^(?:familie|familia|famille|fam\.|семья)\s+(.+)$/iu, /^(?:the\s+)?(.+?)\s+family$/iu];
/** "The Smiths", "Die Webers", "Les Dupont": an article before a family's name, which English and German put in the plural. */
const ARTICLE = /^(?:the|die|les)\s+(.+)$/iu;

/** The English plural of a family's name made singular: Smiths → Smith, Joneses → Jones; German Webers → Weber. */
function singular(plural: string): string {
  if (/(?:s|x|z|ch|sh)es$/u.test(plural)) return plural.slice(0, -2);
  return /[^s]s$/u.test(plural) ? plural.slice(0, -1) : plural;
}

/**
 * The family's name a household's name gives, or null when it gives none ("Anna & Paul", "The Smiths and Granny").
 * A name of one word is a family's name ("Popescu"); so is the last name all of its people share.
 */
export function familyNameOf(household: string, people: readonly string[]): string | null {
  const name = household.trim();
  for (const pattern of FAMILY_WORD) {
    const match = pattern.exec(name);
    if (match) return match[1]!;
  }
  const article = ARTICLE.exec(name);
  if (article && !/\s/u.test(article[1]!)) return /^les\s/iu.test(name) ? article[1]! : singular(article[1]!);
  if (!/\s/u.test(name) && name !== '') return name;
  const names = people.map((person) => person.trim().split(/\s+/u));
  if (names.length === 0 || names.some((parts) => parts.length < 2)) return null;
  const lastNames = new Set(names.map((parts) => parts.at(-1)!));
  return lastNames.size === 1 ? [...lastNames][0]! : null;
}

const firstName = (person: string) => person.trim().split(/\s+/u)[0] ?? person;

/** `locale`: the words; `formatLocale`: the reader's own variant of it, which joins the names ("Anna, Paul and Mia" in en-GB). */
export function greetingOf(locale: Locale, formatLocale: string, { name, people }: Addressee): Greeting {
  const words = WORDS[locale];
  if (people.length <= 1) return { line: words.one(people[0] ?? name), several: false };
  if (people.length <= BY_FIRST_NAMES) {
    const names = new Intl.ListFormat(formatLocale, { type: 'conjunction' }).format(people.map(firstName));
    return { line: words.several(names), several: true };
  }
  const family = familyNameOf(name, people);
  return { line: family ? words.family(family) : words.several(ARTICLE.exec(name.trim())?.[1] ?? name), several: true };
}
