import type { CustomRateLimit, RouteRate } from './route-kit.ts';

/**
 * The budget of a route that never had one (status, white-label, member info, …): pages read
 * them on every load, and a limit per IP would turn away everyone behind one busy NAT.
 *
 * The route kit has no "unlimited" rate yet, so this borrows its `custom` setting: the kit
 * hands it to @fastify/rate-limit as it is, and the plugin reads `rateLimit: false` as "not
 * limited" (the plugin is registered with `global: false`). The cast goes once the kit can say
 * it itself.
 */
export const noRateLimit: RouteRate = { custom: false as unknown as CustomRateLimit };
