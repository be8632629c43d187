// The app, fetched by the page's own script once the first photo is on screen (first-photo-loader.ts). Its styles
// are not fetched with it: the build writes them into the page (scripts/vite-inline-stylesheet.ts).
import '@fontsource/cormorant-garamond/500.css';
import '@fontsource/cormorant-garamond/600.css';
import '@fontsource/montserrat/400.css';
import '@fontsource/montserrat/600.css';
import './styles/global.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { detectLocale, LOCALE_STORAGE_KEY } from '#common/locales';
import { startFirstStatusCheck } from './app/api/session-status';
import { AppRoutes, createAppRouter } from './app/routes';
import { SiteContext } from './app/site-context';
import { startSignedInPage } from './app/signed-in-start';
import { nameTheWebManifest } from './app/web-manifest-link';
import { startSiteContent } from './content/site-content';
import { pageFirstVisitLanguage } from './i18n/first-visit-language';
import { adoptLinkLanguage } from './i18n/link-language';
import { OFFLINE_MESSAGE } from './i18n/offline-message';

function storedLocale(): string | null {
  try {
    return localStorage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    return null;
  }
}

async function boot(): Promise<void> {
  // A guest link's language must count before the first locale is chosen.
  adoptLinkLanguage(new URL(window.location.href));
  const signedIn = startFirstStatusCheck();
  const locale = detectLocale(storedLocale(), navigator.language, pageFirstVisitLanguage());
  // The page says the guest is signed in: what the guard and the first page will fetch starts now, beside the public
  // texts, instead of one after another (docs/decisions/0043-a-signed-in-guests-first-page-starts-with-the-app.md).
  // A signed-out visitor starts none of it; the guard still decides what shows.
  if (signedIn === true) startSignedInPage(window.location.pathname, locale);
  try {
    const site = await startSiteContent(locale);
    // Until the first guard has decided, #root keeps the server's still first frame instead of going blank.
    const router = createAppRouter();
    await router.start();
    const root = createRoot(document.getElementById('root')!);
    // A transition: React renders the first page in slices of a few milliseconds, giving the main thread back
    // between them, instead of one long task (the signed-in page's Total Blocking Time, docs/performance.md). The
    // first frame stays on screen meanwhile, so nothing shows half-rendered.
    startTransition(() => {
      root.render(
        <StrictMode>
          <SiteContext.Provider value={site}>
            <AppRoutes router={router} />
          </SiteContext.Provider>
        </StrictMode>,
      );
    });
    // After the app's own requests, so it is never in the way of the first page's.
    nameTheWebManifest();
  } catch {
    // Without the server there are no messages to show; this one line is all that can be said.
    document.getElementById('root')!.textContent = OFFLINE_MESSAGE[locale];
  }
}

void boot();
