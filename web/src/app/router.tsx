import { createBrowserRouter } from 'react-router';
import { FaqPage } from '../features/faq/faq-page';
import { HomePage } from '../features/save-the-date/home-page';
import { LoginPage } from '../features/auth/login-page';
import { guardLoader, revalidateOnEveryNavigation, ROUTES } from './guard-loader';
import { Layout } from './layout';

export const ROOT_ROUTE_ID = 'root';

export function createAppRouter() {
  return createBrowserRouter([
    {
      id: ROOT_ROUTE_ID,
      path: '/',
      loader: guardLoader,
      shouldRevalidate: revalidateOnEveryNavigation,
      element: <Layout />,
      HydrateFallback: () => null,
      children: [
        { index: true, element: <HomePage /> },
        { path: ROUTES.login.slice(1), element: <LoginPage /> },
        { path: ROUTES.faq.slice(1), element: <FaqPage /> },
        // Unknown paths never render: the guard redirects them first.
        { path: '*', element: null },
      ],
    },
  ]);
}
