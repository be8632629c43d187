import crypto from 'node:crypto';

/** SHA-256 of a secret value, as stored in the database in place of the value itself. */
export function sha256(value: string): string {
  return crypto.createHash('sha256').update(value).digest('base64url');
}
