/**
 * The one place that decides which mail server the site sends through (issue 36): SMTP_URL when the environment
 * sets it (it wins, as the dashboard says), else the server the couple saved in Settings, else none (every message
 * is saved as a file and none is sent). The From address comes with the choice: MAIL_FROM with SMTP_URL, the
 * couple's own address with their saved server, MAIL_FROM (if any) for the saved files.
 */
import type { MailServerStatus } from '#common/outbox-api';
import type { SmtpTarget } from './delivery';
import { parseFromAddress, smtpHostOf, type MailSettings } from './mail-settings';
import type { SavedMailServers } from './saved-mail-server';

export interface MailServerChoice {
  source: MailServerStatus['source'];
  /** How to reach the server; undefined when there is none. */
  target?: SmtpTarget;
  /** Its host and port as the couple reads them (never the login). */
  host: string | null;
  /** The sender it names, its name possibly empty (the couple's names then); undefined for the site's own default. */
  from?: { name: string; address: string };
}

export function chooseMailServer(env: MailSettings, saved: SavedMailServers): MailServerChoice {
  const envFrom = env.from ? parseFromAddress(env.from) : undefined;
  if (env.smtpUrl) return { source: 'environment', target: { url: env.smtpUrl }, host: smtpHostOf(env.smtpUrl)!, from: envFrom };
  const dashboard = saved.login();
  if (dashboard) {
    const { login, server } = dashboard;
    return { source: 'dashboard', target: login, host: `${login.host}:${login.port}`, from: { name: '', address: server.address } };
  }
  return { source: null, host: null, from: envFrom };
}
