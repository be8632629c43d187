import { useCallback } from 'react';
import { createBrowserHistory } from '../../lib/router/browser-history';
import { createRouter, type Router } from '../../lib/router/create-router';
import { RouterProvider, useNavigate, useRevalidate, useRouterState } from '../../lib/router/router-provider';
import { GuestPage } from '../features/guests/guest-page';
import { GuestsPage } from '../features/guests/guests-page';
import { InvitationPage } from '../features/invitation/invitation-page';
import { PhotosPage } from '../features/photos/photos-page';
import { SettingsPage } from '../features/settings/settings-page';
import { SignInPage } from '../features/sign-in/sign-in-page';
import { TextsPage } from '../features/texts/texts-page';
import { adminGuard, type AdminGuardData } from './admin-guard';
import { AdminLayout } from './admin-layout';
import { ADMIN_PAGES, guestIdOfPath } from './admin-paths';
import { focusNewPage } from './page-focus';
import { useSiteFacts } from './site-facts';

export type AdminRouter = Router<AdminGuardData>;

export function createAdminRouter(): AdminRouter {
  return createRouter(createBrowserHistory(), adminGuard);
}

/** The dashboard's screens: each gets what it needs as props. */
function CurrentPage() {
  const { url, data } = useRouterState<AdminGuardData>();
  const navigate = useNavigate();
  const revalidate = useRevalidate();
  const { facts, setFacts } = useSiteFacts();
  // A request answered 401 (the session ended elsewhere): the guard sends the couple to sign in.
  const onSignedOut = useCallback(() => void revalidate(), [revalidate]);
  const guestId = guestIdOfPath(url.pathname);
  if (guestId !== undefined) {
    return (
      <GuestPage
        key={guestId}
        guestId={guestId}
        couple={facts.couple}
        defaultLocale={facts.defaultLocale}
        onBack={() => void navigate(ADMIN_PAGES.guests)}
        onSignedOut={onSignedOut}
      />
    );
  }
  switch (url.pathname) {
    case ADMIN_PAGES.signIn:
      return <SignInPage off={data.off ?? false} onSignedIn={() => navigate(ADMIN_PAGES.guests, { replace: true })} />;
    case ADMIN_PAGES.texts:
      return <TextsPage onSignedOut={onSignedOut} />;
    case ADMIN_PAGES.photos:
      return <PhotosPage onSignedOut={onSignedOut} />;
    case ADMIN_PAGES.invitation:
      return <InvitationPage onSignedOut={onSignedOut} />;
    case ADMIN_PAGES.settings:
      return <SettingsPage onSignedOut={onSignedOut} onFactsSaved={(saved) => setFacts({ couple: saved.coupleNames, defaultLocale: saved.defaultLocale })} />;
    case ADMIN_PAGES.guests:
      return <GuestsPage guestPath={ADMIN_PAGES.guest} onSignedOut={onSignedOut} />;
    default:
      return null;
  }
}

function Frame() {
  const { data } = useRouterState<AdminGuardData>();
  return (
    <AdminLayout signedIn={data.signedIn}>
      <CurrentPage />
    </AdminLayout>
  );
}

export function AdminRoutes({ router }: { router: AdminRouter }) {
  return (
    <RouterProvider router={router} onPageShown={focusNewPage}>
      <Frame />
    </RouterProvider>
  );
}
