import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Shown when the web client has not been built. */
const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Tavern</title></head>
<body><h1>Tavern</h1>
<p>The server is running, but the web client is not built yet (no <code>packages/web/dist</code>).</p>
<p>The API is live: <a href="/api/games">/api/games</a>, <a href="/api/rooms">/api/rooms</a>,
<a href="/healthz">/healthz</a>.</p></body></html>`;

/**
 * Serves the built web client from `dir` (single-page app: unknown non-API paths get index.html),
 * or a short page saying the client is not built.
 */
export async function registerStaticClient(
  app: FastifyInstance,
  dir: string | null,
): Promise<void> {
  const isApiPath = (url: string): boolean => /^\/(api|ws|healthz|metrics)(\/|\?|$)/.test(url);
  if (dir !== null && existsSync(join(dir, 'index.html'))) {
    await app.register(fastifyStatic, { root: dir, prefix: '/', wildcard: false });
    app.setNotFoundHandler((request, reply) => {
      if (request.method === 'GET' && !isApiPath(request.url)) return reply.sendFile('index.html');
      return reply.code(404).send({ code: 'notFound', message: 'No such route.' });
    });
    return;
  }
  app.setNotFoundHandler((request, reply) => {
    if (request.method === 'GET' && !isApiPath(request.url))
      return reply.type('text/html').send(NOT_BUILT_PAGE);
    return reply.code(404).send({ code: 'notFound', message: 'No such route.' });
  });
}
