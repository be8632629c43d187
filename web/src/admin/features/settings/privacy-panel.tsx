import { useId, useState, type FormEvent } from 'react';
import type { FieldError } from '#common/api-problems';
import type { Locale } from '#common/locales';
import type { PurgeCounts } from '#common/purge-api';
import { formatLongDate, isValidDay } from '#common/wedding-time';
import { purge as purgeBefore, purgeCounts } from '../../api/admin-calls';
import type { ApiFailure } from '../../api/admin-client';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { problemText } from '../../components/problem-text';
import { SaveButton } from '../../components/save-button';
import { useSave } from '../../components/use-save';
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
  const save = useSave(onSignedOut);

  const longDay = (day: string) => formatLongDate(day, 'UTC', locale);
  /** A day still to come, in words: the latest day that may be chosen. */
  const tooLate = (latest: string): FieldError => ({ field: 'before', code: 'in-the-future', value: longDay(latest) });

  /** A refused day is said under its field; the result line says nothing more. */
  function refused(failure: ApiFailure) {
    if (failure.kind !== 'invalid') return;
    const first = failure.problems[0];
    // The server's latest `before` is the day after the latest day the couple may choose.
    setProblem(first?.code === 'in-the-future' && first.value ? tooLate(dayBefore(first.value)) : { field: 'before', code: 'invalid' });
    save.clear();
  }

  async function check(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.pending) return;
    save.clear();
    if (!isValidDay(through)) return setProblem({ field: 'before', code: 'invalid' });
    const today = todayHere();
    if (through > today) return setProblem(tooLate(today));
    // First how much there is, then the one plain question (nothing is asked when there is nothing to delete).
    await save.run(() => purgeCounts(dayAfter(through)), {
      saved: (counts) => (purgeParts(counts).length === 0 ? t('privacy.nothing', { day: longDay(through) }) : null),
      onSaved: (counts) => {
        setProblem(null);
        if (purgeParts(counts).length > 0) setAsking(counts);
      },
      onRefused: refused,
    });
  }

  async function purge() {
    setAsking(null);
    await save.run(() => purgeBefore({ before: dayAfter(through) }), { saved: t('privacy.done', { day: longDay(through) }), onRefused: refused });
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
      <SaveButton type="submit" className="danger" save={save}>
        {t('privacy.delete')}
      </SaveButton>
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
