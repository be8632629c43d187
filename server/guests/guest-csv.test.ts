import { describe, expect, it } from 'vitest';
import { csvDocument, csvField, neutraliseFormula, restoreFormula } from './guest-csv';

describe('the guest CSV', () => {
  it('quotes exactly the fields that need it', () => {
    expect(['plain', 'a,b', 'say "hi"', 'two\nlines', ' padded', 'semi;colon'].map(csvField)).toEqual([
      'plain',
      '"a,b"',
      '"say ""hi"""',
      '"two\nlines"',
      '" padded"',
      '"semi;colon"',
    ]);
  });

  it('turns every field a spreadsheet would run as a formula into text', () => {
    for (const formula of ['=1+1', '+1', '-1', '@SUM(A1)', '\t=1', '\r=1', '＝1+1', '＋1', '－1', '＠SUM(A1)']) expect(neutraliseFormula(formula)).toBe(`'${formula}`);
    for (const text of ['Ana', 'Ana=Bob', ' =1', "'quoted", '']) expect(neutraliseFormula(text)).toBe(text);
    expect(csvField('=HYPERLINK("x","y")')).toBe(`"'=HYPERLINK(""x"",""y"")"`);
  });

  it('takes the apostrophe off again when a file is read back, and only before a formula', () => {
    for (const value of ['=1+1', '+1', '-1', '@SUM(A1)', '\t=1', '＝1+1', 'Ana', "'quoted", "O'Brien", '']) expect(restoreFormula(neutraliseFormula(value))).toBe(value);
    expect(restoreFormula("'Ana")).toBe("'Ana");
  });

  it('starts with a byte order mark and ends lines with CRLF', () => {
    expect(csvDocument(['name'], [['Ștefan']])).toBe('\uFEFFname\r\nȘtefan\r\n');
  });
});
