/**
 * A room type's photos in a dialog of the room types screen (SETUP): add photos (checked here
 * by count, size and content before anything is sent, as the hotel gallery does; the worker
 * checks again), make one the cover, move photos earlier or later with buttons (no dragging
 * needed, WCAG 2.5.7), delete after an alert dialog. Each change saves at once with the photos'
 * version: when someone else changed them meanwhile the dialog reloads and says so. The tiles
 * and buttons are the gallery's (property/gallery/gallery.css), with its texts.
 */
import { type ChangeEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { ApiRequestError } from '../../../contracts/client/http.ts';
import { roomTypePhotosEndpoints } from '../../../contracts/routes/room-type-photos.ts';
import type { RoomTypePhoto, RoomTypePhotosView } from '../../../contracts/secure/room-type-photos.ts';
import type { RoomTypeView } from '../../../contracts/secure/room-types.ts';
import type { Language } from '../../../contracts/types.ts';
import { GALLERY_MAX_FILE_BYTES, PHOTO_ERRORS, SNIFF_BYTES, sniffImage } from '../../../domain/gallery.ts';
import { movePath, ROOM_PHOTOS_FULL, ROOM_TYPE_PHOTOS_MAX } from '../../../domain/room-photos.ts';
import type { MessageKey } from '../../../i18n/dictionary.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { formatFileSize } from '../../../ui/format.ts';
import { ConfirmDialog } from '../../../ui/NotesList.confirm.tsx';
import { Dialog } from '../../shared/Dialog.tsx';
import { timeoutMessage } from '../../shared/request-error.ts';
import { secureApi } from '../app/request.ts';
import { uploadImage } from '../property/gallery/upload.ts';
import { roomTypeName } from './room-type-text.ts';
import '../../../ui/NotesList.css';
import '../property/gallery/gallery.css';
import './room-photos.css';

const ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,image/avif';

type Props = {
  hotelId: number;
  /** The room type whose photos are shown; null: closed. */
  roomType: RoomTypeView | null;
  language: Language;
  t: Translate;
  onClose: () => void;
  /** After any saved change, with the new number of photos (the list shows it). */
  onChanged: (roomTypeId: number, count: number) => void;
};

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

export function RoomTypePhotosDialog({ hotelId, roomType, language, t, onClose, onChanged }: Props) {
  const [view, setView] = useState<RoomTypePhotosView | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<string | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [status, setStatus] = useState('');
  const [removing, setRemoving] = useState<RoomTypePhoto | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const aborter = useRef<AbortController | null>(null);
  const ids = useId().replace(/[^\w-]/g, '');
  const id = roomType?.id ?? null;
  /** The upload's address (the upload stays a multipart request of its own). */
  const base = `hotels/${hotelId}/room-types/${id}/photos`;
  /** The photos' address; the write controls exist only while a room type is open. */
  const openParams = () => {
    if (id === null) throw new Error('no room type is open');
    return { hotelId, id };
  };
  const name = roomType ? roomTypeName(roomType, language) : '';
  // The owner's callback in a ref: a new function on each of its renders must not reload the photos.
  const changed = useRef(onChanged);
  changed.current = onChanged;

  /** The move button to focus again once the photos are re-rendered and no longer busy. */
  const refocus = useRef<{ path: string; control: 'earlier' | 'later' } | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `view` is the trigger: focus moves once the new order has rendered
  useEffect(() => {
    const target = refocus.current;
    if (busy || target === null) return;
    refocus.current = null;
    const item = list.current?.querySelector(`[data-photo="${CSS.escape(target.path)}"]`);
    const wanted = item?.querySelector<HTMLButtonElement>(`[data-move="${target.control}"]:not([disabled])`);
    (wanted ?? item?.querySelector<HTMLButtonElement>('[data-move]:not([disabled])'))?.focus();
  }, [busy, view]);

  const show = useCallback((next: RoomTypePhotosView) => {
    setView(next);
    changed.current(next.roomTypeId, next.photos.length);
  }, []);

  const reload = useCallback(async () => {
    if (id === null) return;
    try {
      show(
        await secureApi(
          roomTypePhotosEndpoints.listRoomTypePhotos,
          { params: { hotelId, id } },
          { fallback: "Error getting the room type's photos" },
        ),
      );
      setLoadError(null);
    } catch (failure) {
      setLoadError(timeoutMessage(failure, t) ?? t('bo.gallery.load.error'));
    }
  }, [id, show, t, hotelId]);

  useEffect(() => {
    setView(null);
    setErrors([]);
    setStatus('');
    void reload();
  }, [reload]);

  useEffect(() => () => aborter.current?.abort(), []);

  const onFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length === 0 || view === null) return;
    if (view.photos.length + files.length > ROOM_TYPE_PHOTOS_MAX) {
      setErrors([t(ROOM_PHOTOS_FULL)]);
      return;
    }
    const failed: string[] = [];
    const images: File[] = [];
    for (const file of files) {
      const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
      const reason =
        file.size > GALLERY_MAX_FILE_BYTES
          ? PHOTO_ERRORS.maxSize
          : sniffImage(head) === null
            ? PHOTO_ERRORS.notImage
            : null;
      if (reason) failed.push(t('bo.gallery.file.error', { name: file.name, reason: t(reason) }));
      else images.push(file);
    }
    setErrors(failed);
    if (images.length === 0) return;
    setBusy(true);
    aborter.current = new AbortController();
    let added = 0;
    try {
      for (const [index, file] of images.entries()) {
        setProgress(t('bo.gallery.uploading', { current: index + 1, count: images.length }));
        try {
          show(await uploadImage<RoomTypePhotosView>(base, file, language, aborter.current.signal));
          added += 1;
        } catch (failure) {
          if (aborter.current.signal.aborted) return;
          if (isConflict(failure)) await reload();
          failed.push(t('bo.gallery.file.error', { name: file.name, reason: failureText(failure, t) }));
          setErrors([...failed]);
        }
      }
    } finally {
      setProgress(null);
      setBusy(false);
    }
    if (added > 0) setStatus(t('bo.gallery.uploaded', { count: added }));
  };

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
      if (isConflict(failure)) {
        setErrors([t('bo.roomtypes.photos.changed')]);
        await reload();
      } else setErrors([failureText(failure, t)]);
    } finally {
      setBusy(false);
    }
  };

  const makeCover = (photo: RoomTypePhoto, position: number) =>
    change(
      (current) =>
        secureApi(
          roomTypePhotosEndpoints.setRoomTypePhotoCover,
          { params: openParams(), body: { path: photo.path, version: current.version } },
          { fallback: "Error saving the room type's photos" },
        ),
      () => setStatus(t('bo.gallery.saved.cover', { position })),
    );

  const move = (photo: RoomTypePhoto, by: -1 | 1, control: 'earlier' | 'later') =>
    change(
      (current) =>
        secureApi(
          roomTypePhotosEndpoints.orderRoomTypePhotos,
          {
            params: openParams(),
            body: {
              paths: movePath(
                current.photos.map((p) => p.path),
                photo.path,
                by,
              ),
              version: current.version,
            },
          },
          { fallback: "Error saving the room type's photos" },
        ),
      (next) => {
        const position = (next?.photos.findIndex((p) => p.path === photo.path) ?? 0) + 1;
        setStatus(t('bo.gallery.saved.order', { position }));
        refocus.current = { path: photo.path, control };
      },
    );

  const remove = (photo: RoomTypePhoto) => {
    setRemoving(null);
    void change(
      async (current) => {
        await secureApi(
          roomTypePhotosEndpoints.removeRoomTypePhoto,
          { params: openParams(), query: { path: photo.path, version: current.version } },
          { fallback: 'Error removing the photo' },
        );
        return null;
      },
      () => {
        setStatus(t('bo.gallery.saved.deleted'));
        void reload();
        input.current?.focus();
      },
    );
  };

  const photos = view?.photos ?? [];
  const count = photos.length;

  return (
    <Dialog
      open={roomType !== null}
      onClose={onClose}
      title={t('bo.roomtypes.photos.named', { name })}
      closeLabel={t('button.close')}
      className="bo-room-photos"
    >
      <div className="bo-gallery">
        <p>
          {t('bo.roomtypes.photos.intro', {
            size: formatFileSize(GALLERY_MAX_FILE_BYTES, language),
            max: ROOM_TYPE_PHOTOS_MAX,
          })}
        </p>
        <p className="bo-gallery__status" role="status">
          {progress ?? status}
        </p>
        {loadError !== null && (
          <div className="bo-gallery__error" role="alert">
            <p>{loadError}</p>
            <button type="button" className="button button--secondary" onClick={() => void reload()}>
              {t('bo.gallery.retry')}
            </button>
          </div>
        )}
        {view === null && loadError === null && <p aria-busy="true">{t('bo.rooms.loading')}</p>}
        {view !== null && (
          <>
            <div className="bo-gallery__toolbar">
              <input
                ref={input}
                id={`${ids}-files`}
                className="bo-gallery__file"
                type="file"
                multiple
                accept={ACCEPT}
                disabled={busy || count >= ROOM_TYPE_PHOTOS_MAX}
                aria-describedby={`${ids}-usage`}
                onChange={(event) => void onFiles(event)}
              />
              <label htmlFor={`${ids}-files`} className="button button--primary bo-gallery__add">
                {t('bo.gallery.upload')}
              </label>
              <span id={`${ids}-usage`} className="bo-gallery__usage">
                {t('bo.roomtypes.photos.count', { count, max: ROOM_TYPE_PHOTOS_MAX })}
              </span>
            </div>
            <div role="alert" className="bo-room-photos__alert">
              {errors.length > 0 && (
                <div className="bo-gallery__error">
                  <ul>
                    {errors.map((text) => (
                      <li key={text}>{text}</li>
                    ))}
                  </ul>
                </div>
              )}
            </div>
            {count === 0 ? (
              <p className="bo-gallery__empty">{t('bo.roomtypes.photos.empty')}</p>
            ) : (
              <ol className="bo-gallery__grid bo-room-photos__grid" ref={list}>
                {photos.map((photo, index) => {
                  const position = index + 1;
                  const label = t('bo.gallery.photo.label', { position, count });
                  const describedBy = `${ids}-p${index}`;
                  return (
                    <li
                      key={photo.path}
                      className="bo-gallery__item"
                      data-photo={photo.path}
                      aria-label={label}
                    >
                      <div className="bo-gallery__frame">
                        <img
                          src={photo.url}
                          alt={photo.caption ?? t('bo.roomtypes.photos.alt', { name, position, count })}
                          loading="lazy"
                          decoding="async"
                        />
                        {photo.cover && <span className="bo-gallery__badge">{t('bo.gallery.cover')}</span>}
                      </div>
                      <div className="bo-gallery__actions">
                        <button
                          type="button"
                          className="button button--secondary"
                          disabled={busy || photo.cover}
                          aria-describedby={describedBy}
                          onClick={() => void makeCover(photo, position)}
                        >
                          {t('bo.gallery.make.cover')}
                        </button>
                        <button
                          type="button"
                          className="button button--secondary"
                          data-move="earlier"
                          disabled={busy || index === 0}
                          aria-describedby={describedBy}
                          onClick={() => void move(photo, -1, 'earlier')}
                        >
                          {t('bo.gallery.move.earlier')}
                        </button>
                        <button
                          type="button"
                          className="button button--secondary"
                          data-move="later"
                          disabled={busy || index === count - 1}
                          aria-describedby={describedBy}
                          onClick={() => void move(photo, 1, 'later')}
                        >
                          {t('bo.gallery.move.later')}
                        </button>
                        <button
                          type="button"
                          className="button button--danger"
                          disabled={busy}
                          aria-describedby={describedBy}
                          onClick={() => setRemoving(photo)}
                        >
                          {t('bo.gallery.delete')}
                        </button>
                        <span id={describedBy} className="visually-hidden">
                          {label}
                        </span>
                      </div>
                    </li>
                  );
                })}
              </ol>
            )}
          </>
        )}
      </div>
      <ConfirmDialog
        open={removing !== null}
        title={t('bo.gallery.delete.title')}
        text={t('bo.gallery.delete.text')}
        confirmLabel={t('bo.gallery.delete')}
        cancelLabel={t('bo.gallery.cancel')}
        onConfirm={() => removing && remove(removing)}
        onCancel={() => setRemoving(null)}
      />
    </Dialog>
  );
}
