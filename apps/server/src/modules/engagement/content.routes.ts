import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getAnnouncements, getBanners, getNotices } from '@lobby/contracts';
import type { Db } from '../../db/client.ts';
import { documentCachedAnswers } from '../../platform/cached-answer-docs.ts';
import { noRateLimit } from '../../platform/no-rate-limit.ts';
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
  documentCachedAnswers(app, [getBanners, getAnnouncements, getNotices]);
  const { rawRoute } = createRouteKit(app);

  // the response cache sends the envelope itself, gzipped once for every caller of the key

  rawRoute(getBanners, { rate: noRateLimit }, (request, reply) =>
    cache.send(reply, brandAnswerKey(request), getBanners.response, () =>
      content.listBanners(request.merchant.id, request.query.groupName, request.query.lang),
    ),
  );

  rawRoute(getAnnouncements, { rate: noRateLimit }, async (request, reply) => {
    const audience = await audienceOf(request, readLogin);
    return cache.send(
      reply,
      brandAnswerKey(request, JSON.stringify(audience)),
      getAnnouncements.response,
      () => content.listAnnouncements(request.merchant.id, request.query, audience),
    );
  });

  rawRoute(getNotices, { rate: noRateLimit }, (request, reply) =>
    cache.send(reply, brandAnswerKey(request), getNotices.response, () =>
      content.listNotices(request.merchant.id, request.query),
    ),
  );
};
