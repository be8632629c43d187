/**
 * Serves the dashboard's own bundle (dist/admin, built from web/admin/index.html) at /admin and below: its page for
 * every path (its router decides), its assets at /admin/assets/. Nothing of it reaches the guests' pages. When the
 * dashboard is off, /admin says so and names the variable that turns it on.
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ADMIN_PATH } from '#common/admin-api';
import { PHOTO_PATHS } from '#common/photos-api';
import { escapeHtml } from '../escape-html';
import { DASHBOARD_OFF } from './admin-api';
import { BUILD_FILES } from '../security/immutable-files';
import { DASHBOARD_PERMISSIONS_POLICY } from '../security/security-headers';

export interface AdminPageOptions {
  /** The built dashboard (dist/admin). */
  adminRoot: string;
  enabled: boolean;
}


function offPage(): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex, nofollow"><title>Dashboard off</title></head><body><p>${escapeHtml(DASHBOARD_OFF)}</p></body></html>`;
}

/** The page policy with one directive set to `sources` (added when it is not there). */
function withDirective(policy: string, name: string, sources: string): string {
  const directives = policy.split('; ').filter((directive) => !directive.startsWith(`${name} `));
  return [...directives, `${name} ${sources}`].join('; ');
}

const readPage = (file: string, enabled: boolean) => (enabled && fs.existsSync(file) ? fs.readFileSync(file) : undefined);

async function adminPage(app: FastifyInstance, { adminRoot, enabled }: AdminPageOptions) {
  const page = readPage(path.join(adminRoot, 'index.html'), enabled);
  // The texts screen's preview: the guests' pages in a frame of the dashboard, and only of the dashboard.
  const preview = readPage(path.join(adminRoot, 'preview.html'), enabled);
  // The wall for a TV (issue 39, decision 0068): a page of the dashboard's build that needs no session (its link's
  // token reads the photos shown), so neither bundle grows; its scripts are the dashboard's assets.
  const wall = readPage(path.join(adminRoot, 'wall.html'), enabled);
  if (page) {
    await app.register(fastifyStatic, {
      root: path.join(adminRoot, 'assets'),
      prefix: `${ADMIN_PATH}/assets/`,
      decorateReply: false,
      dotfiles: 'deny',
      index: false,
      preCompressed: true,
      ...BUILD_FILES,
    });
  }
  const answer = (_request: FastifyRequest, reply: FastifyReply) => {
    // The couple's page is never stored: it is the door to the guest list.
    reply.header('Cache-Control', 'no-store');
    if (!enabled) return reply.code(503).type('text/html; charset=utf-8').send(offPage());
    if (!page) return reply.code(503).type('text/plain; charset=utf-8').send('The dashboard is not built yet: run npm run build.');
    const policy = String(reply.getHeader('content-security-policy'));
    return reply
      .header('content-security-policy', withDirective(policy, 'frame-src', "'self'"))
      .header('permissions-policy', DASHBOARD_PERMISSIONS_POLICY)
      .type('text/html; charset=utf-8')
      .send(page);
  };
  app.get(`${ADMIN_PATH}/preview`, (request, reply) => {
    if (!preview) return answer(request, reply);
    const policy = withDirective(String(reply.getHeader('content-security-policy')), 'frame-ancestors', "'self'");
    reply.header('Cache-Control', 'no-store').header('content-security-policy', policy).header('x-frame-options', 'SAMEORIGIN');
    return reply.type('text/html; charset=utf-8').send(preview);
  });
  app.get(PHOTO_PATHS.wall, (_request, reply) => {
    // Never stored: the token in its address is the wall's only key, and a new link ends it.
    reply.header('Cache-Control', 'no-store');
    if (!wall) return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
    return reply.type('text/html; charset=utf-8').send(wall);
  });
  app.get(ADMIN_PATH, answer);
  app.get(`${ADMIN_PATH}/*`, answer);
}

export default fp(adminPage, { name: 'admin-page', encapsulate: true });
