import { expect, it } from 'vitest';
import type { SiteText } from '#common/site-content';
import { messagesOf } from './preview-messages';

const text = (key: string, en: SiteText['texts']['en']): SiteText => ({ key, texts: { de: 'de', en, ro: 'ro', ru: 'ru', fr: 'fr' }, placeholders: [], private: true, revision: 1 });

it('nests the texts of one language as guests get them, unsaved changes first', () => {
  const texts = [text('home.details.heading', 'We say yes!'), text('home.details.countdown.days', { one: '{{count}} day', other: '{{count}} days' }), text('footer.message', '©')];
  const drafts = new Map([['home.details.heading', { ...texts[0]!.texts, en: 'Unsaved heading' }]]);
  expect(messagesOf(texts, drafts, 'en')).toEqual({
    home: { details: { heading: 'Unsaved heading', countdown: { days_one: '{{count}} day', days_other: '{{count}} days' } } },
    footer: { message: '©' },
  });
  expect(messagesOf(texts, drafts, 'de')).toMatchObject({ home: { details: { heading: 'de' } } });
});
