/**
 * What the upload page decides on its own before a byte is sent (issue 39): which chosen files are photos or videos
 * it may send, what a refusal of the server means in words, and how far the sending is. The server sniffs the bytes
 * and holds the limits; these checks only spare a guest the wait for a refusal that is certain.
 */
import type { PhotoLimits } from '#common/photos-api';

/** The reasons a file is not sent, each a line in the guest's language (photoUpload.problems.*). */
export type UploadProblem =
  | 'photo-type'
  | 'photo-too-large'
  | 'household-full'
  | 'site-full'
  | 'disk-full'
  | 'photos-closed'
  | 'too-many'
  | 'signed-out'
  | 'failed';

const SERVER_PROBLEMS: ReadonlySet<string> = new Set(['photo-type', 'photo-too-large', 'household-full', 'site-full', 'disk-full', 'photos-closed']);

/** The types a phone sends for photos and videos; HEIC often comes with no type at all, so the name's end counts too. */
const ACCEPTED_TYPES: ReadonlySet<string> = new Set([
  'image/jpeg',
  'image/heic',
  'image/heif',
  'image/heic-sequence',
  'image/heif-sequence',
  'image/png',
  'image/webp',
  'video/mp4',
  'video/quicktime',
  'video/webm',
]);
const ACCEPTED_ENDINGS = /\.(jpe?g|heic|heif|png|webp|mp4|m4v|mov|webm)$/i;
const VIDEO_ENDINGS = /\.(mp4|m4v|mov|webm)$/i;

/** The file picker's `accept`: the types, and the endings for browsers that give a HEIC no type. */
export const ACCEPT_ATTRIBUTE = [...ACCEPTED_TYPES, '.heic', '.heif', '.mov'].join(',');

export interface ChosenFile {
  name: string;
  type: string;
  size: number;
}

/** Whether a chosen file looks like a video (its poster frame is then drawn after its upload). */
export function isVideo(file: Pick<ChosenFile, 'name' | 'type'>): boolean {
  return file.type.startsWith('video/') || (file.type === '' && VIDEO_ENDINGS.test(file.name));
}

/** The problem that keeps a chosen file from being sent at all, or null when it may go. */
export function problemBeforeSending(file: ChosenFile, limits: PhotoLimits): UploadProblem | null {
  const known = ACCEPTED_TYPES.has(file.type) || ((file.type === '' || file.type === 'application/octet-stream') && ACCEPTED_ENDINGS.test(file.name));
  if (!known) return 'photo-type';
  if (file.size > limits.fileBytes) return 'photo-too-large';
  return null;
}

/**
 * The problem a refused request means: the server's problem name where it gave one (common/photos-api.ts), else
 * what its status says. Null for a status worth trying again (no answer, the server busy), which tus retries.
 */
export function problemOfRefusal(status: number, body: string): UploadProblem | null {
  const problem = readProblem(body);
  if (problem !== null && SERVER_PROBLEMS.has(problem)) return problem as UploadProblem;
  if (status === 429) return 'too-many';
  if (status === 401) return 'signed-out';
  if (status === 403) return 'photos-closed';
  if (status === 413) return 'photo-too-large';
  if (status === 415) return 'photo-type';
  if (status >= 400 && status < 500 && status !== 404 && status !== 409 && status !== 423) return 'failed';
  return null;
}

function readProblem(body: string): string | null {
  try {
    const parsed: unknown = JSON.parse(body);
    return typeof parsed === 'object' && parsed !== null && 'problem' in parsed && typeof parsed.problem === 'string' ? parsed.problem : null;
  } catch {
    return null;
  }
}

export interface SendingFile {
  size: number;
  sent: number;
  state: 'waiting' | 'sending' | 'done' | 'refused';
}

export interface SendingProgress {
  /** Files sent to the end. */
  done: number;
  /** Files that are being sent or will be, and those already sent: "3 of 21" (refused ones do not count). */
  total: number;
  /** Bytes still to send. */
  bytesLeft: number;
}

export function sendingProgress(files: readonly SendingFile[]): SendingProgress {
  const counted = files.filter((file) => file.state !== 'refused');
  return {
    done: counted.filter((file) => file.state === 'done').length,
    total: counted.length,
    bytesLeft: counted.reduce((left, file) => left + (file.state === 'done' ? 0 : Math.max(0, file.size - file.sent)), 0),
  };
}

/** A size in the reader's language: "4.2 MB", "850 kB" (decimal units, as phones show a file's size). */
export function sizeText(bytes: number, locale: string): string {
  const units = [
    ['gigabyte', 1e9],
    ['megabyte', 1e6],
    ['kilobyte', 1e3],
  ] as const;
  const [unit, size] = units.find(([, factor]) => bytes >= factor) ?? units[2];
  const value = bytes / size;
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: value < 10 ? 1 : 0 }).format(value);
}
