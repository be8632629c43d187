import { useId, useRef, useState, type FormEvent } from 'react';
import type { FieldError } from '#common/api-problems';
import type { GuestImport, ImportResult } from '#common/guest-list-api';
import type { Locale } from '#common/locales';
import { importGuests } from '../../api/admin-calls';
import { ActionResult } from '../../components/action-result';
import { LanguageSelect } from '../../components/language-select';
import { failureText, problemText } from '../../components/problem-text';
import { SaveButton } from '../../components/save-button';
import { useSave, type Save } from '../../components/use-save';
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
type Source = 'lines' | 'csv';

/** What an import answered, said under the button that sent it: the lines refused, one by one. */
function Refusals({ outcome }: { outcome: Outcome | null }) {
  const { t } = useT();
  if (outcome?.kind !== 'problems') return null;
  return (
    <div className="refusals">
      <ul>
        {outcome.problems.map((problem, index) => (
          <li key={index}>{problemText(t, problem)}</li>
        ))}
      </ul>
      {outcome.more > 0 && <p>{t('problems.more', { count: outcome.more })}</p>}
    </div>
  );
}

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
  const [outcome, setOutcome] = useState<{ source: Source; outcome: Outcome } | null>(null);
  // Each result under its own button (focus and results: components/use-save.ts). A file's form is emptied
  // whatever the answer (the file is read once), which disables its button: the focus then moves to the result.
  const results: Record<Source, Save> = { lines: useSave(), csv: useSave() };
  const pending = results.lines.pending || results.csv.pending;
  // The file is let go as it is sent: its button is disabled when none is chosen, never while it is busy.
  const fileToSend = file !== null || results.csv.pending;

  /** Said under the button that sent it. A success empties the form, which disables its button: the focus moves to the result. */
  function answer(source: Source, next: Outcome) {
    setOutcome({ source, outcome: next });
    results[source === 'lines' ? 'csv' : 'lines'].clear();
    const result = results[source];
    if (next.kind === 'done') {
      const { added, skipped } = next.result;
      const words = [t('import.added', { count: added.length }), ...(skipped.length > 0 ? [t('import.skipped', { count: skipped.length, names: skipped.map((s) => s.name).join(', ') })] : [])];
      result.showAndFocus({ text: words.join(' '), error: false });
      return;
    }
    const say = source === 'csv' ? result.showAndFocus : result.show;
    say({ text: next.kind === 'problems' ? t('problems.nobodyAdded') : next.text, error: true });
  }

  async function send(source: Source, body: GuestImport) {
    const sent = await results[source].run(() => importGuests(body), {
      saved: null,
      onSaved: (imported) => {
        answer(source, { kind: 'done', result: imported });
        onImported();
      },
      onRefused: (failure) =>
        answer(source, failure.kind === 'invalid' ? { kind: 'problems', problems: failure.problems, more: failure.more } : { kind: 'error', text: failureText(t, failure) ?? '' }),
    });
    return sent?.kind === 'saved';
  }

  async function submitLines(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending || lines.trim() === '') return;
    if (await send('lines', { format: 'lines', text: lines, language })) setLines('');
  }

  async function submitFile(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!file || pending) return;
    const read = await readUtf8(file);
    // Emptied, so that choosing the same file again (corrected) is seen as a new choice.
    setFile(null);
    if (fileInput.current) fileInput.current.value = '';
    if ('problem' in read) return answer('csv', { kind: 'error', text: t(read.problem === 'unreadable' ? 'import.fileUnreadable' : 'import.fileNotText') });
    await send('csv', { format: 'csv', text: read.text });
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
        {/* Disabled while there is nothing to send; the lines stay until the answer, so never while it is busy. */}
        <SaveButton type="submit" className="primary" save={results.lines} result={false} disabled={lines.trim() === ''}>
          {t('import.pasteSubmit')}
        </SaveButton>
        {results.lines.pending && <Working />}
        <ActionResult message={results.lines.message} details={<Refusals outcome={outcome?.source === 'lines' ? outcome.outcome : null} />} />
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
        <SaveButton type="submit" className="primary" save={results.csv} result={false} disabled={!fileToSend}>
          {t('import.fileSubmit')}
        </SaveButton>
        {results.csv.pending && <Working />}
        <ActionResult message={results.csv.message} details={<Refusals outcome={outcome?.source === 'csv' ? outcome.outcome : null} />} />
      </form>
    </div>
  );
}

function Working() {
  const { t } = useT();
  return (
    <label className="import-working">
      {t('import.working')}
      <progress />
    </label>
  );
}
