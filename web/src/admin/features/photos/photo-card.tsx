import { useId, useState, type FormEvent } from 'react';
import type { AdminPhoto, LocaleTexts } from '#common/site-content';
import { replacePhotoFile, savePhotoAlt } from '../../api/admin-calls';
import { LocaleFields } from '../../components/locale-fields';
import { MoveButtons } from '../../components/move-buttons';
import { failureText } from '../../components/problem-text';
import { adminLocale, useT } from '../../i18n/admin-i18n';
import { FileUpload } from './file-upload';
import { FormStatus, type StatusMessage } from '../../components/form-status';

export const IMAGE_TYPES = 'image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif';

interface PhotoCardProps {
  photo: AdminPhoto;
  index: number;
  count: number;
  busy: boolean;
  onMove: (delta: number) => void;
  onChanged: (photo: AdminPhoto) => void;
  onRemove: () => void;
  onSignedOut: () => void;
}

/** The photo's descriptions for guests who cannot see it, in each language. */
function AltForm({ photo, onChanged, onSignedOut }: Pick<PhotoCardProps, 'photo' | 'onChanged' | 'onSignedOut'>) {
  const { t } = useT();
  const id = useId();
  const [alt, setAlt] = useState<LocaleTexts>(photo.alt);
  const [message, setMessage] = useState<StatusMessage>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    const result = await savePhotoAlt(photo.id, { alt, revision: photo.revision });
    setPending(false);
    if (result.ok) {
      setMessage({ text: t('common.saved'), error: false });
      return onChanged(result.value);
    }
    if (result.failure.kind === 'signed-out') return onSignedOut();
    // Saved meanwhile elsewhere: what is typed stays; saving again replaces that version.
    if (result.failure.kind === 'conflict' && result.failure.current) onChanged(result.failure.current as AdminPhoto);
    setMessage({ text: result.failure.kind === 'conflict' ? t('photos.altConflict') : (failureText(t, result.failure) ?? ''), error: true });
  }

  return (
    <form onSubmit={(event) => void submit(event)}>
      <p className="help">{t('photos.altHelp')}</p>
      <LocaleFields>
        {(locale, label) => (
          <div className="field">
            <label htmlFor={`${id}-${locale}`}>{label}</label>
            <input id={`${id}-${locale}`} lang={locale} dir="auto" value={alt[locale]} onChange={(event) => setAlt({ ...alt, [locale]: event.target.value })} />
            {alt[locale].trim() === '' && <p className="flag">{t('photos.altEmpty')}</p>}
          </div>
        )}
      </LocaleFields>
      <button type="submit" className="primary" disabled={pending}>
        {pending ? t('common.saving') : t('photos.altSave')}
      </button>
      <FormStatus message={message} />
    </form>
  );
}

/** One photo of the carousel: how it looks, where it stands, its descriptions; replace or remove it. */
export function PhotoCard({ photo, index, count, busy, onMove, onChanged, onRemove, onSignedOut }: PhotoCardProps) {
  const { t } = useT();
  const name = t('photos.numbered', { number: index + 1 });
  const description = photo.alt[adminLocale()];
  return (
    <>
      <div className="photo-preview">
        {photo.image ? (
          <picture>
            {photo.image.sources.map((source) => (
              <source key={source.type} type={source.type} srcSet={source.srcset} sizes="160px" />
            ))}
            <img src={photo.image.src} alt={description} width={photo.image.width} height={photo.image.height} loading="lazy" />
          </picture>
        ) : (
          <span className="photo-placeholder" aria-hidden="true" />
        )}
      </div>
      <div className="photo-about">
        <h3>{name}</h3>
        {photo.status === 'processing' && (
          <label>
            {t('photos.processing')}
            <progress max={100} value={photo.progress} />
          </label>
        )}
        {photo.status === 'failed' && <p className="error">{t('photos.failed')}</p>}
        {photo.status === 'ready' && <p className="help">{description ? t('photos.described', { text: description }) : t('photos.notDescribed')}</p>}
        <div className="row">
          <MoveButtons name={name} index={index} count={count} disabled={busy} onMove={onMove} />
        </div>
        <div className="row">
          <FileUpload label={t('photos.replace')} accept={IMAGE_TYPES} send={replacePhotoFile(photo.id)} onUploaded={onChanged} onSignedOut={onSignedOut} />
          <button type="button" className="danger-link" onClick={onRemove}>
            {t('photos.remove')}
          </button>
        </div>
        <details>
          <summary>{t('photos.altHeading')}</summary>
          <AltForm photo={photo} onChanged={onChanged} onSignedOut={onSignedOut} />
        </details>
      </div>
    </>
  );
}
