import { useId, useState, type FormEvent } from 'react';
import type { AdminPhoto, LocaleTexts } from '#common/site-content';
import { savePhotoAlt } from '../../api/admin-calls';
import { ActionResult, type StatusMessage } from '../../components/action-result';
import { LocaleFields } from '../../components/locale-fields';
import { failureText, problemInLanguage } from '../../components/problem-text';
import { useT } from '../../i18n/admin-i18n';

interface AltFormProps {
  photo: AdminPhoto;
  onChanged: (photo: AdminPhoto) => void;
  onSignedOut: () => void;
}

/** The photo's descriptions for guests who cannot see it, in each language, saved together. */
export function AltForm({ photo, onChanged, onSignedOut }: AltFormProps) {
  const { t } = useT();
  const id = useId();
  const [alt, setAlt] = useState<LocaleTexts>(photo.alt);
  const [message, setMessage] = useState<StatusMessage>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
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
    const { failure } = result;
    const words = failure.kind === 'conflict' ? t('photos.altConflict') : failure.kind === 'invalid' ? failure.problems.map((problem) => problemInLanguage(t, problem)).join(' ') : failureText(t, failure);
    setMessage({ text: words ?? '', error: true });
  }

  return (
    <form onSubmit={(event) => void submit(event)}>
      <h4>{t('photos.altHeading')}</h4>
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
      {/* Marked busy rather than disabled while saving: a disabled button drops the focus to the page. */}
      <button type="submit" className="primary" aria-disabled={pending ? true : undefined}>
        {pending ? t('common.saving') : t('photos.altSave')}
      </button>
      <ActionResult message={message} />
    </form>
  );
}
