import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { labIdOf } from '../lib/auth.ts';
import { pageLimit, syncFeed } from '../lib/sync-feed.ts';

/** The change feed (GET /api/sync/) and its hint channel (GET /api/sync/stream). */
export function syncRoutes(app: FastifyInstance, ctx: AppContext): void {
  const feed = syncFeed(ctx.reader);

  app.get<{ Querystring: { cursor?: unknown; limit?: unknown } }>(
    '/api/sync/',
    async (request, reply) => {
      const labId = labIdOf(request);
      const { cursor, limit } = request.query;
      // `?cursor=` (empty) is no cursor: the whole state.
      const page = feed.read(labId, cursor === '' ? undefined : cursor, pageLimit(limit));
      const etag = `"${page.head}"`;
      reply.header('ETag', etag);
      // Only "nothing new" is answered 304: an ETag sent along with an older cursor still pages.
      const match = request.headers['if-none-match']?.split(',').map((tag) => tag.trim());
      if (page.current && match?.some((tag) => tag === etag || tag === `W/${etag}`)) {
        return reply.code(304).send();
      }
      return reply.type('application/json; charset=utf-8').send(page.body);
    },
  );

  app.get('/api/sync/stream', async (request, reply) => {
    const labId = labIdOf(request);
    app.syncStreams.open(reply, labId, request.authToken ?? '');
  });
}
