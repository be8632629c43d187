import type { SitePhoto } from '#common/api';
import { weddingDateParts } from '#common/wedding-time';
import { PhotoCarousel } from '../../components/photo-carousel';
import type { WeddingDetails } from '../../content/site-content';
import { useTranslation } from '../../i18n/use-translation';
import { DetailsSection } from './details-section';
import { WeddingVideo } from './wedding-video';

interface HomePageProps {
  photos: SitePhoto[];
  /** The signed-in guest's wedding details; absent when they could not be loaded. */
  details: WeddingDetails | undefined;
}

/** The Save the Date page: carousel with the date, the details with the countdown, and the video. */
export function HomePage({ photos, details }: HomePageProps) {
  const { i18n } = useTranslation();
  const date = details ? weddingDateParts(details.weddingDate, details.timeZone, i18n.language) : undefined;
  return (
    <>
      <PhotoCarousel photos={photos} date={date} />
      {details && <DetailsSection details={details} />}
      {details && <WeddingVideo video={details.video} />}
    </>
  );
}
