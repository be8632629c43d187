import { useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';

/** webcal:// is the feed's address with the scheme swapped: calendars that know it subscribe in one tap. */
export function webcalAddress(address: string): string {
  return address.replace(/^https?:/i, 'webcal:');
}

type CopyResult = 'copied' | 'selected' | null;

/**
 * The household's calendar subscription (issue 19): a changed time reaches the guest's calendar by itself. The
 * webcal:// link for calendars that take it, and the https:// address to copy for those that do not.
 */
export function CalendarSubscription({ address }: { address: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [result, setResult] = useState<CopyResult>(null);

  async function copy(): Promise<void> {
    try {
      await navigator.clipboard.writeText(address);
      setResult('copied');
    } catch {
      // No clipboard here (an older browser, or a page not served over https): the address is selected instead,
      // ready for the device's own copy.
      input.current?.focus();
      input.current?.select();
      setResult('selected');
    }
  }

  return (
    <section className="calendar-subscription" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('invitation.calendar.heading')}</h2>
      <p className="invitation-text">{t('invitation.calendar.text')}</p>
      <p>
        <a href={webcalAddress(address)} className="pill-link">
          {t('invitation.calendar.subscribe')}
        </a>
      </p>
      <label htmlFor={inputId} className="copy-label">
        {t('invitation.calendar.addressLabel')}
      </label>
      <div className="copy-row">
        <input
          ref={input}
          id={inputId}
          type="text"
          readOnly
          value={address}
          spellCheck={false}
          autoComplete="off"
          onFocus={(event) => event.currentTarget.select()}
        />
        <button type="button" onClick={() => void copy()}>
          {t('invitation.calendar.copy')}
        </button>
      </div>
      <p className="copy-status" role="status">
        {result === 'copied' ? t('invitation.calendar.copied') : result === 'selected' ? t('invitation.calendar.selected') : ''}
      </p>
    </section>
  );
}
