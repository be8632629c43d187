import { expect, it } from 'vitest';
import type { SiteText, TextUpdate } from '#common/site-content';
import type { ApiResult } from '../../api/admin-client';
import { saveTexts } from './save-texts';

const update = (en: string): TextUpdate => ({ texts: { de: en, en, ro: en, ru: en, fr: en }, revision: 1 });
const saved = (key: string): SiteText => ({ key, texts: update(key).texts, placeholders: [], private: true, revision: 2 });

it('sends each changed text, keeps what the server refused or saved meanwhile with its words, and goes on', async () => {
  const sent: string[] = [];
  const answers: Record<string, ApiResult<SiteText>> = {
    a: { ok: true, value: saved('a') },
    b: { ok: false, failure: { kind: 'invalid', problems: [{ field: 'text', locale: 'ro', code: 'missing-placeholder', value: 'date' }], more: 0 } },
    c: { ok: false, failure: { kind: 'conflict', current: saved('c') } },
    d: { ok: true, value: saved('d') },
  };
  const outcome = await saveTexts(['a', 'b', 'c', 'd'].map((key) => ({ key, update: update(key) })), async (key) => (sent.push(key), answers[key]!));
  expect(sent).toEqual(['a', 'b', 'c', 'd']);
  expect(outcome.saved.map((text) => text.key)).toEqual(['a', 'd']);
  expect(outcome.refused.get('b')!.problems[0]!.value).toBe('date');
  expect(outcome.refused.get('c')!.conflict!.revision).toBe(2);
  expect(outcome.stopped).toBeUndefined();
});

it('stops at a failure that is not about one text, leaving the rest unsent', async () => {
  const sent: string[] = [];
  const outcome = await saveTexts(['a', 'b'].map((key) => ({ key, update: update(key) })), async (key) => (sent.push(key), { ok: false, failure: { kind: 'network' } }));
  expect(sent).toEqual(['a']);
  expect(outcome.stopped).toEqual({ kind: 'network' });
});
