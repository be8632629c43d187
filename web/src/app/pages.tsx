import type { ReactNode } from 'react';
import { APP_PATHS, PHOTO_PAGE_PATHS } from '#common/app-paths';
import type { SitePhoto } from '#common/api';
import type { InfoPage } from '#common/invitation-api';
import { loadWeddingDetails, type WeddingDetails } from '../content/site-content';
import { HomePage } from '../features/save-the-date/home-page';
import { LoginPage } from '../features/auth/login-page';
import { requestRsvp } from '../features/rsvp/rsvp-request';
import type { Router } from '../lib/router/create-router';
import { createPages, type PageEntry } from '../lib/router/lazy-pages';
import { AnswerCallSlot } from './answer-call-slot';
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

/** The answering page's chunk: one dynamic import for its prefetch and its load, so the module cache fetches it once. */
const rsvpCode = () => import('../features/rsvp/rsvp-page');
const photoPages = () => import('../features/photos/photo-pages');

/**
 * One of the invitation's pages (issue 19): its chunk and the invitation it shows (GET /api/invitation, once per
 * page load) are both fetched after the guard, so the page never renders without what it shows.
 */
function invitationPage(page: InfoPage): PageEntry<RenderPage> {
  return {
    load: async () => {
      const { InvitationPage, loadInvitation } = await import('../features/invitation/invitation-pages');
      const invitation = await loadInvitation();
      // Each page ends with the way to answer, for a household's personal link (issue 28: no page is a dead end).
      return ({ details }) => <InvitationPage page={page} invitation={invitation} answerLink={details?.household === true ? <AnswerCallSlot linkOnly /> : null} />;
    },
  };
}

/**
 * The guests' pages by path, each given what it needs as props. `page` is in the first load: /login and / are what
 * a first visit shows, so they stay there. `load` puts a page in a chunk of its own, fetched once the guard has let
 * the visitor in (docs/decisions/0021-pages-loaded-on-demand.md): the FAQ, the invitation's pages and answering, so
 * they add nothing to the first load of /login or /. Unknown paths find no page: the guard redirects them first.
 */
export const GUEST_PAGES = createPages<RenderPage>({
  [APP_PATHS.home]: {
    page: ({ photos, details }) => (
      <HomePage photos={photos} details={details} answerCall={details?.invitation === true && details.household === true ? <AnswerCallSlot /> : null} />
    ),
  },
  [APP_PATHS.login]: {
    page: ({ data, photos, navigate, revalidate }) => (
      <LoginPage
        // A new element when the link's answer changes, so the error line starts from it.
        key={data.linkRefused ? 'link-refused' : data.linkEnded ? 'link-ended' : 'login'}
        photos={photos}
        onSignedIn={() => navigate(APP_PATHS.home, { replace: true })}
        linkRefused={data.linkRefused}
        linkEnded={data.linkEnded}
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
  [APP_PATHS.schedule]: invitationPage('schedule'),
  [APP_PATHS.venue]: invitationPage('venue'),
  [APP_PATHS.stay]: invitationPage('stay'),
  [APP_PATHS.travel]: invitationPage('travel'),
  // Answering (issue 20): the household's form and answer, and its members' languages, fetched before it shows.
  [APP_PATHS.rsvp]: {
    // A signed-in guest opening /rsvp: its code and the form's request start with the app, not after the guard.
    prefetch: () => {
      // Its failure is the chunk's to read (rsvp-calls.ts); if the chunk fails too, the guard's load says so.
      const request = requestRsvp();
      return rsvpCode().then(({ startRsvpRead }) => startRsvpRead(request, loadWeddingDetails));
    },
    load: async () => {
      const { RsvpPage, loadRsvpPage } = await rsvpCode();
      await loadRsvpPage(loadWeddingDetails);
      return () => <RsvpPage />;
    },
  },
  // The day's photos (issue 39): one chunk for the three (photo-pages.ts); the drop page's token is read from the address.
  [PHOTO_PAGE_PATHS.add]: {
    load: async () => {
      const { UploadPage } = await photoPages();
      return () => <UploadPage />;
    },
  },
  [PHOTO_PAGE_PATHS.gallery]: {
    load: async () => {
      const { GalleryPage } = await photoPages();
      return () => <GalleryPage />;
    },
  },
  [PHOTO_PAGE_PATHS.drop]: {
    load: async () => {
      const { DropPage } = await photoPages();
      // The token is the path's segment after /drop/ (isDropPath has checked there is exactly one).
      return () => <DropPage token={decodeURIComponent(window.location.pathname.slice(6))} />;
    },
  },
});
