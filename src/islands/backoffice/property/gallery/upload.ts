/**
 * One photo upload: the file's bytes as the request body (not JSON, so not through
 * `secureApi`, whose core sends JSON), with the anti-forgery header and the back office's
 * response rules (401 → login and back, 403 → login). No timeout: a 50 MB photo on a hotel's
 * connection may take minutes; leaving the screen aborts it.
 */
import { ApiRequestError } from '../../../../contracts/client/http.ts';
import type { GalleryView } from '../../../../contracts/secure/gallery.ts';
import type { Language } from '../../../../contracts/types.ts';
import type { Translate } from '../../../../i18n/translate.ts';
import { currentSecurePath, loginUrl, readCookie, XSRF_COOKIE, XSRF_HEADER } from '../../app/request.ts';
import { galleryFailureText } from './gallery-failure.ts';

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

export type UploadRun<View> = {
  t: Translate;
  /** Aborted when the person leaves the screen: the run stops where it is. */
  signal: AbortSignal;
  send: (file: File, signal: AbortSignal) => Promise<View>;
  /** Shows an upload's answer, the photos as they now are. */
  show: (next: View) => void;
  setBusy: (busy: boolean) => void;
  setProgress: (progress: string | null) => void;
  /** A file the server refused, with its line ("photo.jpg: too big"); the next files still go. */
  refused: (failure: unknown, line: string) => Promise<void> | void;
};

/**
 * The checked images sent one at a time (the hotel's gallery, a room type's photos), saying which
 * one is going; each answer is shown at once. Answers how many were added, or null when the run
 * was aborted.
 */
export async function uploadOneByOne<View>(images: File[], run: UploadRun<View>): Promise<number | null> {
  const { t, signal } = run;
  run.setBusy(true);
  let added = 0;
  try {
    for (const [index, file] of images.entries()) {
      run.setProgress(t('bo.gallery.uploading', { current: index + 1, count: images.length }));
      try {
        run.show(await run.send(file, signal));
        added += 1;
      } catch (failure) {
        if (signal.aborted) return null;
        await run.refused(
          failure,
          t('bo.gallery.file.error', { name: file.name, reason: galleryFailureText(failure, t) }),
        );
      }
    }
  } finally {
    run.setProgress(null);
    run.setBusy(false);
  }
  return added;
}
