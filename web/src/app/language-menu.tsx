import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { LANGUAGES, type Locale } from '@common/locales';
import { useDismiss } from '../components/use-dismiss';
import { ensurePrivateContent } from '../content/private-content';
import { switchLocale } from '../i18n/i18n';
import { FlagIcon } from './flag-icon';

/** The footer's language dropdown: always shown, opens upward, closes after a choice, a click outside or Escape. */
export function LanguageMenu({ authenticated }: { authenticated: boolean }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, wrapperRef, close, buttonRef);

  const active = i18n.language;
  const activeEntry = LANGUAGES.find((l) => l.code === active) ?? LANGUAGES[0]!;

  async function choose(code: Locale) {
    setOpen(false);
    buttonRef.current?.focus();
    // Signed-in guests also need the private messages of the new language before it shows.
    await switchLocale(code, authenticated ? ensurePrivateContent : undefined).catch(() => undefined);
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
        onClick={() => setOpen((value) => !value)}
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
              aria-current={language.code === active ? 'true' : undefined}
              onClick={() => void choose(language.code)}
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
