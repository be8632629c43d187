import { useId, useState, type FormEvent } from 'react';
import { RSVP_LIMITS, type RsvpOverview } from '#common/rsvp-api';
import { saveContact } from '../../api/rsvp-calls';
import { ActionResult } from '../../components/action-result';
import { SaveButton } from '../../components/save-button';
import { useSave } from '../../components/use-save';
import { useT } from '../../i18n/admin-i18n';
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
  const save = useSave(onSignedOut);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await save.run(() => saveContact(contact), {
      saved: (saved) => (saved.contact ? t('rsvp.contact.saved') : t('rsvp.contact.removed')),
      onSaved: (saved) => setContact(saved.contact ?? noTexts()),
      notSaved: t('rsvp.notSaved'),
    });
  }

  return (
    <section className="panel" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('rsvp.contact.heading')}</h2>
      <p className="help">{t('rsvp.contact.help')}</p>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <LocaleTextFields id={`${id}-contact`} legend={t('rsvp.contact.legend')} value={contact} onChange={setContact} maxLength={RSVP_LIMITS.contact} problems={save.problems} field="contact" />
        <div className="row">
          <SaveButton type="submit" className="primary" save={save} result={false}>
            {t('rsvp.contact.save')}
          </SaveButton>
        </div>
        <ActionResult message={save.message} />
      </form>
    </section>
  );
}
