import type { ReactNode } from 'react';
import { APP_PATHS } from '#common/app-paths';
import type { SitePhoto } from '#common/api';
import type { WeddingDetails } from '../content/site-content';
import { HomePage } from '../features/save-the-date/home-page';
import { LoginPage } from '../features/auth/login-page';
import type { Router } from '../lib/router/create-router';
import { createPages } from '../lib/router/lazy-pages';
import type { GuardData } from './guard';

/** What a page is drawn from: the guard's data, the site's content in the language shown, and the router. */
export interface PageContext {
  data: GuardData;
  photos: SitePhoto[];
  details: WeddingDetails | undefined;
  navigate: Router<GuardData>['navigate'];
  revalidate: Router<GuardData>['revalidate'];
}

type RenderPage = (page: PageContext) => ReactNode;

/**
 * The guests' pages by path, each given what it needs as props. `page` is in the first load: /login and / are what
 * a first visit shows, so they stay there. `load` puts a page in a chunk of its own, fetched once the guard has let
 * the visitor in (docs/decisions/0021-pages-loaded-on-demand.md): the FAQ, and the invitation's pages to come, so
 * they add nothing to the first load of /login or /. Unknown paths find no page: the guard redirects them first.
 */
export const GUEST_PAGES = createPages<RenderPage>({
  [APP_PATHS.home]: { page: ({ photos, details }) => <HomePage photos={photos} details={details} /> },
  [APP_PATHS.login]: {
    page: ({ data, photos, navigate, revalidate }) => (
      <LoginPage
        // A new element when the link's answer changes, so the error line starts from it.
        key={data.linkRefused ? 'link-refused' : 'login'}
        photos={photos}
        onSignedIn={() => navigate(APP_PATHS.home, { replace: true })}
        linkRefused={data.linkRefused}
        onRetryLink={() => void revalidate()}
      />
    ),
  },
  [APP_PATHS.faq]: {
    load: async () => {
      const { FaqPage } = await import('../features/faq/faq-page');
      return ({ details }) => <FaqPage entries={details?.faq ?? []} />;
    },
  },
});
