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

/** The texts of the timeout message and of the 429's sentence. */
export const REQUEST_ERROR_KEYS = [
  'error.request.generic',
  'error.request.retry',
  'error.rate.limit',
  'error.rate.limit.wait',
] as const satisfies readonly MessageKey[];
type RequestErrorKey = (typeof REQUEST_ERROR_KEYS)[number];

/**
 * An island's translate function holding `K`: the message generator puts in an island's bundle
 * the texts of the functions it calls, so an island that only words timeouts holds no 429 text.
 */
type RequestErrorTranslate<K extends RequestErrorKey = RequestErrorKey> = (
  key: K,
  params?: Record<string, string | number>,
) => string;
type TimeoutTranslate = RequestErrorTranslate<'error.request.generic' | 'error.request.retry'>;
type RateLimitTranslate = RequestErrorTranslate<'error.rate.limit' | 'error.rate.limit.wait'>;

/** True for a request that ran out of time: the client's timeout, a 408 or a 504 answer. */
export function isTimeout(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError && (error.status === 408 || error.status === 504);
}

/** "The request could not be completed: try again or contact us." (joined in any language). */
export function timeoutText(t: TimeoutTranslate): string {
  const retry = t('error.request.retry').replace(/[.\s]+$/, '');
  return `${t('error.request.generic').replace(/[.:\s]+$/, '')}: ${retry}.`;
}

/**
 * A 429's one sentence, in the page's language: how long to wait, from the answer's Retry-After,
 * in the words the login's throttle uses ("Too many attempts: please try again in 17 minutes."), or the
 * plain advice without it. The server's own English sentence is never added to it (CONSIST:
 * the quote form said the same thing twice, in two wordings).
 */
export function rateLimitText(error: ApiRequestError, t: RateLimitTranslate, language: string): string {
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
export function timeoutMessage(error: unknown, t: TimeoutTranslate): string | null {
  return isTimeout(error) ? timeoutText(t) : null;
}

/**
 * The text of a failed load shown in place of the data: the timeout sentence, else the server's
 * own message (the request core puts the call's fallback there when the server gave none), else `otherwise`.
 */
export function failureText(error: unknown, t: TimeoutTranslate, otherwise: string): string {
  return timeoutMessage(error, t) ?? (error instanceof Error && error.message ? error.message : otherwise);
}
