/**
 * The words of the answers' spreadsheets, in the language the couple reads the dashboard in: the dashboard's own
 * messages (their `rsvp` group), so a file says "Nut allergy" and "Guest they bring" exactly where the screen does,
 * in the five languages the dashboard is checked in (decision 0031). Only that group is bundled into the server.
 */
import type { Locale } from '#common/locales';
import { rsvp as de } from '../../web/src/admin/i18n/messages/de.json';
import { rsvp as en } from '../../web/src/admin/i18n/messages/en.json';
import { rsvp as fr } from '../../web/src/admin/i18n/messages/fr.json';
import { rsvp as ro } from '../../web/src/admin/i18n/messages/ro.json';
import { rsvp as ru } from '../../web/src/admin/i18n/messages/ru.json';

export type SheetWords = typeof en;

// The languages' files have the same keys (web/src/admin/i18n/messages.test.ts); only their plural forms differ.
const WORDS = { de, en, fr, ro, ru } as Record<Locale, SheetWords>;

export const sheetWords = (locale: Locale): SheetWords => WORDS[locale];

/** A message with its {{placeholders}} filled in, as the dashboard's translator does (none here has a plural). */
export const fill = (message: string, values: Record<string, string>) => message.replace(/{{\s*(\w+)\s*}}/g, (_, name: string) => values[name] ?? '');
