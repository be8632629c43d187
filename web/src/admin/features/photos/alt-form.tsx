import { useId, useState, type FormEvent } from 'react';
import type { AdminPhoto, LocaleTexts } from '#common/site-content';
import { savePhotoAlt } from '../../api/admin-calls';
import { LocaleFields } from '../../components/locale-fields';
import { problemInLanguage } from '../../components/problem-text';
import { SaveButton } from '../../components/save-button';
import { useSave } from '../../components/use-save';
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
  const save = useSave(onSignedOut);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await save.run(() => savePhotoAlt(photo.id, { alt, revision: photo.revision }), {
      onSaved: onChanged,
      // Saved meanwhile elsewhere: what is typed stays; saving again replaces that version.
      changedMeanwhile: t('photos.altConflict'),
      onChangedMeanwhile: (current) => current && onChanged(current as AdminPhoto),
      // Each problem names its language and the limit: the fields are side by side, one per language.
      onRefused: (failure) => {
        if (failure.kind === 'invalid') save.refuse(failure.problems, failure.problems.map((problem) => problemInLanguage(t, problem)).join(' '));
      },
    });
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
      <SaveButton type="submit" className="primary" save={save} busyLabel={t('common.saving')}>
        {t('photos.altSave')}
      </SaveButton>
    </form>
  );
}
