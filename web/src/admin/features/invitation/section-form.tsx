import { useId, useState, type FormEvent } from 'react';
import { INFO_LIMITS, type InfoPage, type InfoSection } from '#common/invitation-api';
import { LOCALES, type Locale } from '#common/locales';
import { addInfoSection, saveInfoSection } from '../../api/invitation-calls';
import { ActionResult } from '../../components/action-result';
import { problemText } from '../../components/problem-text';
import { SaveButton } from '../../components/save-button';
import { useSave } from '../../components/use-save';
import { adminLocale, useT } from '../../i18n/admin-i18n';
import { useTextIn } from '../../i18n/site-language';
import { noTexts, type LocaleText } from './event-draft';
import { localesWithProblems, otherProblems, problemsOf } from './field-problems';
import { LanguageTabs } from './language-tabs';
import { copyIntoEmpty } from '../../components/language-copies';

const FIELDS = ['heading', 'body'] as const;

interface SectionFormProps {
  page: InfoPage;
  /** The saved section; null for a new one (added last on its page). */
  section: InfoSection | null;
  onSaved: (section: InfoSection) => void;
  onSignedOut: () => void;
}

/**
 * One section of a page, a heading and its text, a language at a time. The same answers as the event form: refused
 * fields said next to them, the focus on the answer after a save, the version saved meanwhile shown on a conflict.
 */
export function SectionForm({ page, section, onSaved, onSignedOut }: SectionFormProps) {
  const { t } = useT();
  const id = useId();
  const locale = adminLocale();
  const textIn = useTextIn();
  const [heading, setHeading] = useState<LocaleText>(section?.heading ?? noTexts());
  const [body, setBody] = useState<LocaleText>(section?.body ?? noTexts());
  const [language, setLanguage] = useState<Locale>(locale);
  const saving = useSave(onSignedOut);
  const { problems } = saving;
  const [conflict, setConflict] = useState<InfoSection | null>(null);

  async function save(revision: number | undefined) {
    await saving.run(() => (section && revision !== undefined ? saveInfoSection(section.id, { heading, body, revision }) : addInfoSection(page, { heading, body })), {
      saved: section ? t('common.saved') : t('invitation.sections.added'),
      onSaved: (saved) => {
        setConflict(null);
        if (!section) {
          setHeading(noTexts());
          setBody(noTexts());
        }
        onSaved(saved);
      },
      changedMeanwhile: t('invitation.sections.conflict'),
      onChangedMeanwhile: (current) => current && setConflict(current as InfoSection),
      notSaved: t('invitation.notSaved'),
      // The form is long: whatever the answer, it takes the focus, so it is read out where it stands.
      focusResult: 'always',
    });
  }

  function submit(formEvent: FormEvent<HTMLFormElement>) {
    formEvent.preventDefault();
    void save(section?.revision);
  }

  const headingProblems = problemsOf(problems, 'heading', language);
  const bodyProblems = problemsOf(problems, 'body', language);
  const written = LOCALES.filter((l) => heading[l].trim() || body[l].trim());
  const empty = new Set(written.length > 0 ? LOCALES.filter((l) => !written.includes(l)) : []);
  const pageName = t(`invitation.pages.${page}`);

  return (
    <form
      className="section-form"
      aria-label={
        section
          ? t('invitation.sections.labelOf', { heading: textIn(section.heading) || t('invitation.sections.untitled') })
          : t('invitation.sections.labelNew', { page: pageName })
      }
      onSubmit={submit}
      noValidate
    >
      <LanguageTabs id={`${id}-texts`} label={t('invitation.tabs.label')} value={language} onChange={setLanguage} marked={localesWithProblems(problems, FIELDS)}
        empty={empty}
        copying={{
          fields: [heading, body],
          onCopy: (from) => {
            setHeading((current) => copyIntoEmpty(current, from));
            setBody((current) => copyIntoEmpty(current, from));
          },
        }}
      >
        <div className="field">
          <label htmlFor={`${id}-heading`}>{t('invitation.sections.heading')}</label>
          <input
            id={`${id}-heading`}
            lang={language}
            dir="auto"
            maxLength={INFO_LIMITS.heading}
            value={heading[language]}
            onChange={(change) => setHeading({ ...heading, [language]: change.target.value })}
            aria-invalid={headingProblems.length > 0 ? true : undefined}
            aria-describedby={`${id}-heading-problems`}
          />
          <div id={`${id}-heading-problems`}>
            {headingProblems.map((problem, index) => (
              <p key={index} className="error">
                {problemText(t, problem)}
              </p>
            ))}
          </div>
        </div>
        <div className="field">
          <label htmlFor={`${id}-body`}>{t('invitation.sections.body')}</label>
          <textarea
            id={`${id}-body`}
            lang={language}
            dir="auto"
            rows={6}
            maxLength={INFO_LIMITS.body}
            value={body[language]}
            onChange={(change) => setBody({ ...body, [language]: change.target.value })}
            aria-invalid={bodyProblems.length > 0 ? true : undefined}
            aria-describedby={`${id}-body-about`}
          />
          <div id={`${id}-body-about`}>
            <p className="help">{t('invitation.sections.paragraphs')}</p>
            {bodyProblems.map((problem, index) => (
              <p key={index} className="error">
                {problemText(t, problem)}
              </p>
            ))}
          </div>
        </div>
      </LanguageTabs>
      {conflict && (
        <div className="conflict" role="group" aria-label={t('invitation.conflictSaved')}>
          <p>
            <strong>{t('invitation.conflictSaved')}</strong>
          </p>
          <ul>
            {LOCALES.filter((l) => conflict.heading[l] || conflict.body[l]).map((l) => (
              <li key={l}>
                {t(`languages.${l}`)}:{' '}
                <span lang={l}>
                  {conflict.heading[l]}
                  {conflict.body[l] && ` — ${conflict.body[l]}`}
                </span>
              </li>
            ))}
          </ul>
          <div className="row">
            <button type="button" onClick={() => (setHeading(conflict.heading), setBody(conflict.body), onSaved(conflict), setConflict(null), saving.clear())}>
              {t('invitation.useSaved')}
            </button>
            <SaveButton className="primary" save={saving} result={false} onClick={() => void save(conflict.revision)}>
              {t('invitation.keepMine')}
            </SaveButton>
          </div>
        </div>
      )}
      {otherProblems(problems, FIELDS).map((problem, index) => (
        <p key={index} className="error">
          {problemText(t, problem)}
        </p>
      ))}
      <div className="row">
        <SaveButton type="submit" className="primary" save={saving} result={false} busyLabel={t('common.saving')}>
          {section ? t('common.save') : t('invitation.sections.add')}
        </SaveButton>
      </div>
      <ActionResult message={saving.message} />
    </form>
  );
}
