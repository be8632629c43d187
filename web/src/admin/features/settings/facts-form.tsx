import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import type { ContentField, FieldError } from '#common/api-problems';
import type { Locale } from '#common/locales';
import type { WeddingFacts } from '#common/wedding-facts';
import { saveFacts, siteContent } from '../../api/admin-calls';
import { LanguageSelect } from '../../components/language-select';
import { failureText, problemText } from '../../components/problem-text';
import { TimeZonePicker } from '../../components/time-zone-picker';
import { formatInZone } from '../../components/zoned-moment';
import { adminLocale, useT } from '../../i18n/admin-i18n';
import { ActionResult, busyProps, useActionResult, type StatusMessage } from '../../components/action-result';
import { SETUP_SPOTS } from '../../components/setup-spots';

type Draft = Omit<WeddingFacts, 'storyBeganYear' | 'copyrightYear'> & { storyBeganYear: string; copyrightYear: string };

const draftOf = (facts: WeddingFacts): Draft => ({ ...facts, storyBeganYear: String(facts.storyBeganYear), copyrightYear: String(facts.copyrightYear) });
/** Years as numbers when they are; anything else goes as typed, for the server to say what to write. */
const factsOf = (draft: Draft) => ({
  ...draft,
  storyBeganYear: /^\d+$/.test(draft.storyBeganYear) ? Number(draft.storyBeganYear) : draft.storyBeganYear,
  copyrightYear: /^\d+$/.test(draft.copyrightYear) ? Number(draft.copyrightYear) : draft.copyrightYear,
});

/**
 * The wedding's facts: names, date, time zone (found by its city), years, the site's default language. Checked by
 * the server on save (the site never ends up unable to start); each wrong field says what to write there.
 */
export function FactsForm({ onSignedOut, onSaved }: { onSignedOut: () => void; onSaved: (facts: WeddingFacts) => void }) {
  const { t } = useT();
  const id = useId();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [revision, setRevision] = useState(0);
  const [problems, setProblems] = useState<FieldError[]>([]);
  const [message, setMessage] = useState<StatusMessage>(null);
  // A save's answer beside Save, which keeps the focus (busy while it saves, never disabled).
  const saveResult = useActionResult();
  const [pending, setPending] = useState(false);

  useEffect(() => {
    void siteContent().then((result) => {
      if (result.ok) {
        setDraft(draftOf(result.value.facts));
        setRevision(result.value.factsRevision);
      } else if (result.failure.kind === 'signed-out') onSignedOut();
      else setMessage({ text: failureText(t, result.failure) ?? '', error: true });
    });
  }, [onSignedOut, t]);

  if (!draft) return <p role="status">{message?.text ?? t('common.loading')}</p>;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    const result = await saveFacts({ facts: factsOf(draft!), revision });
    setPending(false);
    if (result.ok) {
      setProblems([]);
      setRevision(result.value.revision);
      setDraft(draftOf(result.value.facts));
      // A new time zone kept the answers' deadline at its moment: the couple reads it on the new zone's clock.
      const kept = result.value.deadlineKept;
      saveResult.show({ text: kept ? t('facts.savedDeadlineKept', { date: formatInZone(kept.at, kept.timeZone, adminLocale()) }) : t('facts.saved'), error: false });
      return onSaved(result.value.facts);
    }
    const { failure } = result;
    if (failure.kind === 'signed-out') return onSignedOut();
    setProblems(failure.kind === 'invalid' ? failure.problems : []);
    if (failure.kind === 'conflict') setRevision((failure.current as { revision: number }).revision);
    const words = failure.kind === 'conflict' ? t('facts.conflict') : failureText(t, failure);
    saveResult.show(words ? { text: words, error: true } : { text: t('facts.notSaved'), error: true });
  }

  const set = (name: keyof Draft, value: string) => setDraft({ ...draft, [name]: value });
  /** A field with its label, and under it its help or, after a refused save, what to write there. */
  const field = (name: Exclude<keyof Draft, 'defaultLocale'>, control: (aria: { id: string; 'aria-invalid'?: boolean; 'aria-describedby': string }) => ReactNode) => {
    const problem = problems.find((p) => p.field === (name as ContentField));
    return (
      <div className="field">
        <label htmlFor={`${id}-${name}`}>{t(`facts.${name}`)}</label>
        {control({ id: `${id}-${name}`, 'aria-invalid': problem ? true : undefined, 'aria-describedby': `${id}-${name}-help` })}
        <p id={`${id}-${name}-help`} className={problem ? 'error' : 'help'}>
          {problem ? problemText(t, problem) : t(`facts.${name}Help`)}
        </p>
      </div>
    );
  };
  const input = (name: Exclude<keyof Draft, 'defaultLocale'>, props: Record<string, unknown> = {}) =>
    field(name, (aria) => <input {...aria} value={draft[name]} onChange={(event) => set(name, event.target.value)} {...props} />);

  return (
    <form className="panel facts-form" id={SETUP_SPOTS.facts} onSubmit={(event) => void submit(event)} noValidate>
      <h2>{t('facts.heading')}</h2>
      {input('coupleNames', { autoComplete: 'off' })}
      {input('weddingDate', { type: 'date' })}
      {field('timeZone', (aria) => (
        <TimeZonePicker {...aria} value={draft.timeZone} onChange={(zone) => set('timeZone', zone)} />
      ))}
      {input('storyBeganYear', { inputMode: 'numeric' })}
      {input('copyrightYear', { inputMode: 'numeric' })}
      <div className="field">
        <label htmlFor={`${id}-defaultLocale`}>{t('facts.defaultLocale')}</label>
        <LanguageSelect id={`${id}-defaultLocale`} value={draft.defaultLocale} onChange={(locale) => locale && setDraft({ ...draft, defaultLocale: locale as Locale })} />
        <p className="help">{t('facts.defaultLocaleHelp')}</p>
      </div>
      <button type="submit" className="primary" {...busyProps(pending)}>
        {pending ? t('common.saving') : t('common.save')}
      </button>
      <ActionResult message={saveResult.message} />
    </form>
  );
}
