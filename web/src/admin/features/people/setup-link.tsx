import { useId, useState } from 'react';
import type { PersonWithLink } from '#common/people-api';
import { ActionResult } from '../../components/action-result';
import { linkUntil } from './people-words';
import { useT } from '../../i18n/admin-i18n';

/**
 * A person's set-up link, shown this once (only its hash is kept): the couple copies it and sends it themselves,
 * by a messenger or by e-mail. It works once, for 24 hours.
 */
export function SetupLink({ added }: { added: PersonWithLink }) {
  const { t } = useT();
  const id = useId();
  const [copied, setCopied] = useState<{ text: string; error: boolean } | null>(null);
  const { person, link } = added;
  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      setCopied({ text: t('people.linkCopied'), error: false });
    } catch {
      setCopied({ text: t('people.linkNotCopied'), error: true });
    }
  }
  return (
    <div className="setup-link">
      <label htmlFor={`${id}-link`}>{t('people.linkFor', { name: person.name })}</label>
      <input id={`${id}-link`} className="setup-link-value" readOnly value={link} aria-describedby={`${id}-help`} onFocus={(event) => event.target.select()} />
      <p id={`${id}-help`} className="help">
        {t('people.linkHelp', { name: person.name, until: person.linkExpiresAt === null ? '' : linkUntil(person.linkExpiresAt) })}
      </p>
      <button type="button" onClick={() => void copy()}>
        {t('people.copyLink')}
      </button>
      <ActionResult message={copied} />
    </div>
  );
}
