import { useId, useState, type FormEvent } from 'react';
import type { FieldError } from '#common/api-problems';
import type { PurgeCounts } from '#common/purge-api';
import { purge as purgeBefore, purgeCounts } from '../../api/admin-calls';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { FormStatus, type StatusMessage } from '../../components/form-status';
import { failureText, problemText } from '../../components/problem-text';
import { useT } from '../../i18n/admin-i18n';

/**
 * After the wedding, for couples who want to keep no data about their guests: the visit history and the revoked
 * guests from before a day go (server/guests/purge.ts). It says what would go, asks once, then deletes.
 */
export function PrivacyPanel({ onSignedOut }: { onSignedOut: () => void }) {
  const { t } = useT();
  const id = useId();
  const [before, setBefore] = useState('');
  const [asking, setAsking] = useState<PurgeCounts | null>(null);
  const [problem, setProblem] = useState<FieldError | null>(null);
  const [message, setMessage] = useState<StatusMessage>(null);

  const counts = (c: PurgeCounts) => ({ visits: c.visitRecords + c.passwordDays, guests: c.revokedGuests, day: before });

  async function check(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setMessage(null);
    const result = await purgeCounts(before);
    if (result.ok) {
      setProblem(null);
      if (result.value.visitRecords + result.value.passwordDays + result.value.revokedGuests + result.value.answers + result.value.answerChanges === 0) return setMessage({ text: t('privacy.nothing', { day: before }), error: false });
      return setAsking(result.value);
    }
    if (result.failure.kind === 'signed-out') return onSignedOut();
    const invalid = result.failure.kind === 'invalid' || result.failure.kind === 'refused';
    setProblem(invalid ? { field: 'before', code: 'invalid' } : null);
    setMessage(invalid ? null : { text: failureText(t, result.failure) ?? '', error: true });
  }

  async function purge() {
    setAsking(null);
    const result = await purgeBefore({ before });
    if (result.ok) return setMessage({ text: t('privacy.done', counts(result.value)), error: false });
    if (result.failure.kind === 'signed-out') return onSignedOut();
    setMessage({ text: failureText(t, result.failure) ?? '', error: true });
  }

  return (
    <form className="panel" onSubmit={(event) => void check(event)} noValidate>
      <h2>{t('privacy.heading')}</h2>
      <p className="help">{t('privacy.help')}</p>
      <div className="field">
        <label htmlFor={`${id}-before`}>{t('privacy.before')}</label>
        <input
          id={`${id}-before`}
          type="date"
          value={before}
          onChange={(event) => setBefore(event.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
        />
        {problem && (
          <p id={`${id}-problem`} className="error">
            {problemText(t, problem)}
          </p>
        )}
      </div>
      <button type="submit" className="danger">
        {t('privacy.delete')}
      </button>
      <FormStatus message={message} />
      {asking && (
        <ConfirmDialog question={t('privacy.question', counts(asking))} confirmLabel={t('privacy.confirm')} danger onConfirm={() => void purge()} onCancel={() => setAsking(null)} />
      )}
    </form>
  );
}
