import { useState } from 'react';
import { NO_CONTACTS, type Contacts } from '#common/contacts';
import { useT } from '../i18n/admin-i18n';
import { ActionResult } from './action-result';
import { mailtoHref, whatsAppHref } from './contact-words';
import { fillShareText, type ShareText } from './share-texts';

interface ShareLinksProps {
  /** The guest (a household) and the link to send. */
  guest: { name: string; link: string };
  /** The household's number and address (common/contacts.ts, reachOf): WhatsApp and e-mail open to them. */
  to?: Contacts;
  couple: string;
  /** The message, already in the guest's language: the link's (share-texts.ts, shareText) or a reminder to answer. */
  text: ShareText;
  /** What the copy button copies: the link (the invitation) or the whole message, words and link (a reminder). */
  copies?: 'link' | 'message';
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
export function ShareLinks({ guest, to = NO_CONTACTS, couple, text, copies = 'link', label }: ShareLinksProps) {
  const { t } = useT();
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const values = { name: guest.name, couple, link: guest.link };
  const message = fillShareText(text.message, values);
  const withoutLink = fillShareText(text.message.replace(/\s*\{\{link\}\}\s*/, ' '), values).trim();
  const subject = fillShareText(text.subject, values);
  const canShare = typeof navigator.share === 'function';
  const whole = copies === 'message';

  async function copy() {
    try {
      await navigator.clipboard.writeText(whole ? message : guest.link);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  }

  return (
    <div className="share" role={label ? 'group' : undefined} aria-label={label}>
      <div className="share-buttons">
        <button type="button" className="primary" onClick={() => void copy()}>
          {whole ? t('reminders.copy') : t('guest.copy')}
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
      <ActionResult
        message={
          copied === null
            ? null
            : {
                text: copied === 'yes' ? (whole ? t('reminders.copied') : t('guest.copied')) : whole ? t('reminders.copyFailed') : t('guest.copyFailed'),
                error: copied === 'failed',
              }
        }
      />
    </div>
  );
}
