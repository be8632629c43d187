/**
 * The dashboard's sessions and its record of sign-ins (issue 38, docs/decisions/0061): where the dashboard is signed
 * in, each device in words, ended one at a time, all but this one, or all; how long an unused session lasts; and every
 * sign-in, right or refused, newest first. The couple's are everyone's; a planner's or a helper's are their own
 * (docs/decisions/0065). Never imported by the guests' app.
 */
import * as z from 'zod/mini';
import { withId } from './path-patterns';

export const DASHBOARD_SESSIONS_API = {
  /** GET: DashboardSessions. */
  sessions: '/api/admin/sessions',
  /** POST (no body): that session ended (DashboardSessions, as left); 404 for one that is not live; 409 for this one (sign out instead). */
  end: withId('/api/admin/sessions/:id/end'),
  /** POST (no body): every session but this one ended (DashboardSessions, as left). */
  endOthers: '/api/admin/sessions/end-others',
  /** POST (no body): every session ended, this one too: 204 with the cookie cleared and Clear-Site-Data. */
  endAll: '/api/admin/sessions/end-all',
  /** PUT { minutes } (idleSettingSchema): how long an unused session lasts (DashboardSessions). */
  idle: '/api/admin/sessions/idle',
  /** GET: SignIn[], newest first, at most SIGN_INS_SHOWN. */
  signIns: '/api/admin/sign-ins',
} as const;

/** The choices of how long an unused session lasts, in minutes; an hour unless the couple chooses another. */
export const IDLE_MINUTES_CHOICES = [15, 30, 60, 120, 240, 480] as const;
export type IdleMinutes = (typeof IDLE_MINUTES_CHOICES)[number];
export const DEFAULT_IDLE_MINUTES: IdleMinutes = 60;

export const idleSettingSchema = z.strictObject({
  minutes: z.union(IDLE_MINUTES_CHOICES.map((minutes) => z.literal(minutes))),
});

export interface DashboardSession {
  id: number;
  /** The browser and system in words ("Chrome", "Android"), null when the device did not say. */
  browser: string | null;
  system: string | null;
  /** Where it signed in from: an IPv4 address or an IPv6 /64; null for a session from before this was kept. */
  address: string | null;
  createdAt: number;
  lastUsedAt: number;
  /** The session of the device asking. */
  current: boolean;
  /** The person signed in; null for the couple's shared password. */
  personId: number | null;
}

export interface DashboardSessions {
  /** Live sessions, the most recently used first. */
  sessions: DashboardSession[];
  idleMinutes: IdleMinutes;
  /** The longest a session lasts, however much it is used (ADMIN_SESSION_DAYS). */
  lifetimeDays: number;
}

/**
 * A right sign-in; a wrong password; refused unchecked, past the budgets of attempts; a passkey not accepted; a right
 * password that still needs a second factor (docs/decisions/0064); a wrong second factor's code.
 */
export const SIGN_IN_OUTCOMES = ['signed-in', 'wrong-password', 'too-many', 'refused', 'second-factor-needed', 'wrong-code'] as const;
export type SignInOutcome = (typeof SIGN_IN_OUTCOMES)[number];
/** The password alone, a passkey, or the password followed by an authenticator app's code or a recovery code. */
export type SignInMethod = 'password' | 'passkey' | 'authenticator' | 'recovery-code';

/** How many sign-ins the dashboard shows. */
export const SIGN_INS_SHOWN = 100;

export interface SignIn {
  id: number;
  at: number;
  /** Who, once the dashboard has people; null for the couple's shared password. */
  personId: number | null;
  outcome: SignInOutcome;
  method: SignInMethod;
  /** The device had never signed in before (or its browser forgot it). */
  newDevice: boolean;
  address: string;
  browser: string | null;
  system: string | null;
}
