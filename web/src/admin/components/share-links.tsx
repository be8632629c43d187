import { useState } from 'react';
import { NO_CONTACTS, type Contacts } from '#common/contacts';
import type { Locale } from '#common/locales';
import { useT } from '../i18n/admin-i18n';
import { mailtoHref, whatsAppHref } from './contact-words';
import { fillShareText, SHARE_TEXTS, type ShareText } from './share-texts';

interface ShareLinksProps {
  /** The guest (a household) and the link to send. */
  guest: { name: string; language: Locale | null; link: string };
  /** The household's number and address (common/contacts.ts, reachOf): WhatsApp and e-mail open to them. */
  to?: Contacts;
  couple: string;
  /** The language of guests without one of their own (the site's default). */
  fallbackLocale: Locale;
  /** Another message than the invitation's (a reminder to answer), already in the guest's language. */
  text?: ShareText;
  /** Names the buttons' group where several guests' buttons share a screen ("Remind Maria"). */
  label?: string;
}

/**
 * Sharing a link in one tap: copy it, or open the couple's own WhatsApp, Telegram or e-mail with a short message in
 * the guest's language, to the household's number and address when it has them (Telegram's share link cannot name
 * a number). These are links the phone opens (wa.me, t.me/share, mailto:); nothing is sent by the site or the
 * dashboard to anyone. Where the browser has a share sheet, it is offered too. Shared by the guest's page (the
 * invitation: the link is copied) and the answers (a reminder: the whole message is copied, words and link).
 */
export function ShareLinks({ guest, to = NO_CONTACTS, couple, fallbackLocale, text: chosen, label }: ShareLinksProps) {
  const { t } = useT();
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const text = chosen ?? SHARE_TEXTS[guest.language ?? fallbackLocale];
  const values = { name: guest.name, couple, link: guest.link };
  const message = fillShareText(text.message, values);
  const withoutLink = fillShareText(text.message.replace(/\s*\{\{link\}\}\s*/, ' '), values).trim();
  const subject = fillShareText(text.subject, values);
  const canShare = typeof navigator.share === 'function';

  async function copy() {
    try {
      await navigator.clipboard.writeText(chosen ? message : guest.link);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  }

  return (
    <div className="share" role={label ? 'group' : undefined} aria-label={label}>
      <div className="share-buttons">
        <button type="button" className="primary" onClick={() => void copy()}>
          {chosen ? t('reminders.copy') : t('guest.copy')}
        </button>
        <a className="button" href={whatsAppHref(to.phone, message)} target="_blank" rel="noopener noreferrer">
          {t('guest.shareWhatsApp')}
        </a>
        <a
          className="button"
          href={`https://t.me/share/url?url=${encodeURIComponent(guest.link)}&text=${encodeURIComponent(withoutLink)}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('guest.shareTelegram')}
        </a>
        <a className="button" href={mailtoHref(to.email, subject, message)}>
          {t('guest.shareEmail')}
        </a>
        {canShare && (
          <button type="button" onClick={() => void navigator.share({ title: subject, text: withoutLink, url: guest.link }).catch(() => undefined)}>
            {t('guest.shareMore')}
          </button>
        )}
      </div>
      <p role="status" className={copied === 'failed' ? 'error' : 'success'}>
        {copied === 'yes' ? (chosen ? t('reminders.copied') : t('guest.copied')) : copied === 'failed' ? (chosen ? t('reminders.copyFailed') : t('guest.copyFailed')) : ''}
      </p>
    </div>
  );
}
