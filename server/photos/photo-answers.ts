/**
 * The photos' refusals, in the project's problem style (decision 0001): a status and `{ error, problem }`, which
 * the pages word in the guest's language. Never a 5xx for a guest's mistake.
 */
import type { FastifyReply } from 'fastify';

export type PhotoProblem = 'photos-closed' | 'photo-too-large' | 'household-full' | 'site-full' | 'disk-full' | 'photo-type' | 'too-many' | 'upload-length';

const ERRORS: Record<PhotoProblem, string> = {
  'photos-closed': 'Adding photos is not open now',
  'photo-too-large': 'The file is larger than the limit',
  'household-full': 'The household has used its space',
  'site-full': 'The site has used its space',
  'disk-full': "The server's disk is full",
  'photo-type': 'Not a photo or a video',
  'too-many': 'Too many requests',
  'upload-length': 'Upload-Length is needed',
};

const STATUS: Record<PhotoProblem, number> = {
  'photos-closed': 403,
  'photo-too-large': 413,
  'household-full': 413,
  'site-full': 413,
  'disk-full': 413,
  'photo-type': 415,
  'too-many': 429,
  'upload-length': 400,
};

export const problemBody = (problem: PhotoProblem) => ({ error: ERRORS[problem], problem });
export const problemStatus = (problem: PhotoProblem) => STATUS[problem];

export function refuse(reply: FastifyReply, problem: PhotoProblem) {
  return reply.code(STATUS[problem]).header('cache-control', 'no-store').send(problemBody(problem));
}

export const unauthorized = (reply: FastifyReply) => reply.code(401).send({ error: 'Unauthorized' });
export const crossSite = (reply: FastifyReply) => reply.code(403).send({ error: 'Cross-site request refused' });
