import { useEffect, useState } from 'react';
import { ADMIN_API } from '#common/admin-api';
import type { CardJob } from '#common/guest-list-api';
import { cardJob, startCards } from '../../api/admin-calls';
import { ActionResult } from '../../components/action-result';
import { failureText } from '../../components/problem-text';
import { SaveButton } from '../../components/save-button';
import { useT } from '../../i18n/admin-i18n';

const POLL_MS = 300;

interface CardPrinterProps {
  /** The guests to print cards for, or every guest with a working link. */
  guests: number[] | 'all';
  label: string;
}

/**
 * Prepares a page of cards on the server with a progress bar (hundreds of QR codes take a moment), then offers it
 * to open and print. A link rather than a pop-up: phones block windows a page opens by itself.
 */
export function CardPrinter({ guests, label }: CardPrinterProps) {
  const { t } = useT();
  const [job, setJob] = useState<CardJob | undefined>();
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!job || job.ready) return;
    const timer = setTimeout(async () => {
      const progress = await cardJob(job.id);
      if (progress.ok) setJob(progress.value);
      else setError(t('cards.failed'));
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [job, t]);

  const preparing = job !== undefined && !job.ready;

  async function start() {
    if (preparing) return;
    setError(null);
    setJob(undefined);
    const started = await startCards(guests === 'all' ? { all: true } : { ids: guests });
    if (started.ok) setJob(started.value);
    else setError(started.failure.kind === 'invalid' ? t('cards.none') : failureText(t, started.failure));
  }

  return (
    <div className="card-printer">
      {/* Busy while the cards are prepared, never disabled: the focus stays on it. */}
      <SaveButton busy={preparing} onClick={() => void start()}>
        {label}
      </SaveButton>
      {job && !job.ready && (
        <p role="status">
          <label>
            {t('cards.working', { done: job.done, total: job.total })}
            <progress max={job.total} value={job.done} />
          </label>
        </p>
      )}
      {job?.ready && (
        <p role="status">
          {t('cards.ready', { count: job.total })}{' '}
          <a href={ADMIN_API.cardPage(job.id)} target="_blank" rel="noopener">
            {t('cards.open')}
          </a>
        </p>
      )}
      <ActionResult message={error === null ? null : { text: error, error: true }} />
    </div>
  );
}
