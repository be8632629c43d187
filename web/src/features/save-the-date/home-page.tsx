import type { ReactNode } from 'react';
import type { SitePhoto } from '#common/api';
import { APP_PATHS, PHOTO_PAGE_PATHS } from '#common/app-paths';
import { weddingDateParts } from '#common/wedding-time';
import { PhotoCarousel } from '../../components/photo-carousel';
import type { WeddingDetails } from '../../content/site-content';
import { useTranslation } from '../../i18n/use-translation';
import { NavLink } from '../../lib/router/nav-link';
import { DetailsSection } from './details-section';
import { WeddingVideo } from './wedding-video';

interface HomePageProps {
  photos: SitePhoto[];
  /** The signed-in guest's wedding details; absent when they could not be loaded. */
  details: WeddingDetails | undefined;
  /** In the invitation phase, the call to answer (issue 20), which the app loads on demand below the link. */
  answerCall?: ReactNode;
}

/**
 * The Save the Date page: carousel with the date, the details with the countdown, and the video; once the couple has
 * switched the site to the invitation (issue 19), the invitation's heading over the photos (issue 27) and a link to
 * its schedule right below them.
 */
export function HomePage({ photos, details, answerCall }: HomePageProps) {
  const { t, i18n } = useTranslation();
  const date = details ? weddingDateParts(details.weddingDate, details.timeZone, i18n.language) : undefined;
  return (
    <>
      <PhotoCarousel photos={photos} date={date} invitation={details?.invitation} />
      {details?.invitation === true && (
        <p className="invitation-link">
          <NavLink to={APP_PATHS.schedule} className="invitation-link-button">
            {t('invitation.homeLink')}
          </NavLink>
        </p>
      )}
      {details?.photosOpen === true && (
        <p className="invitation-link">
          <NavLink to={PHOTO_PAGE_PATHS.add} className="invitation-link-button">
            {t('photos.add')}
          </NavLink>
        </p>
      )}
      {answerCall}
      {details && <DetailsSection details={details} />}
      {details && <WeddingVideo video={details.video} />}
    </>
  );
}
