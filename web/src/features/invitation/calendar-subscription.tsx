import { useId, useRef, useState } from 'react';
import type { GuestInvitation } from '#common/invitation-api';
import { LANGUAGES, type Locale } from '#common/locales';
import { useTranslation } from '../../i18n/use-translation';

/** webcal:// is the feed's address with the scheme swapped: calendars that know it subscribe in one tap. */
function webcalAddress(address: string): string {
  return address.replace(/^https?:/i, 'webcal:');
}

type CopyResult = 'copied' | 'selected' | null;

/**
 * The members who read a language of their own, other than the household's (a Russian grandmother in a Romanian
 * family), grouped by it in the order the couple listed them: each language gets a subscription of its own.
 */
function ownLanguages(household: GuestInvitation['household']): Array<{ language: Locale; names: string[] }> {
  const groups: Array<{ language: Locale; names: string[] }> = [];
  for (const member of household?.members ?? []) {
    if (member.language === null || member.language === household?.language) continue;
    const group = groups.find((g) => g.language === member.language);
    if (group) group.names.push(member.name);
    else groups.push({ language: member.language, names: [member.name] });
  }
  return groups;
}

/** The feed's address in a language: the feed takes `?locale=` (server/invitation/guest-invitation-routes.ts). */
function inLanguage(address: string, language: Locale): string {
  const url = new URL(address);
  url.searchParams.set('locale', language);
  return url.toString();
}

interface CalendarSubscriptionProps {
  /** The household's feed (https://), in the household's language. */
  address: string;
  household: GuestInvitation['household'];
  /** The language the page is read in, for the names of the others. */
  locale: Locale;
}

/**
 * The household's calendar subscription (issue 19): a changed time reaches the guest's calendar by itself. The
 * webcal:// link for calendars that take it, and the https:// address to copy for those that do not; and for
 * members with a language of their own, a link to the same feed in it.
 */
export function CalendarSubscription({ address, household, locale }: CalendarSubscriptionProps) {
  const { t } = useTranslation();
  const others = ownLanguages(household);
  const names = new Intl.ListFormat(locale, { type: 'conjunction' });
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
      {others.map(({ language, names: who }) => (
        <p key={language}>
          <a href={webcalAddress(inLanguage(address, language))} hrefLang={language} className="pill-link">
            {t('invitation.calendar.subscribeFor', {
              names: names.format(who),
              language: LANGUAGES.find((l) => l.code === language)?.label ?? language,
            })}
          </a>
        </p>
      ))}
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
