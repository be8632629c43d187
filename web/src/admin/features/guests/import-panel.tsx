import { useId, useRef, useState, type FormEvent } from 'react';
import type { FieldError } from '#common/api-problems';
import type { GuestImport, ImportResult } from '#common/guest-list-api';
import type { Locale } from '#common/locales';
import { importGuests } from '../../api/admin-calls';
import { LanguageSelect } from '../../components/language-select';
import { failureText, problemText } from '../../components/problem-text';
import { useT } from '../../i18n/admin-i18n';

/**
 * Reads a chosen file as UTF-8 text; anything else is refused, since a wrong guess would print mangled names.
 * A file changed on disk since it was chosen can no longer be read: it must be chosen again.
 */
async function readUtf8(file: File): Promise<{ text: string } | { problem: 'unreadable' | 'not-utf8' }> {
  let bytes: ArrayBuffer;
  try {
    bytes = await file.arrayBuffer();
  } catch {
    return { problem: 'unreadable' };
  }
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    return { problem: 'not-utf8' };
  }
}

type Outcome = { kind: 'done'; result: ImportResult } | { kind: 'problems'; problems: FieldError[]; more: number } | { kind: 'error'; text: string };

/**
 * Many guests at once: names pasted one per line, or a CSV file. The server checks the whole text first and adds
 * nobody unless every line is right, naming each bad line; guests already on the list are skipped and reported.
 */
export function ImportPanel({ onImported }: { onImported: () => void }) {
  const { t } = useT();
  const id = useId();
  const [lines, setLines] = useState('');
  const [language, setLanguage] = useState<Locale | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  async function send(body: GuestImport) {
    setPending(true);
    setOutcome(null);
    const result = await importGuests(body);
    setPending(false);
    if (result.ok) {
      setOutcome({ kind: 'done', result: result.value });
      onImported();
      return true;
    }
    if (result.failure.kind === 'invalid') setOutcome({ kind: 'problems', problems: result.failure.problems, more: result.failure.more });
    else setOutcome({ kind: 'error', text: failureText(t, result.failure) ?? '' });
    return false;
  }

  async function submitLines(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (await send({ format: 'lines', text: lines, language })) setLines('');
  }

  async function submitFile(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!file) return;
    const read = await readUtf8(file);
    // Emptied, so that choosing the same file again (corrected) is seen as a new choice.
    setFile(null);
    if (fileInput.current) fileInput.current.value = '';
    if ('problem' in read) return setOutcome({ kind: 'error', text: t(read.problem === 'unreadable' ? 'import.fileUnreadable' : 'import.fileNotText') });
    await send({ format: 'csv', text: read.text });
  }

  return (
    <div className="import">
      <form className="panel" onSubmit={(event) => void submitLines(event)}>
        <h2>{t('import.pasteHeading')}</h2>
        <p className="help" id={`${id}-paste-help`}>
          {t('import.pasteHelp')}
        </p>
        <div className="field">
          <label htmlFor={`${id}-lines`}>{t('import.pasteLabel')}</label>
          <textarea id={`${id}-lines`} rows={6} value={lines} onChange={(event) => setLines(event.target.value)} aria-describedby={`${id}-paste-help`} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-language`}>{t('common.language')}</label>
          <LanguageSelect id={`${id}-language`} value={language} onChange={setLanguage} allowNone />
        </div>
        <button type="submit" className="primary" disabled={pending || lines.trim() === ''}>
          {t('import.pasteSubmit')}
        </button>
      </form>
      <form className="panel" onSubmit={(event) => void submitFile(event)}>
        <h2>{t('import.fileHeading')}</h2>
        <p className="help" id={`${id}-file-help`}>
          {t('import.fileHelp')}
        </p>
        <p className="help" id={`${id}-households-help`}>
          {t('households.importHelp')}
        </p>
        <div className="field">
          <label htmlFor={`${id}-file`}>{t('import.fileLabel')}</label>
          <input
            ref={fileInput}
            id={`${id}-file`}
            type="file"
            accept=".csv,text/csv"
            aria-describedby={`${id}-file-help ${id}-households-help`}
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        </div>
        <button type="submit" className="primary" disabled={pending || !file}>
          {t('import.fileSubmit')}
        </button>
      </form>
      <div role="status" className="import-outcome">
        {pending && (
          <label>
            {t('import.working')}
            <progress />
          </label>
        )}
        {outcome?.kind === 'done' && (
          <div className="success">
            <p>{t('import.added', { count: outcome.result.added.length })}</p>
            {outcome.result.skipped.length > 0 && (
              <p>
                {t('import.skipped', { count: outcome.result.skipped.length, names: outcome.result.skipped.map((s) => s.name).join(', ') })}
              </p>
            )}
          </div>
        )}
      </div>
      {outcome?.kind === 'problems' && (
        <div className="error" role="alert">
          <p>{t('problems.nobodyAdded')}</p>
          <ul>
            {outcome.problems.map((problem, index) => (
              <li key={index}>{problemText(t, problem)}</li>
            ))}
          </ul>
          {outcome.more > 0 && <p>{t('problems.more', { count: outcome.more })}</p>}
        </div>
      )}
      {outcome?.kind === 'error' && (
        <p className="error" role="alert">
          {outcome.text}
        </p>
      )}
    </div>
  );
}
