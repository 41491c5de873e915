/**
 * The gallery's data and writes (GallerySection shows them): the gallery read through the query
 * cache, the uploads one file at a time (each answers the new gallery), and the versioned changes
 * (cover, order, delete). A change refused because someone else changed the gallery meanwhile
 * (409, or 404 for a photo already gone) reads it again and says so. Every write also marks the
 * setup checklist stale: its photos step counts the gallery.
 */
import { type ChangeEvent, useCallback, useEffect, useRef, useState } from 'react';
import { ApiRequestError } from '../../../../contracts/client/http.ts';
import { galleryEndpoints } from '../../../../contracts/routes/gallery.ts';
import { setupChecklistEndpoints } from '../../../../contracts/routes/setup-checklist.ts';
import type { GalleryPhoto, GalleryView } from '../../../../contracts/secure/gallery.ts';
import type { Language } from '../../../../contracts/types.ts';
import { batchError, moveId, SNIFF_BYTES, sniffImage } from '../../../../domain/gallery.ts';
import type { MessageKey } from '../../../../i18n/dictionary.ts';
import type { Translate } from '../../../../i18n/translate.ts';
import { timeoutMessage } from '../../../shared/request-error.ts';
import { invalidateReads, secureQueryKey, useQueryClient, useSecureQuery } from '../../app/query.ts';
import { secureApi } from '../../app/request.ts';
import { uploadPhoto } from './upload.ts';

function failureText(error: unknown, t: Translate): string {
  const timeout = timeoutMessage(error, t);
  if (timeout !== null) return timeout;
  if (error instanceof ApiRequestError) {
    const code = error.errors.find((e) => e.field === 'file')?.code;
    if (code?.startsWith('error.photo.')) return t(code as MessageKey);
    return error.message || t('bo.gallery.save.error');
  }
  return t('bo.gallery.save.error');
}

const isConflict = (error: unknown) =>
  error instanceof ApiRequestError && (error.status === 409 || error.status === 404);

/** Whether the file's first bytes are an image we take (the same check the worker makes). */
async function looksLikeImage(file: File): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  return sniffImage(head) !== null;
}

export function useGallery(hotelId: number, language: Language, t: Translate) {
  const queryClient = useQueryClient();
  const input = { params: { hotelId } };
  const gallery = useSecureQuery(galleryEndpoints.getGallery, input, {
    fallback: 'Error getting the gallery',
  });
  const view = gallery.data ?? null;
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<string | null>(null);
  const [fileErrors, setFileErrors] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const aborter = useRef<AbortController | null>(null);
  const statusTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // A status said twice in a row is emptied first, so screen readers announce it again.
  const announce = useCallback((text: string) => {
    clearTimeout(statusTimer.current);
    setStatus('');
    statusTimer.current = setTimeout(() => setStatus(text), 50);
  }, []);

  useEffect(
    () => () => {
      aborter.current?.abort();
      clearTimeout(statusTimer.current);
    },
    [],
  );

  const reload = async () => {
    await gallery.refetch();
  };
  /** A write's answer is the new gallery: shown at once; the checklist's photo count follows. */
  const show = (next: GalleryView) => {
    queryClient.setQueryData(secureQueryKey(galleryEndpoints.getGallery, input), next);
    void invalidateReads(queryClient, [setupChecklistEndpoints.getSetupChecklist]);
  };

  const onFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length === 0 || view === null) return;
    setError(null);
    const batch = batchError(
      files.map((file) => file.size),
      view.totalBytes,
    );
    if (batch !== null) {
      setFileErrors([]);
      setError(t(batch));
      return;
    }
    const errors: string[] = [];
    const images: File[] = [];
    for (const file of files) {
      if (await looksLikeImage(file)) images.push(file);
      else errors.push(t('bo.gallery.file.error', { name: file.name, reason: t('error.photo.not.image') }));
    }
    setFileErrors(errors);
    if (images.length === 0) return;
    setBusy(true);
    aborter.current = new AbortController();
    let added = 0;
    try {
      for (const [index, file] of images.entries()) {
        setProgress(t('bo.gallery.uploading', { current: index + 1, count: images.length }));
        try {
          show(await uploadPhoto(hotelId, file, language, aborter.current.signal));
          added += 1;
        } catch (failure) {
          if (aborter.current.signal.aborted) return;
          errors.push(t('bo.gallery.file.error', { name: file.name, reason: failureText(failure, t) }));
          setFileErrors([...errors]);
        }
      }
    } finally {
      setProgress(null);
      setBusy(false);
    }
    if (added > 0) announce(t('bo.gallery.uploaded', { count: added }));
  };

  /** Runs a versioned change; answers whether it was made (on a conflict it reloads and says why). */
  const change = async (run: (current: GalleryView) => Promise<GalleryView | null>): Promise<boolean> => {
    if (view === null) return false;
    setBusy(true);
    setError(null);
    try {
      const next = await run(view);
      if (next) show(next);
      return true;
    } catch (failure) {
      if (isConflict(failure)) {
        setError(t('bo.gallery.changed'));
        await reload();
      } else setError(failureText(failure, t));
      return false;
    } finally {
      setBusy(false);
    }
  };

  const makeCover = async (photo: GalleryPhoto, position: number) => {
    const done = await change((current) =>
      secureApi(
        galleryEndpoints.setGalleryCover,
        { params: { hotelId }, body: { id: photo.id, version: current.version } },
        { fallback: 'Error saving the gallery' },
      ),
    );
    if (done) announce(t('bo.gallery.saved.cover', { position }));
  };

  /** Moves a photo one place; answers its new position (1-based), or null when it did not move. */
  const move = async (photo: GalleryPhoto, by: -1 | 1): Promise<number | null> => {
    let position = 1;
    const done = await change(async (current) => {
      const next = await secureApi(
        galleryEndpoints.orderGallery,
        {
          params: { hotelId },
          body: {
            ids: moveId(
              current.photos.map((p) => p.id),
              photo.id,
              by,
            ),
            version: current.version,
          },
        },
        { fallback: 'Error saving the gallery' },
      );
      position = next.photos.findIndex((p) => p.id === photo.id) + 1;
      return next;
    });
    if (!done) return null;
    announce(t('bo.gallery.saved.order', { position }));
    return position;
  };

  const remove = async (photo: GalleryPhoto): Promise<boolean> => {
    const done = await change(async (current) => {
      await secureApi(
        galleryEndpoints.removePhoto,
        { params: { hotelId, id: photo.id }, query: { version: String(current.version) } },
        { fallback: 'Error removing the photo' },
      );
      return null;
    });
    if (!done) return false;
    announce(t('bo.gallery.saved.deleted'));
    // The removal answers nothing: the gallery (and the checklist's count) are read again.
    void invalidateReads(queryClient, [
      galleryEndpoints.getGallery,
      setupChecklistEndpoints.getSetupChecklist,
    ]);
    return true;
  };

  return {
    view,
    loadError: gallery.isError ? (timeoutMessage(gallery.error, t) ?? t('bo.gallery.load.error')) : null,
    reload,
    busy,
    progress,
    status,
    error,
    fileErrors,
    onFiles,
    makeCover,
    move,
    remove,
  };
}
