import { z } from 'zod';
import { languageSchema } from '../common/language.ts';

export const bannerGroups = [
  'w_home',
  'w_hotgames',
  'w_leftmenu',
  'w_login',
  'w_register',
  'w_forget',
] as const;
export const bannerGroupSchema = z.enum(bannerGroups);
export type BannerGroup = z.infer<typeof bannerGroupSchema>;

export const getBannersQuerySchema = z.object({
  groupName: bannerGroupSchema,
  lang: languageSchema.default('en'),
});
export type GetBannersQuery = z.infer<typeof getBannersQuerySchema>;

export const bannerSchema = z.object({
  id: z.number().int(),
  groupName: bannerGroupSchema,
  /** Image URL. */
  url: z.string(),
  /** Alternative text in the requested language. */
  title: z.string(),
  /** Makes the banner clickable: NONE, an internal route, an external URL, or a promotion. */
  linkageType: z.enum(['NONE', 'ROUTE', 'URL', 'PROMOTION']),
  /** Target of the link for ROUTE / URL / PROMOTION. */
  linkTarget: z.string().nullable(),
  sort: z.number().int(),
});
export type Banner = z.infer<typeof bannerSchema>;

export const getBannersResponseSchema = z.array(bannerSchema);
export type GetBannersResponse = z.infer<typeof getBannersResponseSchema>;
