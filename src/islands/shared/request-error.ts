/**
 * One text for a request that took too long (issue: "a timeout into the generic request error
 * followed by 'try again or contact us'"): the client's own timeout (status 408 with no server
 * message, src/contracts/client/http.ts), a server's 408, and a gateway's 504 (the back office or an upstream
 * that did not answer in time) all read
 * "The request could not be completed: try again or contact us." in the page's language.
 */
import { ApiRequestError } from '../../contracts/client/http.ts';
import { waitInWords } from '../../domain/login-throttle.ts';
import type { MessageKey } from '../../i18n/dictionary.ts';

/** The texts the timeout message is made of: every island that calls the API lists them. */
export const REQUEST_ERROR_KEYS = [
  'error.request.generic',
  'error.request.retry',
  'error.rate.limit',
  'error.rate.limit.wait',
] as const satisfies readonly MessageKey[];

/** Any island's translate function (it must hold REQUEST_ERROR_KEYS). */
type RequestErrorTranslate = (
  key: (typeof REQUEST_ERROR_KEYS)[number],
  params?: Record<string, string | number>,
) => string;

/** True for a request that ran out of time: the client's timeout, a 408 or a 504 answer. */
export function isTimeout(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError && (error.status === 408 || error.status === 504);
}

/** "The request could not be completed: try again or contact us." (joined in any language). */
export function timeoutText(t: RequestErrorTranslate): string {
  const retry = t('error.request.retry').replace(/[.\s]+$/, '');
  return `${t('error.request.generic').replace(/[.:\s]+$/, '')}: ${retry}.`;
}

/**
 * A 429's one sentence, in the page's language: how long to wait, from the answer's Retry-After,
 * in the words the login's throttle uses ("Too many attempts: please try again in 17 minutes."), or the
 * plain advice without it. The server's own English sentence is never added to it (CONSIST:
 * the quote form said the same thing twice, in two wordings).
 */
export function rateLimitText(error: ApiRequestError, t: RequestErrorTranslate, language: string): string {
  if (error.retryAfter === null || error.retryAfter <= 0) return t('error.rate.limit');
  return t('error.rate.limit.wait', { time: waitInWords(error.retryAfter, language) });
}

/**
 * The text of a refusal every form words the same way: a timeout (client, 408, 504) or a 429;
 * null for other failures, which each island words itself.
 */
export function refusalMessage(error: unknown, t: RequestErrorTranslate, language: string): string | null {
  if (isTimeout(error)) return timeoutText(t);
  if (error instanceof ApiRequestError && error.status === 429) return rateLimitText(error, t, language);
  return null;
}

/** The timeout text when `error` is a timeout, otherwise null (the island shows its own text). */
export function timeoutMessage(error: unknown, t: RequestErrorTranslate): string | null {
  return isTimeout(error) ? timeoutText(t) : null;
}
