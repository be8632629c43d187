import { describe, expect, it } from 'vitest';
import { isMailAddress } from './mail-address';

describe('an e-mail address (RFC 5321/5322 dot-atom, RFC 6531 letters of any script, a domain with a dot)', () => {
  it.each([
    'ana@exemplu.ro',
    'marie.dupont+mariage@exemple.fr',
    "o'brien@mail.co.uk",
    'Jürgen.Weber@beispiel.de',
    'иван@почта.рф',
    'a@xn--80a1acny.xn--p1ai',
    'first_last-2027@sub-domain.example.com',
    "!#$%&'*+-/=?^_`{|}~@example.com",
    `${'a'.repeat(64)}@example.com`,
  ])('%s is one', (address) => {
    expect(isMailAddress(address)).toBe(true);
  });

  it.each([
    // The three: no mail server takes them.
    'a>b@example.com',
    'a b@example.com',
    'a@b',
    // Not of the grammar: no dot-atom before the @, no domain after it.
    '',
    'ana',
    'ana@',
    '@exemplu.ro',
    'ana@@exemplu.ro',
    '.ana@exemplu.ro',
    'ana.@exemplu.ro',
    'ana..pop@exemplu.ro',
    'ana@exemplu..ro',
    'ana@-exemplu.ro',
    'ana@exemplu-.ro',
    'ana@exem_plu.ro',
    'ana@exemplu.ro.',
    // What could add a recipient or end a header line.
    'Ana <ana@exemplu.ro>',
    'ana@exemplu.ro, ion@exemplu.ro',
    'ana@exemplu.ro;ion@exemplu.ro',
    'ana@exemplu.ro\r\nBcc: eve@example.com',
    '(ana)ana@exemplu.ro',
    'ana\\pop@exemplu.ro',
    // Left out on purpose: quoted local parts and address literals; a number is no top-level domain (RFC 3696).
    '"ana pop"@exemplu.ro',
    'ana@[192.0.2.1]',
    'ana@192.0.2.1',
    // Invisible and direction characters show an address other than it is.
    'ana\u200B@exemplu.ro',
    'ana@exemplu.ro\u202E',
    ' ana@exemplu.ro',
    // RFC 5321's lengths: 64 octets before the @ (ü is two), 63 in a label, 254 in all.
    `${'a'.repeat(65)}@example.com`,
    `${'ü'.repeat(33)}@example.com`,
    `ana@${'x'.repeat(64)}.ro`,
    `ana@${Array.from({ length: 5 }, () => 'x'.repeat(60)).join('.')}.ro`,
  ])('%j is not', (address) => {
    expect(isMailAddress(address)).toBe(false);
  });
});
