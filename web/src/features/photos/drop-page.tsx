import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { GalleryPage } from './gallery-page';
import { signInWithDropToken, type DropSignIn } from './photos-calls';
import { UploadPage } from './upload-page';
import './photos.css';

/**
 * The drop link's page (issue 39, /drop/<token>): a table card's QR code opens it on any phone. It begins a drop
 * session with the token (upload only, nothing private) and shows the upload page, which asks for an optional
 * name. Where the couple chose to show the gallery there (PhotoSettings.dropShowsGallery), the upload page offers
 * it and the gallery takes the upload page's place on the same address (a drop session has no /photos); the
 * sending goes on meanwhile (the queue is the module's). A wrong or revoked token says so kindly.
 */
export function DropPage({ token }: { token: string }) {
  const { t } = useTranslation();
  const [signIn, setSignIn] = useState<DropSignIn | 'waiting'>('waiting');
  const [attempt, setAttempt] = useState(0);
  const [view, setView] = useState<'upload' | 'gallery'>('upload');
  const [galleryOpened, setGalleryOpened] = useState(false);
  const switched = useRef(false);
  const uploadView = useRef<HTMLDivElement>(null);
  const galleryView = useRef<HTMLDivElement>(null);

  function show(next: 'upload' | 'gallery'): void {
    switched.current = true;
    if (next === 'gallery') setGalleryOpened(true);
    setView(next);
  }
  // The button that switched is hidden with its page: the focus goes to the new page's heading, as after a navigation.
  useEffect(() => {
    if (!switched.current) return;
    const heading = (view === 'gallery' ? galleryView : uploadView).current?.querySelector<HTMLElement>('h1');
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus();
  }, [view]);

  useEffect(() => {
    let current = true;
    void signInWithDropToken(token).then((result) => current && setSignIn(result));
    return () => {
      current = false;
    };
  }, [token, attempt]);

  if (signIn === 'signed-in') {
    // The upload page stays mounted while the gallery shows: its lines (refused files, progress) are there on return.
    return (
      <>
        <div ref={uploadView} hidden={view !== 'upload'}>
          <UploadPage onShowGallery={() => show('gallery')} />
        </div>
        {galleryOpened && (
          <div ref={galleryView} hidden={view !== 'gallery'}>
            <GalleryPage onAdd={() => show('upload')} />
          </div>
        )}
      </>
    );
  }
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
