import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { signInWithDropToken, type DropSignIn } from './photos-calls';
import { UploadPage } from './upload-page';
import './photos.css';

/**
 * The drop link's page (issue 39, /drop/<token>): a table card's QR code opens it on any phone. It begins a drop
 * session with the token (upload only, nothing private) and shows the upload page alone, which asks for an
 * optional name. A wrong or revoked token says so kindly.
 */
export function DropPage({ token }: { token: string }) {
  const { t } = useTranslation();
  const [signIn, setSignIn] = useState<DropSignIn | 'waiting'>('waiting');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    void signInWithDropToken(token).then((result) => current && setSignIn(result));
    return () => {
      current = false;
    };
  }, [token, attempt]);

  if (signIn === 'signed-in') return <UploadPage />;
  return (
    <section className="photo-upload" aria-labelledby="photo-upload-heading">
      <h1 id="photo-upload-heading">{t('photoUpload.heading')}</h1>
      {signIn === 'waiting' && <p role="status">{t('photoUpload.loading')}</p>}
      {signIn === 'refused' && <p role="alert">{t('photoUpload.dropRefused')}</p>}
      {signIn === 'failed' && (
        <>
          <p role="alert">{t('photoUpload.unreachable')}</p>
          <button type="button" className="photos-button" onClick={() => {
              setSignIn('waiting');
              setAttempt(attempt + 1);
            }}
          >
            {t('photoUpload.retry')}
          </button>
        </>
      )}
    </section>
  );
}
