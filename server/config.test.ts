import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN_PASSWORD, DEMO_PASSWORD } from './auth/password-policy';
import { ConfigError, loadServerConfig } from './config';

describe('loadServerConfig', () => {
  it('runs on the demo password outside production', () => {
    const config = loadServerConfig({});
    expect(config.password).toEqual({ value: DEMO_PASSWORD, demo: true });
    expect(config.port).toBe(8080);
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect(config.dataDir.endsWith('/data')).toBe(true);
  });

  it('refuses production without WEDDING_PASSWORD, naming it', () => {
    expect(() => loadServerConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadServerConfig({ NODE_ENV: 'production' })).toThrow(/WEDDING_PASSWORD/);
  });

  it('reports every problem at once', () => {
    try {
      loadServerConfig({ PORT: 'eighty', PUBLIC_URL: 'not a url', TRUST_PROXY: 'yes please', WEDDING_PASSWORD: 'short' });
      expect.unreachable();
    } catch (error) {
      const message = (error as Error).message;
      for (const key of ['PORT', 'PUBLIC_URL', 'TRUST_PROXY', 'WEDDING_PASSWORD']) expect(message).toContain(key);
    }
  });

  it('reads a proxy hop count and strips a trailing slash from PUBLIC_URL', () => {
    const config = loadServerConfig({ TRUST_PROXY: '1', PUBLIC_URL: 'https://wedding.example/', WEDDING_PASSWORD: 'long enough' });
    expect(config.trustProxy).toBe(1);
    expect(config.publicUrl).toBe('https://wedding.example');
  });

  it('refuses weak or demo passwords in production, saying why', () => {
    const refused: Array<[string, RegExp]> = [
      [DEMO_PASSWORD, /demo password/],
      ['            ', /only spaces/],
      ['short-pass1', /at least 12 characters/],
      ['password1234', /most commonly guessed/],
      ['Wedding2026', /at least 12/],
      ['savethedate2026', /most commonly guessed/],
      ['aaaaaaaaaaaaaaaa', /most commonly guessed/],
    ];
    for (const [password, why] of refused) {
      expect(() => loadServerConfig({ NODE_ENV: 'production', WEDDING_PASSWORD: password }), password).toThrow(why);
    }
    expect(loadServerConfig({ NODE_ENV: 'production', WEDDING_PASSWORD: 'roses in the palace garden' }).password.demo).toBe(false);
  });

  it('keeps the demo mode on this computer: not with a public address, not behind a proxy', () => {
    expect(() => loadServerConfig({ PUBLIC_URL: 'https://wedding.example' })).toThrow(/WEDDING_PASSWORD.*PUBLIC_URL/s);
    expect(() => loadServerConfig({ TRUST_PROXY: '1' })).toThrow(/WEDDING_PASSWORD.*proxy/s);
    for (const url of ['http://localhost:8080', 'http://127.0.0.1:9000', 'http://[::1]:8080']) {
      expect(loadServerConfig({ PUBLIC_URL: url }).password.demo, url).toBe(true);
    }
  });

  describe('ADMIN_PASSWORD', () => {
    const production = { NODE_ENV: 'production', WEDDING_PASSWORD: 'violet-harbour-lantern-1987' };

    it('outside production without it: the demo dashboard password, said to be one', () => {
      expect(loadServerConfig({}).admin).toMatchObject({ password: DEMO_ADMIN_PASSWORD, demo: true, sessionDays: 30 });
    });

    it('in production without it: the server starts, the dashboard is off', () => {
      const config = loadServerConfig(production);
      expect(config.admin).toBeNull();
      expect(config.password.value).toBe(production.WEDDING_PASSWORD);
    });

    it('is taken with its own session length', () => {
      const config = loadServerConfig({ ...production, ADMIN_PASSWORD: 'quiet-orchard-compass-2026', ADMIN_SESSION_DAYS: '7' });
      expect(config.admin).toEqual({ password: 'quiet-orchard-compass-2026', demo: false, sessionDays: 7 });
    });

    it('needs 12 characters everywhere, and in production no demo or commonly guessed one', () => {
      expect(() => loadServerConfig({ ADMIN_PASSWORD: 'eleven-char' })).toThrow(/ADMIN_PASSWORD.*at least 12 characters/);
      expect(() => loadServerConfig({ ...production, ADMIN_PASSWORD: DEMO_ADMIN_PASSWORD })).toThrow(/ADMIN_PASSWORD.*demo/);
      expect(() => loadServerConfig({ ...production, ADMIN_PASSWORD: 'password1234' })).toThrow(/ADMIN_PASSWORD.*commonly guessed/);
    });

    it("is never the guests' password", () => {
      expect(() => loadServerConfig({ ...production, ADMIN_PASSWORD: production.WEDDING_PASSWORD })).toThrow(/ADMIN_PASSWORD.*must differ from WEDDING_PASSWORD/);
      expect(() => loadServerConfig({ WEDDING_PASSWORD: 'same-for-both-1', ADMIN_PASSWORD: 'same-for-both-1' })).toThrow(/must differ/);
    });
  });
});
