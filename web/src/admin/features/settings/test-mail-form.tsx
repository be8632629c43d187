import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { isMailAddress } from '#common/mail-address';
import type { OutboxMessage } from '#common/outbox-api';
import type { Locale } from '#common/locales';
import { outboxMessage, sendTestMail } from '../../api/outbox-calls';
import { ActionResult, busyProps, useActionResult } from '../../components/action-result';
import { failureText } from '../../components/problem-text';
import { useT } from '../../i18n/admin-i18n';
import { AddressField } from './address-field';
import { hasAnswer, testResult } from './mail-words';

/** How long the form waits for the mail server's first answer before it says to look at the outbox instead. */
const ANSWER_WAIT_MS = 45_000;

interface TestMailFormProps {
  /** Its heading's level where it stands: a section of Settings (3), or a panel of the outbox's screen (2). */
  headingLevel: 2 | 3;
  onSignedOut: () => void;
  /** The test e-mail has its answer (or the form stopped waiting): the outbox's list may show it. */
  onSettled?: () => void;
}

/**
 * "Send a test e-mail to yourself" (issue 27): the couple types their address; the site queues the message at once
 * and the form then watches it until the mail server has answered, and says what it answered (or that no mail
 * server is set and the message was only saved). The button keeps the focus, marked busy meanwhile; the answer is
 * said beside it.
 */
export function TestMailForm({ headingLevel, onSignedOut, onSettled }: TestMailFormProps) {
  const { t, i18n } = useT();
  const id = useId();
  const [to, setTo] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [pending, setPending] = useState(false);
  const result = useActionResult();
  const field = useRef<HTMLInputElement>(null);
  /** A wrong address: said under the field, which takes the focus, so it is read out with what is wrong. */
  const refuseAddress = () => {
    setInvalid(true);
    result.clear();
    field.current?.focus();
  };
  // The form may leave the page while it waits: it stops asking then.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => void (mounted.current = false);
  }, []);

  /** The message once it has its answer; the last state seen if the wait ran out; null when a request failed. */
  async function answerOf(queued: OutboxMessage): Promise<OutboxMessage | null> {
    const deadline = Date.now() + ANSWER_WAIT_MS;
    let last = queued;
    for (let look = 0; mounted.current && !hasAnswer(last) && Date.now() < deadline; look++) {
      await new Promise((resolve) => setTimeout(resolve, look < 10 ? 400 : 1_500));
      const now = await outboxMessage(queued.id);
      if (!now.ok) {
        if (now.failure.kind === 'signed-out') onSignedOut();
        else result.show({ text: failureText(t, now.failure) ?? '', error: true });
        return null;
      }
      last = now.value;
    }
    return last;
  }

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const address = to.trim();
    if (!isMailAddress(address)) return refuseAddress();
    setInvalid(false);
    setPending(true);
    result.show({ text: t('mail.test.sending'), error: false });
    const queued = await sendTestMail({ to: address, locale: i18n.language as Locale });
    if (!queued.ok) {
      setPending(false);
      if (queued.failure.kind === 'signed-out') return onSignedOut();
      if (queued.failure.kind === 'invalid') return refuseAddress();
      return result.show({ text: failureText(t, queued.failure) ?? '', error: true });
    }
    const answered = await answerOf(queued.value);
    if (!mounted.current) return;
    setPending(false);
    if (answered) result.show(testResult(t, answered, i18n.language) ?? { text: t('mail.test.waiting'), error: false });
    onSettled?.();
  }

  return (
    <form className="test-mail" onSubmit={(event) => void send(event)} noValidate>
      {headingLevel === 2 ? <h2>{t('mail.test.heading')}</h2> : <h3>{t('mail.test.heading')}</h3>}
      <AddressField
        ref={field}
        id={`${id}-to`}
        label={t('mail.test.to')}
        value={to}
        onChange={setTo}
        problem={invalid ? t('mail.test.invalidAddress') : null}
        help={t('mail.test.help')}
      />
      <button type="submit" className="primary" {...busyProps(pending)}>
        {t('mail.test.send')}
      </button>
      <ActionResult message={result.message} />
    </form>
  );
}
