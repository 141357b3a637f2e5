import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getAnnouncements, getBanners, getNotices } from '@lobby/contracts';
import type { Db } from '../../db/client.ts';
import { createCachedRoutes } from '../../platform/cached-routes.ts';
import { brandAnswerKey, type ResponseCache } from '../../platform/response-cache.ts';
import { createRouteKit } from '../../platform/route-kit.ts';
import type { ReadLogin } from '../identity/index.ts';
import { audienceOf } from './audience.ts';
import { createContentRepository } from './content.repository.ts';
import { createContentService } from './content.service.ts';

export interface ContentRoutesDeps {
  db: Db;
  cache: ResponseCache;
  /** The identity module's reader of the caller's login, for the announcement audience. */
  readLogin: ReadLogin;
}

/** Banners, announcements and notices (§2.2, §4.6, §7.2). */
export const contentRoutes: FastifyPluginAsyncZod<ContentRoutesDeps> = async (
  app,
  { db, cache, readLogin },
) => {
  const content = createContentService({ repository: createContentRepository(db) });
  const { rawRoute } = createRouteKit(app);
  const cachedRoute = createCachedRoutes(app, cache);

  cachedRoute(getBanners, (request) =>
    content.listBanners(request.merchant.id, request.query.groupName, request.query.lang),
  );
  cachedRoute(getNotices, (request) => content.listNotices(request.merchant.id, request.query));

  // cached per audience too: a guest, a member and a first login see different announcements
  rawRoute(getAnnouncements, { rate: 'unmetered', answer: 'envelope' }, async (request, reply) => {
    const audience = await audienceOf(request, readLogin);
    return cache.send(
      reply,
      brandAnswerKey(request, JSON.stringify(audience)),
      getAnnouncements.response,
      () => content.listAnnouncements(request.merchant.id, request.query, audience),
    );
  });
};
