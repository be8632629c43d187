import { useTranslation } from '../../i18n/use-translation';
import { formatLongDate, startOfDayIn } from '#common/wedding-time';
import { readerLocale } from '../../lib/reader-locale';
import type { WeddingDetails } from '../../content/site-content';
import { Countdown } from './countdown';

const LINES = ['line1', 'line2', 'line3', 'line4', 'line5', 'line6', 'line7'] as const;

/** 'We say yes!', the seven lines (line 3 with the long date, line 7 the signature) and the countdown. */
export function DetailsSection({ details }: { details: WeddingDetails }) {
  const { t, i18n } = useTranslation();
  const values = {
    date: formatLongDate(details.weddingDate, details.timeZone, readerLocale(i18n.language)),
    storyBeganYear: details.storyBeganYear,
  };

  return (
    <section className="details" aria-labelledby="details-heading">
      <h2 id="details-heading">{t('home.details.heading')}</h2>
      <div className="details-text">
        {LINES.map((line) => (
          <p key={line} className={line === 'line7' ? 'signature' : undefined}>
            {t(`home.details.text.${line}`, values)}
          </p>
        ))}
      </div>
      <Countdown target={startOfDayIn(details.weddingDate, details.timeZone)} />
    </section>
  );
}
