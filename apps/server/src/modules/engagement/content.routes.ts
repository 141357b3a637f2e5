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
import { audienceOf } from './audience.ts';
import { createContentRepository } from './content.repository.ts';
import { createContentService } from './content.service.ts';

export interface ContentRoutesDeps {
  db: Db;
}

/** Banners, announcements and notices (§2.2, §4.6, §7.2). */
export const contentRoutes: FastifyPluginAsyncZod<ContentRoutesDeps> = async (app, { db }) => {
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
    async (request) => {
      const { groupName, lang } = request.query;
      const value = await content.listBanners(request.merchant.id, groupName, lang);
      return { success: true as const, value };
    },
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
    async (request) => {
      const value = await content.listAnnouncements(
        request.merchant.id,
        request.query,
        audienceOf(request),
      );
      return { success: true as const, value };
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
    async (request) => {
      const value = await content.listNotices(request.merchant.id, request.query);
      return { success: true as const, value };
    },
  );
};
