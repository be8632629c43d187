import { useTranslation } from '../../i18n/use-translation';
import { weddingDateParts } from '#common/wedding-time';
import { PhotoCarousel } from '../../components/photo-carousel';
import { useSite } from '../../app/site-context';
import { useGuardData } from '../../app/use-guard-data';
import { DetailsSection } from './details-section';
import { WeddingVideo } from './wedding-video';

/** The Save the Date page: carousel with the date, the details with the countdown, and the video. */
export function HomePage() {
  const { i18n } = useTranslation();
  const { photos } = useSite();
  const { facts } = useGuardData();
  const date = facts ? weddingDateParts(facts.weddingDate, facts.timeZone, i18n.language) : undefined;

  return (
    <>
      <PhotoCarousel photos={photos} date={date} />
      {facts && <DetailsSection facts={facts} />}
      {facts && <WeddingVideo video={facts.video} />}
    </>
  );
}
