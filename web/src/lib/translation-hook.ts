import { useSyncExternalStore } from 'react';
import type { Translator } from './translator';

/*
 * A hook that re-renders a component when its translator changes language or gets messages (the private groups
 * arrive after sign-in): what react-i18next's useTranslation would do, in a dozen lines (docs/decisions/0009). The
 * guests' site and the couple's dashboard each make one for their own translator.
 */
export function createTranslationHook(translator: Translator) {
  const subscribe = (listener: () => void) => translator.subscribe(listener);
  const getVersion = () => translator.version;
  return function useTranslation() {
    useSyncExternalStore(subscribe, getVersion, getVersion);
    return { t: translator.t, i18n: translator };
  };
}
