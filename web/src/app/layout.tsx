import { lazy, Suspense, type ReactNode } from 'react';
import type { Locale } from '#common/locales';
import { changeLanguage } from '../content/site-content';
import { useTranslation } from '../i18n/use-translation';
import { useRevalidate, useRouterState } from '../lib/router/router-provider';
import { savedCopyTime } from '../lib/saved-copy';
import { signOut } from './api/sign-out';
import type { GuardData } from './guard';
import { LanguageMenu } from './language-menu';
import { PAGE_ANNOUNCER_ID } from './page-focus';
import { SiteHeader } from './site-header';
import { useSite } from './site-context';
import { useInvitationMenu } from './use-invitation-menu';

/** Shown only offline, so loaded only then, from the scripts the worker keeps (docs/decisions/0037). */
const SavedCopyNotice = lazy(async () => ({ default: (await import('../components/saved-copy-notice')).SavedCopyNotice }));

export function Layout({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const { url, data, failed } = useRouterState<GuardData>();
  const revalidate = useRevalidate();
  const { copyrightYear } = useSite();
  const inInvitationPhase = data.authenticated && data.details?.invitation === true;
  const invitationPages = useInvitationMenu(inInvitationPhase, i18n.language as Locale, url.pathname);
  // Read at each navigation: the guard and the page have fetched what the page shows by then.
  const savedAt = data.authenticated ? savedCopyTime() : null;

  /** Loads what this visitor may read in the language, then switches (content/site-content.ts). */
  async function chooseLanguage(locale: Locale): Promise<void> {
    try {
      if ((await changeLanguage(locale, data.authenticated)) === 'signed-out') {
        // The session has ended: the guard sends the visitor to /login first, where the public messages suffice.
        await revalidate();
        await changeLanguage(locale, false);
      }
    } catch {
      // No answer from the server: the site stays in the language it has.
    }
  }

  /** Ends the session (or remembers to: api/sign-out.ts), then lets the guard send the visitor to /login. */
  async function signOutAndLeave(): Promise<void> {
    await signOut();
    await revalidate();
  }

  return (
    <div className="layout">
      {/* The drop link's page (issue 39) shows the upload page alone: no menu, no header (it names the couple itself). */}
      {data.drop !== true && (
        <SiteHeader
          authenticated={data.authenticated}
          invitationPages={invitationPages}
          answering={inInvitationPhase}
          addingPhotos={data.authenticated && data.details?.photosOpen === true}
          onSignOut={() => void signOutAndLeave()}
        />
      )}
      {failed && (
        <p className="navigation-error" role="alert">
          {t('common.navigationFailed')}
        </p>
      )}
      {savedAt && (
        <Suspense fallback={null}>
          <SavedCopyNotice savedAt={savedAt} />
        </Suspense>
      )}
      {/* A new key per page replays the fade-in between pages (docs/product.md, around every page). */}
      <main key={url.pathname} className="page">
        {children}
      </main>
      <footer className="site-footer">
        <p>{t('footer.message', { copy: copyrightYear })}</p>
        <LanguageMenu current={i18n.language as Locale} onChoose={(locale) => void chooseLanguage(locale)} />
      </footer>
      <p id={PAGE_ANNOUNCER_ID} className="visually-hidden" aria-live="polite" aria-atomic="true" />
    </div>
  );
}
