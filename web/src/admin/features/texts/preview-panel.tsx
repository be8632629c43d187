import { useEffect, useRef, useState } from 'react';
import { LOCALES, type Locale } from '#common/locales';
import { PREVIEW_PAGES, type PreviewPage } from '#common/message-groups';
import { PREVIEW_PATH, type PreviewReady, type PreviewScene } from '../../preview/preview-protocol';
import { useT } from '../../i18n/admin-i18n';

interface PreviewPanelProps {
  scene: PreviewScene;
  onLocale: (locale: Locale) => void;
  onPage: (page: PreviewPage) => void;
  onClose: () => void;
}

/**
 * The guest's page as a guest sees it, in the chosen language, with what is typed but not saved yet: the guest
 * site's own components in a frame (/admin/preview), sent each change as it is typed.
 */
export function PreviewPanel({ scene, onLocale, onPage, onClose }: PreviewPanelProps) {
  const { t } = useT();
  const frame = useRef<HTMLIFrameElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    heading.current?.focus();
    const listen = (event: MessageEvent<PreviewReady>) => {
      if (event.origin === location.origin && event.source === frame.current?.contentWindow && event.data?.type === 'preview-ready') setReady(true);
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, []);

  useEffect(() => {
    if (ready) frame.current?.contentWindow?.postMessage(scene, location.origin);
  }, [ready, scene]);

  return (
    <section className="preview-panel" aria-labelledby="preview-heading">
      <div className="preview-bar">
        <h2 id="preview-heading" tabIndex={-1} ref={heading}>
          {t('preview.heading')}
        </h2>
        <select aria-label={t('preview.page')} value={scene.page} onChange={(event) => onPage(event.target.value as PreviewPage)}>
          {PREVIEW_PAGES.map((page) => (
            <option key={page} value={page}>
              {t(`preview.pages.${page}`)}
            </option>
          ))}
        </select>
        <select aria-label={t('preview.language')} value={scene.locale} onChange={(event) => onLocale(event.target.value as Locale)}>
          {LOCALES.map((locale) => (
            <option key={locale} value={locale}>
              {t(`languages.${locale}`)}
            </option>
          ))}
        </select>
        <button type="button" onClick={onClose}>
          {t('common.close')}
        </button>
      </div>
      <p className="help">{t('preview.help')}</p>
      <iframe ref={frame} src={PREVIEW_PATH} title={t('preview.frameTitle', { page: t(`preview.pages.${scene.page}`), language: t(`languages.${scene.locale}`) })} />
    </section>
  );
}
