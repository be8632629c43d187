import { createTranslationHook } from '../lib/translation-hook';
import { i18n } from './i18n';

/** The guests' site's translations (i18n.ts), re-rendering when the language changes or messages arrive. */
export const useTranslation = createTranslationHook(i18n);
