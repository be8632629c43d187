import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN_PASSWORD, DEMO_PASSWORD } from './auth/password-policy';
import { NO_WEDDING_WORDS, weddingWordsOf } from './auth/wedding-words';
import { ConfigError, loadServerConfig, passwordsAgainstTheWedding } from './config';

const ANA_AND_MIHAI = weddingWordsOf({ coupleNames: 'Ana & Mihai', weddingDate: '2027-05-24', timeZone: 'Europe/Bucharest', storyBeganYear: 2019 });

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
      ['qwerty123456', /most commonly guessed/],
      ['aaaaaaaaaaaaaaaa', /most commonly guessed/],
    ];
    for (const [password, why] of refused) {
      expect(() => loadServerConfig({ NODE_ENV: 'production', WEDDING_PASSWORD: password }), password).toThrow(why);
    }
    expect(loadServerConfig({ NODE_ENV: 'production', WEDDING_PASSWORD: 'roses in the palace garden' }).password.demo).toBe(false);
  });

  it("starts on a guests' password that is a common one changed, or the wedding's words, and warns without naming it", () => {
    for (const password of ['savethedate2026', 'iloveyou2027', 'AnaMihai!2027']) {
      const config = loadServerConfig({ NODE_ENV: 'production', WEDDING_PASSWORD: password });
      const { warning } = passwordsAgainstTheWedding(config, ANA_AND_MIHAI);
      expect(warning, password).toMatch(/^WEDDING_PASSWORD, the guests' password, is .*(commonly guessed|couple's names).*restart the server$/);
      expect(warning).not.toContain(password);
    }
    const strong = loadServerConfig({ NODE_ENV: 'production', WEDDING_PASSWORD: 'roses in the palace garden' });
    expect(passwordsAgainstTheWedding(strong, ANA_AND_MIHAI)).toEqual({});
    // The demo password is meant to be read: nothing to warn about.
    expect(passwordsAgainstTheWedding(loadServerConfig({}), ANA_AND_MIHAI)).toEqual({});
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
      expect(() => loadServerConfig({ ...production, ADMIN_PASSWORD: 'qwerty123456' })).toThrow(/ADMIN_PASSWORD.*most commonly guessed/);
      expect(() => loadServerConfig({ ...production, ADMIN_PASSWORD: 'iloveyou2027' })).toThrow(/ADMIN_PASSWORD.*commonly guessed password with a year, digits or signs added/);
      // Outside production a weak one is the owner's to try with.
      expect(loadServerConfig({ ADMIN_PASSWORD: 'iloveyou2027' }).admin?.password).toBe('iloveyou2027');
    });

    it("in production, once the site's facts are known, is not made of the couple's names, the place or the date", () => {
      const config = loadServerConfig({ ...production, ADMIN_PASSWORD: 'AnaMihai!2027' });
      expect(() => passwordsAgainstTheWedding(config, ANA_AND_MIHAI)).toThrow(ConfigError);
      expect(() => passwordsAgainstTheWedding(config, ANA_AND_MIHAI)).toThrow(/ADMIN_PASSWORD: is made of the couple's names, the wedding's place or date/);
      // The same password on another couple's site, or outside production, starts.
      expect(passwordsAgainstTheWedding(config, NO_WEDDING_WORDS)).toEqual({});
      expect(passwordsAgainstTheWedding(loadServerConfig({ ADMIN_PASSWORD: 'AnaMihai!2027', WEDDING_PASSWORD: 'roses in the palace garden' }), ANA_AND_MIHAI)).toEqual({});
    });

    it("is never the guests' password", () => {
      expect(() => loadServerConfig({ ...production, ADMIN_PASSWORD: production.WEDDING_PASSWORD })).toThrow(/ADMIN_PASSWORD.*must differ from WEDDING_PASSWORD/);
      expect(() => loadServerConfig({ WEDDING_PASSWORD: 'same-for-both-1', ADMIN_PASSWORD: 'same-for-both-1' })).toThrow(/must differ/);
    });
  });

  describe('e-mail: SMTP_URL, MAIL_FROM, MAIL_PER_MINUTE, MAIL_PER_DAY', () => {
    it('without a mail server: none, 20 a minute and 400 a day', () => {
      expect(loadServerConfig({}).mail).toEqual({ smtpUrl: null, from: null, perMinute: 20, perDay: 400 });
    });

    it('takes a mail server with the address messages come from', () => {
      const env = { SMTP_URL: 'smtps://ana%40example.com:p%40ss%3Aword@smtp.example.com:465', MAIL_FROM: 'Ana & Ion <hello@example.com>', MAIL_PER_MINUTE: '5', MAIL_PER_DAY: '90' };
      expect(loadServerConfig(env).mail).toEqual({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, perMinute: 5, perDay: 90 });
      // An option of the connection itself stays the owner's (a server with its own certificate, STARTTLS required).
      const tls = 'smtp://ana:Secret-Pw-77@mail.example.com:587?requireTLS=true&tls.rejectUnauthorized=false';
      expect(loadServerConfig({ SMTP_URL: tls, MAIL_FROM: 'hello@example.com' }).mail.smtpUrl).toBe(tls);
    });

    it('refuses the options of SMTP_URL that would print whole messages into the log, or undo what the site keeps to, never repeating the password', () => {
      const cases = [
        ['debug=true', /SMTP_URL must not set "debug": it makes the mail library write every message whole \(addresses, names, answers\) into the log\. Remove \?debug=… from SMTP_URL/],
        ['logger=true', /SMTP_URL must not set "logger": it makes the mail library write every message whole/],
        ['name=site&debug=1', /must not set "debug"/],
        ['disableFileAccess=false', /must not set "disableFileAccess": it would undo what the site sets itself/],
        ['disableUrlAccess=false', /must not set "disableUrlAccess"/],
        ['pool=false', /must not set "pool"/],
        ['maxRequeues=5', /must not set "maxRequeues"/],
        ['maxConnections=5', /must not set "maxConnections"/],
      ] as const;
      for (const [query, message] of cases) {
        const SMTP_URL = `smtps://ana:Secret-Pw-77@smtp.example.com:465?${query}`;
        try {
          loadServerConfig({ SMTP_URL, MAIL_FROM: 'hello@example.com' });
          expect.unreachable(query);
        } catch (error) {
          expect((error as Error).message, query).toMatch(message);
          expect((error as Error).message, query).not.toContain('Secret-Pw-77');
        }
      }
    });

    it('refuses a server without MAIL_FROM, and anything but one plain address or an smtp(s) URL, never repeating the password', () => {
      expect(() => loadServerConfig({ SMTP_URL: 'smtp://mail.example.com:587' })).toThrow(/MAIL_FROM: must be set with SMTP_URL/);
      for (const SMTP_URL of ['https://user:Secret-Pw-77@mail.example.com', 'smtp://', 'mail.example.com:587', 'smtp://user:Secret-Pw-77@mail.example.com\r\n']) {
        try {
          loadServerConfig({ SMTP_URL, MAIL_FROM: 'hello@example.com' });
          expect.unreachable(SMTP_URL);
        } catch (error) {
          expect((error as Error).message, SMTP_URL).toMatch(/SMTP_URL must be an address such as smtps:/);
          expect((error as Error).message, SMTP_URL).not.toContain('Secret-Pw-77');
        }
      }
      for (const MAIL_FROM of ['not an address', 'a@example.com, b@example.com', 'Ana\r\nBcc: x@example.com <a@example.com>', 'Group: a@example.com;']) {
        expect(() => loadServerConfig({ MAIL_FROM }), MAIL_FROM).toThrow(/MAIL_FROM must be one address/);
      }
      expect(() => loadServerConfig({ MAIL_PER_MINUTE: '0' })).toThrow(/MAIL_PER_MINUTE/);
      expect(() => loadServerConfig({ MAIL_PER_DAY: '0' })).toThrow(/MAIL_PER_DAY/);
      expect(() => loadServerConfig({ MAIL_PER_DAY: 'lots' })).toThrow(/MAIL_PER_DAY/);
    });
  });
});
