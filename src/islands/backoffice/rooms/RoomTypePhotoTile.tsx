/**
 * One photo of a room type's dialog: the picture with its cover badge, and its buttons (make it
 * the cover, move it earlier or later, delete), each described by the photo's position.
 */
import type { RoomTypePhoto } from '../../../contracts/secure/room-type-photos.ts';
import type { Translate } from '../../../i18n/translate.ts';

type Props = {
  photo: RoomTypePhoto;
  index: number;
  count: number;
  /** The room type's name, for the photo's alternative text. */
  name: string;
  /** Unique prefix of the ids in the dialog. */
  ids: string;
  busy: boolean;
  t: Translate;
  onCover: () => void;
  onMove: (by: -1 | 1, control: 'earlier' | 'later') => void;
  onRemove: () => void;
};

export function RoomTypePhotoTile({
  photo,
  index,
  count,
  name,
  ids,
  busy,
  t,
  onCover,
  onMove,
  onRemove,
}: Props) {
  const position = index + 1;
  const label = t('bo.gallery.photo.label', { position, count });
  const describedBy = `${ids}-p${index}`;
  return (
    <li className="bo-gallery__item" data-photo={photo.path} aria-label={label}>
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
          onClick={onCover}
        >
          {t('bo.gallery.make.cover')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          data-move="earlier"
          disabled={busy || index === 0}
          aria-describedby={describedBy}
          onClick={() => onMove(-1, 'earlier')}
        >
          {t('bo.gallery.move.earlier')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          data-move="later"
          disabled={busy || index === count - 1}
          aria-describedby={describedBy}
          onClick={() => onMove(1, 'later')}
        >
          {t('bo.gallery.move.later')}
        </button>
        <button
          type="button"
          className="button button--danger"
          disabled={busy}
          aria-describedby={describedBy}
          onClick={onRemove}
        >
          {t('bo.gallery.delete')}
        </button>
        <span id={describedBy} className="visually-hidden">
          {label}
        </span>
      </div>
    </li>
  );
}
