/**
 * The dashboard's sessions and sign-ins in the couple's words (issue 38): a device as "Chrome on Android", how long an
 * unused session lasts as minutes or hours, and what a sign-in was.
 */
import type { SignIn } from '#common/dashboard-sessions-api';
import type { useT } from '../../i18n/admin-i18n';

type T = ReturnType<typeof useT>['t'];

/** "Chrome on Android"; one alone when the other is unknown; "Unknown device" when both are. */
export function deviceText(t: T, { browser, system }: { browser: string | null; system: string | null }): string {
  if (browser && system) return t('sessions.device', { browser, system });
  return browser ?? system ?? t('sessions.unknownDevice');
}

/** A choice of minutes as the couple says it: under an hour in minutes, else in whole hours. */
export function idleUnit(minutes: number): ['minutes' | 'hours', number] {
  return minutes < 60 ? ['minutes', minutes] : ['hours', minutes / 60];
}

export const idleText = (t: T, minutes: number) => {
  const [unit, count] = idleUnit(minutes);
  return t(`sessions.idle.${unit}`, { count });
};

/** What a sign-in was: right or refused (and why), how, and on a new device or not. */
export function signInText(t: T, signIn: SignIn): string {
  const how = t(`signIns.method.${signIn.method}`);
  const where = signIn.newDevice ? t('signIns.newDevice') : t('signIns.knownDevice');
  return t(`signIns.outcome.${signIn.outcome}`, { how, where });
}
