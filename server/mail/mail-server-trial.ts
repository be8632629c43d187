/**
 * A mail server tried before it is kept (issue 36): one real SMTP conversation that hands over the test e-mail, and,
 * when it fails, what went wrong in a word the dashboard says in the couple's language (MailServerProblemCode), with
 * the server's own answer. Nothing is logged; the password never appears in what is answered.
 */
import type { SendMailOptions } from 'nodemailer';
import type { MailServerProblemCode } from '#common/mail-server-api';
import { connectionOf, CONTENT_ONLY, loadNodemailer } from './delivery';
import type { SmtpLogin } from './saved-mail-server';

export type TrialOutcome = { ok: true; answer: string } | { ok: false; problem: MailServerProblemCode; answer: string };

/**
 * Shorter than the sender's (delivery.ts): the couple waits for the answer, and the whole trial must end well within
 * the request's idle timeout (30 s by default), which would close the connection unanswered.
 */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 15_000 } as const;
const DEADLINE_MS = 20_000;

interface MailError {
  code?: string;
  response?: string;
  responseCode?: number;
  reason?: string;
  message?: string;
}

/** Node's and OpenSSL's words for a failed TLS handshake or a certificate that is not trusted. */
const TLS_WORDS = /certificate|self[- ]signed|SSL|TLS|wrong version number|handshake|altnames/i;
const UNREACHABLE = /ECONNREFUSED|EHOSTUNREACH|ENETUNREACH|ECONNRESET|EADDRNOTAVAIL|EPIPE/;

/** What went wrong, as one of the codes the dashboard words. */
function problemCodeOf(error: MailError): MailServerProblemCode {
  const message = error.message ?? '';
  switch (error.code) {
    case 'EAUTH':
      return 'login';
    case 'ETLS':
      return 'tls';
    case 'EDNS':
      return 'host-unknown';
    case 'ETIMEDOUT':
      return 'timeout';
    case 'EENVELOPE':
    case 'EMESSAGE':
      return 'refused';
  }
  if (error.reason !== undefined || TLS_WORDS.test(message)) return 'tls';
  if (UNREACHABLE.test(message) || error.code === 'ECONNECTION') return 'cannot-connect';
  if (error.responseCode !== undefined && error.responseCode >= 400) return 'refused';
  return 'failed';
}

/**
 * What happened, in nodemailer's words, which quote the server's answer where there was one ("Invalid login: 535 …",
 * "Error upgrading connection with STARTTLS: 500 …"): one line, without the password should a server echo it.
 */
function answerOf(error: MailError, password: string): string {
  const words = (error.message || error.response || 'no answer').replace(/\s+/g, ' ').trim().slice(0, 500);
  return password === '' ? words : words.replaceAll(password, '…');
}

export async function tryMailServer(login: SmtpLogin, mail: SendMailOptions): Promise<TrialOutcome> {
  const transport = (await loadNodemailer()).createTransport({ ...connectionOf(login), ...TIMEOUTS, ...CONTENT_ONLY });
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error('The mail server did not answer in time'), { code: 'ETIMEDOUT' })), DEADLINE_MS);
  });
  try {
    const info = await Promise.race([transport.sendMail(mail), deadline]);
    return { ok: true, answer: info.response };
  } catch (error) {
    const e = (error ?? {}) as MailError;
    return { ok: false, problem: problemCodeOf(e), answer: answerOf(e, login.password) };
  } finally {
    clearTimeout(timer);
    transport.close();
  }
}
