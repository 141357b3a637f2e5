import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiPaths,
  getAnnouncementsQuerySchema,
  getAnnouncementsResponseSchema,
  getBannersQuerySchema,
  getBannersResponseSchema,
  getNoticesQuerySchema,
  getNoticesResponseSchema,
  successEnvelope,
} from '@lobby/contracts';
import type { Db } from '../../db/client.ts';
import { brandAnswerKey, type ResponseCache } from '../../platform/response-cache.ts';
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

  app.get(
    apiPaths.contentBanners,
    {
      schema: {
        tags: ['content'],
        summary: 'Active banners of a group (w_home, w_hotgames, …) in display order',
        querystring: getBannersQuerySchema,
        response: { 200: successEnvelope(getBannersResponseSchema) },
      },
    },
    async (request, reply) =>
      cache.send(reply, brandAnswerKey(request), getBannersResponseSchema, () =>
        content.listBanners(request.merchant.id, request.query.groupName, request.query.lang),
      ),
  );

  app.get(
    apiPaths.contentAnnouncements,
    {
      schema: {
        tags: ['content'],
        summary: 'Announcements for the caller: execution B anonymous, A logged in, F first login',
        querystring: getAnnouncementsQuerySchema,
        response: { 200: successEnvelope(getAnnouncementsResponseSchema) },
      },
    },
    async (request, reply) => {
      const audience = await audienceOf(request, readLogin);
      return cache.send(
        reply,
        brandAnswerKey(request, JSON.stringify(audience)),
        getAnnouncementsResponseSchema,
        () => content.listAnnouncements(request.merchant.id, request.query, audience),
      );
    },
  );

  app.get(
    apiPaths.contentNotices,
    {
      schema: {
        tags: ['content'],
        summary: 'Notices of execution B grouped into banners, notices, popup and promotion',
        querystring: getNoticesQuerySchema,
        response: { 200: successEnvelope(getNoticesResponseSchema) },
      },
    },
    async (request, reply) =>
      cache.send(reply, brandAnswerKey(request), getNoticesResponseSchema, () =>
        content.listNotices(request.merchant.id, request.query),
      ),
  );
};
