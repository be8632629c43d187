import type { ReactNode } from 'react';
import type { ApiFailure } from '../../api/admin-client';
import { failureText } from '../../components/problem-text';
import { useT } from '../../i18n/admin-i18n';

interface RsvpFrameProps {
  /** The screen's heading: the same element while loading and after, so the focus a navigation puts on it stays. */
  heading: string;
  intro?: ReactNode;
  /** Still loading (null failure) or failed: said in place of the screen. */
  waiting?: { failure: ApiFailure | null } | null;
  children?: ReactNode;
}

/**
 * The answers' screens share their frame: a heading that is there while loading too (the focus a navigation puts on
 * it stays), then the screen, or why it cannot be shown. The links between them are the app's (section-nav.tsx).
 */
export function RsvpFrame({ heading, intro, waiting, children }: RsvpFrameProps) {
  const { t } = useT();
  return (
    <div className="rsvp-page">
      <header className="page-header">
        <h1>{heading}</h1>
        {intro}
      </header>
      {waiting ? (
        <p role={waiting.failure ? 'alert' : 'status'} className={waiting.failure ? 'error' : undefined}>
          {waiting.failure ? (failureText(t, waiting.failure) ?? t('errors.server')) : t('common.loading')}
        </p>
      ) : (
        children
      )}
    </div>
  );
}
