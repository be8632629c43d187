import { useTranslation } from '../../i18n/use-translation';
import { mapsAppLink, mapsAppOf } from './maps-app-link';

const isWebLink = (href: string) => /^https?:\/\//i.test(href);

interface MapLinksProps {
  address: string;
  /** The web map: the couple's own link, or OpenStreetMap's built from the address (server/invitation/map-link.ts). */
  webLink: string;
  /** What the links lead to, for screen readers, which list links alone: the event's title or the place. */
  of: string;
}

function MapLink({ href, label, of }: { href: string; label: string; of: string }) {
  return (
    <li>
      <a href={href} rel="noopener noreferrer" className="pill-link">
        {label}
        <span className="visually-hidden"> ({of})</span>
      </a>
    </li>
  );
}

/**
 * An address's map links, as items of a list of links (docs/decisions/0037): on a phone, first the one that opens its
 * maps app, which works with no signal; then the web map, the couple's choice, kept on every device.
 */
export function MapLinks({ address, webLink, of }: MapLinksProps) {
  const { t } = useTranslation();
  const app = mapsAppOf(navigator.userAgent);
  const appLink = app ? mapsAppLink(address, app) : '';
  return (
    <>
      {appLink && <MapLink href={appLink} label={t('invitation.event.mapsApp')} of={of} />}
      {isWebLink(webLink) && <MapLink href={webLink} label={t('invitation.event.map')} of={of} />}
    </>
  );
}
