/**
 * The mail tests' one set-up: a real SMTP server (test-support/smtp-test-server.ts, read back with mailparser), the
 * couple and a guest signed in to an app whose sender runs on a clock the test moves, and both closed after each
 * test. Call `useMailTestApp()` once at a test file's top level: it registers the afterEach that closes them.
 */
import { afterEach } from 'vitest';
import { startTestSmtpServer, type TestSmtpServer } from '../../test-support/smtp-test-server';
import { coupleAndGuest, type TestApp } from './couple-client';
import type { ManualClock } from './manual-clock';
import { createTestApp, type TestAppOptions } from './test-app';

interface MailAppOptions extends Omit<TestAppOptions, 'mail' | 'mailClock' | 'now'> {
  /** The clock of the sender and of the app. */
  clock: ManualClock;
  /**
   * The mail server to send through (its SMTP_URL): this test's, started if need be, unless given; null for none (the
   * messages saved as files).
   */
  smtp?: Pick<TestSmtpServer, 'url'> | null;
  /** MAIL_FROM, the sender's pace (MAIL_PER_MINUTE) and its bound in 24 hours. */
  from?: string;
  perMinute?: number;
  perDay?: number;
}

/** What signIn() gives: the app, the couple's and the guest's clients, and the clock it runs on. */
export type MailTestSite = Awaited<ReturnType<ReturnType<typeof useMailTestApp>['signIn']>>;

export function useMailTestApp() {
  let app: TestApp | undefined;
  let server: TestSmtpServer | undefined;
  afterEach(async () => {
    await app?.close();
    await server?.stop();
    [app, server] = [undefined, undefined];
  });
  const test = {
    /** This test's SMTP server; throws before one is started. */
    get smtp(): TestSmtpServer {
      if (!server) throw new Error('No test SMTP server yet: call startSmtp() or signIn() first');
      return server;
    },
    /** The app started last; throws before start() or signIn(). */
    get t(): TestApp {
      if (!app) throw new Error('No test app yet: call start() or signIn() first');
      return app;
    },
    /** Starts this test's SMTP server, or gives the one already started. */
    async startSmtp(options?: Parameters<typeof startTestSmtpServer>[0]): Promise<TestSmtpServer> {
      server ??= await startTestSmtpServer(options);
      return server;
    },
    /** Closes the app before the test ends (to start it again on its data, or to see what a restart keeps). */
    async closeApp(): Promise<void> {
      await app?.close();
      app = undefined;
    },
    /**
     * An app on `clock` (on `dataDir`, when given, again after a restart) sending through `smtp`, nobody signed in (a
     * test of the sign-in itself); closed after the test.
     */
    async start(options: MailAppOptions): Promise<TestApp> {
      app = await createTestApp(await appOptions(options));
      return app;
    },
    /** The couple and a guest signed in to such an app, and the clock it runs on. */
    async signIn(options: MailAppOptions) {
      const signedIn = await coupleAndGuest(await appOptions(options));
      app = signedIn.t;
      return { ...signedIn, clock: options.clock };
    },
  };
  /** The app's options: its mail server this test's, started if need be, unless given. */
  async function appOptions({ clock, smtp, from = 'Ana & Ion <hello@example.com>', perMinute = 6_000, perDay, ...options }: MailAppOptions): Promise<TestAppOptions> {
    const through = smtp === undefined ? await test.startSmtp() : smtp;
    const mail = { smtpUrl: through?.url ?? null, from: through ? from : null, perMinute, ...(perDay === undefined ? {} : { perDay }) };
    return { ...options, mail, mailClock: clock, now: clock.now };
  }
  return test;
}
