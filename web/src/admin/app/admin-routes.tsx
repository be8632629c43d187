import { useCallback } from 'react';
import { createBrowserHistory } from '../../lib/router/browser-history';
import { createRouter, type Router } from '../../lib/router/create-router';
import { RouterProvider, useNavigate, useRevalidate, useRouterState } from '../../lib/router/router-provider';
import { GuestPage } from '../features/guests/guest-page';
import { GuestsPage } from '../features/guests/guests-page';
import type { InvitationPaths } from '../features/invitation/invitation-paths';
import { OverviewPage, type OverviewPaths } from '../features/overview/overview-page';
import type { RsvpPaths } from '../features/rsvp/rsvp-paths';
import { SetupPage } from '../features/sign-in/setup-page';
import { SignInPage } from '../features/sign-in/sign-in-page';
import { adminGuard, type AdminGuardData } from './admin-guard';
import { AdminLayout } from './admin-layout';
import { loadScreen, screensOf } from './admin-screens';
import { ADMIN_PAGES, answersPageOf, guestIdOfPath, textPage, textToOpen } from './admin-paths';
import { focusNewPage } from './page-focus';
import { RoleProvider } from '../components/role-context';
import { inInvitationSection, SectionNav } from './section-nav';
import { useSiteFacts } from './site-facts';
import { useT } from '../i18n/admin-i18n';

export type AdminRouter = Router<AdminGuardData>;

const RSVP_PATHS: RsvpPaths = {
  settings: ADMIN_PAGES.answersSettings,
  caterer: ADMIN_PAGES.caterer,
  household: ADMIN_PAGES.householdAnswers,
  guest: ADMIN_PAGES.guest,
};

const INVITATION_PATHS: InvitationPaths = { guests: ADMIN_PAGES.guests, text: textPage };

const OVERVIEW_PATHS: OverviewPaths = {
  guests: ADMIN_PAGES.guests,
  guest: ADMIN_PAGES.guest,
  invitation: ADMIN_PAGES.invitation,
  answers: ADMIN_PAGES.answers,
  answersSettings: ADMIN_PAGES.answersSettings,
  settings: ADMIN_PAGES.settings,
  texts: ADMIN_PAGES.texts,
  photos: ADMIN_PAGES.photos,
  guestPhotos: ADMIN_PAGES.guestPhotos,
};

export function createAdminRouter(): AdminRouter {
  // A screen's code is fetched after the guard and before it shows (admin-screens.ts).
  return createRouter(createBrowserHistory(), adminGuard, { loadPage: loadScreen });
}

/** The dashboard's screens: each gets what it needs as props. */
function CurrentPage() {
  const { url, data } = useRouterState<AdminGuardData>();
  const navigate = useNavigate();
  const revalidate = useRevalidate();
  const { facts, setFacts } = useSiteFacts();
  const role = data.role ?? 'couple';
  // A request answered 401 (the session ended elsewhere): the guard sends the couple to sign in.
  const onSignedOut = useCallback(() => void revalidate(), [revalidate]);
  const guestId = guestIdOfPath(url.pathname);
  if (guestId !== undefined) {
    return (
      <GuestPage
        key={guestId}
        guestId={guestId}
        couple={facts.couple}
        onBack={() => void navigate(ADMIN_PAGES.guests)}
        onSignedOut={onSignedOut}
        answersPath={ADMIN_PAGES.householdAnswers(guestId)}
      />
    );
  }
  const answersPage = answersPageOf(url.pathname);
  if (answersPage && 'caterer' in answersPage) {
    const { CatererPage } = screensOf('answers');
    return <CatererPage key={answersPage.caterer} eventId={answersPage.caterer} onSignedOut={onSignedOut} />;
  }
  if (answersPage) {
    const { HouseholdPage } = screensOf('answers');
    return <HouseholdPage key={answersPage.household} guestId={answersPage.household} paths={RSVP_PATHS} onSignedOut={onSignedOut} />;
  }
  switch (url.pathname) {
    case ADMIN_PAGES.signIn:
      return <SignInPage off={data.off ?? false} signedOut={url.searchParams.has('signed-out')} couple={facts.couple} onSignedIn={() => navigate(ADMIN_PAGES.overview, { replace: true })} />;
    case ADMIN_PAGES.texts: {
      // Opened at another text (the invitation's list of texts): a screen of its own, with the focus in that field.
      const { TextsPage } = screensOf('texts');
      return <TextsPage key={url.search} open={textToOpen(url)} onSignedOut={onSignedOut} />;
    }
    case ADMIN_PAGES.photos: {
      const { PhotosPage } = screensOf('photos');
      return <PhotosPage onSignedOut={onSignedOut} />;
    }
    case ADMIN_PAGES.guestPhotos: {
      const { GuestPhotosPage } = screensOf('guestPhotos');
      return <GuestPhotosPage onSignedOut={onSignedOut} />;
    }
    case ADMIN_PAGES.invitation: {
      const { InvitationPage } = screensOf('invitation');
      return <InvitationPage paths={INVITATION_PATHS} onSignedOut={onSignedOut} />;
    }
    case ADMIN_PAGES.answers: {
      const { AnswersPage } = screensOf('answers');
      return <AnswersPage paths={RSVP_PATHS} couple={facts.couple} onSignedOut={onSignedOut} />;
    }
    case ADMIN_PAGES.answersSettings: {
      const { RsvpSettingsPage } = screensOf('answers');
      return <RsvpSettingsPage onSignedOut={onSignedOut} />;
    }
    case ADMIN_PAGES.settings: {
      const { SettingsPage } = screensOf('settings');
      return <SettingsPage outboxPath={ADMIN_PAGES.outbox} onSignedOut={onSignedOut} onFactsSaved={(saved) => setFacts({ couple: saved.coupleNames, defaultLocale: saved.defaultLocale })} />;
    }
    case ADMIN_PAGES.outbox: {
      const { OutboxPage } = screensOf('outbox');
      return <OutboxPage onSignedOut={onSignedOut} />;
    }
    case ADMIN_PAGES.changes: {
      const { ChangesPage } = screensOf('changes');
      return <ChangesPage answersPath={ADMIN_PAGES.householdAnswers} onSignedOut={onSignedOut} />;
    }
    case ADMIN_PAGES.overview:
      return <OverviewPage paths={OVERVIEW_PATHS} couple={facts.couple} onSignedOut={onSignedOut} />;
    case ADMIN_PAGES.guests:
      return <GuestsPage guestPath={ADMIN_PAGES.guest} couple={facts.couple} onSignedOut={onSignedOut} />;
    case ADMIN_PAGES.people: {
      const { PeoplePage } = screensOf('people');
      return <PeoplePage onSignedOut={onSignedOut} />;
    }
    case ADMIN_PAGES.passkeys: {
      // A planner or a helper finds their own sessions and sign-ins beside their passkeys (docs/decisions/0065); the
      // couple's, everyone's, are in Settings.
      const { PasskeysPage, SessionsPanel, SignInsPanel } = screensOf('passkeys');
      return (
        <>
          <PasskeysPage hasPerson={data.hasPerson ?? false} onSignedOut={onSignedOut} />
          {role !== 'couple' && <SessionsPanel onSignedOut={onSignedOut} />}
          {role !== 'couple' && <SignInsPanel onSignedOut={onSignedOut} />}
        </>
      );
    }
    case ADMIN_PAGES.setup:
      return <SetupPage signInPath={ADMIN_PAGES.signIn} />;
    default:
      return null;
  }
}

function Frame() {
  const { url, data, failed } = useRouterState<AdminGuardData>();
  const { t } = useT();
  const role = data.role ?? 'couple';
  return (
    <RoleProvider value={role}>
      <AdminLayout signedIn={data.signedIn}>
        {/* The screen asked for did not come (its code or the guard's answer): the one shown stays, and says so above
            the tab bar, where the tap was, however far the screen is scrolled (admin.css, .nav-failed). */}
        {failed && (
          <p className="error nav-failed" role="alert">
            {t('errors.network')}
          </p>
        )}
        {/* A helper has the answers of the invitation's tab only: no row of links to the others. */}
        {data.signedIn && role !== 'helper' && inInvitationSection(url.pathname) && <SectionNav />}
        <CurrentPage />
      </AdminLayout>
    </RoleProvider>
  );
}

export function AdminRoutes({ router }: { router: AdminRouter }) {
  return (
    <RouterProvider router={router} onPageShown={focusNewPage}>
      <Frame />
    </RouterProvider>
  );
}
