/**
 * The gallery's data and writes (GallerySection shows them): the gallery read through the query
 * cache, the uploads one file at a time (each answers the new gallery), and the versioned changes
 * (cover, order, delete). A change refused because someone else changed the gallery meanwhile
 * (409, or 404 for a photo already gone) reads it again and says so. Every write also marks the
 * setup checklist stale: its photos step counts the gallery.
 */
import { useState } from 'react';
import { galleryEndpoints } from '../../../../contracts/routes/gallery.ts';
import { setupChecklistEndpoints } from '../../../../contracts/routes/setup-checklist.ts';
import type { GalleryPhoto, GalleryView } from '../../../../contracts/secure/gallery.ts';
import type { Language } from '../../../../contracts/types.ts';
import { moveId } from '../../../../domain/gallery.ts';
import type { Translate } from '../../../../i18n/translate.ts';
import { timeoutMessage } from '../../../shared/request-error.ts';
import { invalidateReads, secureQueryKey, useQueryClient, useSecureQuery } from '../../app/query.ts';
import { secureApi } from '../../app/request.ts';
import { useAnnouncement } from '../../app/useAnnouncement.ts';
import { galleryFailureText, isGalleryConflict } from './gallery-failure.ts';
import { useGalleryUpload } from './useGalleryUpload.ts';

export function useGallery(hotelId: number, language: Language, t: Translate) {
  const queryClient = useQueryClient();
  const input = { params: { hotelId } };
  const gallery = useSecureQuery(galleryEndpoints.getGallery, input, {
    fallback: 'Error getting the gallery',
  });
  const view = gallery.data ?? null;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { status, announce } = useAnnouncement();

  const reload = async () => {
    await gallery.refetch();
  };
  /** A write's answer is the new gallery: shown at once; the checklist's photo count follows. */
  const show = (next: GalleryView) => {
    queryClient.setQueryData(secureQueryKey(galleryEndpoints.getGallery, input), next);
    void invalidateReads(queryClient, [setupChecklistEndpoints.getSetupChecklist]);
  };
  const upload = useGalleryUpload({ hotelId, language, t, view, show, announce, setBusy, setError });

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
      if (isGalleryConflict(failure)) {
        setError(t('bo.gallery.changed'));
        await reload();
      } else setError(galleryFailureText(failure, t));
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
    status,
    error,
    progress: upload.progress,
    fileErrors: upload.fileErrors,
    onFiles: upload.onFiles,
    makeCover,
    move,
    remove,
  };
}
