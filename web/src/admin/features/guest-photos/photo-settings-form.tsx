import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { PhotoSettings } from '#common/admin-photos-api';
import { PHOTO_MODES, type PhotoMode } from '#common/photos-api';
import { savePhotoSettings } from '../../api/guest-photo-calls';
import { ActionResult } from '../../components/action-result';
import { SaveButton } from '../../components/save-button';
import { useSave } from '../../components/use-save';
import { formatInZone } from '../../components/zoned-moment';
import { problemText } from '../../components/problem-text';
import { zoneLabel } from '../../components/time-zone-search';
import type { PhotoSettingsField } from '#common/api-problems';
import { adminLocale, useT } from '../../i18n/admin-i18n';
import { sizeText } from './photo-sizes';
import { draftOf, updateOf, type SettingsDraft } from './settings-draft';

interface PhotoSettingsFormProps {
  settings: PhotoSettings;
  /** The venue's time zone (the site's facts): the moments are typed and read on its clock. */
  timeZone: string;
  onSaved: (settings: PhotoSettings) => void;
  onSignedOut: () => void;
}

/**
 * What others see and when guests may add (issue 39): the mode (open, approve first, reveal later at a moment), the
 * window for adding on the venue's clock, the limits (a file and a household in MB, the site in GB, with the space
 * used and the disk's free space said), and whether the drop link's page shows the gallery. One Save for all.
 */
export function PhotoSettingsForm({ settings, timeZone, onSaved, onSignedOut }: PhotoSettingsFormProps) {
  const { t } = useT();
  const id = useId();
  const locale = adminLocale();
  const [draft, setDraft] = useState<SettingsDraft>(() => draftOf(settings, timeZone));
  const save = useSave(onSignedOut);
  const set = <K extends keyof SettingsDraft>(key: K, value: SettingsDraft[K]) => setDraft((current) => ({ ...current, [key]: value }));
  const zone = zoneLabel(timeZone, locale);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.pending) return;
    const checked = updateOf(draft, timeZone);
    if ('problems' in checked) return save.refuse(checked.problems);
    void save.run(() => savePhotoSettings(checked.update), {
      saved: () => t('guestPhotos.settings.saved'),
      onSaved: (saved) => {
        setDraft(draftOf(saved, timeZone));
        onSaved(saved);
      },
    });
  }

  const problemOf = (field: PhotoSettingsField) => save.problems.find((problem) => problem.field === field);
  /** A labelled field, its help or its problem said with it. */
  const field = (name: PhotoSettingsField, label: string, control: (aria: object) => ReactNode, help?: string) => {
    const problem = problemOf(name);
    const describedBy = problem || help ? `${id}-${name}-note` : undefined;
    return (
      <div className="field">
        <label htmlFor={`${id}-${name}`}>{label}</label>
        {control({ id: `${id}-${name}`, 'aria-invalid': problem ? true : undefined, 'aria-describedby': describedBy })}
        {describedBy && (
          <p id={describedBy} className={problem ? 'error' : 'help'}>
            {problem ? problemText(t, problem) : help}
          </p>
        )}
      </div>
    );
  };
  const moment = (name: 'opensAt' | 'closesAt' | 'revealAt', label: string) =>
    field(name, label, (aria) => <input {...aria} type="datetime-local" value={draft[name]} onChange={(change) => set(name, change.target.value)} />, t('guestPhotos.settings.onClock', { zone }));
  const size = (name: 'fileMb' | 'householdMb' | 'siteGb', problemField: PhotoSettingsField, label: string) =>
    field(problemField, label, (aria) => <input {...aria} type="text" inputMode="decimal" autoComplete="off" value={draft[name]} onChange={(change) => set(name, change.target.value)} />);

  return (
    <form className="panel" onSubmit={submit} noValidate aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('guestPhotos.settings.heading')}</h2>
      <fieldset>
        <legend>{t('guestPhotos.settings.mode')}</legend>
        {PHOTO_MODES.map((mode: PhotoMode) => (
          <div key={mode} className="choice">
            <input id={`${id}-mode-${mode}`} type="radio" name={`${id}-mode`} value={mode} checked={draft.mode === mode} onChange={() => set('mode', mode)} aria-describedby={`${id}-mode-${mode}-help`} />
            <div>
              <label htmlFor={`${id}-mode-${mode}`}>{t(`guestPhotos.modes.${mode}`)}</label>
              <p id={`${id}-mode-${mode}-help`} className="help">
                {t(`guestPhotos.modeHelp.${mode}`)}
              </p>
            </div>
          </div>
        ))}
      </fieldset>
      {draft.mode === 'reveal' && moment('revealAt', t('guestPhotos.settings.revealAt'))}
      <fieldset>
        <legend>{t('guestPhotos.settings.window')}</legend>
        {moment('opensAt', t('guestPhotos.settings.opensAt'))}
        {moment('closesAt', t('guestPhotos.settings.closesAt'))}
      </fieldset>
      <fieldset>
        <legend>{t('guestPhotos.settings.limits')}</legend>
        {size('fileMb', 'limits.fileBytes', t('guestPhotos.settings.fileMb'))}
        {size('householdMb', 'limits.householdBytes', t('guestPhotos.settings.householdMb'))}
        {size('siteGb', 'limits.siteBytes', t('guestPhotos.settings.siteGb'))}
        <p className="help">
          {t('guestPhotos.settings.space', {
            used: sizeText(settings.usedBytes, locale),
            free: sizeText(settings.freeDiskBytes, locale),
            floor: sizeText(settings.diskFloorBytes, locale),
          })}
        </p>
      </fieldset>
      <label className="choice">
        <input type="checkbox" checked={draft.dropShowsGallery} onChange={(change) => set('dropShowsGallery', change.target.checked)} />
        <span>{t('guestPhotos.settings.dropShowsGallery')}</span>
      </label>
      {settings.mode === 'reveal' && settings.revealAt && <p className="help">{t('guestPhotos.settings.revealsAt', { date: formatInZone(Date.parse(settings.revealAt), timeZone, locale) })}</p>}
      <div className="row">
        <SaveButton type="submit" className="primary" save={save} result={false}>
          {t('common.save')}
        </SaveButton>
      </div>
      <ActionResult message={save.message} />
    </form>
  );
}
