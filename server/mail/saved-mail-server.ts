/**
 * The mail server the couple set in Settings (issue 36): one row of `settings`, written only here. The password is
 * kept sealed with DATA_DIR/mail-key (server/security/sealed-secrets.ts), read back only to connect, and never part of what the dashboard
 * is told (SavedMailServerView). Nothing here logs.
 */
import type { MailProvider, SavedMailServerView, SmtpSecurity } from '#common/mail-server-api';
import { dataDirOf, type Db } from '../db/database';
import { existingSealingKey, sealingKeyFor, openSecret, sealSecret, type SealedSecret } from '../security/sealed-secrets';

const KEY = 'mail_server';

/** What a connection to the server needs: the server, how it is protected, and the login. */
export interface SmtpLogin {
  host: string;
  port: number;
  security: SmtpSecurity;
  user: string;
  password: string;
}

/** The couple's server as they chose it, without the password. */
export interface SavedMailServer {
  provider: MailProvider;
  host: string;
  port: number;
  security: SmtpSecurity;
  address: string;
  user: string;
}

type Row = SavedMailServer & { password: SealedSecret; savedAt: number };

/** What the sealed password is bound to: it opens for this server, port and user only. */
const contextOf = ({ host, port, user }: Pick<SavedMailServer, 'host' | 'port' | 'user'>) => `save-the-date mail password v1\n${host}\n${port}\n${user}`;

export function createSavedMailServer(db: Db) {
  const read = db.prepare('SELECT value FROM settings WHERE key = ?');
  const write = db.prepare('INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value');

  const row = (): Row | null => {
    const saved = (read.get(KEY) as { value: string } | undefined)?.value;
    return saved === undefined ? null : (JSON.parse(saved) as Row);
  };

  /** The saved password, or undefined when this site's key cannot open it (a restore onto another server). */
  const passwordOf = (saved: Row): string | undefined => {
    const key = existingSealingKey(dataDirOf(db));
    return key && openSecret(key, saved.password, contextOf(saved));
  };

  const withoutPassword = ({ provider, host, port, security, address, user }: Row): SavedMailServer => ({ provider, host, port, security, address, user });

  return {
    /** The saved server as the dashboard sees it, or null when none is saved. */
    view(): SavedMailServerView | null {
      const saved = row();
      return saved && { ...withoutPassword(saved), passwordReadable: passwordOf(saved) !== undefined, savedAt: saved.savedAt };
    },
    /** The saved server with its password, to connect; null when none is saved or its password cannot be read. */
    login(): { server: SavedMailServer; login: SmtpLogin } | null {
      const saved = row();
      const password = saved ? passwordOf(saved) : undefined;
      if (!saved || password === undefined) return null;
      const { host, port, security, user } = saved;
      return { server: withoutPassword(saved), login: { host, port, security, user, password } };
    },
    /** Keeps `server` with `password`, sealed (the key is made on the first save), in place of any saved before. */
    save(server: SavedMailServer, password: string, now: number): void {
      const key = sealingKeyFor(dataDirOf(db));
      const saved: Row = { ...server, password: sealSecret(key, password, contextOf(server)), savedAt: now };
      write.run(KEY, JSON.stringify(saved));
    },
  };
}

export type SavedMailServers = ReturnType<typeof createSavedMailServer>;
