import type { ReactNode } from 'react';
import type { ApiFailure } from '../../api/admin-client';
import { LoadingLine } from '../../components/loading-section';

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
  return (
    <div className="rsvp-page">
      <header className="page-header">
        <h1>{heading}</h1>
        {intro}
      </header>
      {waiting ? (
        <LoadingLine failure={waiting.failure} />
      ) : (
        children
      )}
    </div>
  );
}
