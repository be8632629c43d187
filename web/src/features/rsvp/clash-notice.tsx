import { useEffect, useRef } from 'react';
import type { Locale } from '#common/locales';
import type { GuestRsvp, RsvpAnswer, RsvpClash } from '#common/rsvp-api';
import type { Translate } from './translate';

interface ClashNoticeProps {
  newer: GuestRsvp;
  clashes: readonly RsvpClash[];
  locale: Locale;
  t: Translate;
  onTakeTheirs: () => void;
}

/** One clashed answer as the other member gave it: "Ana Popescu, Dinner — Meal: Vegetarian". */
function clashLine(clash: RsvpClash, answer: RsvpAnswer | null, rsvp: GuestRsvp, locale: Locale, t: Translate): string {
  const { form } = rsvp;
  const event = form.events.find((e) => e.id === clash.eventId);
  const question = form.questions.find((q) => q.id === clash.questionId);
  const who = clash.memberId === null ? t('rsvp.household') : (form.members.find((m) => m.id === clash.memberId)?.name ?? '');
  const person = clash.memberId === null ? undefined : answer?.members[String(clash.memberId)];
  const where = [who, event && event.title[locale], question && question.label[locale]].filter(Boolean).join(', ');
  const said = (() => {
    switch (clash.field) {
      case 'attending': {
        const attending = person?.events[String(clash.eventId)]?.attending;
        return attending === true ? t('rsvp.coming') : attending === false ? t('rsvp.notComing') : t('rsvp.summary.noAnswer');
      }
      case 'meal': {
        const meal = event?.meals.find((m) => m.id === person?.events[String(clash.eventId)]?.meal);
        return meal ? t('rsvp.summary.meal', { meal: meal.label[locale] }) : `${t('rsvp.meal')}: ${t('rsvp.summary.noAnswer')}`;
      }
      case 'dietary':
        return `${t('rsvp.needs.dietary')}: ${person?.dietary.map((need) => t(`rsvp.dietary.${need}`)).join(', ') || '—'}`;
      case 'dietaryNote':
      case 'accessibility':
        return `${t(clash.field === 'accessibility' ? 'rsvp.needs.accessibility' : 'rsvp.needs.dietaryNote')}: ${person?.[clash.field] || '—'}`;
      case 'question':
        return (clash.memberId === null ? answer?.questions : person?.questions)?.[String(clash.questionId)] || '—';
      case 'message':
        return `${t('rsvp.summary.message')}: ${answer?.message || '—'}`;
      case 'extras':
        return `${t('rsvp.extras.heading')}: ${answer?.extras.map((extra) => extra.name).join(', ') || '—'}`;
    }
  })();
  return `${where} — ${said}`;
}

/**
 * Someone of the household changed some of the same answers meanwhile (issue 28): only those are shown, with the
 * other member's values; everything else both gave is already kept. The heading takes the focus, so a screen reader
 * starts at the news, not in the middle of a long box.
 */
export function ClashNotice({ newer, clashes, locale, t, onTakeTheirs }: ClashNoticeProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [newer]);
  return (
    <div className="rsvp-notice" role="alert">
      <h2 ref={heading} tabIndex={-1}>
        {t('rsvp.conflict.heading')}
      </h2>
      <p>{t('rsvp.conflict.clash')}</p>
      <ul>
        {clashes.map((clash) => {
          const line = clashLine(clash, newer.answer, newer, locale, t);
          return <li key={line}>{line}</li>;
        })}
      </ul>
      <button type="button" className="rsvp-secondary" onClick={onTakeTheirs}>
        {t('rsvp.conflict.takeClashed')}
      </button>
    </div>
  );
}
