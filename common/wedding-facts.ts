/**
 * The wedding's facts as the couple sets them (content/wedding.json): the names, the day and its time zone, the
 * years the texts mention, the language of a first visit. Checked by the server when it loads them and when the
 * couple saves them from the dashboard: one schema, one set of messages that say what to write.
 */
import * as z from 'zod/mini';
import { LOCALES } from './locales';
import { cleanedText } from './text-fields';
import { isValidDay, isValidTimeZone } from './wedding-time';

const YEAR = 'must be a year written with four digits, such as 2025';
const year = z.int({ error: YEAR }).check(z.gte(1900, YEAR), z.lte(2200, YEAR));

export const weddingFactsSchema = z.object({
  coupleNames: cleanedText('name', 200, 'must name the couple on one line of at most 200 characters, such as "Elena & Julian"'),
  weddingDate: z.string({ error: 'must be a date written YYYY-MM-DD, such as 2026-05-24' }).check(z.refine(isValidDay, 'must be a real date written YYYY-MM-DD, such as 2026-05-24')),
  timeZone: z.string().check(z.refine(isValidTimeZone, 'must be a time zone such as Europe/Bucharest')),
  storyBeganYear: year,
  copyrightYear: year,
  defaultLocale: z.enum(LOCALES, { error: `must be one of ${LOCALES.join(', ')}` }),
});

export type WeddingFacts = z.infer<typeof weddingFactsSchema>;
