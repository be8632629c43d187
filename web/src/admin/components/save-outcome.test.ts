import { describe, expect, it } from 'vitest';
import { Translator } from '../../lib/translator';
import type { ApiResult } from '../api/admin-client';
import en from '../i18n/messages/en.json';
import { saveOutcome, type SaveOutcome } from './save-outcome';

const translator = new Translator();
translator.addMessages('en', en);
translator.start('en', {});
const t = translator.t.bind(translator);

/** The result line an outcome says (a sign-out says none). */
const lineOf = <V>(outcome: SaveOutcome<V>) => ('line' in outcome ? outcome.line : undefined);

const ok = <V>(value: V): ApiResult<V> => ({ ok: true, value });

describe('what one save’s answer means for a form of the dashboard', () => {
  it('saved: "Saved", or the form’s own words made from what the server kept, or nothing', () => {
    expect(saveOutcome(t, ok({ name: 'Ana' }))).toEqual({ kind: 'saved', value: { name: 'Ana' }, line: { text: 'Saved', error: false } });
    expect(lineOf(saveOutcome(t, ok({ name: 'Ana' }), { saved: (kept) => `${kept.name} added` }))).toEqual({ text: 'Ana added', error: false });
    expect(lineOf(saveOutcome(t, ok(1), { saved: null }))).toBeNull();
  });

  it('changed meanwhile (409): the version saved elsewhere for the form, said in the form’s words or the common ones', () => {
    const conflict: ApiResult<number> = { ok: false, failure: { kind: 'conflict', current: { revision: 7 } } };
    expect(saveOutcome(t, conflict)).toEqual({ kind: 'changed-meanwhile', current: { revision: 7 }, line: { text: en.errors.conflict, error: true } });
    expect(lineOf(saveOutcome(t, conflict, { changedMeanwhile: 'Theirs is newer' }))).toEqual({ text: 'Theirs is newer', error: true });
  });

  it('refused (422): the problems for their fields, and a line that points at them', () => {
    const problems = [{ field: 'name' as const, code: 'empty' as const }];
    const refused = saveOutcome(t, { ok: false, failure: { kind: 'invalid', problems, more: 0 } });
    expect(refused).toMatchObject({ kind: 'refused', problems, line: { text: en.errors.notSaved, error: true } });
    expect(lineOf(saveOutcome(t, { ok: false, failure: { kind: 'invalid', problems, more: 0 } }, { notSaved: 'Fix the names' }))?.text).toBe('Fix the names');
  });

  it('refused otherwise: put into words by failureText, the one function for a failed request; no problems', () => {
    for (const [failure, text] of [
      [{ kind: 'network' }, en.errors.network],
      [{ kind: 'server' }, en.errors.server],
      [{ kind: 'too-many', retryAfter: 60 }, en.errors.tooMany],
      [{ kind: 'refused' }, en.errors.refused],
    ] as const) {
      expect(saveOutcome(t, { ok: false, failure })).toEqual({ kind: 'refused', failure, problems: [], line: { text, error: true } });
    }
  });

  it('signed out: no line, the screen goes back to the sign-in', () => {
    expect(saveOutcome(t, { ok: false, failure: { kind: 'signed-out' } })).toEqual({ kind: 'signed-out' });
  });
});
