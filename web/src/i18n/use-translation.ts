import { useSyncExternalStore } from 'react';
import { i18n } from './i18n';

/*
 * Re-renders a component when the language changes or messages are added (the private groups arrive after
 * sign-in). This is the one thing react-i18next was used for; doing it here keeps ~15 kB gzip off the first load.
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

const t: typeof i18n.t = ((...args: Parameters<typeof i18n.t>) => i18n.t(...args)) as typeof i18n.t;

export function useTranslation() {
  useSyncExternalStore(subscribe, () => version);
  return { t, i18n };
}
