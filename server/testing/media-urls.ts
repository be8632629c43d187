import { rawRequest } from './raw-http';

/**
 * The video's and the poster's addresses as the running server gives them to a signed-in guest: content-hashed
 * names under /media/ that change with the media (server/content/media-files.ts).
 */
export async function mediaUrlsOf(port: number, cookie: string): Promise<{ video: string; poster: string }> {
  const response = await rawRequest(port, { target: '/api/content', headers: { cookie } });
  if (response.status !== 200) throw new Error(`GET /api/content answered ${response.status}`);
  const { video } = JSON.parse(response.body) as { video: { src: string; poster: string } };
  return { video: video.src, poster: video.poster };
}
