// The couple's dashboard (docs/product.md, the couple's dashboard): a bundle of its own, loaded only under /admin.
// The guests' site's letters (web/src/main.tsx), so that the dashboard looks like the same wedding.
import '@fontsource/cormorant-garamond/500.css';
import '@fontsource/cormorant-garamond/600.css';
import '@fontsource/montserrat/400.css';
import '@fontsource/montserrat/600.css';
// The dashboard's labels and names are bold (700): drawn by the font, not thickened by the browser.
import '@fontsource/montserrat/700.css';
import './admin.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { API_PATHS, type Site } from '#common/api';
import { request } from './api/admin-client';
import { createAdminRouter, AdminRoutes } from './app/admin-routes';
import { prefetchScreen } from './app/admin-screens';
import { SiteFactsProvider, type SiteFacts } from './app/site-facts';
import { startAdminI18n, startingLocale } from './i18n/admin-i18n';
import { START_FAILED } from './i18n/start-failed';

/** The couple's names and the site's default language (the public /api/site answers in it when asked for none). */
async function siteFacts(): Promise<SiteFacts> {
  const site = await request<Site>('GET', API_PATHS.site);
  return site.ok ? { couple: site.value.coupleNames, defaultLocale: site.value.locale } : { couple: '', defaultLocale: 'de' };
}

async function boot(): Promise<void> {
  prefetchScreen(new URL(window.location.href));
  const facts = await siteFacts();
  await startAdminI18n(facts.couple);
  const router = createAdminRouter();
  await router.start();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <SiteFactsProvider initial={facts}>
        <AdminRoutes router={router} />
      </SiteFactsProvider>
    </StrictMode>,
  );
}

void boot().catch(() => {
  const locale = startingLocale();
  document.documentElement.lang = locale;
  document.getElementById('root')!.textContent = START_FAILED[locale];
});
