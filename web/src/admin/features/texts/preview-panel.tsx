import { useEffect, useLayoutEffect, useRef, useState } from 'react';
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

/** Where the preview covers the whole screen (admin.css): there it is modal, and the page behind it is out of reach. */
const COVERS_THE_SCREEN = '(max-width: 63.99rem)';

/**
 * The guest's page as a guest sees it, in the chosen language, with what is typed but not saved yet: the guest
 * site's own components in a frame (/admin/preview), sent each change as it is typed.
 *
 * A <dialog>: modal where it covers the screen (a phone), so the focus stays in it and the page behind it is inert;
 * beside the texts on a wide screen, where the couple edits with it open. Escape closes it either way, also from
 * inside the frame (same origin); the texts screen gives the focus back to the button that opened it.
 */
export function PreviewPanel({ scene, onLocale, onPage, onClose }: PreviewPanelProps) {
  const { t } = useT();
  const frame = useRef<HTMLIFrameElement>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  // Modal where it covers the screen: decided once, as it opens (a phone turned sideways keeps what it had).
  const [modal] = useState(() => window.matchMedia(COVERS_THE_SCREEN).matches);
  const close = useRef(onClose);
  useLayoutEffect(() => {
    close.current = onClose;
  });

  // A layout effect: its cleanup closes the dialog before React takes it out of the page (components/confirm-dialog.tsx).
  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (modal) element.showModal();
    else element.show();
    return () => element.close();
  }, [modal]);

  /**
   * A modal dialog keeps the page behind it out of reach, but Tab past its last control (inside the frame) leaves
   * the document for the browser's own bar; these two guards send it round to the other end instead.
   */
  const guard = (toEnd: boolean) =>
    modal && (
      <span
        className="focus-guard"
        tabIndex={0}
        onFocus={() => (toEnd ? frame.current : dialog.current?.querySelector<HTMLElement>('select, button'))?.focus()}
      />
    );

  // Escape pressed inside the frame reaches the frame's own document, not this one.
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const escape = (event: KeyboardEvent) => event.key === 'Escape' && close.current();
    const listen = () => element.contentWindow?.addEventListener('keydown', escape);
    element.addEventListener('load', listen);
    listen();
    return () => {
      element.removeEventListener('load', listen);
      element.contentWindow?.removeEventListener('keydown', escape);
    };
  }, []);
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
    <dialog
      ref={dialog}
      className="preview-panel"
      aria-labelledby="preview-heading"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event) => {
        // A non-modal dialog (beside the texts) does not close on Escape by itself.
        if (event.key !== 'Escape') return;
        event.preventDefault();
        onClose();
      }}
    >
      {guard(true)}
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
      {guard(false)}
    </dialog>
  );
}
