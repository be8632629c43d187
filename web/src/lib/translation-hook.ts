import type { i18n as I18n } from 'i18next';
import { useSyncExternalStore } from 'react';

/*
 * A hook that re-renders a component when its i18next instance changes language or gets messages (the private
 * groups arrive after sign-in). This is the one thing react-i18next would be used for; measured, it would add
 * 2.4 kB gzip to the guests' first load for one hook of a dozen lines (docs/decisions/0009). The guests' site and
 * the couple's dashboard each make one for their own instance.
 */
export function createTranslationHook(instance: I18n) {
  let version = 0;
  const listeners = new Set<() => void>();
  const notify = () => {
    version++;
    for (const listener of listeners) listener();
  };
  let wired = false;
  const subscribe = (listener: () => void) => {
    if (!wired) {
      wired = true;
      instance.on('languageChanged', notify);
      instance.store.on('added', notify);
    }
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const getVersion = () => version;
  const t: I18n['t'] = ((...args: Parameters<I18n['t']>) => instance.t(...args)) as I18n['t'];
  return function useTranslation() {
    useSyncExternalStore(subscribe, getVersion, getVersion);
    return { t, i18n: instance };
  };
}
