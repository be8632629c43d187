import { APP_PATHS } from '#common/app-paths';
import type { Locale } from '#common/locales';
import { detailsIn, photosIn } from '../content/site-content';
import { useTranslation } from '../i18n/use-translation';
import { FaqPage } from '../features/faq/faq-page';
import { HomePage } from '../features/save-the-date/home-page';
import { LoginPage } from '../features/auth/login-page';
import { createBrowserHistory } from '../lib/router/browser-history';
import { createRouter, type Router } from '../lib/router/create-router';
import { RouterProvider, useNavigate, useRevalidate, useRouterState } from '../lib/router/router-provider';
import { guard, type GuardData } from './guard';
import { Layout } from './layout';
import { showPageToVisitor } from './page-focus';
import { useSite } from './site-context';

export type AppRouter = Router<GuardData>;

export function createAppRouter(): AppRouter {
  return createRouter(createBrowserHistory(), guard);
}

/**
 * The pages' table: each page gets what it needs as props. Unknown paths find no page and render nothing: the
 * guard redirects them before they are shown.
 */
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
  switch (url.pathname) {
    case APP_PATHS.home:
      return <HomePage photos={photos} details={details} />;
    case APP_PATHS.login:
      return (
        <LoginPage
          // A new element when the link's answer changes, so the error line starts from it.
          key={data.linkRefused ? 'link-refused' : 'login'}
          photos={photos}
          onSignedIn={() => navigate(APP_PATHS.home, { replace: true })}
          linkRefused={data.linkRefused}
          onRetryLink={() => void revalidate()}
        />
      );
    case APP_PATHS.faq:
      return <FaqPage entries={details?.faq ?? []} />;
    default:
      return null;
  }
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
