import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../contracts/client/http.ts';
import { dictionaries } from '../../i18n/dictionary.ts';
import { createTranslate } from '../../i18n/translate.ts';
import {
  isTimeout,
  REQUEST_ERROR_KEYS,
  refusalMessage,
  timeoutMessage,
  timeoutText,
} from './request-error.ts';

const bundle = {
  en: Object.fromEntries(REQUEST_ERROR_KEYS.map((key) => [key, dictionaries.en[key]])),
  it: Object.fromEntries(REQUEST_ERROR_KEYS.map((key) => [key, dictionaries.it[key]])),
} as const;

describe('the timeout message', () => {
  it('joins the generic request error and the advice, in each language', () => {
    expect(timeoutText(createTranslate(bundle, 'en'))).toBe(
      'The request could not be completed: try again or contact us.',
    );
    expect(timeoutText(createTranslate(bundle, 'it'))).toBe(
      'Non è stato possibile completare la richiesta: riprova o contattaci.',
    );
  });

  it('covers the client timeout, a 408 and a 504 answer', () => {
    const t = createTranslate(bundle, 'en');
    expect(isTimeout(new ApiRequestError(408, 'Error joining: timed out'))).toBe(true);
    expect(isTimeout(new ApiRequestError(408, 'Request Timeout', [], true))).toBe(true);
    expect(isTimeout(new ApiRequestError(504, 'Gateway Timeout', [], true))).toBe(true);
    expect(timeoutMessage(new ApiRequestError(504, 'x'), t)).toBe(
      'The request could not be completed: try again or contact us.',
    );
  });

  it('leaves other failures to the island', () => {
    const t = createTranslate(bundle, 'en');
    for (const error of [
      new ApiRequestError(500, 'x'),
      new ApiRequestError(0, 'x'),
      new ApiRequestError(429, 'x'),
      new Error('x'),
      'x',
    ])
      expect(timeoutMessage(error, t)).toBeNull();
  });
});

describe('the refusal of too many attempts (429)', () => {
  const tooMany = (retryAfter: number | null) =>
    new ApiRequestError(
      429,
      'Too many attempts. Please try again in 17 minutes.',
      [],
      true,
      null,
      retryAfter,
    );

  it("says once, in the page language, how long to wait: Retry-After in the login throttle's words", () => {
    expect(refusalMessage(tooMany(1020), createTranslate(bundle, 'en'), 'en')).toBe(
      'Too many attempts: please try again in 17 minutes.',
    );
    expect(refusalMessage(tooMany(61), createTranslate(bundle, 'it'), 'it')).toBe(
      'Troppi tentativi: riprova tra 2 minuti.',
    );
    expect(refusalMessage(tooMany(30), createTranslate(bundle, 'it'), 'it')).toBe(
      'Troppi tentativi: riprova tra 30 secondi.',
    );
  });

  it('gives the plain advice without a Retry-After, and leaves other failures to the island', () => {
    const t = createTranslate(bundle, 'en');
    expect(refusalMessage(tooMany(null), t, 'en')).toBe(
      'Too many attempts: please wait a few minutes and try again.',
    );
    expect(refusalMessage(new ApiRequestError(504, 'x'), t, 'en')).toBe(timeoutText(t));
    expect(refusalMessage(new ApiRequestError(500, 'x'), t, 'en')).toBeNull();
  });
});
