/**
 * A room type's photos for its dialog: read through the query cache while a type is open, and
 * the dialog's writes (upload, cover, order, removal). Each write's answer goes into the cache at
 * once and the reads counting photos reload (`ROOM_TYPE_PHOTO_READS`: the room types' photo
 * count, the setup checklist). A conflict (409, 404: someone else changed the photos) reloads them
 * and says so.
 */
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { roomTypePhotosEndpoints } from '../../../contracts/routes/room-type-photos.ts';
import type { RoomTypePhoto, RoomTypePhotosView } from '../../../contracts/secure/room-type-photos.ts';
import type { Language } from '../../../contracts/types.ts';
import { GALLERY_MAX_FILE_BYTES, PHOTO_ERRORS, SNIFF_BYTES, sniffImage } from '../../../domain/gallery.ts';
import { movePath, ROOM_PHOTOS_FULL, ROOM_TYPE_PHOTOS_MAX } from '../../../domain/room-photos.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { timeoutMessage } from '../../shared/request-error.ts';
import { invalidateReads, secureQueryKey, useQueryClient, useSecureQuery } from '../app/query.ts';
import { ROOM_TYPE_PHOTO_READS } from '../app/reads.ts';
import { secureApi } from '../app/request.ts';
import { galleryFailureText, isGalleryConflict } from '../property/gallery/gallery-failure.ts';
import { uploadImage, uploadOneByOne } from '../property/gallery/upload.ts';

const SAVE_FALLBACK = "Error saving the room type's photos";

/** Why a chosen file is refused before sending (too big, not an image), or null. */
async function refusedFile(file: File, t: Translate): Promise<string | null> {
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  const reason =
    file.size > GALLERY_MAX_FILE_BYTES
      ? PHOTO_ERRORS.maxSize
      : sniffImage(head) === null
        ? PHOTO_ERRORS.notImage
        : null;
  return reason ? t('bo.gallery.file.error', { name: file.name, reason: t(reason) }) : null;
}

type UploadContext = {
  hotelId: number;
  id: number | null;
  view: RoomTypePhotosView | null;
  language: Language;
  t: Translate;
  show: (next: RoomTypePhotosView) => void;
  reload: () => Promise<void>;
  setBusy: (busy: boolean) => void;
  setErrors: (errors: string[]) => void;
  setStatus: (status: string) => void;
  setProgress: (progress: string | null) => void;
};

/**
 * The photos chosen in the file input, uploaded one by one (each answer shown at once); files
 * refused here (too many, too big, not an image) are said without sending them. Leaving the
 * dialog's screen aborts the upload running.
 */
function usePhotoUpload(context: UploadContext) {
  const { hotelId, id, view, language, t, show, reload, setBusy, setErrors, setStatus, setProgress } =
    context;
  const aborter = useRef<AbortController | null>(null);
  useEffect(() => () => aborter.current?.abort(), []);

  return async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length === 0 || view === null || id === null) return;
    if (view.photos.length + files.length > ROOM_TYPE_PHOTOS_MAX) {
      setErrors([t(ROOM_PHOTOS_FULL)]);
      return;
    }
    const failed: string[] = [];
    const images: File[] = [];
    for (const file of files) {
      const reason = await refusedFile(file, t);
      if (reason) failed.push(reason);
      else images.push(file);
    }
    setErrors(failed);
    if (images.length === 0) return;
    aborter.current = new AbortController();
    const path = `hotels/${hotelId}/room-types/${id}/photos`;
    const added = await uploadOneByOne(images, {
      t,
      signal: aborter.current.signal,
      send: (file, signal) => uploadImage<RoomTypePhotosView>(path, file, language, signal),
      show,
      setBusy,
      setProgress,
      refused: async (failure, line) => {
        if (isGalleryConflict(failure)) await reload();
        failed.push(line);
        setErrors([...failed]);
      },
    });
    if (added) setStatus(t('bo.gallery.uploaded', { count: added }));
  };
}

export function useRoomTypePhotos(hotelId: number, id: number | null, language: Language, t: Translate) {
  const client = useQueryClient();
  const input = { params: { hotelId, id: id ?? 0 } };
  const key = secureQueryKey(roomTypePhotosEndpoints.listRoomTypePhotos, input);
  const photos = useSecureQuery(roomTypePhotosEndpoints.listRoomTypePhotos, input, {
    fallback: "Error getting the room type's photos",
    enabled: id !== null,
  });
  const view = photos.data ?? null;
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<string | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [status, setStatus] = useState('');

  // Another room type opened: its dialog starts without the last one's messages.
  const [shownFor, setShownFor] = useState(id);
  if (shownFor !== id) {
    setShownFor(id);
    setErrors([]);
    setStatus('');
  }

  /** A write's answer shown at once; the photo counts elsewhere reload. */
  const show = (next: RoomTypePhotosView) => {
    client.setQueryData(key, next);
    void invalidateReads(client, ROOM_TYPE_PHOTO_READS);
  };
  const reload = () => invalidateReads(client, ROOM_TYPE_PHOTO_READS);

  const onFiles = usePhotoUpload({
    hotelId,
    id,
    view,
    language,
    t,
    show,
    reload,
    setBusy,
    setErrors,
    setStatus,
    setProgress,
  });

  /** Runs a versioned change; on a conflict reloads and says why. */
  const change = async (
    run: (current: RoomTypePhotosView) => Promise<RoomTypePhotosView | null>,
    done: (next: RoomTypePhotosView | null) => void,
  ) => {
    if (view === null) return;
    setBusy(true);
    setErrors([]);
    try {
      const next = await run(view);
      if (next) show(next);
      done(next);
    } catch (failure) {
      if (isGalleryConflict(failure)) {
        setErrors([t('bo.roomtypes.photos.changed')]);
        await reload();
      } else setErrors([galleryFailureText(failure, t)]);
    } finally {
      setBusy(false);
    }
  };

  const makeCover = (photo: RoomTypePhoto, position: number) =>
    change(
      (current) =>
        secureApi(
          roomTypePhotosEndpoints.setRoomTypePhotoCover,
          { params: input.params, body: { path: photo.path, version: current.version } },
          { fallback: SAVE_FALLBACK },
        ),
      () => setStatus(t('bo.gallery.saved.cover', { position })),
    );

  /** Moves a photo; `moved` gets its new place once saved (the dialog refocuses its button). */
  const move = (photo: RoomTypePhoto, by: -1 | 1, moved: (position: number) => void) =>
    change(
      (current) =>
        secureApi(
          roomTypePhotosEndpoints.orderRoomTypePhotos,
          {
            params: input.params,
            body: {
              paths: movePath(
                current.photos.map((p) => p.path),
                photo.path,
                by,
              ),
              version: current.version,
            },
          },
          { fallback: SAVE_FALLBACK },
        ),
      (next) => {
        const position = (next?.photos.findIndex((p) => p.path === photo.path) ?? 0) + 1;
        setStatus(t('bo.gallery.saved.order', { position }));
        moved(position);
      },
    );

  const remove = (photo: RoomTypePhoto, removed: () => void) =>
    change(
      async (current) => {
        await secureApi(
          roomTypePhotosEndpoints.removeRoomTypePhoto,
          { params: input.params, query: { path: photo.path, version: current.version } },
          { fallback: 'Error removing the photo' },
        );
        return null;
      },
      () => {
        setStatus(t('bo.gallery.saved.deleted'));
        void reload();
        removed();
      },
    );

  const loadError =
    !view && photos.isError ? (timeoutMessage(photos.error, t) ?? t('bo.gallery.load.error')) : null;
  return {
    view,
    loading: id !== null && photos.isPending,
    loadError,
    retry: () => void photos.refetch(),
    busy,
    progress,
    errors,
    status,
    onFiles,
    makeCover,
    move,
    remove,
  };
}
