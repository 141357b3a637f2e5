import type { FastifyInstance } from 'fastify';
import { createHttpServer } from './platform/http-server.ts';
import { requireMerchant, resolveMerchant } from './platform/merchant-context.ts';
import { serveWebApp } from './platform/web-app.ts';
import type { ActivityFeed } from './platform/activity-feed.ts';
import type { Scheduler } from './platform/scheduler.ts';
import { isDevOutboxEnabled } from './platform/messaging/index.ts';
import { createHomeBannerSource } from './modules/engagement/index.ts';
import type { MoneyTransaction } from './modules/wallet/index.ts';
import type { AppDeps } from './wiring/app-deps.ts';
import { createAppServices } from './wiring/app-services.ts';
import { registerBrandRoutes } from './wiring/brand-routes.ts';
import { homeFirstAnswers } from './wiring/home-first-answers.ts';

export type { AppClocks, AppDeps } from './wiring/app-deps.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The money events' queue, for tests and ops that must see events consumed now. */
    activityFeed: ActivityFeed<MoneyTransaction>;
    /** The scheduled jobs, for tests and ops that must run one now (it still takes its lease). */
    jobs: Pick<Scheduler, 'runNow'>;
  }
}

/**
 * Builds the whole HTTP application without listening, so tests can use `app.inject()`: the
 * services (wiring/app-services.ts), every brand's routes behind the brand's resolution
 * (wiring/brand-routes.ts), and the web app.
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = await createHttpServer(config, database);
  const services = await createAppServices(app, deps);
  const { db, merchantDirectory } = services;

  // every route below is for one brand, resolved before anything else runs
  await app.register(async (api) => {
    requireMerchant(api, merchantDirectory, config.CACHE_TTL_MS);
    await registerBrandRoutes(api, services, deps);
  });

  // the home page's first paint (platform/first-paint.ts): not while the brand is under
  // maintenance, nor with the dev outbox's banner, which would push the page below it down
  const homeBanners = createHomeBannerSource(db, config.CACHE_TTL_MS);
  const devOutboxShown = isDevOutboxEnabled(config);
  await serveWebApp(app, config.WEB_DIST_DIR, {
    // a guest's home page calls, answered inside the page (platform/first-answers.ts)
    firstAnswers: homeFirstAnswers(app, merchantDirectory),
    async firstPaint(request) {
      if (devOutboxShown) return undefined;
      const merchant = await resolveMerchant(request, merchantDirectory);
      if (merchant.isMaintenance) return undefined;
      const bannerUrl = await homeBanners.firstUrl(merchant.id);
      const { logoUrl, surfaceColor } = merchant.theme;
      return bannerUrl ? { bannerUrl, logoUrl, barColor: surfaceColor } : undefined;
    },
    async manifestBrand(request) {
      const merchant = await resolveMerchant(request, merchantDirectory);
      const { backgroundColor, surfaceColor } = merchant.theme;
      return { name: merchant.name, backgroundColor, surfaceColor };
    },
  });
  return app;
}
