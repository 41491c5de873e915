/**
 * Language parameters of the public API (PROPAPI): `?language=` of i18n and template/*, the
 * `{lang}` path segment and the `{lang}` body of lang/{lang}. Any region or case is accepted
 * ('en-GB', 'it_IT', 'EN') and turned into a supported language; others fail with
 * 'error.language.not.supported', a missing or empty value with 'error.required'.
 */

import { toSupportedLanguage } from '../domain/language.ts';
import { ErrorCode } from './error-codes.ts';
import { z } from './zod.ts';

export const LANGUAGE_NOT_SUPPORTED = 'error.language.not.supported';

/** Longest language tag looked at ('zh_hant_tw' is 10; BCP 47 tags rarely exceed 35). */
const LANGUAGE_TAG_MAX_LENGTH = 35;

/** A language tag as sent by clients, parsed to 'en' | 'it'. */
export const languageSchema = z
  .string({ error: (issue) => (issue.input == null ? ErrorCode.required : ErrorCode.invalid) })
  .trim()
  .min(1, ErrorCode.required)
  .max(LANGUAGE_TAG_MAX_LENGTH, LANGUAGE_NOT_SUPPORTED)
  .transform((value, ctx) => {
    const language = toSupportedLanguage(value);
    if (language === null) {
      ctx.addIssue({ code: 'custom', message: LANGUAGE_NOT_SUPPORTED, input: value });
      return z.NEVER;
    }
    return language;
  });

/** GET /i18n?language=<x> */
export const i18nQuerySchema = z.object({ language: languageSchema });

/** GET /template/<key>?language=<x>: optional, the cookie or Accept-Language decide otherwise. */
export const templateQuerySchema = z.object({ language: languageSchema.optional() });

/** The {lang} path segment of GET and POST /lang/{lang}. */
export const langParamSchema = z.object({ lang: languageSchema });

/** Body of POST /lang/{lang}: the same language as the path. */
export const langBodySchema = z.object({ lang: languageSchema });

export type LangBody = z.input<typeof langBodySchema>;
