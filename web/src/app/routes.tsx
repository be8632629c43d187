import type { ReactElement } from 'react';
import { FaqPage } from '../features/faq/faq-page';
import { HomePage } from '../features/save-the-date/home-page';
import { LoginPage } from '../features/auth/login-page';
import { guardLoader, ROUTES, type GuardData } from './guard-loader';
import { Layout } from './layout';
import { browserHistory } from './router/browser-history';
import { createRouter, type Router } from './router/create-router';
import { RouterProvider, useLocation } from './router/router-provider';

const PAGES = new Map<string, ReactElement>([
  [ROUTES.home, <HomePage />],
  [ROUTES.login, <LoginPage />],
  [ROUTES.faq, <FaqPage />],
]);

export type AppRouter = Router<GuardData>;

export function createAppRouter(): AppRouter {
  return createRouter(browserHistory, guardLoader);
}

/** Unknown paths find no page here and render nothing: the guard redirects them before they are shown. */
function CurrentPage() {
  return PAGES.get(useLocation().pathname) ?? null;
}

/** The whole app below the site facts: the layout with the page of the current path. */
export function AppRoutes({ router }: { router: AppRouter }) {
  return (
    <RouterProvider router={router}>
      <Layout>
        <CurrentPage />
      </Layout>
    </RouterProvider>
  );
}
