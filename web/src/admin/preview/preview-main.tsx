/**
 * The preview frame of the texts screen (/admin/preview): the guests' own pages, components and styles, shown
 * with what the parent window sends (preview-protocol.ts) instead of what the server has saved. Nothing in it
 * can be used (it is inert): it is a picture of the page, not the page.
 */
import '@fontsource/cormorant-garamond/500.css';
import '@fontsource/cormorant-garamond/600.css';
import '@fontsource/montserrat/400.css';
import '@fontsource/montserrat/600.css';
import '../../styles/global.css';
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { SiteHeaderBar, StillMenuButton } from '#common/markup/site-header-bar';
import { FaqPage } from '../../features/faq/faq-page';
import { LoginPage } from '../../features/auth/login-page';
import { HomePage } from '../../features/save-the-date/home-page';
import { SchedulePage } from '../../features/invitation/schedule-page';
import { addMessages, i18n, initI18n } from '../../i18n/i18n';
import { useTranslation } from '../../i18n/use-translation';
import type { PreviewReady, PreviewScene } from './preview-protocol';

const nothing = async () => undefined;

function PreviewPage({ scene }: { scene: PreviewScene }) {
  const { t } = useTranslation();
  const { facts } = scene;
  const details = { weddingDate: facts.weddingDate, timeZone: facts.timeZone, storyBeganYear: facts.storyBeganYear, faq: scene.faq, video: scene.video };
  return (
    <div className="layout" inert>
      <SiteHeaderBar title={facts.coupleNames}>
        <StillMenuButton />
      </SiteHeaderBar>
      <main className="page">
        {scene.page === 'login' && <LoginPage photos={scene.photos} onSignedIn={nothing} />}
        {scene.page === 'home' && <HomePage photos={scene.photos} details={details} />}
        {scene.page === 'faq' && <FaqPage entries={scene.faq} />}
        {/* The schedule's own words (its heading, what it says while empty), without the events: the preview has none. */}
        {scene.page === 'schedule' && <SchedulePage invitation={null} deviceZone={facts.timeZone} />}
      </main>
      <footer className="site-footer">
        <p>{t('footer.message')}</p>
      </footer>
    </div>
  );
}

function Preview() {
  const [scene, setScene] = useState<PreviewScene | null>(null);
  useEffect(() => {
    const listen = (event: MessageEvent<PreviewScene>) => {
      if (event.origin !== location.origin || event.source !== window.parent || event.data?.type !== 'show') return;
      const next = event.data;
      // What the guest site fills in everywhere ({{couple}}, {{copy}}), from the facts as they are now.
      i18n.setDefaults({ couple: next.facts.coupleNames, copy: String(next.facts.copyrightYear) });
      addMessages(next.locale, next.messages);
      i18n.changeLanguage(next.locale);
      setScene(next);
    };
    window.addEventListener('message', listen);
    window.parent.postMessage({ type: 'preview-ready' } satisfies PreviewReady, location.origin);
    return () => window.removeEventListener('message', listen);
  }, []);
  return scene ? <PreviewPage scene={scene} /> : null;
}

initI18n('en', {});
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Preview />
  </StrictMode>,
);
