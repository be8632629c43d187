import { describe, expect, it } from 'vitest';
import { cleanContacts, cleanEmail, cleanPhone, phoneRegion } from './contact-fields';

describe('a phone number as people type it', () => {
  it.each([
    ['0722 123 456', 'RO', '+40722123456'],
    ['0722-123-456', 'RO', '+40722123456'],
    ['0040 722 123 456', 'RO', '+40722123456'],
    ['021 123 4567', 'RO', '+40211234567'],
    ['+40 722-123-456', 'DE', '+40722123456'],
    ['0151 23456789', 'DE', '+4915123456789'],
    ['0151/23456789', 'DE', '+4915123456789'],
    ['+49 (0)151 23456789', 'DE', '+4915123456789'],
    ['030 1234567', 'DE', '+49301234567'],
    ['06 12 34 56 78', 'FR', '+33612345678'],
    ['06.12.34.56.78', 'FR', '+33612345678'],
    ['+33 6 12 34 56 78', 'RU', '+33612345678'],
    ['8 (912) 345-67-89', 'RU', '+79123456789'],
    ['+7 912 345-67-89', 'RO', '+79123456789'],
    ['8 495 123-45-67', 'RU', '+74951234567'],
    ['07400 123456', 'GB', '+447400123456'],
    ['\u200B 0722 123 456 ', 'RO', '+40722123456'],
  ] as const)('%s, read in %s, is %s', (typed, region, e164) => {
    expect(cleanPhone(typed, region)).toEqual({ phone: e164 });
  });

  it.each([
    ['0722 123 45', 'RO'],
    ['123', 'DE'],
    ['call me', 'FR'],
    ['tel. 0722 123 456', 'RO'],
    ['0722 123 456 / 0733 222 333', 'RO'],
    ['+40 722 123 456 ext. 12', 'RO'],
    ['0'.repeat(41), 'RO'],
  ] as const)('%s, read in %s, is refused, naming the country it was read in', (typed, region) => {
    expect(cleanPhone(typed, region)).toMatchObject({ code: 'phone', value: region });
  });

  it('is nothing when nothing is typed', () => {
    expect(cleanPhone('  ', 'RO')).toEqual({ phone: '' });
  });

  it('is read in the country of the household’s language, else of the site’s', () => {
    expect([phoneRegion('ro', 'de'), phoneRegion('de', 'ro'), phoneRegion('fr', 'de'), phoneRegion('ru', 'de'), phoneRegion('en', 'de')]).toEqual(['RO', 'DE', 'FR', 'RU', 'GB']);
    expect(phoneRegion(null, 'fr')).toBe('FR');
    // The same digits are another number in another country: the language decides what a number without + means.
    expect(cleanPhone('0722123456', phoneRegion('de', 'ro'))).toEqual({ phone: '+49722123456' });
  });
});

describe('an e-mail address', () => {
  it.each(['ana@exemplu.ro', 'marie.dupont+mariage@exemple.fr', 'Jürgen.Weber@beispiel.de', 'иван@почта.рф', 'o.brien@mail.co.uk'])('%s is kept as typed', (email) => {
    expect(cleanEmail(` ${email} `)).toEqual({ email });
  });

  it.each(['a>b@example.com', 'a b@example.com', 'a@b', 'ana', 'ana@', '@exemplu.ro', 'ana@exemplu', 'ana@@exemplu.ro', 'ana pop@exemplu.ro', 'Ana <ana@exemplu.ro>', 'ana@exemplu.ro, ion@exemplu.ro', 'ana@exemplu..ro', 'ana@-exemplu.ro', 'ana@exemplu.ro\u202E', `${'a'.repeat(250)}@x.ro`])(
    '%s is refused',
    (email) => {
      expect(cleanEmail(email)).toMatchObject({ code: 'email' });
    },
  );
});

describe('both at once', () => {
  it('keeps what is absent as it is, and names every problem', () => {
    expect(cleanContacts({ phone: '0722 123 456' }, 'RO')).toEqual({ contacts: { phone: '+40722123456' } });
    expect(cleanContacts({ email: '', phone: '' }, 'RO')).toEqual({ contacts: { email: '', phone: '' } });
    const refused = cleanContacts({ email: 'ana', phone: '12' }, 'DE');
    expect('problems' in refused && refused.problems.map((p) => [p.field, p.problem.code, p.problem.value])).toEqual([
      ['email', 'email', undefined],
      ['phone', 'phone', 'DE'],
    ]);
  });
});
