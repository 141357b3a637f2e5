import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../module-deps.ts';

/** STUB — helper B (member websocket, uploads). */
export const platformModule: FastifyPluginAsyncZod<ModuleDeps> = async () => {};
