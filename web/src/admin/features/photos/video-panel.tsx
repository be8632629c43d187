import type { AdminContent } from '#common/site-content';
import { uploadPoster, uploadVideo } from '../../api/admin-calls';
import { useT } from '../../i18n/admin-i18n';
import { FileUpload } from './file-upload';
import { IMAGE_TYPES } from './photo-card';
import { VIDEO_SPOT } from '../../components/setup-spots';

type Video = AdminContent['video'];

interface VideoPanelProps {
  video: Video;
  onChanged: (video: Partial<Video>) => void;
  onSignedOut: () => void;
}

/** The film under the details, and the picture shown before it plays: each replaced by an upload with progress. */
export function VideoPanel({ video, onChanged, onSignedOut }: VideoPanelProps) {
  const { t } = useT();
  return (
    <section className="panel" id={VIDEO_SPOT} aria-labelledby="video-heading">
      <h2 id="video-heading">{t('video.heading')}</h2>
      <p className="help">{t('video.help')}</p>
      <video key={video.src} controls preload="metadata" poster={video.poster} width={320} height={180}>
        <source src={video.src} type={video.type} />
      </video>
      <div className="row">
        <FileUpload label={t('video.replace')} accept="video/mp4,video/webm" send={uploadVideo} onUploaded={onChanged} onSignedOut={onSignedOut} />
        <FileUpload label={t('video.replacePoster')} accept={IMAGE_TYPES} send={uploadPoster} onUploaded={onChanged} onSignedOut={onSignedOut} />
      </div>
    </section>
  );
}
