import { useSyncExternalStore } from 'react';
import { i18n } from './i18n';

/*
 * Re-renders a component when the language changes or messages are added (the private groups arrive after
 * sign-in). This is the one thing react-i18next would be used for; measured, it would add 2.4 kB gzip to the
 * guests' first load for one hook of a dozen lines (docs/decisions/0009-translation-hook-without-react-i18next.md).
 */
let version = 0;
const listeners = new Set<() => void>();

function notify(): void {
  version++;
  for (const listener of listeners) listener();
}

let wired = false;
function subscribe(listener: () => void): () => void {
  if (!wired) {
    wired = true;
    i18n.on('languageChanged', notify);
    i18n.store.on('added', notify);
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getVersion = () => version;

const t: typeof i18n.t = ((...args: Parameters<typeof i18n.t>) => i18n.t(...args)) as typeof i18n.t;

export function useTranslation() {
  useSyncExternalStore(subscribe, getVersion, getVersion);
  return { t, i18n };
}
