import { useEffect, useState } from 'react';
import { ADMIN_API } from '#common/admin-api';
import type { FieldError } from '#common/api-problems';
import type { CardJob } from '#common/guest-list-api';
import { cardJob } from '../api/admin-calls';
import type { ApiFailure, ApiResult } from '../api/admin-client';
import { ActionResult } from './action-result';
import { failureText, problemText, type T } from './problem-text';
import { SaveButton } from './save-button';
import { useT } from '../i18n/admin-i18n';

const POLL_MS = 300;

interface CardPrinterProps {
  /** Starts the job: the guests' cards (startCards: some guests, or every guest with a working link) or the table cards. */
  start: () => Promise<ApiResult<CardJob>>;
  label: string;
  /**
   * When given, the problems of a refused request (a field the caller shows, such as how many table cards) go to it,
   * so the caller says them beside their field, instead of beside the button; an empty list when a job starts.
   */
  onProblems?: (problems: FieldError[]) => void;
}

/** Why no job started: no guest to print a card for, a problem of the request (how many table cards), or the failure. */
function refusalText(t: T, failure: ApiFailure): string | null {
  if (failure.kind !== 'invalid') return failureText(t, failure);
  if (failure.problems.some((problem) => problem.code === 'no-rows')) return t('cards.none');
  return failure.problems.map((problem) => problemText(t, problem)).join(' ');
}

/**
 * Prepares a page of cards on the server with a progress bar (hundreds of QR codes take a moment), then offers it
 * to open and print. A link rather than a pop-up: phones block windows a page opens by itself. The one way every
 * card is printed: the guests' and the drop link's table cards.
 */
export function CardPrinter({ start: startJob, label, onProblems }: CardPrinterProps) {
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
    const started = await startJob();
    if (started.ok) {
      onProblems?.([]);
      setJob(started.value);
    } else if (onProblems && started.failure.kind === 'invalid' && !started.failure.problems.some((problem) => problem.code === 'no-rows')) {
      onProblems(started.failure.problems);
    } else setError(refusalText(t, started.failure));
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
