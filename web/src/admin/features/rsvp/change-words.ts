/**
 * One change of the history in the couple's words: whose answer, what, the old and the new value ("Maria · Dinner:
 * Coming — was no answer, now not coming"), never a field's name or a code.
 */
import { DIETARY_NEEDS, type DietaryNeed, type RsvpChange } from '#common/rsvp-api';
import type { T } from './rsvp-words';

const FIELDS: Record<string, string> = {
  attending: 'rsvp.fields.attending',
  meal: 'rsvp.fields.meal',
  dietary: 'rsvp.fields.dietary',
  dietaryNote: 'rsvp.fields.dietaryNote',
  accessibility: 'rsvp.fields.accessibility',
  message: 'rsvp.fields.message',
  extra: 'rsvp.fields.extra',
};

export function fieldWords(t: T, change: RsvpChange): string {
  if (change.field === 'question') return change.label ?? t('rsvp.fields.question');
  return FIELDS[change.field] ? t(FIELDS[change.field]!) : change.field;
}

const isNeed = (value: string): value is DietaryNeed => (DIETARY_NEEDS as readonly string[]).includes(value);

/** A value of the history as the couple reads it: coming or not, needs by their names, yes and no in words. */
export function valueWords(t: T, change: RsvpChange, value: string | null): string {
  if (value === null || value.trim() === '') return t('rsvp.changes.nothing');
  if (change.field === 'attending') {
    if (value === 'true' || value === 'yes') return t('rsvp.changes.coming');
    if (value === 'false' || value === 'no') return t('rsvp.changes.notComing');
  }
  if (change.field === 'dietary') {
    const parts = value.split(/\s*,\s*/).filter(Boolean);
    if (parts.every(isNeed)) return parts.map((need) => t(`rsvp.dietary.${need}`)).join(', ');
  }
  if (change.field === 'question') {
    if (value === 'yes') return t('rsvp.answer.yes');
    if (value === 'no') return t('rsvp.answer.no');
  }
  return value;
}
