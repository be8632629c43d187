import { describe, expect, it } from 'vitest';
import { hashPassword, OWASP_SCRYPT_COST, verifyPassword } from './password';

describe('password hashing', () => {
  it('uses the OWASP-recommended scrypt cost by default (N=2^17, r=8, p=1)', async () => {
    expect(OWASP_SCRYPT_COST).toEqual({ N: 131_072, r: 8, p: 1 });
    const hash = await hashPassword('a wedding password');
    expect(hash.startsWith('scrypt$131072$8$1$')).toBe(true);
    expect(await verifyPassword('a wedding password', hash)).toBe(true);
  });

  it('rejects a wrong password and a malformed hash', async () => {
    const hash = await hashPassword('right', { N: 1024, r: 8, p: 1 });
    expect(await verifyPassword('wrong', hash)).toBe(false);
    expect(await verifyPassword('right', 'not-a-hash')).toBe(false);
  });

  it('salts every hash', async () => {
    const cost = { N: 1024, r: 8, p: 1 };
    expect(await hashPassword('same', cost)).not.toBe(await hashPassword('same', cost));
  });
});
