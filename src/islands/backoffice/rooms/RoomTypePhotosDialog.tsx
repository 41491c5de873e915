/**
 * A room type's photos in a dialog of the room types screen (SETUP): add photos (checked here
 * by count, size and content before anything is sent, as the hotel gallery does; the worker
 * checks again), make one the cover, move photos earlier or later with buttons (no dragging
 * needed, WCAG 2.5.7), delete after an alert dialog. Each change saves at once with the photos'
 * version: when someone else changed them meanwhile the dialog reloads and says so
 * (useRoomTypePhotos.ts). The tiles and buttons are the gallery's (property/gallery/gallery.css),
 * with its texts.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { RoomTypePhoto } from '../../../contracts/secure/room-type-photos.ts';
import type { RoomTypeView } from '../../../contracts/secure/room-types.ts';
import type { Language } from '../../../contracts/types.ts';
import { GALLERY_MAX_FILE_BYTES } from '../../../domain/gallery.ts';
import { ROOM_TYPE_PHOTOS_MAX } from '../../../domain/room-photos.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { formatFileSize } from '../../../ui/format.ts';
import { Dialog } from '../../shared/Dialog.tsx';
import { RoomTypePhotoTile } from './RoomTypePhotoTile.tsx';
import { roomTypeName } from './room-type-text.ts';
import { useRoomTypePhotos } from './useRoomTypePhotos.ts';
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
};

export function RoomTypePhotosDialog({ hotelId, roomType, language, t, onClose }: Props) {
  const photos = useRoomTypePhotos(hotelId, roomType?.id ?? null, language, t);
  const { view, busy } = photos;
  const [removing, setRemoving] = useState<RoomTypePhoto | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const ids = useId().replace(/[^\w-]/g, '');
  const name = roomType ? roomTypeName(roomType, language) : '';
  const shown = view?.photos ?? [];
  const count = shown.length;

  /** The move button to focus again once the photos are re-rendered and no longer busy. */
  const refocus = useRef<{ path: string; control: 'earlier' | 'later' } | null>(null);
  useEffect(() => {
    const target = refocus.current;
    // Focus moves once the new order is rendered: after the save (busy) and with the photos shown.
    if (busy || target === null || shown.length === 0) return;
    refocus.current = null;
    const item = list.current?.querySelector(`[data-photo="${CSS.escape(target.path)}"]`);
    const wanted = item?.querySelector<HTMLButtonElement>(`[data-move="${target.control}"]:not([disabled])`);
    (wanted ?? item?.querySelector<HTMLButtonElement>('[data-move]:not([disabled])'))?.focus();
  }, [busy, shown]);

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
          {photos.progress ?? photos.status}
        </p>
        {photos.loadError !== null && (
          <div className="bo-gallery__error" role="alert">
            <p>{photos.loadError}</p>
            <button type="button" className="button button--secondary" onClick={photos.retry}>
              {t('bo.gallery.retry')}
            </button>
          </div>
        )}
        {view === null && photos.loadError === null && <p aria-busy="true">{t('bo.rooms.loading')}</p>}
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
                onChange={(event) => void photos.onFiles(event)}
              />
              <label htmlFor={`${ids}-files`} className="button button--primary bo-gallery__add">
                {t('bo.gallery.upload')}
              </label>
              <span id={`${ids}-usage`} className="bo-gallery__usage">
                {t('bo.roomtypes.photos.count', { count, max: ROOM_TYPE_PHOTOS_MAX })}
              </span>
            </div>
            <div role="alert" className="bo-room-photos__alert">
              {photos.errors.length > 0 && (
                <div className="bo-gallery__error">
                  <ul>
                    {photos.errors.map((text) => (
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
                {shown.map((photo, index) => (
                  <RoomTypePhotoTile
                    key={photo.path}
                    photo={photo}
                    index={index}
                    count={count}
                    name={name}
                    ids={ids}
                    busy={busy}
                    t={t}
                    onCover={() => void photos.makeCover(photo, index + 1)}
                    onMove={(by, control) =>
                      void photos.move(photo, by, () => {
                        refocus.current = { path: photo.path, control };
                      })
                    }
                    onRemove={() => setRemoving(photo)}
                  />
                ))}
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
        onConfirm={() => {
          if (!removing) return;
          setRemoving(null);
          void photos.remove(removing, () => input.current?.focus());
        }}
        onCancel={() => setRemoving(null)}
      />
    </Dialog>
  );
}
