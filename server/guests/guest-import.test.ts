import { describe, expect, it } from 'vitest';
import { describeImportProblem, readGuestCsv, readGuestLines } from './guest-import';

function problemsOf(text: string): string[] {
  const result = readGuestCsv(text);
  return 'problems' in result ? result.problems.map(describeImportProblem) : [];
}

describe('readGuestCsv line numbers', () => {
  it('counts blank lines and names spanning lines, so each problem points at its line in the file', () => {
    const text = '\uFEFFname,language\r\n\r\nȘtefan,ro\r\n"Ana\r\nMaria",de\r\n\r\nBob,xx\r\n';
    expect(problemsOf(text)).toEqual([
      'line 4: the name contains a line break or another control character',
      'line 7: unknown language "xx" (allowed: de, en, ro, ru, fr)',
    ]);
  });

  it('points an unclosed quote at the line where it opens, after multi-byte names and blank lines', () => {
    expect(problemsOf('\uFEFFname,language\nÄnna Ștef,ro\n\n"Bob,de\nCarl,en\n')[0]).toMatch(/^line 4: a quote/);
  });

  it('counts lines right when quoted line breaks and the file disagree on CRLF', () => {
    expect(problemsOf('name,language\nA,ro\n"x\r\ny",de\r\nB,xx\n')).toEqual([
      'line 3: the name contains a line break or another control character',
      'line 5: unknown language "xx" (allowed: de, en, ro, ru, fr)',
    ]);
  });

  it('names the line of a quote never closed and of a row with more fields than the header', () => {
    expect(problemsOf('name,language\nAna,ro\n"Bob,de\nCarl,en\n')[0]).toMatch(/^line 3: a quote .* opens a field here/);
    expect(problemsOf('name,language\nAna,ro\nPop, Ion,ro\n')[0]).toMatch(/^line 3: .*different number of fields/);
  });

  it('reports every problem of the file at once', () => {
    expect(problemsOf('name,language\nAna,ro\nBob,es\n,fr\nana,de\n')).toEqual([
      'line 3: unknown language "es" (allowed: de, en, ro, ru, fr)',
      'line 4: the name is empty',
      'line 5: "ana" is already on line 2 of this file',
    ]);
  });

  it('returns the guests of a valid file with the line of each', () => {
    expect(readGuestCsv('language,Name\nro, Ana  Pop \n,Bob\n')).toEqual({
      guests: [
        { line: 2, name: 'Ana Pop', language: 'ro' },
        { line: 3, name: 'Bob', language: null },
      ],
    });
  });
});

describe('structured problems for the dashboard', () => {
  it('give the field, the line and a code, with the value worth quoting back', () => {
    const result = readGuestCsv('name,language,table\nAna,xx,1\n');
    expect('problems' in result && result.problems.map(({ problem: _words, ...rest }) => rest)).toEqual([
      { field: 'text', line: 1, code: 'unknown-column', value: 'table' },
    ]);
    const rows = readGuestCsv('name,language\nAna,xx\n\u202eAna,ro\nana,ro\nAna,de\n');
    expect('problems' in rows && rows.problems.map(({ problem: _words, ...rest }) => rest)).toEqual([
      { field: 'language', line: 2, code: 'language', value: 'xx' },
      { field: 'name', line: 3, code: 'direction' },
      { field: 'name', line: 5, code: 'repeated-name', value: 'Ana', earlierLine: 4 },
    ]);
  });
});

describe('readGuestLines (names pasted one per line)', () => {
  it('takes one name per line in the chosen language, skipping blank lines, numbering lines as pasted', () => {
    expect(readGuestLines('Ana Pop\r\n\n  Ștefan  Ionescu \nЖанна\n', 'ro')).toEqual({
      guests: [
        { line: 1, name: 'Ana Pop', language: 'ro' },
        { line: 3, name: 'Ștefan Ionescu', language: 'ro' },
        { line: 4, name: 'Жанна', language: 'ro' },
      ],
    });
  });

  it('refuses an empty paste, a name repeated, and a name too long, naming the lines', () => {
    expect(readGuestLines(' \n\n', null)).toMatchObject({ problems: [{ code: 'empty-file' }] });
    const result = readGuestLines(`Ana\nana\n${'x'.repeat(201)}\n`, null);
    expect('problems' in result && result.problems.map((p) => [p.line, p.code])).toEqual([
      [2, 'repeated-name'],
      [3, 'too-long'],
    ]);
  });

  it('refuses more than 2,000 names at once', () => {
    const text = Array.from({ length: 2001 }, (_, i) => `Guest ${i}`).join('\n');
    expect(readGuestLines(text, null)).toMatchObject({ problems: [{ code: 'too-many', value: '2001' }] });
  });
});


describe('households in a CSV (issue 19)', () => {
  const guestsOf = (text: string, language: 'ro' | null = null) => {
    const result = readGuestCsv(text, language);
    if ('problems' in result) throw new Error(result.problems.map(describeImportProblem).join('; '));
    return result.guests;
  };

  it('makes one household of the lines sharing a household, members in file order, the first line’s language the household’s', () => {
    const text = [
      'household,name,language,child,note',
      'Familia Popescu,Maria Popescu,ro,,table 4',
      'Bob Smith,Bob Smith,en,no,',
      'familia  popescu,Olga Ivanova,ru,,',
      'Familia Popescu,Ionuț,ro,yes,table 4',
      ',Claire,fr,,',
    ].join('\n');
    expect(guestsOf(text)).toEqual([
      {
        line: 2,
        name: 'Familia Popescu',
        language: 'ro',
        note: 'table 4',
        members: [
          { name: 'Maria Popescu', language: null, child: false },
          { name: 'Olga Ivanova', language: 'ru', child: false },
          { name: 'Ionuț', language: null, child: true },
        ],
      },
      { line: 3, name: 'Bob Smith', language: 'en', members: [{ name: 'Bob Smith', language: null, child: false }] },
      { line: 6, name: 'Claire', language: 'fr' },
    ]);
  });

  it('takes the household language column over the first line’s, and the file’s default when a household has none', () => {
    const text = ['household,household language,name,language', 'Ivanov,ro,Olga,ru', 'Ivanov,,Ion,ro', 'Weber,,Jürgen,de'].join('\n');
    expect(guestsOf(text, 'ro')).toEqual([
      { line: 2, name: 'Ivanov', language: 'ro', members: [{ name: 'Olga', language: 'ru', child: false }, { name: 'Ion', language: null, child: false }] },
      { line: 4, name: 'Weber', language: 'ro', members: [{ name: 'Jürgen', language: 'de', child: false }] },
    ]);
    // Without that column: the first line's language, else the default.
    expect(guestsOf('household,name,language\nIvanov,Olga,\nIvanov,Ion,de\n', 'ro')[0]).toMatchObject({ language: 'ro', members: [{ language: null }, { language: 'de' }] });
  });

  it('reads a file without a household column exactly as before: a household of one per line', () => {
    expect(guestsOf('name,language\nAna,ro\nBob,\n')).toEqual([
      { line: 2, name: 'Ana', language: 'ro' },
      { line: 3, name: 'Bob', language: null },
    ]);
  });

  it('reads the columns of its own export past (link, visits), from before contacts too, and refuses others', () => {
    const header = 'household,household language,name,language,child,note,link,first visit,last visit,visits,revoked';
    expect(guestsOf(`${header}\nAna,ro,Ana,ro,no,,https://x.example/login?token=abc,,,0,no\n`)).toEqual([
      { line: 2, name: 'Ana', language: 'ro', members: [{ name: 'Ana', language: null, child: false }] },
    ]);
    expect(problemsOf('household,name,table\nA,Ana,4\n')).toEqual([
      'line 1: unexpected column "table"; the columns are household, household language, household email, household phone, name, language, child, email, phone and note (only name is required)',
    ]);
  });

  it('names each line that cannot be used: child, repeated names, notes that differ, too many members', () => {
    const text = [
      'household,name,language,child,note',
      'Popescu,Maria,ro,maybe,',
      'Popescu,Ion,ro,,table 1',
      'Popescu,ion,ro,,',
      'Popescu,Ana,ro,,table 2',
      ',Bob,,,',
      'Bob,Bobby,,,',
      ',bob,,,',
      '\u202eX,Eve,,,',
    ].join('\n');
    const result = readGuestCsv(text);
    expect('problems' in result && result.problems.map(({ problem: _words, ...rest }) => rest)).toEqual([
      { field: 'child', line: 2, code: 'child', value: 'maybe' },
      { field: 'name', line: 4, code: 'repeated-name', value: 'ion', earlierLine: 3 },
      { field: 'note', line: 5, code: 'household-differs', value: 'Popescu', earlierLine: 3 },
      { field: 'household', line: 7, code: 'repeated-name', value: 'Bob', earlierLine: 6 },
      { field: 'name', line: 8, code: 'repeated-name', value: 'bob', earlierLine: 6 },
      { field: 'household', line: 9, code: 'direction' },
    ]);
    const many = ['household,name', ...Array.from({ length: 31 }, (_, i) => `Big family,Person ${i}`)].join('\n');
    expect(problemsOf(many)).toEqual(['line 32: "Big family" has more than 30 members']);
  });
});

describe('e-mail and phone columns (issue 27)', () => {
  const structured = (text: string, siteLanguage: 'de' | 'en' = 'en') => {
    const result = readGuestCsv(text, null, siteLanguage);
    return 'problems' in result ? result.problems.map(({ problem: _words, ...rest }) => rest) : result.guests;
  };

  it('give a plain list of names each household’s contacts, numbers read in the country of its language', () => {
    const text = ['name,language,email,phone', 'Maria Popescu,ro,maria@exemplu.ro,0722 123 456', 'Jürgen Weber,de,,0151 23456789', 'Claire,fr,claire@exemple.fr,06 12 34 56 78', 'Olga,ru,,8 (912) 345-67-89', 'Bob,,,'].join('\n');
    expect(structured(text)).toEqual([
      { line: 2, name: 'Maria Popescu', language: 'ro', contacts: { email: 'maria@exemplu.ro', phone: '+40722123456' } },
      { line: 3, name: 'Jürgen Weber', language: 'de', contacts: { email: '', phone: '+4915123456789' } },
      { line: 4, name: 'Claire', language: 'fr', contacts: { email: 'claire@exemple.fr', phone: '+33612345678' } },
      { line: 5, name: 'Olga', language: 'ru', contacts: { email: '', phone: '+79123456789' } },
      { line: 6, name: 'Bob', language: null },
    ]);
  });

  it('read a number of a household without a language in the country of the site’s language; + numbers as written', () => {
    expect(structured('name,phone\nAna,0151 23456789\nIon,+40 722-123-456\n', 'de')).toEqual([
      { line: 2, name: 'Ana', language: null, contacts: { email: '', phone: '+4915123456789' } },
      { line: 3, name: 'Ion', language: null, contacts: { email: '', phone: '+40722123456' } },
    ]);
  });

  it('keep the household’s in its own columns and each member’s on their line, read once the household’s language is known', () => {
    const text = [
      'household,household language,household email,household phone,name,language,email,phone',
      'Familia Popescu,,,,Bunica Olga,ru,,+7 912 345 67 89',
      'Familia Popescu,ro,popescu@exemplu.ro,0722 123 456,Maria,,maria@exemplu.ro,',
      'Familia Popescu,,,+40722123456,Ion,,,0733 222 333',
    ].join('\n');
    expect(structured(text)).toEqual([
      {
        line: 2,
        name: 'Familia Popescu',
        language: 'ro',
        contacts: { email: 'popescu@exemplu.ro', phone: '+40722123456' },
        members: [
          { name: 'Bunica Olga', language: 'ru', child: false, contacts: { email: '', phone: '+79123456789' } },
          { name: 'Maria', language: null, child: false, contacts: { email: 'maria@exemplu.ro', phone: '' } },
          { name: 'Ion', language: null, child: false, contacts: { email: '', phone: '+40733222333' } },
        ],
      },
    ]);
  });

  it('name every line whose address or number cannot be read, or gives a household another one, with the other problems', () => {
    const text = [
      'household,household email,household phone,name,language,email,phone',
      'Pop,pop@exemplu.ro,0722 123 456,Ana,ro,,',
      'Pop,POP@exemplu.ro,,Ion,ro,,0722 12',
      'Pop,other@exemplu.ro,0733 222 333,Eva,ro,,',
      'Weber,,0151,Jürgen,de,,',
      ',,,Bob,xx,,',
      ',,,Dan,ro,dan@,',
    ].join('\n');
    expect(structured(text)).toEqual([
      { field: 'phone', line: 3, code: 'phone', value: 'RO' },
      { field: 'householdEmail', line: 4, code: 'household-differs', value: 'Pop', earlierLine: 2 },
      { field: 'householdPhone', line: 5, code: 'phone', value: 'DE' },
      { field: 'language', line: 6, code: 'language', value: 'xx' },
      { field: 'email', line: 7, code: 'email' },
    ]);
    expect(structured('household,household phone,name\nPop,+40 722 123 456,Ana\nPop,+40 733 222 333,Ion\n', 'en')).toEqual([
      { field: 'householdPhone', line: 3, code: 'household-differs', value: 'Pop', earlierLine: 2 },
    ]);
  });

  it('refuse on its line an address no mail server takes, the household’s or a person’s', () => {
    const text = ['household,household email,name,email', 'Pop,a>b@example.com,Ana,', 'Weber,,Jürgen,a b@example.com', ',,Dan,a@b', ',,Eva,eva@exemplu.ro'].join('\n');
    expect(structured(text)).toEqual([
      { field: 'householdEmail', line: 2, code: 'email' },
      { field: 'email', line: 3, code: 'email' },
      { field: 'email', line: 4, code: 'email' },
    ]);
  });

  it('come back from an export as typed: the apostrophe before a + number is taken off', () => {
    expect(structured("name,language,phone\nAna,ro,'+40722123456\n")).toEqual([{ line: 2, name: 'Ana', language: 'ro', contacts: { email: '', phone: '+40722123456' } }]);
  });
});
