import { useId, useRef, useState, type FormEvent } from 'react';
import { NOTICE_MODES, type NoticeMode } from '#common/answer-notices-api';
import type { Locale } from '#common/locales';
import { isMailAddress } from '#common/mail-address';
import { answerNotices, saveAnswerNotices } from '../../api/answer-notice-calls';
import { useLoad } from '../../api/use-load';
import { LoadingSection } from '../../components/loading-section';
import { SaveButton } from '../../components/save-button';
import { useSave } from '../../components/use-save';
import { useT } from '../../i18n/admin-i18n';
import { AddressField } from './address-field';

/**
 * "Tell us when guests answer" (issue 27): an e-mail for each answer, a summary each morning at 08:00 in the
 * wedding's time zone, or never, and the address to send to. The e-mails are written in the dashboard's language
 * at the time of saving. A wrong or missing address is said under the field, which takes the focus.
 */
export function AnswerNoticesForm({ onSignedOut }: { onSignedOut: () => void }) {
  const { t, i18n } = useT();
  const id = useId();
  const [mode, setMode] = useState<NoticeMode>('never');
  const [to, setTo] = useState('');
  const [problem, setProblem] = useState<'invalid' | 'empty' | null>(null);
  const save = useSave(onSignedOut);
  const field = useRef<HTMLInputElement>(null);
  // The choices show once the saved ones are there (LoadingSection says why).
  const { value: notices, failure } = useLoad(answerNotices, onSignedOut, {
    loaded: (answer) => {
      setMode(answer.mode);
      setTo(answer.to);
    },
  });

  const refuse = (code: 'invalid' | 'empty') => {
    setProblem(code);
    save.clear();
    field.current?.focus();
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.pending) return;
    const address = to.trim();
    if (address === '' && mode !== 'never') return refuse('empty');
    if (address !== '' && !isMailAddress(address)) return refuse('invalid');
    setProblem(null);
    await save.run(() => saveAnswerNotices({ mode, to: address, locale: i18n.language as Locale }), {
      saved: (value) => t(`answerNotices.saved.${value.mode}`),
      onRefused: (failure) => {
        const fieldProblem = failure.kind === 'invalid' ? failure.problems.find((p) => p.field === 'to') : undefined;
        if (fieldProblem) refuse(fieldProblem.code === 'empty' ? 'empty' : 'invalid');
      },
    });
  }

  if (!notices) return <LoadingSection headingId={`${id}-heading`} heading={t('answerNotices.heading')} level={3} className="answer-notices" failure={failure} />;

  return (
    <form className="answer-notices" aria-labelledby={`${id}-heading`} onSubmit={(event) => void submit(event)} noValidate>
      <h3 id={`${id}-heading`}>{t('answerNotices.heading')}</h3>
      <fieldset className="field">
        <legend>{t('answerNotices.when')}</legend>
        {NOTICE_MODES.map((option) => (
          <label key={option} className="choice">
            <input type="radio" name={`${id}-mode`} value={option} checked={mode === option} onChange={() => setMode(option)} />
            {t(`answerNotices.modes.${option}`)}
          </label>
        ))}
      </fieldset>
      <AddressField
        ref={field}
        id={`${id}-to`}
        label={t('answerNotices.to')}
        value={to}
        onChange={setTo}
        problem={problem === 'empty' ? t('answerNotices.emptyAddress') : problem === 'invalid' ? t('mail.test.invalidAddress') : null}
        help={t('answerNotices.help')}
      />
      <SaveButton type="submit" className="primary" save={save}>
        {t('answerNotices.save')}
      </SaveButton>
    </form>
  );
}
