/**
 * The language of a request: the validator of a `lang` input that answers the spec's
 * 'Language not supported', and the visitor's language when the request names none.
 */
import type { Context, ValidationTargets } from 'hono';
import { validator } from 'hono/validator';
import type { z } from 'zod';
import { toFieldErrors } from '../../src/contracts/error-codes.ts';
import { LANGUAGE_NOT_SUPPORTED } from '../../src/contracts/locale.ts';
import type { Language } from '../../src/contracts/types.ts';
import { detectLanguage, languageFromCookieHeader } from '../../src/domain/language.ts';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../errors.ts';
import { recordValidator } from '../validation.ts';

/** PROPERR locale message for a language outside en/it. */
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
