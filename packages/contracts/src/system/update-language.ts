import { z } from 'zod';
import { languageSchema } from '../common/language.ts';

export const updateLanguageRequestSchema = z.object({ language: languageSchema });
export type UpdateLanguageRequest = z.infer<typeof updateLanguageRequestSchema>;

export const updateLanguageResponseSchema = z.object({ language: languageSchema });
export type UpdateLanguageResponse = z.infer<typeof updateLanguageResponseSchema>;
