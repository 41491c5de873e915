import { Hono } from 'hono';
import { setCookie } from 'hono/cookie';
import { i18nQuerySchema, langBodySchema, langParamSchema } from '../../src/contracts/locale.ts';
import type { Language, LanguageResponse } from '../../src/contracts/types.ts';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, languageFromCookieHeader } from '../../src/domain/language.ts';
import { dictionaries } from '../../src/i18n/dictionary.ts';
import { findManagerLanguage, saveManagerLanguage } from '../data/manager-language.ts';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../errors.ts';
import { failureMessage } from '../middleware/failure-message.ts';
import { validateLanguage } from '../middleware/language.ts';

/** English texts with the language's own on top, so that no key is ever missing. */
function messagesFor(language: Language): Record<string, string> {
  return { ...dictionaries.en, ...dictionaries[language] };
}

/** Translations (GET i18n) and the visitor's or manager's language (GET/POST lang/{lang}); PROPAPI. */
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
