import { useId, useState, type FormEvent } from 'react';
import type { TotpEnrolment } from '#common/second-factor-api';
import { confirmTotp, newRecoveryCodes, secondFactorStatus, startTotp, turnTotpOff } from '../../api/second-factor-calls';
import { useLoad } from '../../api/use-load';
import { ActionResult } from '../../components/action-result';
import { LoadingSection } from '../../components/loading-section';
import { SaveButton } from '../../components/save-button';
import { useSave } from '../../components/use-save';
import { useT } from '../../i18n/admin-i18n';

/**
 * The signed-in person's second factor (docs/decisions/0064), on the overview so that every role meets it: without
 * one, the panel asks them to set up an authenticator app (the QR code and the secret as text, then a first code),
 * and shows the ten recovery codes once; with one, new recovery codes or the app turned off, each asking a current
 * code. The dashboard password (no person) has none, and the panel says so in a line.
 */
export function SecondFactorPanel({ onSignedOut }: { onSignedOut: () => void }) {
  const { t } = useT();
  const id = useId();
  const { value: status, failure, setValue: setStatus } = useLoad(secondFactorStatus, onSignedOut);
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [code, setCode] = useState('');
  const save = useSave(onSignedOut);

  const codesReceived = (codes: string[]) => {
    setRecoveryCodes(codes);
    setCode('');
    setStatus({ totp: true, recoveryCodesLeft: codes.length, noPerson: false });
  };

  async function start() {
    await save.run(startTotp, { saved: t('secondFactor.started'), focusResult: 'on-success', onSaved: setEnrolment });
  }

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await save.run(() => confirmTotp(code.trim()), {
      saved: t('secondFactor.on'),
      notSaved: t('secondFactor.wrongCode'),
      focusResult: 'on-success',
      onSaved: ({ recoveryCodes: codes }) => {
        setEnrolment(null);
        codesReceived(codes);
      },
    });
  }

  async function renewCodes() {
    await save.run(() => newRecoveryCodes(code.trim()), {
      saved: t('secondFactor.newCodesMade'),
      notSaved: t('secondFactor.wrongCode'),
      onSaved: ({ recoveryCodes: codes }) => codesReceived(codes),
    });
  }

  async function turnOff() {
    await save.run(() => turnTotpOff(code.trim()), {
      saved: t('secondFactor.off'),
      notSaved: t('secondFactor.wrongCode'),
      focusResult: 'on-success',
      onSaved: (fresh) => {
        setStatus(fresh);
        setRecoveryCodes(null);
        setCode('');
      },
    });
  }

  const codeField = (
    <div className="field">
      <label htmlFor={`${id}-code`}>{t('secondFactor.code')}</label>
      <input
        id={`${id}-code`}
        value={code}
        required
        autoComplete="one-time-code"
        spellCheck={false}
        aria-describedby={`${id}-code-help`}
        onChange={(event) => setCode(event.target.value)}
      />
      <p id={`${id}-code-help`} className="help">
        {t('secondFactor.codeHelp')}
      </p>
    </div>
  );

  // What can be done shows once the saved state is there (LoadingSection says why).
  if (status === undefined) return <LoadingSection headingId={`${id}-heading`} heading={t('secondFactor.heading')} level={2} className="panel" failure={failure} />;
  return (
    <section className="panel" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('secondFactor.heading')}</h2>
      {status.noPerson ? (
        <p className="help">{t('secondFactor.noPerson')}</p>
      ) : status.totp ? (
        <>
          <p>{t('secondFactor.isOn', { count: status.recoveryCodesLeft })}</p>
          {recoveryCodes && (
            <>
              <p className="help" id={`${id}-codes-help`}>
                {t('secondFactor.recoveryCodesHelp')}
              </p>
              <ol className="recovery-codes" aria-describedby={`${id}-codes-help`}>
                {recoveryCodes.map((recoveryCode) => (
                  <li key={recoveryCode}>
                    <code>{recoveryCode}</code>
                  </li>
                ))}
              </ol>
            </>
          )}
          <form onSubmit={(event) => event.preventDefault()} noValidate>
            {codeField}
            <div className="session-actions">
              <SaveButton result={false} save={save} onClick={() => void renewCodes()}>
                {t('secondFactor.newCodes')}
              </SaveButton>
              <SaveButton className="danger" result={false} save={save} onClick={() => void turnOff()}>
                {t('secondFactor.turnOff')}
              </SaveButton>
            </div>
          </form>
        </>
      ) : enrolment ? (
        <form onSubmit={(event) => void confirm(event)} noValidate>
          <p className="help">{t('secondFactor.scan')}</p>
          <img className="second-factor-qr" src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qrSvg)}`} alt={t('secondFactor.qrAlt')} width={200} height={200} />
          <p>
            {t('secondFactor.secretLabel')} <code className="second-factor-secret">{enrolment.secret}</code>
          </p>
          {codeField}
          <SaveButton type="submit" className="primary" result={false} save={save}>
            {t('secondFactor.confirm')}
          </SaveButton>
        </form>
      ) : (
        <>
          <p className="help">{t('secondFactor.intro')}</p>
          <SaveButton className="primary" result={false} save={save} onClick={() => void start()}>
            {t('secondFactor.setUp')}
          </SaveButton>
        </>
      )}
      <ActionResult message={save.message} />
    </section>
  );
}
