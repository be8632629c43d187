import { useState, type FormEvent } from 'react';
import type { Locale } from '#common/locales';
import { ActionResult, useActionResult } from '../../components/action-result';
import { LanguageSelect } from '../../components/language-select';
import { adminLocale, setAdminLocale, useT } from '../../i18n/admin-i18n';

/**
 * The dashboard's own language. Chosen, then applied with a button: a select that switched at once would switch the
 * whole dashboard at every arrow key a keyboard user presses to go through the list. The focus stays on the button,
 * and the result is said beside it, in the new language.
 */
export function DashboardLanguage() {
  const { t } = useT();
  const [chosen, setChosen] = useState<Locale>(adminLocale());
  const result = useActionResult();

  async function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const outcome = chosen === adminLocale() ? 'switched' : await setAdminLocale(chosen);
    if (outcome === 'switched') result.show({ text: t('dashboardLanguage.applied'), error: false });
    // Its words did not come: said in the language still shown. The page reloads in the new one.
    else if (outcome === 'unreachable') result.show({ text: t('errors.network'), error: true });
  }

  return (
    <form className="panel dashboard-language" onSubmit={(event) => void apply(event)}>
      <h2>{t('settings.yours')}</h2>
      <div className="field">
        <label htmlFor="dashboard-language">{t('common.dashboardLanguage')}</label>
        <LanguageSelect id="dashboard-language" value={chosen} onChange={(locale) => locale && setChosen(locale)} aria-describedby="dashboard-language-help" />
        <p id="dashboard-language-help" className="help">
          {t('settings.languageHelp')}
        </p>
      </div>
      <button type="submit" className="primary">
        {t('dashboardLanguage.apply')}
      </button>
      <ActionResult message={result.message} />
    </form>
  );
}
