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
    const { cookieValue } = devices.renew(undefined, null);
    expect(devices.find(cookieValue)).toBe(sha256(cookieValue));
    expect(db.prepare('SELECT id_hash AS idHash FROM admin_devices').all()).toEqual([{ idHash: sha256(cookieValue) }]);
    expect(devices.find(cookieValue.slice(1))).toBeUndefined();
    expect(devices.find('x'.repeat(101))).toBeUndefined();
    expect(devices.find(undefined)).toBeUndefined();
  });

  it('replace the cookie a device presented when the couple signs in on it again', () => {
    const { devices } = devicesAt(1_000_000);
    const old = devices.renew(undefined, null).cookieValue;
    const renewed = devices.renew(devices.find(old), null).cookieValue;
    expect(devices.find(old)).toBeUndefined();
    expect(devices.find(renewed)).toBeDefined();
  });

  it('forget a device a year after the couple last signed in on it', () => {
    const { devices, advance } = devicesAt(1_000_000);
    const { cookieValue } = devices.renew(undefined, null);
    advance(KNOWN_DEVICE_LIFETIME_MS - 1);
    expect(devices.find(cookieValue)).toBeDefined();
    advance(1);
    expect(devices.find(cookieValue)).toBeUndefined();
  });

  it(`keep at most ${MAX_KNOWN_DEVICES}: the one signed in on longest ago goes first`, () => {
    const { devices, db, advance } = devicesAt(1_000_000);
    const cookies = Array.from({ length: MAX_KNOWN_DEVICES + 1 }, () => {
      advance(1);
      return devices.renew(undefined, null).cookieValue;
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
    const { cookieValue } = stores.knownDevices.renew(undefined, null);
    await syncPasswordHash(stores, 'the guests, second password', { cost });
    await syncPasswordHash(stores, 'the couple, first password', { kind: 'admin', cost });
    expect(stores.knownDevices.find(cookieValue)).toBeDefined();
    await syncPasswordHash(stores, 'the couple, second password', { kind: 'admin', cost });
    expect(stores.knownDevices.find(cookieValue)).toBeUndefined();
  });
});

describe('the known devices, per person (docs/decisions/0065)', () => {
  function withPeople() {
    stores = openStores(makeTempDir());
    const planner = stores.people.add('Ioana Pop', 'ioana@example.com', 'planner')!.person.id;
    const helper = stores.people.add('Radu Pop', 'radu@example.com', 'helper')!.person.id;
    return { devices: stores.knownDevices, planner, helper };
  }

  it('know a device the couple signed in on as new to a planner, and once the planner signs in there, to both', () => {
    const { devices, planner, helper } = withPeople();
    const couples = devices.renew(undefined, null).cookieValue;
    const device = devices.find(couples);
    expect([devices.knows(device, null), devices.knows(device, planner)]).toEqual([true, false]);
    expect(devices.anyKnown(planner)).toBe(false);
    const shared = devices.renew(device, planner).cookieValue;
    expect(devices.find(couples)).toBeUndefined();
    const renewed = devices.find(shared);
    expect([devices.knows(renewed, null), devices.knows(renewed, planner), devices.knows(renewed, helper)]).toEqual([true, true, false]);
    expect(devices.knows(undefined, null)).toBe(false);
  });

  it(`keep at most ${MAX_KNOWN_DEVICES} per person: a planner’s many devices push out none of the couple’s`, () => {
    const { devices, planner } = withPeople();
    const couples = devices.renew(undefined, null).cookieValue;
    const planners = Array.from({ length: MAX_KNOWN_DEVICES + 1 }, () => devices.renew(undefined, planner).cookieValue);
    expect(devices.knows(devices.find(couples), null)).toBe(true);
    expect(planners.filter((cookie) => devices.find(cookie) !== undefined)).toHaveLength(MAX_KNOWN_DEVICES);
  });

  it('forget a person’s devices, and only theirs, when their password is set anew; and go with a removed person', () => {
    const { devices, planner, helper } = withPeople();
    const shared = devices.renew(devices.find(devices.renew(undefined, null).cookieValue), planner).cookieValue;
    const helpers = devices.renew(undefined, helper).cookieValue;
    expect(devices.forgetPerson(planner)).toBe(1);
    expect([devices.knows(devices.find(shared), null), devices.knows(devices.find(shared), planner)]).toEqual([true, false]);
    stores!.people.remove(helper);
    expect(devices.find(helpers)).toBeUndefined();
  });
});
