import { describe, expect, it } from 'vitest';
import { commonPasswords } from './common-passwords';
import { guessable } from './password-guessing';
import { weddingWordsOf } from './wedding-words';

const ANA_AND_MIHAI = weddingWordsOf(
  { coupleNames: 'Ana & Mihai', weddingDate: '2027-05-24', timeZone: 'Europe/Bucharest', storyBeganYear: 2019 },
  ['Castelul Peleș'],
);

describe('the common passwords', () => {
  it('are a real list of tens of thousands, from the package', () => {
    expect(commonPasswords().size).toBeGreaterThan(10_000);
    expect(commonPasswords().has('qwerty123456')).toBe(true);
  });
});

describe('a password is guessable', () => {
  it('when it is listed as it is, in any case, spaced or repeated', () => {
    for (const password of ['qwerty123456', 'QWERTY123456', 'password1234', '1q2w3e4r5t6y', 'aaaaaaaaaaaa', 'qwe rty 123 456']) {
      expect(guessable(password), password).toBe('listed');
    }
  });

  it('when it is a common password changed as people change them: a year, capitals, signs, letters as digits', () => {
    for (const password of ['iloveyou2027', 'ILoveYou2027!', 'P@ssw0rd2027', 'sunflower-1987', 'Dragon!!2026', 'savethedate2026', 'Hochzeit 2026', 'letmein123456789', 'свадьба2026']) {
      expect(guessable(password), password).toBe('variation');
    }
  });

  it("when it is made of the couple's names, the place or the date, whatever the case, accents and signs", () => {
    for (const password of ['ana2027', 'AnaMihai!', 'mihai&ana', 'Ana și Mihai 24.05.2027', 'anamihai24052027', 'Peles2027!', 'bucharest2027', 'ana-mai-2027', 'MihaiLovesAna', 'mihai19ana']) {
      expect(guessable(password, ANA_AND_MIHAI), password).toBe('wedding');
    }
    // The same words on another site are nobody's names.
    expect(guessable('AnaMihai!2027x', weddingWordsOf({ coupleNames: 'Elena & Julian', weddingDate: '2026-05-24', timeZone: 'Europe/Berlin', storyBeganYear: 2021 }))).toBeUndefined();
  });
});

describe('a password is not guessable', () => {
  it('when it is a phrase of several words, even common ones, or has enough digits of its own', () => {
    for (const password of ['correct horse battery staple', 'roses in the palace garden', 'violet-harbour-lantern-1987', 'quiet-orchard-compass-2026', 'dragon58392017', 'ana and the blue kettle']) {
      expect(guessable(password, ANA_AND_MIHAI), password).toBeUndefined();
    }
  });
});
