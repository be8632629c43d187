import { useTranslation } from '../../i18n/use-translation';
import { useCountdown } from './use-countdown';

/**
 * The live countdown. role="timer" is not announced on each change, so a screen reader hears it only when a
 * guest reads it, not every second.
 */
export function Countdown({ target }: { target: number }) {
  const { t } = useTranslation();
  const left = useCountdown(target);
  const unit = (name: 'days' | 'hours' | 'minutes' | 'seconds', count: number) =>
    t(`home.details.countdown.${name}`, { count });

  return (
    <p className="countdown" role="timer" aria-label={t('home.details.countdown.label')}>
      {left
        ? t('home.details.countdown.timeLeft', {
            days: unit('days', left.days),
            hours: unit('hours', left.hours),
            minutes: unit('minutes', left.minutes),
            seconds: unit('seconds', left.seconds),
          })
        : t('home.details.countdown.theBigDayIsHere')}
    </p>
  );
}
