/**
 * A real SMTP server for tests and the bench (npm smtp-server on 127.0.0.1, a free port), keeping every message it
 * accepts as the bytes that arrived and as mailparser reads them. It can refuse a recipient (with a 4xx or 5xx answer
 * the test chooses), ask for a login, and stop and start again on the same port (a server that is down).
 */
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { anyFreePort } from './free-port';

export interface ReceivedMail {
  /** The SMTP envelope: who the server was told the message is from and for (not the headers). */
  envelope: { from: string; to: string[] };
  raw: string;
  parsed: ParsedMail;
}

export interface Refusal {
  code: number;
  message: string;
}

/** Decides the answer to RCPT TO: undefined accepts; `attempt` counts the offers of this address, from 1. */
export type RecipientRule = (address: string, attempt: number) => Refusal | undefined;

export interface TestSmtpServer {
  port: number;
  /** SMTP_URL for this server (with the login when it asks for one). */
  url: string;
  received: ReceivedMail[];
  refuse(rule: RecipientRule): void;
  /** Messages whose data arrives from now on get no answer until the returned function is called (a slow server). */
  hold(): () => void;
  /** How many messages have sent their data and wait for an answer (see hold). */
  waiting(): number;
  /** Stops listening: the port stays this server's, for start(). */
  stop(): Promise<void>;
  start(): Promise<void>;
}

class SmtpAnswer extends Error {
  constructor(readonly responseCode: number, message: string) {
    super(message);
  }
}

/** `port`: one of the caller's own (the bench's range); any free one by default. */
export async function startTestSmtpServer(options: { login?: { user: string; pass: string }; port?: number } = {}): Promise<TestSmtpServer> {
  const port = options.port ?? (await anyFreePort());
  const received: ReceivedMail[] = [];
  const offers = new Map<string, number>();
  let rule: RecipientRule = () => undefined;
  let held: Promise<void> = Promise.resolve();
  let waiting = 0;
  let server: SMTPServer | undefined;
  const { login } = options;

  const make = () =>
    new SMTPServer({
      logger: false,
      // No TLS to offer on a test port: nodemailer would try STARTTLS against the built-in certificate and refuse it.
      disabledCommands: login ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
      authOptional: !login,
      allowInsecureAuth: true,
      onAuth(auth, _session, callback) {
        if (login && auth.username === login.user && auth.password === login.pass) return callback(null, { user: auth.username });
        callback(new SmtpAnswer(535, 'Authentication failed'));
      },
      onRcptTo(address, _session, callback) {
        const attempt = (offers.get(address.address) ?? 0) + 1;
        offers.set(address.address, attempt);
        const refusal = rule(address.address, attempt);
        callback(refusal ? new SmtpAnswer(refusal.code, refusal.message) : null);
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          waiting++;
          void held.then(() => waiting--);
          Promise.all([simpleParser(raw), held]).then(
            ([parsed]) => {
              const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
              received.push({ envelope: { from, to: session.envelope.rcptTo.map((to) => to.address) }, raw, parsed });
              callback(null, `Ok: queued as test-${received.length}`);
            },
            (error: unknown) => callback(error as Error),
          );
        });
      },
    });

  const start = () =>
    new Promise<void>((resolve, reject) => {
      server = make();
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
  await start();

  return {
    port,
    url: login ? `smtp://${encodeURIComponent(login.user)}:${encodeURIComponent(login.pass)}@127.0.0.1:${port}` : `smtp://127.0.0.1:${port}`,
    received,
    refuse: (next) => void (rule = next),
    hold() {
      let release = () => {};
      held = new Promise<void>((resolve) => (release = resolve));
      return release;
    },
    waiting: () => waiting,
    stop: () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
    start,
  };
}
