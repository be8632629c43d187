import './guest-photos.css';
import { useState } from 'react';
import type { PhotoSettings } from '#common/admin-photos-api';
import { siteContent } from '../../api/admin-calls';
import type { ApiResult } from '../../api/admin-client';
import { photoSettings } from '../../api/guest-photo-calls';
import { useLoad } from '../../api/use-load';
import { LoadGate } from '../../components/load-gate';
import { LoadingLine } from '../../components/loading-section';
import { useRole } from '../../components/role-context';
import { useT } from '../../i18n/admin-i18n';
import { PhotoLinksPanel } from './photo-links-panel';
import { PhotoSettingsForm } from './photo-settings-form';
import { ReviewPanel } from './review-panel';

type Loaded = { settings: PhotoSettings; timeZone: string };

/** The photos' settings, with the wedding's time zone their moments are written in. */
async function photoSettingsInZone(): Promise<ApiResult<Loaded>> {
  const [settings, content] = await Promise.all([photoSettings(), siteContent()]);
  if (!settings.ok) return settings;
  if (!content.ok) return content;
  return { ok: true, value: { settings: settings.value, timeZone: content.value.facts.timeZone } };
}

/**
 * The guests' photos (issue 39): what guests added, the waiting ones first, reviewed in batches; for the couple and
 * a planner also the settings, the drop link and the wall. A helper for the day reviews only (app/roles.ts): the
 * screen leaves out what the server would refuse them. Drawn once the photos and the settings have come.
 */
export function GuestPhotosPage({ onSignedOut }: { onSignedOut: () => void }) {
  const { t } = useT();
  const helper = useRole() === 'helper';
  const [pending, setPending] = useState<number | null>(null);
  const { value: loaded, failure, settled, setValue: setLoaded } = useLoad(photoSettingsInZone, onSignedOut, { when: !helper });

  const changed = (settings: PhotoSettings) => setLoaded((current) => current && { ...current, settings });
  return (
    <div className="guest-photos-page">
      <header className="page-header">
        <h1>{t('guestPhotos.heading')}</h1>
        <p role="status">{pending === null ? '' : t('guestPhotos.waiting', { count: pending })}</p>
      </header>
      <LoadGate until={helper || settled}>
        <ReviewPanel onPending={setPending} onSignedOut={onSignedOut} />
        {!helper &&
          (loaded ? (
            <>
              <PhotoSettingsForm settings={loaded.settings} timeZone={loaded.timeZone} onSaved={changed} onSignedOut={onSignedOut} />
              <PhotoLinksPanel settings={loaded.settings} onChanged={changed} onSignedOut={onSignedOut} />
            </>
          ) : (
            <div className="panel">
              <LoadingLine failure={failure} />
            </div>
          ))}
      </LoadGate>
    </div>
  );
}
