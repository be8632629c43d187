import { LOCALES, type Locale } from '#common/locales';
import { copyIntoEmpty } from '../../components/language-copies';
import { LanguageCopyButton } from '../../components/language-copy-button';
import { LocaleFields } from '../../components/locale-fields';
import { textFlags } from '../../components/text-flags';
import { adminLocale, useT } from '../../i18n/admin-i18n';
import { problemsAt, type Problem } from './field-problems';
import { ProblemLines, problemAttributes } from './problem-lines';

export const noTexts = (): Record<Locale, string> => Object.fromEntries(LOCALES.map((locale) => [locale, ''])) as Record<Locale, string>;

interface LocaleTextFieldsProps {
  id: string;
  /** What the five fields hold ("Meal", "Question"): the group's name. */
  legend: string;
  value: Record<Locale, string>;
  onChange: (value: Record<Locale, string>) => void;
  maxLength: number;
  /** The server's problems of this text (its field); those of one language go under that language's field. */
  problems: readonly Problem[];
  field: string;
  /** The entry of a list this text belongs to (the third meal: 2), as the server's problems name it. */
  index?: number;
}

/**
 * One short text in the five languages, each field labelled by its language and marked with it (lang). "Start the
 * empty languages" copies the text of the dashboard's language (or the first written) into the empty ones, and a
 * language that reads like another says so, as on the texts screen, until it is translated.
 */
export function LocaleTextFields({ id, legend, value, onChange, maxLength, problems, field, index }: LocaleTextFieldsProps) {
  const { t } = useT();
  const whole = problemsAt(problems, field, index, 'whole');
  const source = value[adminLocale()].trim() ? adminLocale() : (LOCALES.find((locale) => value[locale].trim()) ?? adminLocale());
  const flags = textFlags(value);

  return (
    <fieldset className="locale-text" aria-describedby={whole.length > 0 ? `${id}-problems` : undefined}>
      <legend>{legend}</legend>
      <ProblemLines id={`${id}-problems`} problems={whole} />
      <LocaleFields>
        {(locale, label) => {
          const own = problemsAt(problems, field, index, locale);
          const flag = flags[locale];
          // A copy of the language copied from names it; that language itself is the original, not a copy.
          const twin = flag?.kind !== 'same-as' ? undefined : value[locale] === value[source] ? (locale === source ? undefined : source) : flag.locale;
          return (
            <div className="field">
              <label htmlFor={`${id}-${locale}`}>{label}</label>
              <input
                id={`${id}-${locale}`}
                lang={locale}
                dir="auto"
                maxLength={maxLength}
                value={value[locale]}
                onChange={(event) => onChange({ ...value, [locale]: event.target.value })}
                {...problemAttributes(`${id}-${locale}-problems`, own)}
              />
              <ProblemLines id={`${id}-${locale}-problems`} problems={own} />
              {twin && <p className="flag">{t('texts.flagSame', { language: t(`languages.${twin}`) })}</p>}
            </div>
          );
        }}
      </LocaleFields>
      <LanguageCopyButton fields={[value]} from={source} onCopy={(from) => onChange(copyIntoEmpty(value, from))} />
    </fieldset>
  );
}
