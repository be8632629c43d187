import { useTranslation } from '../../i18n/use-translation';
import type { WeddingDetails } from '../../content/site-content';

/**
 * Looping, muted, autoplaying video with its poster (docs/product.md, the Save the Date page). Controls let a guest
 * pause it (WCAG 2.2.2); preload="metadata" keeps it from competing with the photos for the first paint.
 */
export function WeddingVideo({ video }: { video: WeddingDetails['video'] }) {
  const { t } = useTranslation();
  return (
    <section className="video" aria-label={t('home.video.label')}>
      <video autoPlay loop muted playsInline controls preload="metadata" poster={video.poster} width={960} height={540}>
        <source src={video.src} type={video.type} />
        {t('home.video.fallback')}
      </video>
    </section>
  );
}
