import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { isMailAddress } from '#common/mail-address';
import type { OutboxMessage } from '#common/outbox-api';
import type { Locale } from '#common/locales';
import { outboxMessage, sendTestMail } from '../../api/outbox-calls';
import type { ApiResult } from '../../api/admin-client';
import { SaveButton } from '../../components/save-button';
import { useSave } from '../../components/use-save';
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
  const save = useSave(onSignedOut);
  const field = useRef<HTMLInputElement>(null);
  /** A wrong address: said under the field, which takes the focus, so it is read out with what is wrong. */
  const refuseAddress = () => {
    setInvalid(true);
    save.clear();
    field.current?.focus();
  };
  // The form may leave the page while it waits: it stops asking then.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => void (mounted.current = false);
  }, []);

  /** The message once it has its answer, or the last state seen if the wait ran out; a failed look as its failure. */
  async function answerOf(queued: OutboxMessage): Promise<ApiResult<OutboxMessage>> {
    const deadline = Date.now() + ANSWER_WAIT_MS;
    let last = queued;
    for (let look = 0; mounted.current && !hasAnswer(last) && Date.now() < deadline; look++) {
      await new Promise((resolve) => setTimeout(resolve, look < 10 ? 400 : 1_500));
      const now = await outboxMessage(queued.id);
      if (!now.ok) return now;
      last = now.value;
    }
    return { ok: true, value: last };
  }

  /** Queued, then watched until the mail server answered: the button is busy all along. */
  async function sendAndWatch(address: string): Promise<ApiResult<OutboxMessage>> {
    const queued = await sendTestMail({ to: address, locale: i18n.language as Locale });
    return queued.ok ? answerOf(queued.value) : queued;
  }

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.pending) return;
    const address = to.trim();
    if (!isMailAddress(address)) return refuseAddress();
    setInvalid(false);
    save.show({ text: t('mail.test.sending'), error: false });
    const outcome = await save.run(() => sendAndWatch(address), {
      // What the mail server answered may be a refusal of its own: said as the answer, in its colour.
      saved: null,
      onSaved: (answered) => save.show(testResult(t, answered, i18n.language) ?? { text: t('mail.test.waiting'), error: false }),
      onRefused: (failure) => failure.kind === 'invalid' && refuseAddress(),
    });
    if (outcome?.kind === 'saved' && mounted.current) onSettled?.();
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
      <SaveButton type="submit" className="primary" save={save}>
        {t('mail.test.send')}
      </SaveButton>
    </form>
  );
}
