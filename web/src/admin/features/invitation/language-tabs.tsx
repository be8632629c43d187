import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { LOCALES, type Locale } from '#common/locales';
import { copiedLocales } from '../../components/language-copies';
import { LanguageCopyButton } from '../../components/language-copy-button';
import { useT } from '../../i18n/admin-i18n';

interface LanguageTabsProps {
  /** Prefix of the ids of the tabs and of their panel. */
  id: string;
  label: string;
  value: Locale;
  onChange: (locale: Locale) => void;
  /** Languages with something the server refused: their tab says so. */
  marked?: ReadonlySet<Locale>;
  /** Languages with nothing written yet: their tab says so too (guests reading it would see nothing). */
  empty?: ReadonlySet<Locale>;
  /**
   * The form's texts, each in the five languages, to "start from another language": the chosen language's texts go
   * into the languages where they are empty (`onCopy(from)`), and a language reading like another is marked a copy.
   */
  copying?: { fields: ReadonlyArray<Record<Locale, string>>; onCopy: (from: Locale) => void };
  children: ReactNode;
}

/**
 * The texts of one thing a language at a time, as guests read them (the dashboard's patterns): a tab per
 * language, the fields of the chosen one below, and, where the form allows it, "start the empty languages from this
 * one", whose copies the tabs mark until they are translated. The keyboard works as in any tab list: the arrows, Home and End.
 */
export function LanguageTabs({ id, label, value, onChange, marked, empty, copying, children }: LanguageTabsProps) {
  const { t } = useT();
  const tabs = useRef<HTMLDivElement>(null);
  // The language copied from is the original, not a copy: its tab is not marked.
  const [copiedFrom, setCopiedFrom] = useState<Locale | null>(null);
  const copied = copying ? copiedLocales(copying.fields) : new Set<Locale>();
  if (copiedFrom) copied.delete(copiedFrom);

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const index = LOCALES.indexOf(value);
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: LOCALES.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const locale = LOCALES[(next + LOCALES.length) % LOCALES.length]!;
    onChange(locale);
    tabs.current?.querySelector<HTMLButtonElement>(`#${CSS.escape(`${id}-tab-${locale}`)}`)?.focus();
  }

  return (
    <div className="language-tabs">
      <div role="tablist" aria-label={label} ref={tabs}>
        {LOCALES.map((locale) => (
          <button
            key={locale}
            type="button"
            role="tab"
            id={`${id}-tab-${locale}`}
            aria-selected={locale === value}
            aria-controls={`${id}-panel`}
            tabIndex={locale === value ? 0 : -1}
            className={marked?.has(locale) ? 'marked' : empty?.has(locale) ? 'empty' : undefined}
            onClick={() => onChange(locale)}
            onKeyDown={onKeyDown}
          >
            {t(`languages.${locale}`)}
            {marked?.has(locale) ? (
              <span className="tab-note"> · {t('invitation.tabs.problem')}</span>
            ) : empty?.has(locale) ? (
              <span className="tab-note"> · {t('invitation.tabs.empty')}</span>
            ) : (
              copied.has(locale) && <span className="tab-note"> · {t('invitation.tabs.copied')}</span>
            )}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${value}`} className="language-panel">
        {children}
        {copying && (
          <LanguageCopyButton
            fields={copying.fields}
            from={value}
            onCopy={(from) => {
              setCopiedFrom(from);
              copying.onCopy(from);
            }}
          />
        )}
      </div>
    </div>
  );
}
