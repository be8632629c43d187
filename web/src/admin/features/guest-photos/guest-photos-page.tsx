import './guest-photos.css';
import { useEffect, useState } from 'react';
import type { PhotoSettings } from '#common/admin-photos-api';
import { siteContent } from '../../api/admin-calls';
import type { ApiFailure } from '../../api/admin-client';
import { photoSettings } from '../../api/guest-photo-calls';
import { failureText } from '../../components/problem-text';
import { useRole } from '../../components/role-context';
import { useT } from '../../i18n/admin-i18n';
import { PhotoLinksPanel } from './photo-links-panel';
import { PhotoSettingsForm } from './photo-settings-form';
import { ReviewPanel } from './review-panel';

type Loaded = { settings: PhotoSettings; timeZone: string };

/**
 * The guests' photos (issue 39): what guests added, the waiting ones first, reviewed in batches; for the couple and
 * a planner also the settings, the drop link and the wall. A helper for the day reviews only (app/roles.ts): the
 * screen leaves out what the server would refuse them.
 */
export function GuestPhotosPage({ onSignedOut }: { onSignedOut: () => void }) {
  const { t } = useT();
  const helper = useRole() === 'helper';
  const [pending, setPending] = useState<number | null>(null);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failure, setFailure] = useState<ApiFailure | null>(null);

  useEffect(() => {
    if (helper) return;
    let current = true;
    void Promise.all([photoSettings(), siteContent()]).then(([settings, content]) => {
      if (!current) return;
      if (settings.ok && content.ok) return setLoaded({ settings: settings.value, timeZone: content.value.facts.timeZone });
      const failed = !settings.ok ? settings.failure : !content.ok ? content.failure : null;
      if (failed?.kind === 'signed-out') onSignedOut();
      else setFailure(failed);
    });
    return () => {
      current = false;
    };
  }, [helper, onSignedOut]);

  const changed = (settings: PhotoSettings) => setLoaded((current) => current && { ...current, settings });
  return (
    <div className="guest-photos-page">
      <header className="page-header">
        <h1>{t('guestPhotos.heading')}</h1>
        <p role="status">{pending === null ? '' : t('guestPhotos.waiting', { count: pending })}</p>
      </header>
      <ReviewPanel onPending={setPending} onSignedOut={onSignedOut} />
      {!helper &&
        (loaded ? (
          <>
            <PhotoSettingsForm settings={loaded.settings} timeZone={loaded.timeZone} onSaved={changed} onSignedOut={onSignedOut} />
            <PhotoLinksPanel settings={loaded.settings} onChanged={changed} onSignedOut={onSignedOut} />
          </>
        ) : (
          <p className="panel" role="status">
            {failure ? failureText(t, failure) : t('common.loading')}
          </p>
        ))}
    </div>
  );
}
