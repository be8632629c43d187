import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { ContentField } from '#common/api-problems';
import type { Locale } from '#common/locales';
import type { WeddingFacts } from '#common/wedding-facts';
import { saveFacts, siteContent } from '../../api/admin-calls';
import { useLoad } from '../../api/use-load';
import { LanguageSelect } from '../../components/language-select';
import { LoadingSection } from '../../components/loading-section';
import { problemText } from '../../components/problem-text';
import { SaveButton } from '../../components/save-button';
import { TimeZonePicker } from '../../components/time-zone-picker';
import { useSave } from '../../components/use-save';
import { formatInZone } from '../../components/zoned-moment';
import { adminLocale, useT } from '../../i18n/admin-i18n';
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
  const { failure } = useLoad(siteContent, onSignedOut, {
    loaded: (content) => {
      setDraft(draftOf(content.facts));
      setRevision(content.factsRevision);
    },
  });
  const save = useSave(onSignedOut);
  const { problems } = save;

  // The fields show once the saved facts are there (LoadingSection says why).
  if (!draft) return <LoadingSection headingId={`${id}-heading`} heading={t('facts.heading')} level={2} className="panel facts-form" failure={failure} />;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await save.run(() => saveFacts({ facts: factsOf(draft!), revision }), {
      // A new time zone kept the answers' deadline at its moment: the couple reads it on the new zone's clock.
      saved: ({ deadlineKept: kept }) => (kept ? t('facts.savedDeadlineKept', { date: formatInZone(kept.at, kept.timeZone, adminLocale()) }) : t('facts.saved')),
      changedMeanwhile: t('facts.conflict'),
      notSaved: t('facts.notSaved'),
      onSaved: (saved) => {
        setRevision(saved.revision);
        setDraft(draftOf(saved.facts));
        onSaved(saved.facts);
      },
      onChangedMeanwhile: (current) => setRevision((current as { revision: number }).revision),
    });
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
      <SaveButton type="submit" className="primary" save={save} busyLabel={t('common.saving')}>
        {t('common.save')}
      </SaveButton>
    </form>
  );
}
