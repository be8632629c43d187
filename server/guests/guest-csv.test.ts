import { describe, expect, it } from 'vitest';
import { csvDocument, csvField, neutraliseFormula } from './guest-csv';

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

  it('starts with a byte order mark and ends lines with CRLF', () => {
    expect(csvDocument(['name'], [['Ștefan']])).toBe('\uFEFFname\r\nȘtefan\r\n');
  });
});
