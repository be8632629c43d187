import { useId, useState, type FormEvent } from 'react';
import type { Locale } from '#common/locales';
import { formatLongDate, isValidDay } from '#common/wedding-time';
import { guestLinksEnd, saveGuestLinksEnd } from '../../api/guest-link-calls';
import { useLoad } from '../../api/use-load';
import { ActionResult } from '../../components/action-result';
import { LoadingSection } from '../../components/loading-section';
import { problemText } from '../../components/problem-text';
import { SaveButton } from '../../components/save-button';
import { useSave } from '../../components/use-save';
import { useT } from '../../i18n/admin-i18n';

/**
 * Until when the guests' personal links work (issue 38, docs/decisions/0060): by default 90 days after the wedding
 * day, or a day the couple chooses (the wedding day at the earliest). After it a link signs nobody in and says so
 * kindly; the shared password keeps working, and the printed cards say the day.
 */
export function GuestLinksForm({ onSignedOut }: { onSignedOut: () => void }) {
  const { t, i18n } = useT();
  const locale = i18n.language as Locale;
  const id = useId();
  const [until, setUntil] = useState('');
  const { value: saved, failure, setValue: setSaved } = useLoad(guestLinksEnd, onSignedOut, { loaded: (end) => setUntil(end.until) });
  const save = useSave(onSignedOut);
  const longDay = (day: string) => formatLongDate(day, 'UTC', locale);

  async function choose(day: string | null) {
    if (day !== null && !isValidDay(day)) return save.refuse([{ field: 'until', code: 'invalid' }]);
    await save.run(() => saveGuestLinksEnd({ until: day }), {
      saved: (value) => t('guestLinks.saved', { date: longDay(value.until) }),
      onSaved: (value) => {
        setSaved(value);
        setUntil(value.until);
      },
      // "Use the default" is gone once the default is back: the focus goes to the result line, not to the page.
      ...(day === null ? { focusResult: 'on-success' as const } : {}),
    });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!save.pending) void choose(until);
  }

  const problem = save.problems.find((p) => p.field === 'until');
  const problemWords = problem && problemText(t, problem);
  // The field shows once the saved day is there (LoadingSection says why).
  if (!saved) return <LoadingSection headingId={`${id}-heading`} heading={t('guestLinks.heading')} level={2} className="panel" failure={failure} />;
  return (
    <form className="panel" onSubmit={submit} noValidate aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('guestLinks.heading')}</h2>
      <p className="help">{saved.example ? t('guestLinks.exampleHelp') : t('guestLinks.help', { date: longDay(saved.until) })}</p>
      <div className="field">
        <label htmlFor={`${id}-until`}>{t('guestLinks.until')}</label>
        <input
          id={`${id}-until`}
          type="date"
          value={until}
          onChange={(event) => setUntil(event.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-until-help`}
        />
        <p id={`${id}-until-help`} className={problem ? 'error' : 'help'}>
          {problemWords ?? (saved.isDefault ? t('guestLinks.isDefault') : t('guestLinks.notDefault', { date: longDay(saved.defaultUntil) }))}
        </p>
      </div>
      <div className="row">
        <SaveButton type="submit" className="primary" save={save} result={false}>
          {t('common.save')}
        </SaveButton>
        {!saved.isDefault && (
          <SaveButton save={save} result={false} onClick={() => void choose(null)}>
            {t('guestLinks.useDefault')}
          </SaveButton>
        )}
      </div>
      <ActionResult message={save.message} />
    </form>
  );
}
