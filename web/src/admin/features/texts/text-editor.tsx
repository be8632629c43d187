import { useId, useState } from 'react';
import type { FieldError } from '#common/api-problems';
import { LOCALES, type Locale } from '#common/locales';
import type { PluralForms, SiteText, TextValue } from '#common/site-content';
import { saveText } from '../../api/admin-calls';
import { LocaleFields } from '../../components/locale-fields';
import { failureText, problemText } from '../../components/problem-text';
import { useT } from '../../i18n/admin-i18n';
import { pluralExamples, pluralFormsOf, pluralSample, textFlags, type PluralExamples } from './text-flags';
import { FormStatus, type StatusMessage } from '../../components/form-status';

interface TextEditorProps {
  text: SiteText;
  /** The couple's unsaved version, if they changed something. */
  draft: Record<Locale, TextValue> | undefined;
  onDraft: (texts: Record<Locale, TextValue> | undefined) => void;
  onSaved: (text: SiteText) => void;
  onSignedOut: () => void;
}

/** A text as one line: a counted text's forms one after the other. */
const shown = (value: TextValue) => (typeof value === 'string' ? value : Object.values(value).join(' · '));

/** A plural form's label: the numbers it is for ("For 2–4, 22–24, 32–34…"), never its CLDR name ("few"). */
export function pluralLabel(t: ReturnType<typeof useT>['t'], { numbers, fraction }: PluralExamples): string {
  if (!numbers) return t('texts.pluralFraction', { fraction });
  return fraction ? t('texts.pluralForAndFraction', { numbers, fraction }) : t('texts.pluralFor', { numbers });
}

/** Where a sample goes in the sentence around it, so that it can carry its own language. */
export const SAMPLE = '\u0000';
export function Sample({ words, sample, lang }: { words: string; sample: string; lang: Locale }) {
  const [before, after] = words.split(SAMPLE);
  return (
    <>
      {before}
      <span lang={lang}>{sample}</span>
      {after}
    </>
  );
}

/** Long texts get a text area; the rest one line. */
const isLong = (value: TextValue) => typeof value === 'string' && value.length > 60;

/**
 * One text in the five languages: each language's field (or, for a counted text, one field per plural form the
 * language needs), what is worth a look (empty, same as another language), and Save. A refusal says which
 * language and which placeholder; a save that another tab made first shows what is saved now, and nothing typed
 * is lost.
 */
export function TextEditor({ text, draft, onDraft, onSaved, onSignedOut }: TextEditorProps) {
  const { t, i18n } = useT();
  const id = useId();
  const texts = draft ?? text.texts;
  const [problems, setProblems] = useState<FieldError[]>([]);
  const [message, setMessage] = useState<StatusMessage>(null);
  const [conflict, setConflict] = useState<SiteText | null>(null);
  const [pending, setPending] = useState(false);
  const flags = textFlags(texts);

  const change = (locale: Locale, value: TextValue) => {
    setMessage(null);
    onDraft({ ...texts, [locale]: value });
  };

  async function save(revision: number) {
    setPending(true);
    const result = await saveText(text.key, { texts, revision });
    setPending(false);
    if (result.ok) {
      setProblems([]);
      setConflict(null);
      setMessage({ text: t('common.saved'), error: false });
      onSaved(result.value);
      onDraft(undefined);
      return;
    }
    const { failure } = result;
    if (failure.kind === 'signed-out') return onSignedOut();
    setProblems(failure.kind === 'invalid' ? failure.problems : []);
    if (failure.kind === 'conflict') setConflict(failure.current as SiteText);
    const words = failure.kind === 'conflict' ? t('texts.conflict') : failureText(t, failure);
    setMessage(words ? { text: words, error: true } : { text: t('texts.notSaved'), error: true });
  }

  const problemsOf = (locale: Locale, form?: string) => problems.filter((p) => p.locale === locale && (form === undefined || p.form === undefined || p.form === form));
  const name = t(`textNames.${text.key}`, { defaultValue: text.key });

  function field(locale: Locale, label: string) {
    const value = texts[locale];
    const fieldId = `${id}-${locale}`;
    const flag = flags[locale];
    const localeProblems = problemsOf(locale);
    const describedBy = `${fieldId}-notes`;
    const notes = (
      <div id={describedBy}>
        {flag?.kind === 'empty' && <p className="flag">{t('texts.flagEmpty', { language: label })}</p>}
        {flag?.kind === 'same-as' && <p className="flag">{t('texts.flagSame', { language: t(`languages.${flag.locale}`) })}</p>}
        {localeProblems.map((problem, index) => (
          <p key={index} className="error">
            {problemText(t, problem)}
          </p>
        ))}
      </div>
    );
    if (typeof value !== 'string') {
      return (
        <fieldset className="plural-forms" aria-describedby={describedBy}>
          <legend>{label}</legend>
          {pluralFormsOf(locale).map((form) => {
            const formText = (value as PluralForms)[form] ?? '';
            const examples = pluralExamples(locale, form, i18n.language as Locale);
            return (
              <div className="field" key={form}>
                <label htmlFor={`${fieldId}-${form}`}>{pluralLabel(t, examples)}</label>
                <input
                  id={`${fieldId}-${form}`}
                  lang={locale}
                  dir="auto"
                  value={formText}
                  onChange={(event) => change(locale, { ...value, [form]: event.target.value })}
                  aria-invalid={problemsOf(locale, form).length > 0 ? true : undefined}
                  aria-describedby={formText.trim() ? `${fieldId}-${form}-sample` : undefined}
                />
                {formText.trim() && (
                  <p id={`${fieldId}-${form}-sample`} className="help plural-sample">
                    <Sample words={t('texts.pluralSample', { sample: SAMPLE })} sample={pluralSample(locale, formText, examples.first)} lang={locale} />
                  </p>
                )}
              </div>
            );
          })}
          {notes}
        </fieldset>
      );
    }
    const Input = isLong(text.texts[locale]) || value.includes('\n') ? 'textarea' : 'input';
    return (
      <div className="field">
        <label htmlFor={fieldId}>{label}</label>
        <Input
          id={fieldId}
          lang={locale}
          dir="auto"
          value={value}
          rows={Input === 'textarea' ? 3 : undefined}
          onChange={(event) => change(locale, event.target.value)}
          aria-invalid={localeProblems.length > 0 ? true : undefined}
          aria-describedby={describedBy}
        />
        {notes}
      </div>
    );
  }

  return (
    <fieldset className="panel text-editor" aria-describedby={`${id}-about`}>
      <legend>{name}</legend>
      <p id={`${id}-about`} className="help">
        <span className={text.private ? 'badge private' : 'badge public'}>{text.private ? t('texts.private') : t('texts.public')}</span>{' '}
        {text.placeholders.length > 0 && t('texts.placeholders', { list: text.placeholders.map((p) => `{{${p}}}`).join(' ') })}
      </p>
      <LocaleFields>{field}</LocaleFields>
      {conflict && (
        <div className="conflict" role="group" aria-label={t('texts.conflictSaved')}>
          <p>
            <strong>{t('texts.conflictSaved')}</strong>
          </p>
          <ul>
            {LOCALES.map((locale) => (
              <li key={locale}>
                {t(`languages.${locale}`)}: <span lang={locale}>{shown(conflict.texts[locale])}</span>
              </li>
            ))}
          </ul>
          <div className="row">
            <button type="button" onClick={() => (onSaved(conflict), onDraft(undefined), setConflict(null), setMessage(null))}>
              {t('texts.useSaved')}
            </button>
            <button type="button" className="primary" disabled={pending} onClick={() => void save(conflict.revision)}>
              {t('texts.keepMine')}
            </button>
          </div>
        </div>
      )}
      <div className="row">
        <button type="button" className="primary" disabled={pending || draft === undefined} onClick={() => void save(text.revision)}>
          {pending ? t('common.saving') : t('common.save')}
        </button>
        {draft !== undefined && (
          <button type="button" onClick={() => (onDraft(undefined), setProblems([]), setMessage(null))}>
            {t('texts.undo')}
          </button>
        )}
      </div>
      <FormStatus message={message} />
    </fieldset>
  );
}
