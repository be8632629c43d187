import { afterEach, describe, expect, it } from 'vitest';
import { syncPasswordHash } from './password-sync';
import { openDatabase, type Db } from '../db/database';
import { sha256 } from '../secrets';
import { openStores, type Stores } from '../stores';
import { makeTempDir } from '../testing/test-app';
import { createKnownDevices, KNOWN_DEVICE_LIFETIME_MS, MAX_KNOWN_DEVICES } from './known-devices';

let db: Db | undefined;
let stores: Stores | undefined;
afterEach(() => {
  db?.close();
  stores?.db.close();
  db = stores = undefined;
});

function devicesAt(start: number) {
  let now = start;
  db = openDatabase(makeTempDir());
  const devices = createKnownDevices(db, () => now);
  return { devices, db, advance: (ms: number) => (now += ms) };
}

describe('the known devices', () => {
  it('know a device by its cookie, keep only its SHA-256, and know nothing of an unknown or oversized cookie', () => {
    const { devices, db } = devicesAt(1_000_000);
    const { cookieValue } = devices.renew(undefined);
    expect(devices.find(cookieValue)).toBe(sha256(cookieValue));
    expect(db.prepare('SELECT id_hash AS idHash FROM admin_devices').all()).toEqual([{ idHash: sha256(cookieValue) }]);
    expect(devices.find(cookieValue.slice(1))).toBeUndefined();
    expect(devices.find('x'.repeat(101))).toBeUndefined();
    expect(devices.find(undefined)).toBeUndefined();
  });

  it('replace the cookie a device presented when the couple signs in on it again', () => {
    const { devices } = devicesAt(1_000_000);
    const old = devices.renew(undefined).cookieValue;
    const renewed = devices.renew(devices.find(old)).cookieValue;
    expect(devices.find(old)).toBeUndefined();
    expect(devices.find(renewed)).toBeDefined();
  });

  it('forget a device a year after the couple last signed in on it', () => {
    const { devices, advance } = devicesAt(1_000_000);
    const { cookieValue } = devices.renew(undefined);
    advance(KNOWN_DEVICE_LIFETIME_MS - 1);
    expect(devices.find(cookieValue)).toBeDefined();
    advance(1);
    expect(devices.find(cookieValue)).toBeUndefined();
  });

  it(`keep at most ${MAX_KNOWN_DEVICES}: the one signed in on longest ago goes first`, () => {
    const { devices, db, advance } = devicesAt(1_000_000);
    const cookies = Array.from({ length: MAX_KNOWN_DEVICES + 1 }, () => {
      advance(1);
      return devices.renew(undefined).cookieValue;
    });
    expect(devices.find(cookies[0])).toBeUndefined();
    expect(cookies.slice(1).every((cookie) => devices.find(cookie) !== undefined)).toBe(true);
    expect(db.prepare('SELECT COUNT(*) AS n FROM admin_devices').get()).toEqual({ n: MAX_KNOWN_DEVICES });
  });

  it('are forgotten when the couple’s password changes, not when the guests’ does', async () => {
    const dir = makeTempDir();
    stores = openStores(dir);
    const cost = { N: 1024, r: 8, p: 1 };
    await syncPasswordHash(stores, 'the couple, first password', { kind: 'admin', cost });
    await syncPasswordHash(stores, 'the guests, first password', { cost });
    const { cookieValue } = stores.knownDevices.renew(undefined);
    await syncPasswordHash(stores, 'the guests, second password', { cost });
    await syncPasswordHash(stores, 'the couple, first password', { kind: 'admin', cost });
    expect(stores.knownDevices.find(cookieValue)).toBeDefined();
    await syncPasswordHash(stores, 'the couple, second password', { kind: 'admin', cost });
    expect(stores.knownDevices.find(cookieValue)).toBeUndefined();
  });
});
