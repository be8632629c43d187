import { useId } from 'react';
import { LANGUAGES, type Locale } from '#common/locales';
import { useDisclosure } from '../components/use-disclosure';
import { useTranslation } from '../i18n/use-translation';
import { FlagIcon } from './flag-icon';

interface LanguageMenuProps {
  current: Locale;
  /** The visitor chose a language; loading it and switching is the caller's (layout.tsx). */
  onChoose: (locale: Locale) => void;
}

/** The footer's language dropdown: always shown, opens upward, closes after a choice, a click outside or Escape. */
export function LanguageMenu({ current, onChoose }: LanguageMenuProps) {
  const { t } = useTranslation();
  const { open, close, toggle, wrapperRef, buttonRef } = useDisclosure();
  const listId = useId();
  const activeEntry = LANGUAGES.find((l) => l.code === current) ?? LANGUAGES[0]!;

  function choose(code: Locale) {
    close();
    buttonRef.current?.focus();
    onChoose(code);
  }

  return (
    <div className="language-menu" ref={wrapperRef}>
      <button
        ref={buttonRef}
        type="button"
        className="language-button"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={`${t('footer.language')}: ${activeEntry.label}`}
        onClick={toggle}
      >
        <FlagIcon code={activeEntry.code} />
        <span>{activeEntry.label}</span>
      </button>
      <ul id={listId} className="language-list" hidden={!open} aria-label={t('footer.language')}>
        {LANGUAGES.map((language) => (
          <li key={language.code}>
            <button
              type="button"
              lang={language.code}
              aria-current={language.code === current ? 'true' : undefined}
              onClick={() => choose(language.code)}
            >
              <FlagIcon code={language.code} />
              <span>{language.label}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
