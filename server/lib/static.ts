import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

const LONG_CACHE = 'public, max-age=31536000, immutable';

/**
 * Uploads at /media/, the built app from `staticDir` with an SPA fallback, and JSON 404s
 * for unknown /api paths. `index.html` and `sw.js` are always revalidated; hashed assets
 * under /assets/ are cached for a year.
 */
export async function installStatic(
  app: FastifyInstance,
  uploadsDir: string,
  staticDir: string | undefined,
): Promise<void> {
  const appDir =
    staticDir && existsSync(path.join(staticDir, 'index.html')) ? staticDir : undefined;

  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: '/media/',
    decorateReply: !appDir,
    index: false,
    cacheControl: false,
    setHeaders: (reply: FastifyReply) => reply.header('Cache-Control', LONG_CACHE),
  });

  if (appDir) {
    await app.register(fastifyStatic, {
      root: appDir,
      prefix: '/',
      index: ['index.html'],
      cacheControl: false,
      setHeaders: (reply: FastifyReply, filePath: string) => {
        const relative = path.relative(appDir, filePath).split(path.sep).join('/');
        reply.header('Cache-Control', relative.startsWith('assets/') ? LONG_CACHE : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      return reply.code(404).send({ message: 'Not found' });
    }
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !path.posix.basename(pathname).includes('.') &&
      (request.headers.accept ?? '').includes('text/html');
    if (wantsPage && appDir) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html', appDir);
    }
    if (wantsPage) {
      return reply
        .code(404)
        .type('text/plain; charset=utf-8')
        .send('The app is not built yet: run `npm run build` (or `npm start`).');
    }
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  });
}
