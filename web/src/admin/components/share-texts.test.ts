import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '#common/locales';
import { speaksOfSaveTheDate } from './save-the-date-words';
import { fillShareText, shareText, SHARE_TEXTS } from './share-texts';

/** Each language's one word for the invitation, as the dashboard and the guest site use it. */
const INVITATION_WORD: Record<Locale, RegExp> = { en: /\binvitation\b/i, de: /\bEinladung\b/, ro: /\binvitați(a|e)\b/i, ru: /приглашени[ео]/i, fr: /\binvitation\b/i };

describe('the message a shared link goes with', () => {
  it('speaks of the Save the Date page while guests see the Save the Date, as it always has', () => {
    for (const locale of LOCALES) {
      expect(shareText(locale, 'saveTheDate')).toBe(SHARE_TEXTS[locale]);
      expect(speaksOfSaveTheDate(shareText(locale, 'saveTheDate').message), locale).toBe(true);
    }
    expect(shareText('en', 'saveTheDate').message).toContain('your personal link to our Save the Date page');
  });

  it('speaks of the invitation once guests see it, in every language, and never of the Save the Date', () => {
    for (const locale of LOCALES) {
      const { subject, message } = shareText(locale, 'invitation');
      expect(message, locale).toMatch(INVITATION_WORD[locale]);
      expect(subject, locale).toMatch(INVITATION_WORD[locale]);
      expect(speaksOfSaveTheDate(message) || speaksOfSaveTheDate(subject), locale).toBe(false);
      // The same three blanks as before: the guest, the link, the couple.
      expect(new Set(message.match(/\{\{\w+\}\}/g)), locale).toEqual(new Set(['{{name}}', '{{link}}', '{{couple}}']));
    }
    expect(fillShareText(shareText('en', 'invitation').message, { name: 'Maria', couple: 'Ana & Ion', link: 'https://wedding.example/login?token=a' })).toBe(
      'Dear Maria, we would love to celebrate our wedding with you! Here is your personal link to our wedding invitation: https://wedding.example/login?token=a — with love, Ana & Ion',
    );
  });
});
