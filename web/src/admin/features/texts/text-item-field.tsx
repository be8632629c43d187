import { useId, useLayoutEffect, useRef } from 'react';
import type { FieldError } from '#common/api-problems';
import { LOCALES, type Locale } from '#common/locales';
import type { PluralForms, SiteText, TextValue } from '#common/site-content';
import { problemText } from '../../components/problem-text';
import { useT } from '../../i18n/admin-i18n';
import { paragraphDraftKey, type ParagraphDrafts } from './text-changes';
import { pluralExamples, pluralFormsOf, pluralSample, type PluralExamples } from './text-flags';
import { itemFlag, itemValue, type Drafts, type ParagraphId, type TextItem } from './text-items';

/** What the server answered a text it did not save: the problems it named, or the version saved meanwhile. */
export interface Refusal {
  problems: FieldError[];
  conflict?: SiteText;
}

interface TextItemFieldProps {
  item: TextItem;
  name: string;
  /** The page it is on, said when the item is listed away from its page (a search, the texts needing attention). */
  where?: string;
  locales: readonly Locale[];
  drafts: Drafts;
  paragraphDrafts: ParagraphDrafts;
  refusals: ReadonlyMap<string, Refusal>;
  /** The languages in which a paragraph has more lines than the page. */
  tooLong: readonly Locale[];
  onText: (text: SiteText, locale: Locale, value: TextValue) => void;
  onParagraph: (id: ParagraphId, locale: Locale, typed: string) => void;
  onUseSaved: (saved: SiteText) => void;
  onKeepMine: (saved: SiteText) => void;
  /** The language whose field takes the focus when the item appears (the screen was opened at this text). */
  focusLocale?: Locale;
  onFocused?: () => void;
}

/** A plural form's label: the numbers it is for ("For 2–4, 22–24, 32–34…"), never its CLDR name ("few"). */
function pluralLabel(t: ReturnType<typeof useT>['t'], { numbers, fraction }: PluralExamples): string {
  if (!numbers) return t('texts.pluralFraction', { fraction });
  return fraction ? t('texts.pluralForAndFraction', { numbers, fraction }) : t('texts.pluralFor', { numbers });
}

/** Where a sample goes in the sentence around it, so that it can carry its own language. */
const SAMPLE = '\u0000';
function Sample({ words, sample, lang }: { words: string; sample: string; lang: Locale }) {
  const [before, after] = words.split(SAMPLE);
  return (
    <>
      {before}
      <span lang={lang}>{sample}</span>
      {after}
    </>
  );
}

/** A text as one line: a counted text's forms one after the other. */
const shown = (value: TextValue) => (typeof value === 'string' ? value : Object.values(value).join(' · '));
/** Long texts get a text area; the rest one line. */
const isLong = (value: TextValue) => typeof value === 'string' && (value.length > 60 || value.includes('\n'));

/**
 * One text (or the story, one field of lines) in the chosen language, or two side by side: what is worth a look
 * (empty, the same as another language), what the server refused, named beside the field, and the version saved
 * meanwhile elsewhere when there is one.
 */
export function TextItemField({ item, name, where, locales, drafts, paragraphDrafts, refusals, tooLong, onText, onParagraph, onUseSaved, onKeepMine, focusLocale, onFocused }: TextItemFieldProps) {
  const { t, i18n } = useT();
  const id = useId();
  const fields = useRef<HTMLDivElement>(null);
  // In the commit that shows the field: the screen's heading (page-focus.ts) takes the focus back only when it was lost.
  useLayoutEffect(() => {
    if (!focusLocale) return;
    fields.current?.querySelector<HTMLElement>(`:is(input, textarea)[lang="${focusLocale}"]`)?.focus();
    onFocused?.();
  }, [focusLocale, onFocused]);
  const texts = item.kind === 'text' ? [item.text] : item.lines;
  const lineOf = (key: string) => (item.kind === 'paragraph' ? item.lines.findIndex((line) => line.key === key) + 1 : 0);
  const refused = texts.flatMap((text) => {
    const refusal = refusals.get(text.key);
    return refusal ? [{ text, refusal }] : [];
  });
  const placeholders = [...new Set(texts.flatMap((text) => text.placeholders))];
  /** A problem as the couple reads it: which line of the story, which language when that one is not on screen. */
  const said = (key: string, problem: FieldError) => {
    const words = problemText(t, problem);
    const line = lineOf(key);
    return line ? t('textFinder.line', { line, problem: words }) : words;
  };

  function field(locale: Locale) {
    const fieldId = `${id}-${locale}`;
    const notesId = `${fieldId}-notes`;
    const language = t(`languages.${locale}`);
    const flag = itemFlag(item, locale, drafts);
    const problems = refused.flatMap(({ text, refusal }) => refusal.problems.filter((p) => p.locale === locale).map((p) => ({ key: text.key, problem: p })));
    const notes = (
      <div id={notesId}>
        {flag?.kind === 'empty' && <p className="flag">{t('texts.flagEmpty', { language })}</p>}
        {flag?.kind === 'same-as' && <p className="flag">{t('texts.flagSame', { language: t(`languages.${flag.locale}`) })}</p>}
        {item.kind === 'paragraph' && tooLong.includes(locale) && <p className="error">{t('textFinder.tooManyLines', { count: item.lines.length })}</p>}
        {problems.map(({ key, problem }, index) => (
          <p key={index} className="error">
            {said(key, problem)}
          </p>
        ))}
      </div>
    );
    const invalid = problems.length > 0 || (item.kind === 'paragraph' && tooLong.includes(locale)) ? true : undefined;

    if (item.kind === 'paragraph') {
      const value = paragraphDrafts.get(paragraphDraftKey(item.id, locale)) ?? String(itemValue(item, locale, drafts));
      return (
        <div className="field">
          <label htmlFor={fieldId}>{language}</label>
          <textarea id={fieldId} lang={locale} dir="auto" rows={item.lines.length + 2} value={value} onChange={(event) => onParagraph(item.id, locale, event.target.value)} aria-invalid={invalid} aria-describedby={`${id}-about ${notesId}`} />
          {notes}
        </div>
      );
    }

    const { text } = item;
    const value = (drafts.get(text.key) ?? text.texts)[locale];
    if (typeof value !== 'string') {
      return (
        <fieldset className="plural-forms" aria-describedby={notesId}>
          <legend>{language}</legend>
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
                  onChange={(event) => onText(text, locale, { ...value, [form]: event.target.value })}
                  aria-invalid={problems.some(({ problem }) => problem.form === undefined || problem.form === form) ? true : undefined}
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
    const Input = isLong(text.texts[locale]) || isLong(value) ? 'textarea' : 'input';
    return (
      <div className="field">
        <label htmlFor={fieldId}>{language}</label>
        <Input id={fieldId} lang={locale} dir="auto" value={value} rows={Input === 'textarea' ? 3 : undefined} onChange={(event) => onText(text, locale, event.target.value)} aria-invalid={invalid} aria-describedby={notesId} />
        {notes}
      </div>
    );
  }

  // Problems in a language that is not on the screen (the server checks all five).
  const elsewhere = refused.flatMap(({ text, refusal }) =>
    refusal.problems.filter((p) => !p.locale || !locales.includes(p.locale as Locale)).map((p) => ({ key: text.key, problem: p })),
  );
  const conflicts = refused.flatMap(({ refusal }) => (refusal.conflict ? [refusal.conflict] : []));

  return (
    <fieldset className="panel text-item" aria-describedby={`${id}-about`}>
      <legend>{name}</legend>
      <p id={`${id}-about`} className="help">
        {where && <span className="text-where">{t('textFinder.where', { page: where })} </span>}
        {item.kind === 'paragraph' && `${t('textFinder.storyHelp', { count: item.lines.length })} `}
        {placeholders.length > 0 && t('texts.placeholders', { list: placeholders.map((p) => `{{${p}}}`).join(' ') })}
      </p>
      <div ref={fields} className={locales.length > 1 ? 'text-item-fields two' : 'text-item-fields'}>
        {locales.map((locale) => (
          <div key={locale}>{field(locale)}</div>
        ))}
      </div>
      {elsewhere.map(({ key, problem }, index) => (
        <p key={index} className="error">
          {t('rsvp.problems.inLanguage', { language: problem.locale ? t(`languages.${problem.locale}`) : '', problem: said(key, problem) })}
        </p>
      ))}
      {conflicts.map((saved) => (
        <div key={saved.key} className="conflict" role="group" aria-label={t('texts.conflictSaved')}>
          <p>{t('texts.conflict')}</p>
          <p>
            <strong>{lineOf(saved.key) ? t('textFinder.line', { line: lineOf(saved.key), problem: t('texts.conflictSaved') }) : t('texts.conflictSaved')}</strong>
          </p>
          <ul>
            {LOCALES.filter((locale) => locales.includes(locale)).map((locale) => (
              <li key={locale}>
                {t(`languages.${locale}`)}: <span lang={locale}>{shown(saved.texts[locale])}</span>
              </li>
            ))}
          </ul>
          <div className="row">
            <button type="button" onClick={() => onUseSaved(saved)}>
              {t('texts.useSaved')}
            </button>
            <button type="button" onClick={() => onKeepMine(saved)}>
              {t('textFinder.keepMine')}
            </button>
          </div>
        </div>
      ))}
    </fieldset>
  );
}
