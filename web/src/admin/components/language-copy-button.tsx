import type { Locale } from '#common/locales';
import { useT } from '../i18n/admin-i18n';
import { ActionResult, useActionResult } from './action-result';
import { canCopy } from './language-copies';

interface LanguageCopyButtonProps {
  /** The texts it copies, each in the five languages. */
  fields: ReadonlyArray<Record<Locale, string>>;
  /** The language copied from. */
  from: Locale;
  /** Copies `from`'s texts into the empty languages (copyIntoEmpty of each). */
  onCopy: (from: Locale) => void;
}

/**
 * "Start the empty languages from …" (language-copies.ts), with its result beside it; the focus stays on the button,
 * which stays. Nothing to copy (nothing written in that language, or every language has its own text) is said too.
 */
export function LanguageCopyButton({ fields, from, onCopy }: LanguageCopyButtonProps) {
  const { t } = useT();
  const result = useActionResult();
  const language = t(`languages.${from}`);
  function copy() {
    if (!canCopy(fields, from)) return result.show({ text: t('invitation.tabs.nothingToCopy', { language }), error: true });
    onCopy(from);
    result.show({ text: t('invitation.tabs.copyDone', { language }), error: false });
  }
  return (
    <div className="language-copy">
      <button type="button" onClick={copy}>
        {t('invitation.tabs.copy', { language })}
      </button>
      <ActionResult message={result.message} />
    </div>
  );
}
