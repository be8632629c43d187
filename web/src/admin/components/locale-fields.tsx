import type { ReactNode } from 'react';
import { LOCALES, type Locale } from '#common/locales';
import { useT } from '../i18n/admin-i18n';

/**
 * The five languages of one text side by side (stacked on a phone): each field labelled with its language and
 * marked with it (lang), so a screen reader reads Russian as Russian and the phone offers the right keyboard.
 */
export function LocaleFields({ children }: { children: (locale: Locale, label: string) => ReactNode }) {
  const { t } = useT();
  return <div className="locale-fields">{LOCALES.map((locale) => <div key={locale}>{children(locale, t(`languages.${locale}`))}</div>)}</div>;
}
