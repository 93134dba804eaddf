import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { registerSiteIcons } from './site-icons';

/** Shown when the web client has not been built. */
const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Tavern</title></head>
<body><h1>Tavern</h1>
<p>The server is running, but the web client is not built yet (no <code>packages/web/dist</code>).</p>
<p>The API is live: <a href="/api/games">/api/games</a>, <a href="/api/rooms">/api/rooms</a>,
<a href="/healthz">/healthz</a>.</p></body></html>`;

/** Paths the single-page app never owns: the API, and anything that names a file. */
function isNotAPage(url: string): boolean {
  const path = url.split('?')[0] ?? url;
  return /^\/(api|ws|healthz|readyz|metrics)(\/|$)/.test(path) || /\.[A-Za-z0-9]+$/.test(path);
}

/** Vite names built assets `<name>-<content hash>.<ext>` under assets/: they never change. */
function cacheControlFor(path: string): string {
  if (/[\\/]assets[\\/]/.test(path) && /-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/.test(basename(path)))
    return 'public, max-age=31536000, immutable';
  // index.html and the like: always ask whether a newer build is out.
  return 'no-cache';
}

/**
 * Serves the built web client from `dir` (single-page app: unknown page paths get index.html;
 * unknown files and API paths get a 404), or a short page saying the client is not built. Hashed
 * assets are cached for good; the icon and manifest come from `site-icons.ts`.
 */
export async function registerStaticClient(
  app: FastifyInstance,
  dir: string | null,
): Promise<void> {
  registerSiteIcons(app);
  const notFound = { code: 'notFound', message: 'No such route.' };
  if (dir !== null && existsSync(join(dir, 'index.html'))) {
    await app.register(fastifyStatic, {
      root: dir,
      prefix: '/',
      wildcard: false,
      cacheControl: false,
      setHeaders: (response, path) => {
        response.setHeader('cache-control', cacheControlFor(path));
      },
    });
    app.setNotFoundHandler((request, reply) => {
      if (request.method === 'GET' && !isNotAPage(request.url))
        return reply.header('cache-control', 'no-cache').sendFile('index.html');
      return reply.code(404).send(notFound);
    });
    return;
  }
  app.setNotFoundHandler((request, reply) => {
    if (request.method === 'GET' && !isNotAPage(request.url))
      return reply.type('text/html').send(NOT_BUILT_PAGE);
    return reply.code(404).send(notFound);
  });
}
