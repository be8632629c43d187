import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { FieldError } from '#common/api-problems';
import { MAIL_NOTE_MAX, type MailNote, type MailPreview, type MailSendRequest, type MailSendResult, type RecentChoice } from '#common/household-mail-api';
import { LOCALES, type Locale } from '#common/locales';
import { isMailAddress } from '#common/mail-address';
import { typedContact } from '#common/text-fields';
import type { ApiFailure } from '../api/admin-client';
import { confirmSend, previewSend, sendCopy, type MailSendKind } from '../api/household-mail-calls';
import { useT } from '../i18n/admin-i18n';
import { ActionResult, useActionResult } from './action-result';
import { copyIntoEmpty } from './language-copies';
import { LanguageCopyButton } from './language-copy-button';
import { MailHtml } from './mail-html';
import { LoadingLine } from './loading-section';
import { failureText, problemInLanguage } from './problem-text';
import { SaveButton } from './save-button';
import { useSave } from './use-save';
import { useModalDialog } from '../../lib/modal-dialog';

interface MailPreviewDialogProps {
  kind: MailSendKind;
  /** The selected households, or every one the send fits. */
  to: number[] | 'all';
  /** Queued: the dialog closes and the opener says what went. */
  onSent: (result: MailSendResult) => void;
  /** Closed without sending (Cancel, Escape). */
  onClose: () => void;
  onFailure: (failure: ApiFailure) => void;
}

const NO_NOTE = Object.fromEntries(LOCALES.map((locale) => [locale, ''])) as MailNote;
/** The problems of the couple's note (its field is `message`, server/mail/couple-note.ts), each in its language. */
const ofTheNote = (problems: readonly FieldError[]) => problems.filter((problem) => problem.field === 'message');

/**
 * A send to several households seen before it goes (issue 36): how
 * many households and e-mails, who is skipped and why, the e-mail as one reader gets it in each language it goes out
 * in (the server renders it as it renders what it sends), the couple's own words per language, a copy to themselves,
 * and nothing queued until "Send to N households". A reminder asks first about households sent the invitation in the
 * last two days. The native dialog keeps the focus inside, closes on Escape and gives the focus back to its opener.
 */
export function MailPreviewDialog({ kind, to, onSent, onClose, onFailure }: MailPreviewDialogProps) {
  const { t } = useT();
  const id = useId();
  const dialog = useModalDialog(() => heading.current?.focus());
  const heading = useRef<HTMLHeadingElement>(null);
  const [preview, setPreview] = useState<MailPreview | null>(null);
  const [note, setNote] = useState<MailNote>(NO_NOTE);
  const [recent, setRecent] = useState<RecentChoice>('skip');
  const [shown, setShown] = useState<Locale | null>(null);
  const [copyTo, setCopyTo] = useState<string | null>(null);
  const [badAddress, setBadAddress] = useState(false);
  /** What the server refused in the note (a control character, a language over its limit): said under it. */
  const [noteProblems, setNoteProblems] = useState<FieldError[]>([]);
  const refusedNote = (failure: ApiFailure) => failure.kind === 'invalid' && setNoteProblems(ofTheNote(failure.problems));
  const loaded = useActionResult();
  const signedOut = useCallback(() => onFailure({ kind: 'signed-out' }), [onFailure]);
  const copied = useSave(signedOut);
  const confirmed = useSave(signedOut);
  const pending = copied.pending || confirmed.pending;
  /** The note the preview shown was made with: a change since is previewed again when the field is left. */
  const previewedNote = useRef<MailNote | null>(null);
  /** The note as typed, for a preview asked by something else (the choice about recent invitations). */
  const typedNote = useRef(NO_NOTE);
  const changeNote = (next: MailNote) => {
    typedNote.current = next;
    setNote(next);
  };
  /** Only the last preview asked for is shown. */
  const asked = useRef(0);

  const requestOf = useCallback(
    (withNote: MailNote): MailSendRequest => ({ ...(to === 'all' ? { all: true as const } : { ids: to }), note: withNote, ...(kind === 'reminder' ? { recent } : {}) }),
    [to, kind, recent],
  );

  const load = useCallback(
    async (withNote: MailNote) => {
      const ask = ++asked.current;
      previewedNote.current = withNote;
      const answer = await previewSend(kind, requestOf(withNote));
      if (ask !== asked.current) return;
      if (!answer.ok) {
        if (answer.failure.kind === 'signed-out') return onFailure(answer.failure);
        // A refused note is said under it; the preview shown stays the last one made.
        if (answer.failure.kind === 'invalid') return void (setNoteProblems(ofTheNote(answer.failure.problems)), loaded.clear());
        return loaded.show({ text: failureText(t, answer.failure) ?? '', error: true });
      }
      loaded.clear();
      setNoteProblems([]);
      setPreview(answer.value);
      setShown((current) => (current && answer.value.languages.some((language) => language.locale === current) ? current : (answer.value.languages[0]?.locale ?? null)));
      setCopyTo((current) => current ?? answer.value.coupleAddress);
    },
    // `loaded` and `t` are stable for the dialog's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [kind, requestOf, onFailure],
  );

  // The first preview, and again when the couple chooses about recent invitations.
  useEffect(() => void load(typedNote.current), [load]);

  const noteChanged = () => previewedNote.current !== note;
  const refreshNote = () => {
    if (noteChanged()) void load(note);
  };

  async function copy() {
    if (pending || !shown) return;
    const address = typedContact(copyTo ?? '');
    if (!isMailAddress(address)) return setBadAddress(true);
    setBadAddress(false);
    await copied.run(() => sendCopy(kind, { send: requestOf(note), locale: shown, to: address }), {
      saved: t('mailPreview.copySent', { language: t(`languages.${shown}`), address }),
      changedMeanwhile: t('mailPreview.changed'),
      onChangedMeanwhile: (current) => setPreview(current as MailPreview),
      // A refused address or note is said under its field; the line says nothing more.
      onRefused: (failure) => {
        if (failure.kind !== 'invalid') return;
        setBadAddress(failure.problems.some((problem) => problem.field === 'to'));
        refusedNote(failure);
        copied.clear();
      },
    });
  }

  async function send() {
    if (pending || !preview) return;
    await confirmed.run(() => confirmSend(kind, { ...requestOf(note), households: preview.households }), {
      // The dialog closes: the screen that opened it says what was sent.
      saved: null,
      onSaved: onSent,
      changedMeanwhile: t('mailPreview.changed'),
      onChangedMeanwhile: (current) => setPreview(current as MailPreview),
      onRefused: refusedNote,
    });
  }

  const language = preview?.languages.find((candidate) => candidate.locale === shown);
  const headingText = kind === 'invitation' ? t('mailPreview.headingInvitation') : t('mailPreview.headingReminder');
  return (
    <dialog ref={dialog} className="mail-preview" aria-labelledby={`${id}-heading`} onCancel={onClose}>
      <h2 id={`${id}-heading`} ref={heading} tabIndex={-1}>
        {headingText}
      </h2>
      {!preview && <LoadingLine failure={null} />}
      <ActionResult message={loaded.message} />
      {preview && (
        <>
          <p className="mail-preview-summary">
            {t('mailPreview.households', { count: preview.households })} · {t('mailPreview.messages', { count: preview.messages })}
          </p>
          {!preview.mailServer && <p className="warning">{t('guests.mail.noServer')}</p>}
          {preview.skippedHouseholds.length > 0 && (
            <details className="mail-preview-skipped">
              <summary>{t('mailPreview.skipped', { count: preview.skippedHouseholds.length })}</summary>
              <ul>
                {preview.skippedHouseholds.map((household) => (
                  <li key={household.id}>
                    {household.name}: {t(`mailPreview.reasons.${household.reason}`)}
                  </li>
                ))}
              </ul>
            </details>
          )}
          {preview.recentlyInvited.length > 0 && (
            <fieldset className="mail-preview-recent">
              <legend>
                {t('mailPreview.recent', { count: preview.recentlyInvited.length, names: preview.recentlyInvited.map((household) => household.name).join(', ') })}
              </legend>
              {(['skip', 'include'] as const).map((choice) => (
                <label key={choice} className="choice">
                  <input type="radio" name={`${id}-recent`} value={choice} checked={recent === choice} onChange={() => setRecent(choice)} />
                  {t(`mailPreview.recentChoices.${choice}`)}
                </label>
              ))}
            </fieldset>
          )}
          {preview.languages.length > 1 && (
            <fieldset className="mail-preview-languages">
              <legend>{t('mailPreview.language')}</legend>
              {preview.languages.map(({ locale, messages }) => (
                <label key={locale} className="choice">
                  <input
                    type="radio"
                    name={`${id}-language`}
                    value={locale}
                    checked={shown === locale}
                    onChange={() => {
                      setShown(locale);
                      refreshNote();
                    }}
                  />
                  {t('mailPreview.languageOption', { language: t(`languages.${locale}`), count: messages })}
                </label>
              ))}
            </fieldset>
          )}
          {language && (
            <>
              <div className="field">
                <label htmlFor={`${id}-note`}>{t('mailPreview.note', { language: t(`languages.${language.locale}`) })}</label>
                <textarea
                  id={`${id}-note`}
                  lang={language.locale}
                  rows={3}
                  maxLength={MAIL_NOTE_MAX}
                  value={note[language.locale]}
                  onChange={(event) => changeNote({ ...note, [language.locale]: event.target.value })}
                  onBlur={refreshNote}
                  aria-invalid={noteProblems.some((problem) => problem.locale === language.locale) || undefined}
                  aria-describedby={noteProblems.length > 0 ? `${id}-note-problems ${id}-note-help` : `${id}-note-help`}
                />
                {noteProblems.length > 0 && (
                  <div id={`${id}-note-problems`}>
                    {noteProblems.map((problem, index) => (
                      <p key={index} className="error">
                        {problemInLanguage(t, problem)}
                      </p>
                    ))}
                  </div>
                )}
                <p id={`${id}-note-help`} className="help">
                  {t('mailPreview.noteHelp')}
                </p>
                <LanguageCopyButton fields={[note]} from={language.locale} onCopy={(from) => changeNote(copyIntoEmpty(note, from))} />
              </div>
              <section className="mail-preview-mail" aria-labelledby={`${id}-mail`}>
                <h3 id={`${id}-mail`}>{t('mailPreview.reader', { name: language.mail.to.name, address: language.mail.to.address })}</h3>
                <p className="mail-preview-subject">
                  {t('mailPreview.subject')}: <span lang={language.locale}>{language.mail.subject}</span>
                </p>
                <MailHtml html={language.mail.html} headingLevel={3} lang={language.locale} />
              </section>
              <div className="field">
                <label htmlFor={`${id}-copy-to`}>{t('mailPreview.copyTo')}</label>
                <input
                  id={`${id}-copy-to`}
                  type="email"
                  autoComplete="email"
                  value={copyTo ?? ''}
                  onChange={(event) => setCopyTo(event.target.value)}
                  aria-invalid={badAddress || undefined}
                  aria-describedby={badAddress ? `${id}-copy-problem` : undefined}
                />
                {badAddress && (
                  <p id={`${id}-copy-problem`} className="error">
                    {t('mail.test.invalidAddress')}
                  </p>
                )}
                <SaveButton save={copied} onClick={() => void copy()}>
                  {t('mailPreview.copy')}
                </SaveButton>
              </div>
            </>
          )}
          {preview.households === 0 && <p>{t('guests.mail.nothing')}</p>}
        </>
      )}
      <div className="confirm-actions">
        <button type="button" onClick={onClose}>
          {t('common.cancel')}
        </button>
        {preview && preview.households > 0 && (
          <SaveButton className="primary" save={confirmed} result={false} onClick={() => void send()}>
            {t('mailPreview.confirm', { count: preview.households })}
          </SaveButton>
        )}
      </div>
      <ActionResult message={confirmed.message} />
    </dialog>
  );
}
