/**
 * What the sites panel says when a write fails: the origin field's reason (invalid, duplicate, too
 * many…), the timeout text, or the server's message; and which failures mean another manager
 * changed the list meanwhile (a 409 or 404 that is not about the origin typed).
 */
import { ApiRequestError } from '../../../../contracts/client/http.ts';
import type { MessageKey } from '../../../../i18n/dictionary.ts';
import type { Translate } from '../../../../i18n/translate.ts';
import { timeoutMessage } from '../../../shared/request-error.ts';

/** Field codes the sites routes answer with (src/domain/site-origin.ts, widget-sites schema). */
const ORIGIN_ERRORS = new Set<string>([
  'error.required',
  'bo.widget.site.error.too.long',
  'bo.widget.site.error.invalid',
  'bo.widget.site.error.scheme',
  'bo.widget.site.error.https',
  'bo.widget.site.error.credentials',
  'bo.widget.site.error.host',
  'bo.widget.site.error.duplicate',
  'bo.widget.site.error.too.many',
]);

/** The text of a failed write, and whether it is about the origin typed (shown under its field). */
export function siteFailureText(error: unknown, t: Translate): { text: string; field: boolean } {
  const timeout = timeoutMessage(error, t);
  if (timeout !== null) return { text: timeout, field: false };
  if (error instanceof ApiRequestError) {
    const code = error.errors.find((e) => e.field === 'origin')?.code;
    if (code !== undefined && ORIGIN_ERRORS.has(code)) {
      return { text: t(code as MessageKey, { count: 270 }), field: true };
    }
    return { text: error.message, field: false };
  }
  return { text: String(error), field: false };
}

export const isSiteConflict = (error: unknown) =>
  error instanceof ApiRequestError &&
  (error.status === 409 || error.status === 404) &&
  !error.errors.some((e) => e.field === 'origin');
