import './passkeys.css';
import { useId, useState, type FormEvent } from 'react';
import type { PasskeyItem } from '#common/passkeys-api';
import type { ApiResult } from '../../api/admin-client';
import { enrolOptions, enrolPasskey, passkeys as loadPasskeys, removePasskey } from '../../api/passkey-calls';
import { useLoad } from '../../api/use-load';
import { ActionResult } from '../../components/action-result';
import { LoadingLine } from '../../components/loading-section';
import { problemText } from '../../components/problem-text';
import { SaveButton } from '../../components/save-button';
import { useSave } from '../../components/use-save';
import { useT } from '../../i18n/admin-i18n';
import { formatMoment } from '../../components/moment-text';

/** What the browser's part of an enrolment may end in, beside the server's answers. */
const CANCELLED = { ok: false, failure: { kind: 'refused' } } as const satisfies ApiResult<never>;

/**
 * The signed-in person's own passkeys (issue 38, docs/decisions/0063): each with its name, when it was made and last
 * used; a new one named and made by the device (fingerprint, face or PIN), several per person; one removed. Open to
 * every role. The dashboard password's session has no person, and is told so kindly instead.
 */
export function PasskeysPage({ onSignedOut, hasPerson }: { onSignedOut: () => void; hasPerson: boolean }) {
  const { t } = useT();
  const id = useId();
  // Only a person has passkeys: the couple's shared password asks for none.
  const { value: list, failure, setValue: setList } = useLoad(loadPasskeys, onSignedOut, { when: hasPerson });
  const [name, setName] = useState('');
  const [busy, setBusy] = useState<number | null>(null);
  const add = useSave(onSignedOut);
  const removal = useSave(onSignedOut);

  async function enrol(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = name.trim();
    if (typed === '') return add.refuse([{ field: 'name', code: 'empty' }]);
    const outcome = await add.run(
      async () => {
        const options = await enrolOptions();
        if (!options.ok) return options;
        try {
          const { startRegistration } = await import('@simplewebauthn/browser');
          return await enrolPasskey(typed, await startRegistration({ optionsJSON: options.value }));
        } catch {
          return CANCELLED;
        }
      },
      {
        saved: t('passkeys.added', { name: typed }),
        onSaved: (fresh) => {
          setList(fresh);
          setName('');
        },
      },
    );
    // Cancelled on the device, or its answer not accepted: said in the passkeys' words, not a request's.
    if (outcome?.kind === 'refused' && outcome.failure.kind === 'refused') add.show({ text: t('passkeys.notAdded'), error: true });
  }

  async function remove(passkey: PasskeyItem) {
    setBusy(passkey.id);
    // Its button goes with it: the result line below the list takes the focus.
    await removal.run(() => removePasskey(passkey.id), { saved: t('passkeys.removed', { name: passkey.name }), focusResult: 'on-success', onSaved: setList });
    setBusy(null);
  }

  const nameProblem = add.problems.find((problem) => problem.field === 'name');
  return (
    <section className="passkeys" aria-labelledby="passkeys-heading">
      <header className="page-header">
        <h1 id="passkeys-heading">{t('passkeys.heading')}</h1>
      </header>
      <p>{t('passkeys.intro')}</p>
      {!hasPerson ? (
        <p className="panel">{t('passkeys.noPerson')}</p>
      ) : (
        <>
          <form className="panel add-passkey" onSubmit={(event) => void enrol(event)} noValidate aria-labelledby={`${id}-heading`}>
            <h2 id={`${id}-heading`}>{t('passkeys.addHeading')}</h2>
            <div className="field">
              <label htmlFor={`${id}-name`}>{t('passkeys.name')}</label>
              <input
                id={`${id}-name`}
                value={name}
                maxLength={200}
                autoComplete="off"
                onChange={(event) => setName(event.target.value)}
                aria-invalid={nameProblem !== undefined || undefined}
                aria-describedby={`${id}-name-help ${id}-name-problem`}
              />
              <p id={`${id}-name-help`} className="help">
                {t('passkeys.nameHelp')}
              </p>
              <p id={`${id}-name-problem`} className="error">
                {nameProblem ? problemText(t, nameProblem) : ''}
              </p>
            </div>
            <SaveButton type="submit" className="primary" save={add}>
              {t('passkeys.add')}
            </SaveButton>
          </form>
          <h2 id={`${id}-list`}>{t('passkeys.listHeading')}</h2>
          {list === undefined && <LoadingLine failure={failure} />}
          {list?.length === 0 && <p>{t('passkeys.none')}</p>}
          {list && list.length > 0 && (
            <ul className="passkey-list" aria-labelledby={`${id}-list`}>
              {list.map((passkey) => (
                <li key={passkey.id}>
                  <p>
                    <strong id={`${id}-${passkey.id}`}>{passkey.name}</strong>
                  </p>
                  <p className="help">
                    {t('passkeys.details', { created: formatMoment(passkey.createdAt) })}{' '}
                    {passkey.lastUsedAt === null ? t('passkeys.neverUsed') : t('passkeys.lastUsed', { time: formatMoment(passkey.lastUsedAt) })}
                  </p>
                  <SaveButton result={false} busy={busy === passkey.id} aria-describedby={`${id}-${passkey.id}`} onClick={() => void remove(passkey)}>
                    {t('passkeys.remove')}
                  </SaveButton>
                </li>
              ))}
            </ul>
          )}
          <ActionResult message={removal.message} />
        </>
      )}
    </section>
  );
}
