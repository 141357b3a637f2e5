import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import {
  socialPromptParamsSchema,
  socialPromptSettingSchema,
  socialPromptSettingViewSchema,
} from '../social-prompts.ts';

/** An administrator turns a social prompt (§9's Zalo prompt) on or off and words it. */
export const setSocialPrompt = defineEndpoint({
  method: 'PUT',
  path: '/bo/social-prompts/:channel',
  auth: endpointAuth.staff('admin'),
  tag: 'backoffice',
  summary: 'Turn a social prompt (Zalo, …) on or off, with its link and reward',
  params: socialPromptParamsSchema,
  body: socialPromptSettingSchema,
  response: socialPromptSettingViewSchema,
});
