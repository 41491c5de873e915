/**
 * What the gallery says when a write fails: a timeout as such, a refused file by its photo rule
 * (too big, not an image…), else the server's message or a generic one; and which failures mean
 * someone else changed the gallery meanwhile (409, or 404 for a photo already gone).
 */
import { ApiRequestError } from '../../../../contracts/client/http.ts';
import type { MessageKey } from '../../../../i18n/dictionary.ts';
import type { Translate } from '../../../../i18n/translate.ts';
import { timeoutMessage } from '../../../shared/request-error.ts';

export function galleryFailureText(error: unknown, t: Translate): string {
  const timeout = timeoutMessage(error, t);
  if (timeout !== null) return timeout;
  if (error instanceof ApiRequestError) {
    const code = error.errors.find((e) => e.field === 'file')?.code;
    if (code?.startsWith('error.photo.')) return t(code as MessageKey);
    return error.message || t('bo.gallery.save.error');
  }
  return t('bo.gallery.save.error');
}

export const isGalleryConflict = (error: unknown) =>
  error instanceof ApiRequestError && (error.status === 409 || error.status === 404);
