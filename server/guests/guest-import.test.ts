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

