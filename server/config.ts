/**
 * The one place that reads process.env. Every setting is parsed with zod at start, and every problem is
 * reported together in one message, so a couple fixing their setup sees all of it at once.
 */
import path from 'node:path';
import { z } from 'zod';

/** Shown by `npm start` outside production when WEDDING_PASSWORD is not set. */
export const DEMO_PASSWORD = 'demo-wedding-2026';

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
  SESSION_DAYS: positiveInt.max(3650).default(180),
  TRUST_PROXY: z
    .string()
    .regex(/^(false|\d{1,2}|[0-9a-fA-F.:/, ]+)$/, 'TRUST_PROXY must be false, a number of proxy hops, or a list of proxy addresses')
    .default('false'),
  LOGIN_FAILURES_PER_ADDRESS: positiveInt.default(10),
  LOGIN_FAILURES_TOTAL: positiveInt.default(300),
  // How long a client may take to send its request (headers and body) and a connection may sit idle.
  REQUEST_TIMEOUT_SECONDS: positiveInt.max(600).default(30),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export interface ServerConfig {
  production: boolean;
  /** The shared password; `demo` is true when it is the built-in demo password. */
  password: { value: string; demo: boolean };
  port: number;
  host: string;
  dataDir: string;
  contentDir: string;
  publicUrl: string;
  sessionDays: number;
  /** Passed to Fastify's trustProxy: false, a hop count, or a list of proxy addresses. */
  trustProxy: boolean | number | string;
  loginFailuresPerAddress: number;
  loginFailuresTotal: number;
  requestTimeoutSeconds: number;
  logLevel: string;
}

export class ConfigError extends Error {}

function formatIssues(error: z.ZodError): string {
  return error.issues.map((issue) => `  - ${issue.path.join('.') || 'environment'}: ${issue.message}`).join('\n');
}

function parseEnv(env: NodeJS.ProcessEnv) {
  // Empty variables (KEY= in a .env file) count as unset.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) throw new ConfigError(`The configuration has problems:\n${formatIssues(result.error)}`);
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

export function loadServerConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = parseEnv(env);
  const production = parsed.NODE_ENV === 'production';
  if (production && !parsed.WEDDING_PASSWORD) {
    throw new ConfigError(
      'The configuration has problems:\n  - WEDDING_PASSWORD: must be set in production (the shared password guests type to sign in)',
    );
  }
  return {
    production,
    password: parsed.WEDDING_PASSWORD
      ? { value: parsed.WEDDING_PASSWORD, demo: false }
      : { value: DEMO_PASSWORD, demo: true },
    port: parsed.PORT,
    host: parsed.HOST,
    ...loadPathsConfig(env),
    sessionDays: parsed.SESSION_DAYS,
    trustProxy: parseTrustProxy(parsed.TRUST_PROXY),
    loginFailuresPerAddress: parsed.LOGIN_FAILURES_PER_ADDRESS,
    loginFailuresTotal: parsed.LOGIN_FAILURES_TOTAL,
    requestTimeoutSeconds: parsed.REQUEST_TIMEOUT_SECONDS,
    logLevel: parsed.LOG_LEVEL,
  };
}
