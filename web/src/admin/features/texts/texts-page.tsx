import { useMemo, useRef, useState } from 'react';
import type { Locale } from '#common/locales';
import { sectionOfTextKey, TEXT_SECTIONS, type PreviewPage } from '#common/message-groups';
import { faqIn, type AdminContent, type SiteText, type TextValue } from '#common/site-content';
import { useAdminContent } from '../../api/use-admin-content';
import { failureText } from '../../components/problem-text';
import { adminLocale, useT } from '../../i18n/admin-i18n';
import { messagesOf } from '../../preview/preview-messages';
import type { PreviewScene } from '../../preview/preview-protocol';
import { FaqEditor } from './faq-editor';
import { PreviewPanel } from './preview-panel';
import { TextEditor } from './text-editor';

/** What the preview frame shows: the page, the language and every text as it stands on the screen. */
function sceneOf(content: AdminContent, drafts: ReadonlyMap<string, Record<Locale, TextValue>>, page: PreviewPage, locale: Locale): PreviewScene {
  return {
    type: 'show',
    page,
    locale,
    messages: messagesOf(content.texts, drafts, locale),
    facts: content.facts,
    photos: content.photos.flatMap((photo) => (photo.image ? [{ ...photo.image, alt: photo.alt[locale] }] : [])),
    video: content.video,
    faq: faqIn(content.faq, locale),
  };
}

/**
 * Every text guests read, grouped as they meet them, in the five languages side by side; the FAQ's entries with
 * its group; a preview of the page in any language before saving. Each text saves on its own.
 */
export function TextsPage({ onSignedOut }: { onSignedOut: () => void }) {
  const { t } = useT();
  const { content, failure, update } = useAdminContent(onSignedOut);
  const [drafts, setDrafts] = useState<ReadonlyMap<string, Record<Locale, TextValue>>>(new Map());
  const [preview, setPreview] = useState<{ page: PreviewPage; locale: Locale } | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const scene = useMemo(() => (content && preview ? sceneOf(content, drafts, preview.page, preview.locale) : null), [content, drafts, preview]);

  if (!content) {
    return (
      <section className="panel" aria-labelledby="texts-heading">
        <h1 id="texts-heading">{t('texts.heading')}</h1>
        <p role="status">{failure ? failureText(t, failure) : t('common.loading')}</p>
      </section>
    );
  }

  const setDraft = (key: string, texts: Record<Locale, TextValue> | undefined) =>
    setDrafts((current) => {
      const next = new Map(current);
      if (texts) next.set(key, texts);
      else next.delete(key);
      return next;
    });
  const saved = (text: SiteText) => update((c) => ({ ...c, texts: c.texts.map((old) => (old.key === text.key ? text : old)) }));
  const openPreview = (page: PreviewPage, button: HTMLElement) => {
    opener.current = button;
    setPreview((current) => ({ page, locale: current?.locale ?? adminLocale() }));
  };
  const closePreview = () => {
    setPreview(null);
    opener.current?.focus();
  };

  return (
    <div className={preview ? 'texts-page previewing' : 'texts-page'}>
      <header className="page-header">
        <h1>{t('texts.heading')}</h1>
        <p>{t('texts.intro')}</p>
        {drafts.size > 0 && <p className="flag">{t('texts.unsaved', { count: drafts.size })}</p>}
      </header>
      <nav className="jump" aria-label={t('texts.groupsLabel')}>
        <ul>
          {TEXT_SECTIONS.map((group) => (
            <li key={group.id}>
              <a href={`#group-${group.id}`}>{t(`texts.groups.${group.id}`)}</a>
            </li>
          ))}
        </ul>
      </nav>
      {TEXT_SECTIONS.map((group) => (
        <section key={group.id} id={`group-${group.id}`} className="text-group" aria-labelledby={`group-${group.id}-heading`}>
          <div className="group-header">
            <h2 id={`group-${group.id}-heading`}>{t(`texts.groups.${group.id}`)}</h2>
            <button type="button" onClick={(event) => openPreview(group.page, event.currentTarget)}>
              {t('preview.open')}
            </button>
          </div>
          {content.texts.filter((text) => sectionOfTextKey(text.key) === group.id).map((text) => (
            <TextEditor
              key={text.key}
              text={text}
              draft={drafts.get(text.key)}
              onDraft={(texts) => setDraft(text.key, texts)}
              onSaved={saved}
              onSignedOut={onSignedOut}
            />
          ))}
          {group.id === 'faq' && <FaqEditor entries={content.faq} onChange={(faq) => update((c) => ({ ...c, faq }))} onSignedOut={onSignedOut} />}
        </section>
      ))}
      {scene && (
        <PreviewPanel
          scene={scene}
          onLocale={(locale) => setPreview((current) => current && { ...current, locale })}
          onPage={(page) => setPreview((current) => current && { ...current, page })}
          onClose={closePreview}
        />
      )}
    </div>
  );
}
