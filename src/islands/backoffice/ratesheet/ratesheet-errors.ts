/** The text of a failed ratesheet call. */
import { ApiRequestError } from '../../../contracts/client/http.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { timeoutMessage } from '../../shared/request-error.ts';

/**
 * The text of a failed call: the timeout text; the text of a known code (the 409s of
 * src/contracts/secure/ratesheet.ts, field codes); else the server's message or the fallback.
 */
export function errorText(error: unknown, t: Translate, fallback: string): string {
  const timeout = timeoutMessage(error, t);
  if (timeout) return timeout;
  if (error instanceof ApiRequestError) {
    const code = error.errors[0]?.code ?? '';
    const key = `bo.ratesheet.conflict.${code.replace(/^error\./, '')}`;
    if (code && t.has(key)) return t.text(key);
    if (error.message) return error.message;
  }
  return fallback;
}
