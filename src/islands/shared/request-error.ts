/**
 * One text for a request that took too long (issue: "a timeout into the generic request error
 * followed by 'try again or contact us'"): the client's own timeout (status 408 with no server
 * message, src/contracts/client/http.ts), a server's 408, and a gateway's 504 (the back office or an upstream
 * that did not answer in time) all read
 * "The request could not be completed: try again or contact us." in the page's language.
 */
import { ApiRequestError } from '../../contracts/client/http.ts';
import type { MessageKey } from '../../i18n/dictionary.ts';

/** The texts the timeout message is made of: every island that calls the API lists them. */
export const REQUEST_ERROR_KEYS = [
  'error.request.generic',
  'error.request.retry',
] as const satisfies readonly MessageKey[];

/** Any island's translate function (it must hold REQUEST_ERROR_KEYS). */
type RequestErrorTranslate = (key: (typeof REQUEST_ERROR_KEYS)[number]) => string;

/** True for a request that ran out of time: the client's timeout, a 408 or a 504 answer. */
export function isTimeout(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError && (error.status === 408 || error.status === 504);
}

/** "The request could not be completed: try again or contact us." (joined in any language). */
export function timeoutText(t: RequestErrorTranslate): string {
  const retry = t('error.request.retry').replace(/[.\s]+$/, '');
  return `${t('error.request.generic').replace(/[.:\s]+$/, '')}: ${retry}.`;
}

/** The timeout text when `error` is a timeout, otherwise null (the island shows its own text). */
export function timeoutMessage(error: unknown, t: RequestErrorTranslate): string | null {
  return isTimeout(error) ? timeoutText(t) : null;
}
