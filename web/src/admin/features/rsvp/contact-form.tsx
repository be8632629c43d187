import { useId, useState, type FormEvent } from 'react';
import { RSVP_LIMITS, type RsvpOverview } from '#common/rsvp-api';
import { saveContact } from '../../api/rsvp-calls';
import { ActionResult, busyProps, type StatusMessage } from '../../components/action-result';
import { failureText } from '../../components/problem-text';
import { useT } from '../../i18n/admin-i18n';
import type { Problem } from './field-problems';
import { LocaleTextFields, noTexts } from './locale-text-fields';

interface ContactFormProps {
  overview: RsvpOverview;
  onSignedOut: () => void;
}

/**
 * The line guests read once answering has closed, where "contact us" stood (issue 28): how to reach the couple,
 * e.g. "Call Ana: +40 …", in the five languages. All five left empty removes it.
 */
export function ContactForm({ overview, onSignedOut }: ContactFormProps) {
  const { t } = useT();
  const id = useId();
  const [contact, setContact] = useState(overview.contact ?? noTexts());
  const [problems, setProblems] = useState<Problem[]>([]);
  const [message, setMessage] = useState<StatusMessage>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    const answer = await saveContact(contact);
    setPending(false);
    if (!answer.ok) {
      if (answer.failure.kind === 'signed-out') return onSignedOut();
      setProblems(answer.failure.kind === 'invalid' ? answer.failure.problems : []);
      return setMessage({ text: failureText(t, answer.failure) ?? t('rsvp.notSaved'), error: true });
    }
    setProblems([]);
    setContact(answer.value.contact ?? noTexts());
    setMessage({ text: answer.value.contact ? t('rsvp.contact.saved') : t('rsvp.contact.removed'), error: false });
  }

  return (
    <section className="panel" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('rsvp.contact.heading')}</h2>
      <p className="help">{t('rsvp.contact.help')}</p>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <LocaleTextFields id={`${id}-contact`} legend={t('rsvp.contact.legend')} value={contact} onChange={setContact} maxLength={RSVP_LIMITS.contact} problems={problems} field="contact" />
        <div className="row">
          <button type="submit" className="primary" {...busyProps(pending)}>
            {t('rsvp.contact.save')}
          </button>
        </div>
        <ActionResult message={message} />
      </form>
    </section>
  );
}
