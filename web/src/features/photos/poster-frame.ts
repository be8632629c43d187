/**
 * A video's poster frame, drawn in the guest's browser (issue 39: the server has no video encoder): the video is
 * opened from the file the guest chose, a frame a little into it is drawn on a canvas and sent as a JPEG of at
 * most 1 MB (PHOTOS_API.poster). Null where the browser cannot decode the video (a HEVC .mov on many computers):
 * the video then simply has no poster.
 */
const POSTER_LONGER_SIDE = 1280;
const POSTER_MAX_BYTES = 1_000_000;

function once(target: HTMLVideoElement, event: 'loadeddata' | 'seeked'): Promise<boolean> {
  return new Promise((resolve) => {
    const done = (ok: boolean) => {
      target.removeEventListener(event, onEvent);
      target.removeEventListener('error', onError);
      resolve(ok);
    };
    const onEvent = () => done(true);
    const onError = () => done(false);
    target.addEventListener(event, onEvent);
    target.addEventListener('error', onError);
  });
}

function jpegOf(canvas: HTMLCanvasElement, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
}

export async function posterFrame(file: Blob): Promise<Blob | null> {
  const url = URL.createObjectURL(file);
  const video = document.createElement('video');
  video.muted = true;
  video.playsInline = true;
  video.preload = 'auto';
  try {
    const loaded = once(video, 'loadeddata');
    video.src = url;
    if (!(await loaded) || video.videoWidth === 0) return null;
    // A moment in: the very first frame is often black or blurred by the phone's start.
    const at = Number.isFinite(video.duration) ? Math.min(0.5, video.duration / 2) : 0;
    if (at > 0) {
      const seeked = once(video, 'seeked');
      video.currentTime = at;
      if (!(await seeked)) return null;
    }
    const scale = Math.min(1, POSTER_LONGER_SIDE / Math.max(video.videoWidth, video.videoHeight));
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(video.videoWidth * scale);
    canvas.height = Math.round(video.videoHeight * scale);
    canvas.getContext('2d')?.drawImage(video, 0, 0, canvas.width, canvas.height);
    for (const quality of [0.85, 0.7, 0.5]) {
      const jpeg = await jpegOf(canvas, quality);
      if (jpeg && jpeg.size <= POSTER_MAX_BYTES) return jpeg;
    }
    return null;
  } finally {
    video.removeAttribute('src');
    video.load();
    URL.revokeObjectURL(url);
  }
}
