/**
 * The one place that reads process.env. Every setting is parsed with zod at start, and every problem is
 * reported together in one message, so a couple fixing their setup sees all of it at once.
 */
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_COUPLE_BUDGETS } from './auth/couple-sign-in-limits';
import { DEMO_ADMIN_PASSWORD, DEMO_PASSWORD, guessableProblem, MIN_PRODUCTION_PASSWORD_LENGTH, productionPasswordProblem } from './auth/password-policy';
import type { WeddingWords } from './auth/wedding-words';
import { parseBackupKey } from './backup/backup-key';
import { DEFAULT_MAIL_PER_DAY, DEFAULT_MAIL_PER_MINUTE, parseFromAddress, smtpHostOf, smtpUrlOptionProblem, type MailSettings } from './mail/mail-settings';

const port = z.coerce.number().int().min(1).max(65_535);
const positiveInt = z.coerce.number().int().positive();

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  WEDDING_PASSWORD: z.string().min(8, 'WEDDING_PASSWORD must have at least 8 characters').max(256).optional(),
  PORT: port.default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  CONTENT_DIR: z.string().min(1).default('./content'),
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'PUBLIC_URL must be an http(s) address such as https://example.com' }).optional(),
  // The couple's dashboard (/admin): its own password, never the guests'.
  ADMIN_PASSWORD: z.string().max(256).optional(),
  ADMIN_SESSION_DAYS: positiveInt.max(365).default(30),
  SESSION_DAYS: positiveInt.max(3650).default(180),
  // A session nobody has used for this long ends, whatever SESSION_DAYS says.
  SESSION_IDLE_DAYS: positiveInt.max(3650).default(60),
  TRUST_PROXY: z
    .string()
    .regex(/^(false|\d{1,2}|[0-9a-fA-F.:/, ]+)$/, 'TRUST_PROXY must be false, a number of proxy hops, or a list of proxy addresses')
    .default('false'),
  LOGIN_FAILURES_PER_ADDRESS: positiveInt.default(10),
  LOGIN_FAILURES_TOTAL: positiveInt.default(300),
  SIGN_INS_PER_ADDRESS: positiveInt.default(60),
  // The couple's own budgets, which guests never spend (docs/decisions/0024).
  ADMIN_LOGIN_FAILURES_PER_ADDRESS: positiveInt.default(DEFAULT_COUPLE_BUDGETS.attemptsPerAddress),
  ADMIN_LOGIN_FAILURES_TOTAL: positiveInt.default(DEFAULT_COUPLE_BUDGETS.failuresTotal),
  ADMIN_LOGIN_FAILURES_PER_DEVICE: positiveInt.default(DEFAULT_COUPLE_BUDGETS.attemptsPerDevice),
  // How long a client may take to send its request (headers and body) and a connection may sit idle.
  REQUEST_TIMEOUT_SECONDS: positiveInt.max(600).default(30),
  MAX_CONNECTIONS: positiveInt.max(1_000_000).default(2_000),
  // The largest photo (or poster) and video the dashboard takes, in megabytes.
  MAX_UPLOAD_MB: positiveInt.max(1_000).default(25),
  MAX_VIDEO_MB: positiveInt.max(10_000).default(200),
  // The server's own backup into DATA_DIR/backups: every so many hours (0: never), keeping the newest so many.
  BACKUP_HOURS: z.coerce.number().int().min(0).max(24 * 365).default(24),
  BACKUP_KEEP: positiveInt.max(10_000).default(14),
  // The key backups are sealed with, instead of the one made into DATA_DIR/backup-key (docs/decisions/0026).
  BACKUP_KEY: z
    .string()
    .refine((value) => parseBackupKey(value) !== undefined, 'BACKUP_KEY must be a backup key: 64 hexadecimal characters')
    .optional(),
  // E-mail through the couple's own mail server (issue 27); unset, messages are saved as files and none is sent.
  SMTP_URL: z
    .string()
    .max(2_000)
    .refine((value) => smtpHostOf(value) !== undefined, 'SMTP_URL must be an address such as smtps://user:password@smtp.example.com:465 (or smtp://…:587), the user and password URL-encoded')
    // Refused rather than ignored: a setting the site silently overrode would leave its owner believing it works.
    .superRefine((value, context) => {
      const problem = smtpUrlOptionProblem(value);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    })
    .optional(),
  MAIL_FROM: z
    .string()
    .max(500)
    .refine((value) => parseFromAddress(value) !== undefined, 'MAIL_FROM must be one address, such as hello@example.com or "Ana & Ion <hello@example.com>"')
    .optional(),
  MAIL_PER_MINUTE: positiveInt.max(10_000).default(DEFAULT_MAIL_PER_MINUTE),
  // Past it in any 24 hours, messages wait in the outbox (docs/decisions/0048).
  MAIL_PER_DAY: positiveInt.max(1_000_000).default(DEFAULT_MAIL_PER_DAY),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export interface ServerConfig {
  production: boolean;
  /** The shared password; `demo` is true when it is the built-in demo password. */
  password: { value: string; demo: boolean };
  /** The couple's dashboard password, or null when the dashboard is off (production without ADMIN_PASSWORD). */
  admin: { password: string; demo: boolean; sessionDays: number } | null;
  port: number;
  host: string;
  dataDir: string;
  contentDir: string;
  publicUrl: string;
  sessionDays: number;
  sessionIdleDays: number;
  /** Passed to Fastify's trustProxy: false, a hop count, or a list of proxy addresses. */
  trustProxy: boolean | number | string;
  loginFailuresPerAddress: number;
  loginFailuresTotal: number;
  signInsPerAddress: number;
  /** The couple's budgets: per address, in total, and per device they signed in on before. */
  adminLoginFailures: { perAddress: number; total: number; perDevice: number };
  requestTimeoutSeconds: number;
  maxConnections: number;
  uploadLimits: { imageBytes: number; videoBytes: number };
  /** `key`: BACKUP_KEY, when set (otherwise DATA_DIR/backup-key). */
  backup: { hours: number; keep: number; key: string | undefined };
  /** SMTP_URL (null: messages are saved as files, not sent), MAIL_FROM, MAIL_PER_MINUTE, MAIL_PER_DAY. */
  mail: MailSettings;
  logLevel: string;
}

export class ConfigError extends Error {}

function formatIssues(issues: Array<{ path: PropertyKey[]; message: string }>): string {
  return issues.map((issue) => `  - ${issue.path.map(String).join('.') || 'environment'}: ${issue.message}`).join('\n');
}

function parseEnv(env: NodeJS.ProcessEnv) {
  // Empty variables (KEY= in a .env file) count as unset.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) throw new ConfigError(`The configuration has problems:\n${formatIssues(result.error.issues)}`);
  return result.data;
}

function parseTrustProxy(value: string): ServerConfig['trustProxy'] {
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

/** Settings shared by the server and the guest command. */
export function loadPathsConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = parseEnv(env);
  return {
    dataDir: path.resolve(parsed.DATA_DIR),
    contentDir: path.resolve(parsed.CONTENT_DIR),
    publicUrl: (parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/+$/, ''),
  };
}

/** How often the server backs up, how many archives it keeps (the backup command keeps as many), and BACKUP_KEY. */
export function loadBackupConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = parseEnv(env);
  return { hours: parsed.BACKUP_HOURS, keep: parsed.BACKUP_KEEP, key: parsed.BACKUP_KEY };
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Where a demo password may be used: this computer, reached directly. The demo mode prints its passwords for
 * anyone to read and sends cookies without Secure: never for a server others can reach.
 */
function onThisComputerOnly(parsed: z.infer<typeof envSchema>, publicUrl: string): boolean {
  const host = new URL(publicUrl).hostname;
  return (LOOPBACK_HOSTS.has(host) || host.startsWith('127.')) && parsed.TRUST_PROXY === 'false';
}

/** ADMIN_PASSWORD, when set: long enough, in production not a weak one, and never the guests' password. */
function adminProblems(parsed: z.infer<typeof envSchema>) {
  const issues: Array<{ path: PropertyKey[]; message: string }> = [];
  const admin = parsed.ADMIN_PASSWORD;
  if (admin === undefined) return issues;
  const problem =
    parsed.NODE_ENV === 'production'
      ? productionPasswordProblem(admin)
      : [...admin].length < MIN_PRODUCTION_PASSWORD_LENGTH
        ? `must have at least ${MIN_PRODUCTION_PASSWORD_LENGTH} characters`
        : undefined;
  if (problem) issues.push({ path: ['ADMIN_PASSWORD'], message: problem });
  if (admin === parsed.WEDDING_PASSWORD) {
    issues.push({ path: ['ADMIN_PASSWORD'], message: "must differ from WEDDING_PASSWORD: guests must never be able to open the couple's dashboard" });
  }
  return issues;
}

/** The rules that tie settings together, beyond what each setting's own schema checks. */
function combinedProblems(parsed: z.infer<typeof envSchema>, publicUrl: string) {
  const issues: Array<{ path: PropertyKey[]; message: string }> = adminProblems(parsed);
  if (parsed.SMTP_URL && !parsed.MAIL_FROM) {
    issues.push({ path: ['MAIL_FROM'], message: 'must be set with SMTP_URL: the address your messages come from, one your mail server may send as' });
  }
  const password = parsed.WEDDING_PASSWORD;
  if (parsed.NODE_ENV === 'production') {
    if (!password) issues.push({ path: ['WEDDING_PASSWORD'], message: 'must be set in production (the shared password guests type to sign in)' });
    // The guests' password is printed on the cards: only a listed one stops the start; the rest is warned about
    // (passwordsAgainstTheWedding below, and the dashboard's overview).
    const problem = password === undefined ? undefined : productionPasswordProblem(password, undefined, { refuse: 'listed-only' });
    if (problem) issues.push({ path: ['WEDDING_PASSWORD'], message: problem });
  } else if (!password && !onThisComputerOnly(parsed, publicUrl)) {
    const why = parsed.TRUST_PROXY !== 'false' ? 'behind a proxy (TRUST_PROXY)' : `when PUBLIC_URL (${publicUrl}) is not this computer`;
    issues.push({ path: ['WEDDING_PASSWORD'], message: `must be set ${why}: the demo password is printed for anyone to read` });
  }
  return issues;
}

/**
 * The passwords against this wedding's words, once the site's facts are known (after the configuration, before the
 * server listens): in production a guessable ADMIN_PASSWORD stops the start as the configuration's problems do; a
 * guessable WEDDING_PASSWORD is a warning to log, which never names the password.
 */
export function passwordsAgainstTheWedding(config: Pick<ServerConfig, 'production' | 'password' | 'admin'>, words: WeddingWords): { warning?: string } {
  if (config.production && config.admin && !config.admin.demo) {
    const problem = guessableProblem(config.admin.password, words);
    if (problem) throw new ConfigError(`The configuration has problems:\n${formatIssues([{ path: ['ADMIN_PASSWORD'], message: problem }])}`);
  }
  if (config.password.demo) return {};
  const problem = guessableProblem(config.password.value, words);
  return problem ? { warning: `WEDDING_PASSWORD, the guests' password, ${problem}, then restart the server` } : {};
}

export function loadServerConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = parseEnv(env);
  const paths = loadPathsConfig(env);
  const issues = combinedProblems(parsed, paths.publicUrl);
  if (issues.length > 0) throw new ConfigError(`The configuration has problems:\n${formatIssues(issues)}`);
  return {
    production: parsed.NODE_ENV === 'production',
    password: parsed.WEDDING_PASSWORD ? { value: parsed.WEDDING_PASSWORD, demo: false } : { value: DEMO_PASSWORD, demo: true },
    admin: parsed.ADMIN_PASSWORD
      ? { password: parsed.ADMIN_PASSWORD, demo: false, sessionDays: parsed.ADMIN_SESSION_DAYS }
      : parsed.NODE_ENV !== 'production' && onThisComputerOnly(parsed, paths.publicUrl)
        ? { password: DEMO_ADMIN_PASSWORD, demo: true, sessionDays: parsed.ADMIN_SESSION_DAYS }
        : null,
    port: parsed.PORT,
    host: parsed.HOST,
    ...paths,
    sessionDays: parsed.SESSION_DAYS,
    sessionIdleDays: parsed.SESSION_IDLE_DAYS,
    trustProxy: parseTrustProxy(parsed.TRUST_PROXY),
    loginFailuresPerAddress: parsed.LOGIN_FAILURES_PER_ADDRESS,
    loginFailuresTotal: parsed.LOGIN_FAILURES_TOTAL,
    signInsPerAddress: parsed.SIGN_INS_PER_ADDRESS,
    adminLoginFailures: {
      perAddress: parsed.ADMIN_LOGIN_FAILURES_PER_ADDRESS,
      total: parsed.ADMIN_LOGIN_FAILURES_TOTAL,
      perDevice: parsed.ADMIN_LOGIN_FAILURES_PER_DEVICE,
    },
    requestTimeoutSeconds: parsed.REQUEST_TIMEOUT_SECONDS,
    maxConnections: parsed.MAX_CONNECTIONS,
    uploadLimits: { imageBytes: parsed.MAX_UPLOAD_MB * 1024 * 1024, videoBytes: parsed.MAX_VIDEO_MB * 1024 * 1024 },
    backup: loadBackupConfig(env),
    mail: { smtpUrl: parsed.SMTP_URL ?? null, from: parsed.MAIL_FROM ?? null, perMinute: parsed.MAIL_PER_MINUTE, perDay: parsed.MAIL_PER_DAY },
    logLevel: parsed.LOG_LEVEL,
  };
}
