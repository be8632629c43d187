import { markReminded } from '../../api/rsvp-calls';
import { reminderDays } from '../../components/reminder-days';
import { WhatsAppWalk, type WalkStep } from '../../components/whatsapp-walk';
import { adminLocale, useT } from '../../i18n/admin-i18n';

/** A household to remind by WhatsApp: a phone number, no e-mail address, a working link; the reminder written. */
export type WalkHousehold = WalkStep;

interface ReminderWalkProps {
  /** Those not reminded today, in the list's order (none: each was, today). */
  households: WalkHousehold[];
  /** The venue's time zone: "reminded on" is said on its clock. */
  timeZone: string;
  onMarked: (guestId: number, reminders: number[]) => void;
  onSignedOut: () => void;
}

/**
 * The reminders for households with a phone and no e-mail (issue 27), one after another (whatsapp-walk.tsx): marked
 * sent is recorded as the day's reminder, at most once a day each, and said as "reminded on".
 */
export function ReminderWalk({ households, timeZone, onMarked, onSignedOut }: ReminderWalkProps) {
  const { t } = useT();
  async function record(guestId: number) {
    const result = await markReminded(guestId);
    if (!result.ok) return result;
    onMarked(guestId, result.value.reminders);
    return { ok: true as const, value: t('reminders.remindedOn', { days: reminderDays(result.value.reminders, timeZone, adminLocale()) }) };
  }
  return (
    <WhatsAppWalk
      households={households}
      heading={t('reminders.walk.heading')}
      help={t('reminders.walk.help', { count: households.length })}
      none={t('reminders.walk.allToday')}
      marks={[{ label: t('reminders.walk.markSent'), record }]}
      onSignedOut={onSignedOut}
    />
  );
}
