import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { LANGUAGES, type Locale } from '#common/locales';
import { useDisclosure } from '../components/use-disclosure';
import { ensurePrivateContent } from '../content/private-content';
import { switchLocale } from '../i18n/i18n';
import { FlagIcon } from './flag-icon';
import { useRevalidate } from './router/router-provider';

/** Loads the private messages of a language, failing when they cannot be had (the session ended, or no answer). */
async function requirePrivateContent(locale: Locale): Promise<void> {
  if (!(await ensurePrivateContent(locale))) throw new Error(`No private content for ${locale}`);
}

/** The footer's language dropdown: always shown, opens upward, closes after a choice, a click outside or Escape. */
export function LanguageMenu({ authenticated }: { authenticated: boolean }) {
  const { t, i18n } = useTranslation();
  const revalidate = useRevalidate();
  const { open, close, toggle, wrapperRef, buttonRef } = useDisclosure();
  const listId = useId();

  const active = i18n.language;
  const activeEntry = LANGUAGES.find((l) => l.code === active) ?? LANGUAGES[0]!;

  // A language chosen while the session was ending: switched to once the guard has sent the visitor to /login.
  const pendingLocale = useRef<Locale | null>(null);
  useEffect(() => {
    const code = pendingLocale.current;
    if (authenticated || !code) return;
    pendingLocale.current = null;
    void switchLocale(code).catch(() => undefined);
  }, [authenticated]);

  async function choose(code: Locale) {
    close();
    buttonRef.current?.focus();
    if (!authenticated) {
      await switchLocale(code).catch(() => undefined);
      return;
    }
    try {
      // Signed-in guests also need the private messages of the new language before it shows.
      await switchLocale(code, requirePrivateContent);
    } catch {
      // Most likely the session ended; switching now would show message keys instead of texts. The guard checks
      // again and sends a signed-out visitor to /login, and the effect above switches the language there.
      pendingLocale.current = code;
      await revalidate();
    }
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
