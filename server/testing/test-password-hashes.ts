/**
 * The passwords' hashes at the tests' cheap scrypt cost. A hash carries its cost and a server keeps a stored hash
 * that matches its configured password (server/auth/password-sync.ts), so a server started on a DATA_DIR prepared
 * here neither hashes at start nor at each sign-in at the production cost (about 360 ms of a core and 128 MiB each).
 * The production cost is checked in password.test.ts.
 */
import { syncPasswordHash } from '../auth/password-sync';
import { openStores, type Stores } from '../stores';

export const TEST_SCRYPT_COST = { N: 1024, r: 8, p: 1 };

/** Stores the guests' shared password's hash, and the couple's when there is one, at the tests' cost. */
export async function storeTestPasswordHashes(stores: Stores, password: string, adminPassword: string | undefined): Promise<void> {
  await syncPasswordHash(stores, password, { cost: TEST_SCRYPT_COST });
  if (adminPassword) await syncPasswordHash(stores, adminPassword, { kind: 'admin', cost: TEST_SCRYPT_COST });
}

/** The same for a DATA_DIR no server has open yet (created with its database if new). */
export async function prepareTestPasswords(dataDir: string, password: string, adminPassword: string | undefined): Promise<void> {
  const stores = openStores(dataDir);
  try {
    await storeTestPasswordHashes(stores, password, adminPassword);
  } finally {
    stores.db.close();
  }
}
