import { useId, useRef, useState } from 'react';
import type { UploadCall } from '../../api/admin-calls';
import type { ApiFailure, ApiResult } from '../../api/admin-client';
import { failureText, problemText } from '../../components/problem-text';
import { useT } from '../../i18n/admin-i18n';

interface FileUploadProps<T> {
  label: string;
  /** The file types the picker offers (the server checks the bytes whatever the name says). */
  accept: string;
  /** The call that sends one file (admin-calls.ts). */
  send: UploadCall<T>;
  multiple?: boolean;
  /**
   * Said instead of the button when no file can be sent now ("There are 10 photos…"); what the last files
   * answered stays beside it, so the tenth photo's "received" does not vanish with the button.
   */
  unavailable?: string;
  /** A new choice of files is about to go up: the page clears results that no longer apply ("The photo was removed."). */
  onStart?: () => void;
  onUploaded: (value: T) => void;
  onSignedOut: () => void;
}

/** What a failed upload means, in the couple's words: the file's own problem, or the request's. */
export function uploadFailureText(t: ReturnType<typeof useT>['t'], failure: ApiFailure): string {
  if (failure.kind === 'invalid') return failure.problems.map((problem) => problemText(t, problem)).join(' ');
  return failureText(t, failure) ?? '';
}

/**
 * A button that picks files and sends them one after the other, each with a progress bar while it goes up; a
 * file that is refused says why, by its name, and the others still go.
 */
export function FileUpload<T>({ label, accept, send, multiple = false, unavailable, onStart, onUploaded, onSignedOut }: FileUploadProps<T>) {
  const { t } = useT();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [sending, setSending] = useState<{ name: string; share: number } | null>(null);
  const [messages, setMessages] = useState<Array<{ text: string; error: boolean }>>([]);

  async function sendAll(files: File[]) {
    if (files.length === 0) return;
    const said: Array<{ text: string; error: boolean }> = [];
    setMessages([]);
    onStart?.();
    for (const file of files) {
      setSending({ name: file.name, share: 0 });
      const result: ApiResult<T> = await send(file, (share) => setSending({ name: file.name, share }));
      if (result.ok) {
        onUploaded(result.value);
        said.push({ text: t('upload.sent', { name: file.name }), error: false });
      } else if (result.failure.kind === 'signed-out') {
        onSignedOut();
        break;
      } else {
        said.push({ text: t('upload.failed', { name: file.name, reason: uploadFailureText(t, result.failure) }), error: true });
      }
      setMessages([...said]);
    }
    setSending(null);
    if (input.current) input.current.value = '';
  }

  return (
    <div className="file-upload">
      {unavailable !== undefined ? (
        <p className="help">{unavailable}</p>
      ) : (
        <>
          <label htmlFor={id} className="button">
            {label}
          </label>
          <input
            id={id}
            ref={input}
            className="visually-hidden"
            type="file"
            accept={accept}
            multiple={multiple}
            // Marked busy rather than disabled while sending, so the focus stays here; a click then opens no picker.
            aria-disabled={sending !== null ? true : undefined}
            onClick={(event) => {
              if (sending !== null) event.preventDefault();
            }}
            onChange={(event) => void sendAll([...(event.target.files ?? [])])}
          />
        </>
      )}
      {sending && (
        <p>
          <label>
            {t('upload.sending', { name: sending.name })}
            <progress max={100} value={Math.round(sending.share * 100)} />
          </label>
        </p>
      )}
      <div role="status">
        {messages.map((message, index) => (
          <p key={index} className={message.error ? 'error' : 'success'}>
            {message.text}
          </p>
        ))}
      </div>
    </div>
  );
}
