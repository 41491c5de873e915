import { type Context, Hono, type ValidationTargets } from 'hono';
import { setCookie } from 'hono/cookie';
import { validator } from 'hono/validator';
import type { z } from 'zod';
import type { Language, LanguageResponse } from '../../src/api/types.ts';
import { dictionaries } from '../../src/i18n/dictionary.ts';
import {
  detectLanguage,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE,
  languageFromCookieHeader,
} from '../../src/i18n/locale.ts';
import { toFieldErrors } from '../../src/schemas/error-codes.ts';
import {
  i18nQuerySchema,
  LANGUAGE_NOT_SUPPORTED,
  langBodySchema,
  langParamSchema,
} from '../../src/schemas/locale.ts';
import { findManagerLanguage, saveManagerLanguage } from '../data/manager-language.ts';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../errors.ts';
import { failureMessage } from '../middleware/failure-message.ts';
import { recordValidator } from '../validation.ts';

/** Spec 001 §8 locale message for a language outside en/it. */
export const LANGUAGE_NOT_SUPPORTED_MESSAGE = 'Language not supported';

/**
 * Like `validate` (worker/validation.ts), but an unsupported language answers with the spec's
 * 'Language not supported' message; other failures keep the generic 'Invalid <target>: <fields>'.
 */
export function validateLanguage<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) {
  const middleware = validator(target, async (value): Promise<z.output<Schema>> => {
    const result = await schema.safeParseAsync(value, { reportInput: true });
    if (!result.success) {
      const errors = toFieldErrors(result.error.issues);
      const fields = [...new Set(errors.map((e) => e.field))].join(', ');
      const message = errors.some((e) => e.code === LANGUAGE_NOT_SUPPORTED)
        ? LANGUAGE_NOT_SUPPORTED_MESSAGE
        : `Invalid ${target === 'json' ? 'body' : target}: ${fields}`;
      throw new ApiError(400, message, errors);
    }
    return result.data;
  });
  return recordValidator(target, schema, middleware);
}

/** The visitor's language when the request names none: the locale cookie, then Accept-Language, then English. */
export function requestLanguage(c: Context<AppEnv>): Language {
  return languageFromCookieHeader(c.req.header('Cookie')) ?? detectLanguage(c.req.header('Accept-Language'));
}

/** English texts with the language's own on top, so that no key is ever missing. */
function messagesFor(language: Language): Record<string, string> {
  return { ...dictionaries.en, ...dictionaries[language] };
}

/** Translations (GET i18n) and the visitor's or manager's language (GET/POST lang/{lang}); spec 001 §7. */
export const i18nRoutes = new Hono<AppEnv>()
  .get(
    '/i18n',
    failureMessage('Error getting translations'),
    validateLanguage('query', i18nQuerySchema),
    (c) => {
      const { language } = c.req.valid('query');
      return c.json(messagesFor(language), 200, {
        'Cache-Control': 'public, max-age=3600',
        'Content-Language': language,
      });
    },
  )
  .get(
    '/lang/:lang',
    failureMessage('Error applying user locale'),
    validateLanguage('param', langParamSchema),
    async (c) => {
      const user = c.get('user');
      const saved = user ? await findManagerLanguage(c.env.DB, user.id) : null;
      const lang = saved ?? languageFromCookieHeader(c.req.header('Cookie')) ?? c.req.valid('param').lang;
      return c.json<LanguageResponse>({ lang }, 200, { 'Cache-Control': 'private, no-store' });
    },
  )
  .post(
    '/lang/:lang',
    failureMessage('Error setting locale'),
    validateLanguage('param', langParamSchema),
    validateLanguage('json', langBodySchema),
    async (c) => {
      const { lang } = c.req.valid('param');
      if (c.req.valid('json').lang !== lang) {
        throw new ApiError(400, 'The body lang does not match the path language', [
          { field: 'lang', code: 'error.field.generic.invalid' },
        ]);
      }
      setCookie(c, LOCALE_COOKIE, lang, {
        path: '/',
        maxAge: LOCALE_COOKIE_MAX_AGE,
        sameSite: 'Lax',
        secure: new URL(c.req.url).protocol === 'https:',
      });
      const user = c.get('user');
      if (user) await saveManagerLanguage(c.env.DB, user.id, lang);
      return c.json<LanguageResponse>({ lang }, 200, { 'Cache-Control': 'private, no-store' });
    },
  );
