/**
 * One photo upload: the file's bytes as the request body (not JSON, so not through
 * `secureApi`, whose core sends JSON), with the anti-forgery header and the back office's
 * response rules (401 → login and back, 403 → login). No timeout: a 50 MB photo on a hotel's
 * connection may take minutes; leaving the screen aborts it.
 */
import { ApiRequestError } from '../../../../contracts/client/http.ts';
import type { GalleryView } from '../../../../contracts/secure/gallery.ts';
import type { Language } from '../../../../contracts/types.ts';
import { currentSecurePath, loginUrl, readCookie, XSRF_COOKIE, XSRF_HEADER } from '../../app/request.ts';

export function uploadPhoto(
  hotelId: number,
  file: Blob,
  language: Language,
  signal: AbortSignal,
): Promise<GalleryView> {
  return uploadImage<GalleryView>(`hotels/${hotelId}/gallery`, file, language, signal);
}

/** Sends `file` to POST /api/rs/secure/{path} (the gallery's, a room type's photos) and answers the view. */
export async function uploadImage<View>(
  path: string,
  file: Blob,
  language: Language,
  signal: AbortSignal,
): Promise<View> {
  const token = readCookie(document.cookie, XSRF_COOKIE);
  const response = await fetch(`/api/rs/secure/${path}`, {
    method: 'POST',
    body: file,
    credentials: 'same-origin',
    signal,
    headers: {
      'Content-Type': file.type || 'application/octet-stream',
      Accept: 'application/json',
      ...(token ? { [XSRF_HEADER]: token } : {}),
    },
  });
  if (response.status === 401) window.location.assign(loginUrl(language, 'expired', currentSecurePath()));
  const body = (await response.json().catch(() => null)) as
    | (View & { message?: undefined })
    | { message?: string; errors?: { field: string; code: string }[] }
    | null;
  if (!response.ok) {
    const failure = body && 'message' in body ? body : {};
    throw new ApiRequestError(
      response.status,
      failure.message ?? 'Error uploading the photo',
      'errors' in failure && Array.isArray(failure.errors) ? failure.errors : [],
    );
  }
  return body as View;
}
