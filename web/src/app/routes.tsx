import { pageOf } from '#common/app-paths';
import type { Locale } from '#common/locales';
import { detailsIn, photosIn } from '../content/site-content';
import { useTranslation } from '../i18n/use-translation';
import { createBrowserHistory } from '../lib/router/browser-history';
import { createRouter, type Router } from '../lib/router/create-router';
import { RouterProvider, useNavigate, useRevalidate, useRouterState } from '../lib/router/router-provider';
import { guard, type GuardData } from './guard';
import { Layout } from './layout';
import { showPageToVisitor } from './page-focus';
import { GUEST_PAGES } from './pages';
import { useSite } from './site-context';

export type AppRouter = Router<GuardData>;

export function createAppRouter(): AppRouter {
  // A page loaded on demand is fetched after the guard and before it shows (pages.tsx).
  return createRouter(createBrowserHistory(), guard, { loadPage: (url) => GUEST_PAGES.load(pageOf(url.pathname)) });
}

/** The page of the current path (pages.tsx); the router has fetched its code before showing it. */
function CurrentPage() {
  const { url, data } = useRouterState<GuardData>();
  const { i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const site = useSite();
  // The language shown decides the photos' alt texts and the FAQ; both are in once the language is.
  const photos = photosIn(locale) ?? site.photos;
  const details = detailsIn(locale) ?? data.details;
  const navigate = useNavigate();
  const revalidate = useRevalidate();
  const render = GUEST_PAGES.pageAt(pageOf(url.pathname));
  return render ? render({ data, photos, details, navigate, revalidate }) : null;
}

/** The whole app below the site facts: the layout with the page of the current path. */
export function AppRoutes({ router }: { router: AppRouter }) {
  return (
    <RouterProvider router={router} onPageShown={showPageToVisitor}>
      <Layout>
        <CurrentPage />
      </Layout>
    </RouterProvider>
  );
}
