import { useId, useState, type FormEvent } from 'react';
import type { FieldError } from '#common/api-problems';
import type { Locale } from '#common/locales';
import type { PurgeCounts } from '#common/purge-api';
import { formatLongDate, isValidDay } from '#common/wedding-time';
import { purge as purgeBefore, purgeCounts } from '../../api/admin-calls';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ActionResult, type StatusMessage } from '../../components/action-result';
import { failureText, problemText } from '../../components/problem-text';
import { useT } from '../../i18n/admin-i18n';
import { dayAfter, dayBefore, purgeParts, todayHere } from './purge-words';

/**
 * After the wedding, for couples who want to keep no data about their guests: the visit history, the revoked
 * guests and the answers to the invitation, up to a day they choose, go (server/purge/purge.ts). It says what
 * would go, in plain counts, asks once, then deletes. The couple chooses the last day to delete (today at the
 * latest); the server is asked for everything before the day after it.
 */
export function PrivacyPanel({ onSignedOut }: { onSignedOut: () => void }) {
  const { t, i18n } = useT();
  const locale = i18n.language as Locale;
  const id = useId();
  const [through, setThrough] = useState('');
  const [asking, setAsking] = useState<PurgeCounts | null>(null);
  const [problem, setProblem] = useState<FieldError | null>(null);
  const [message, setMessage] = useState<StatusMessage>(null);

  const longDay = (day: string) => formatLongDate(day, 'UTC', locale);
  /** A day still to come, in words: the latest day that may be chosen. */
  const tooLate = (latest: string): FieldError => ({ field: 'before', code: 'in-the-future', value: longDay(latest) });

  function refused(failure: Parameters<typeof failureText>[1]) {
    if (failure.kind === 'signed-out') return onSignedOut();
    if (failure.kind === 'invalid') {
      const first = failure.problems[0];
      // The server's latest `before` is the day after the latest day the couple may choose.
      return setProblem(first?.code === 'in-the-future' && first.value ? tooLate(dayBefore(first.value)) : { field: 'before', code: 'invalid' });
    }
    setMessage({ text: failureText(t, failure) ?? '', error: true });
  }

  async function check(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setMessage(null);
    if (!isValidDay(through)) return setProblem({ field: 'before', code: 'invalid' });
    const today = todayHere();
    if (through > today) return setProblem(tooLate(today));
    const result = await purgeCounts(dayAfter(through));
    if (!result.ok) return refused(result.failure);
    setProblem(null);
    if (purgeParts(result.value).length === 0) return setMessage({ text: t('privacy.nothing', { day: longDay(through) }), error: false });
    setAsking(result.value);
  }

  async function purge() {
    setAsking(null);
    const result = await purgeBefore({ before: dayAfter(through) });
    if (result.ok) return setMessage({ text: t('privacy.done', { day: longDay(through) }), error: false });
    refused(result.failure);
  }

  /** "3 visit records, 1 guest whose link you revoked and 12 answers to the invitation": only what there is. */
  const list = (counts: PurgeCounts) =>
    new Intl.ListFormat(locale, { type: 'conjunction' }).format(purgeParts(counts).map(([part, count]) => t(`privacy.parts.${part}`, { count })));

  return (
    <form className="panel" onSubmit={(event) => void check(event)} noValidate>
      <h2>{t('privacy.heading')}</h2>
      <p className="help">{t('privacy.help')}</p>
      <div className="field">
        <label htmlFor={`${id}-through`}>{t('privacy.through')}</label>
        <input
          id={`${id}-through`}
          type="date"
          max={todayHere()}
          value={through}
          onChange={(event) => setThrough(event.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-through-help`}
        />
        <p id={`${id}-through-help`} className={problem ? 'error' : 'help'}>
          {problem ? problemText(t, problem) : t('privacy.throughHelp')}
        </p>
      </div>
      <button type="submit" className="danger">
        {t('privacy.delete')}
      </button>
      <ActionResult message={message} />
      {asking && (
        <ConfirmDialog
          question={t('privacy.question', { day: longDay(through), list: list(asking) })}
          confirmLabel={t('privacy.confirm')}
          danger
          onConfirm={() => void purge()}
          onCancel={() => setAsking(null)}
        />
      )}
    </form>
  );
}
